import { canAddFromCard, isAvailable, quantitiesBySku } from './cart.rules';

const simple = (stock: Partial<Parameters<typeof canAddFromCard>[0]> = {}) => ({
  __typename: 'SimpleProduct',
  stock_status: 'IN_STOCK' as const,
  only_x_left_in_stock: null,
  ...stock,
});

describe('adding to the cart from a product card', () => {
  it('is allowed for a simple product in stock', () => {
    expect(canAddFromCard(simple(), 0)).toBe(true);
  });

  it('is not offered for a product that needs a size and colour', () => {
    expect(canAddFromCard(simple({ __typename: 'ConfigurableProduct' }), 0)).toBe(false);
  });

  it('is unavailable when out of stock', () => {
    expect(canAddFromCard(simple({ stock_status: 'OUT_OF_STOCK' }), 0)).toBe(false);
  });

  it('is unavailable once the cart holds all that is left', () => {
    expect(canAddFromCard(simple({ only_x_left_in_stock: 3 }), 2)).toBe(true);
    expect(canAddFromCard(simple({ only_x_left_in_stock: 3 }), 3)).toBe(false);
    expect(isAvailable({ stock_status: 'IN_STOCK', only_x_left_in_stock: 1 }, 4)).toBe(false);
  });
});

it('adds up the quantities of each sku in the cart', () => {
  const quantities = quantitiesBySku([
    { quantity: 1, product: { sku: 'A' } },
    { quantity: 2, product: { sku: 'B' } },
    { quantity: 3, product: { sku: 'A' } },
  ]);
  expect(quantities.get('A')).toBe(4);
  expect(quantities.get('B')).toBe(2);
  expect(quantities.get('C')).toBeUndefined();
});
