/** @jest-environment node */
import { cartOf } from '@bottega/tooling/testing/fixtures';
import { dataOf, drawOnServer, readable } from '@bottega/tooling/testing/server';
import { queryKeys } from '../../app/queryKeys';
import type { ProductsInput } from '../../features/listing/listing.api';
import { category, product, productList } from '../../testing/fixtures';
import fragment from '.';

const draw = (query = '', names?: string[]) => drawOnServer(fragment, 'CategoryPage', shop(names), { params: { categoryId: 'uomo-maglioni' }, query });

/** One facet option's checkbox and label, found by the label's text. */
const checkbox = (html: string, label: string) => html.split('<input type="checkbox"').find((option) => option.replace(/<[^>]+>/g, '').includes(label)) ?? '';

function shop(names = ['Maglione blu', 'Cardigan nero']) {
  return {
    categorySearch: () => ({ items: [category] }),
    products: () => productList(names.map((name, index) => product({ uid: String(index + 1), name, regular: 79.9, final: 59.9 })), { page_info: { current_page: 2, page_size: 14, total_pages: 3 } }),
    cart: () => cartOf([]),
  };
}

describe('the category listing as the server sends it', () => {
  it('shows the title, breadcrumbs, facets with counts, the order and the cards of the page in the address', async () => {
    const html = readable((await draw('?color=nero&sort=price_asc&page=2')).html);
    expect(html).toMatch(/<h1[^>]*>Maglioni<\/h1>/);
    expect(html).toMatch(/<a href="\/it\/c\/uomo"[^>]*>Uomo<\/a>/);
    expect(html).toContain('40 prodotti');
    expect(html).toContain('>Colore</legend>');
    expect(checkbox(html, 'Nero (4)')).toContain('checked=""');
    expect(checkbox(html, 'Blu notte (2)')).not.toContain('checked');
    expect(html).toContain('<option value="price_asc" selected="">Prezzo crescente</option>');
    expect(html).toMatch(/<a href="\/it\/p\/1"[^>]*>Maglione blu<\/a>/);
    expect(html).toMatch(/<a href="\/it\/p\/2"[^>]*>Cardigan nero<\/a>/);
    expect(html).toContain('59,90\u00a0€');
    expect(html).toMatch(/<a href="\/it\/c\/uomo-maglioni\?color=nero&amp;sort=price_asc&amp;page=2"[^>]*aria-current="page"[^>]*>2<\/a>/);
  });

  it('hands the browser the category, the page of products the address asked for and the cart', async () => {
    const { state, calls } = await draw('?color=nero&sort=price_asc&page=2&itemsPerPage=28');
    const asked: ProductsInput = { filters: { category_uid: { in: ['uomo-maglioni'] }, attributes: { color: ['nero'] } }, sort: 'price_asc', page: 2, pageSize: 28 };
    expect(calls('products')).toEqual([[asked]]);
    expect(dataOf(state, queryKeys.products(asked))).toMatchObject({ total_count: 40 });
    expect(dataOf(state, queryKeys.category('uomo-maglioni'))).toMatchObject({ name: 'Maglioni' });
    expect(dataOf(state, queryKeys.cart())).toMatchObject({ items: [] });
  });

  it('writes a product name holding </script> and a line separator as text', async () => {
    const { html } = await draw('', ['Maglione </script><script>alert(1)</script>\u2028blu']);
    expect(html).toContain('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028blu');
    expect(html).not.toMatch(/<\/?script/i);
  });
});
