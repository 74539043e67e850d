import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { isAvailable, planAdd, quantityInCart } from './addToCart.rules';

describe('adding to the cart', () => {
  it('is available for a product in stock', () => {
    expect(isAvailable({ stock: 'IN_STOCK' }, 0)).toBe(true);
  });

  it('is unavailable when out of stock', () => {
    expect(isAvailable({ stock: 'OUT_OF_STOCK' }, 0)).toBe(false);
  });

  it('is unavailable once the cart holds all that is left', () => {
    expect(isAvailable({ stock: 'IN_STOCK', onlyLeft: '3' }, 2)).toBe(true);
    expect(isAvailable({ stock: 'IN_STOCK', onlyLeft: '3' }, 3)).toBe(false);
    expect(isAvailable({ stock: 'IN_STOCK', onlyLeft: '1' }, 4)).toBe(false);
  });
});

it('adds up the pieces of one sku in the cart', () => {
  const cart = cartOf([
    cartLine({ uid: '1', quantity: 1, product: { sku: 'A' } }),
    cartLine({ uid: '2', quantity: 2, product: { sku: 'B' } }),
    cartLine({ uid: '3', quantity: 3, product: { sku: 'A' } }),
  ]);
  expect(quantityInCart(cart, 'A')).toBe(4);
  expect(quantityInCart(cart, 'C')).toBe(0);
  expect(quantityInCart(undefined, 'A')).toBe(0);
});

describe('what pressing the button sends', () => {
  it('one piece of a simple product', () => {
    expect(planAdd({ type: 'SimpleProduct', sku: 'SCIARPA-02' })).toEqual({ kind: 'line', line: { sku: 'SCIARPA-02', quantity: 1 } });
  });

  it('one piece of the chosen variant, under its parent with the chosen options', () => {
    expect(planAdd({ type: 'ConfigurableProduct', sku: 'BT20001-GRIGIO-M', parentSku: 'BT20001', options: 'color::grigio,dimensione::m' })).toEqual({
      kind: 'line',
      line: { sku: 'BT20001-GRIGIO-M', quantity: 1, parent_sku: 'BT20001', selected_options: ['color::grigio', 'dimensione::m'] },
    });
  });

  it('nothing for a configurable product whose options are not all chosen: the page is asked for them', () => {
    expect(planAdd({ type: 'ConfigurableProduct', sku: 'BT20001' })).toEqual({ kind: 'options-needed' });
  });

  it('nothing for a type the cart does not take yet', () => {
    expect(planAdd({ type: 'BundleProduct', sku: 'SET-1' })).toEqual({ kind: 'unsupported', type: 'BundleProduct' });
  });
});
