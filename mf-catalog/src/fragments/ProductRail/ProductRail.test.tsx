import { callsOf, mockApi, renderFragment } from '../../testing/harness';
import { screen, waitFor } from '@testing-library/react';
import { emptyCart, product, productList } from '../../testing/fixtures';
import { ProductRail } from './ProductRail';

beforeEach(() => mockApi({ products: () => productList([product({ uid: '7', name: 'Camicia di lino' })]), cart: () => emptyCart() }));

describe('the product rail of the home page', () => {
  it('shows the newest arrivals under a default title', async () => {
    renderFragment((props) => <ProductRail {...props} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Novità' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Camicia di lino' })).toBeTruthy();
    expect(callsOf('products')[0]).toEqual([{ sort: 'new_arrivals', page: 1, pageSize: 8 }]);
  });

  it('shows a category under the given title, with the given size', async () => {
    renderFragment((props) => <ProductRail {...props} />, { params: { categoryId: 'donna-abiti', title: 'Abiti', pageSize: '12' } });
    expect((await screen.findByRole('link', { name: 'Abiti' })).getAttribute('href')).toBe('/it/c/donna-abiti');
    expect(callsOf('products')[0]).toEqual([{ filters: { category_uid: { in: ['donna-abiti'] } }, sort: 'default', page: 1, pageSize: 12 }]);
  });

  it('renders nothing when the API is down', async () => {
    mockApi({});
    const { container } = renderFragment((props) => <ProductRail {...props} />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
