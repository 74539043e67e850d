import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { screen, waitFor } from '@testing-library/react';
import { product, productList } from '../../testing/fixtures';
import { ProductRail } from './ProductRail';

let calls: ReturnType<typeof fakeApi>;
beforeEach(() => {
  calls = fakeApi({ products: () => productList([product({ uid: '7', name: 'Camicia di lino' })]) });
});

describe('the product rail of the home page', () => {
  it('shows the newest arrivals in stock under a default title (product rule §10: never a sold-out product)', async () => {
    renderFragment(ProductRail);
    expect(await screen.findByRole('heading', { level: 2, name: 'Novità' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Camicia di lino' })).toBeTruthy();
    expect(calls('products')[0]).toEqual([{ filters: { in_stock: true }, sort: 'new_arrivals', page: 1, pageSize: 8 }]);
  });

  it('shows a category’s products in stock under the given title, with the given size', async () => {
    renderFragment(ProductRail, { params: { categoryId: 'donna-abiti', title: 'Abiti', pageSize: '12' } });
    expect((await screen.findByRole('link', { name: 'Abiti' })).getAttribute('href')).toBe('/it/c/donna-abiti');
    expect(calls('products')[0]).toEqual([{ filters: { in_stock: true, category_uid: { in: ['donna-abiti'] } }, sort: 'default', page: 1, pageSize: 12 }]);
  });

  it('renders nothing when the API is down', async () => {
    fakeApi({});
    const { container } = renderFragment(ProductRail);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});
