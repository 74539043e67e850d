import { fireEvent, screen } from '@testing-library/react';
import { renderFragment } from '@bottega/test-kit/render';
import { product } from '../../../testing/fixtures';
import { ProductCard, type ProductCardProps } from './ProductCard';

const renderCard = (overrides: Partial<ProductCardProps>) =>
  renderFragment(({ basePath, navigate, slot }) => <ProductCard product={product()} basePath={basePath} navigate={navigate} slot={slot} {...overrides} />);

describe('a product card', () => {
  it('shows the special price, the struck regular price and the discount badge rounded', () => {
    renderCard({ product: product({ regular: 89.9, final: 59.9 }) });
    expect(screen.getByText('-33%')).toBeTruthy();
    expect(screen.getByText(/59,90/)).toBeTruthy();
    expect(screen.getByText(/89,90/).closest('s')).not.toBeNull();
  });

  it('shows a 216x268 image on the card and a 140x200 one on the horizontal card of the list view (product rule §9)', () => {
    const size = (image: HTMLElement) => [image.getAttribute('width'), image.getAttribute('height')];
    const { container, unmount } = renderCard({});
    expect(size(container.querySelector('img')!)).toEqual(['216', '268']);
    unmount();
    const list = renderCard({ layout: 'list' });
    expect(size(list.container.querySelector('img')!)).toEqual(['140', '200']);
  });

  it('has no badge without a reduction', () => {
    renderCard({ product: product({ regular: 50, final: 50 }) });
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
  });

  it('links the name to the product page and follows it inside the shop', () => {
    const { props } = renderCard({});
    fireEvent.click(screen.getByRole('link', { name: 'Maglione girocollo' }));
    expect(props.navigate).toHaveBeenCalledWith('/it/p/10001');
  });

  it("places the cart team's wishlist heart and add-to-cart button, with what each needs to know", () => {
    const { slots } = renderCard({ product: product({ only_x_left_in_stock: 2 }) });
    expect(slots).toEqual([
      { remote: 'mf_cart', fragment: 'WishlistHeart', props: { sku: 'BT10001', name: 'Maglione girocollo' } },
      {
        remote: 'mf_cart',
        fragment: 'AddToCartButton',
        props: { sku: 'BT10001', type: 'SimpleProduct', name: 'Maglione girocollo', brand: 'Lanificio Aurora', price: '100', stock: 'IN_STOCK', onlyLeft: '2', placement: 'card' },
      },
    ]);
    expect(screen.getByText('Solo 2 rimasti')).toBeTruthy();
  });

  it('offers no add button for a product that needs size and colour (product rule §3)', () => {
    const { slots } = renderCard({ product: product({ __typename: 'ConfigurableProduct' }) });
    expect(slots.map((placed) => placed.fragment)).toEqual(['WishlistHeart']);
  });

  it("says when a product is sold out, and tells the cart's button", () => {
    const { slots } = renderCard({ product: product({ stock_status: 'OUT_OF_STOCK' }) });
    expect(screen.getByText('Esaurito')).toBeTruthy();
    expect(slots[1].props).toMatchObject({ stock: 'OUT_OF_STOCK' });
  });

  it('loads its image eagerly only when it is the first on screen', () => {
    const { container, unmount } = renderCard({ priority: true });
    const first = container.querySelector('img')!;
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('216');
    expect(first.getAttribute('height')).toBe('268');
    unmount();
    const { container: other } = renderCard({});
    expect(other.querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });
});
