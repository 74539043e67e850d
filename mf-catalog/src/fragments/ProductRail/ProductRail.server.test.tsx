/** @jest-environment node */
import { dataOf, renderOnServer } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import { railInput } from '../../features/listing/listing.api';
import { product, productList } from '../../testing/fixtures';
import fragment from '.';

const params = { categoryId: 'donna-abiti', title: 'Abiti', pageSize: '4' };
const shop = (name = 'Camicia di lino') => ({ products: () => productList([product({ uid: '7', name, regular: 49, final: 39 })]) });

describe('the home page rail as the server sends it', () => {
  it('shows its title linking to the category and its products with their prices', async () => {
    const { html, state } = await renderOnServer(fragment, 'ProductRail', shop(), { params });
    expect(html).toMatch(/<a href="\/it\/c\/donna-abiti"[^>]*>Abiti<\/a>/);
    expect(html).toMatch(/<a href="\/it\/p\/7"[^>]*>Camicia di lino<\/a>/);
    expect(html).toContain('39,00\u00a0€');
    expect(dataOf(state, queryKeys.rail(railInput('donna-abiti', '4')))).toMatchObject({ items: [{ name: 'Camicia di lino' }] });
  });

  it("sends the browser only its cards: no facets or pages, and not a product's description, gallery or variants", async () => {
    const { state } = await renderOnServer(fragment, 'ProductRail', shop(), { params });
    const data = dataOf(state, queryKeys.rail(railInput('donna-abiti', '4'))) as { items: object[] };
    expect(Object.keys(data)).toEqual(['items']);
    expect(Object.keys(data.items[0]).sort()).toEqual(['__typename', 'brand', 'name', 'only_x_left_in_stock', 'price_range', 'sku', 'stock_status', 'thumbnail', 'uid']);
  });

  it('writes a product name holding </script> and a line separator as text', async () => {
    const { html } = await renderOnServer(fragment, 'ProductRail', shop('Camicia </script><script>alert(1)</script>\u2028lino'), { params });
    expect(html).toContain('Camicia &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028lino');
    expect(html).not.toMatch(/<\/?script/i);
  });
});
