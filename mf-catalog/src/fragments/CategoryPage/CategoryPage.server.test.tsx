/** @jest-environment node */
import { dataOf, renderOnServer, readable } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import type { ProductsInput } from '../../features/listing/listing.api';
import { category, product, productList } from '../../testing/fixtures';
import fragment from '.';

const serverRender = (query = '', names?: string[]) => renderOnServer(fragment, 'CategoryPage', shop(names), { params: { categoryId: 'uomo-maglioni' }, query });

/** One facet option (a link read as a checkbox), found by its label's text. */
const checkbox = (html: string, label: string) =>
  html
    .split('<a ')
    .map((link) => link.split('</a>')[0])
    .find((link) => link.includes('role="checkbox"') && link.replace(/<[^>]+>/g, '').includes(label)) ?? '';
/** The listing's forms as rendered, in page order: the toolbar's (order, page size), then the price range's. */
const forms = (html: string) => html.match(/<form[\s\S]*?<\/form>/g) ?? [];

function shop(names = ['Maglione blu', 'Cardigan nero']) {
  return {
    categorySearch: () => ({ items: [category] }),
    products: () =>
      productList(
        names.map((name, index) => product({ uid: String(index + 1), name, regular: 79.9, final: 59.9 })),
        { page_info: { current_page: 2, page_size: 14, total_pages: 3 } },
      ),
  };
}

describe('the category listing as the server sends it', () => {
  it('shows the title, breadcrumbs, facets with counts, the order and the cards of the page in the address', async () => {
    const html = readable((await serverRender('?color=nero&sort=price_asc&page=2')).html);
    expect(html).toMatch(/<h1[^>]*>Maglioni<\/h1>/);
    expect(html).toMatch(/<a href="\/it\/c\/uomo"[^>]*>Uomo<\/a>/);
    expect(html).toContain('40 prodotti');
    expect(html).toContain('>Colore</legend>');
    expect(checkbox(html, 'Nero (4)')).toContain('aria-checked="true"');
    expect(checkbox(html, 'Blu notte (2)')).toContain('aria-checked="false"');
    expect(html).toContain('<option value="price_asc" selected="">Prezzo crescente</option>');
    expect(html).toMatch(/<a href="\/it\/p\/1"[^>]*>Maglione blu<\/a>/);
    expect(html).toMatch(/<a href="\/it\/p\/2"[^>]*>Cardigan nero<\/a>/);
    expect(html).toContain('59,90\u00a0€');
    expect(html).toMatch(/<a href="\/it\/c\/uomo-maglioni\?color=nero&amp;sort=price_asc&amp;page=2"[^>]*aria-current="page"[^>]*>2<\/a>/);
  });

  it('links each facet option to the listing with it ticked or unticked, back on page 1', async () => {
    const html = readable((await serverRender('?color=nero&sort=price_asc&page=2')).html);
    expect(checkbox(html, 'Nero (4)')).toMatch(/^href="\/it\/c\/uomo-maglioni\?sort=price_asc"/);
    expect(checkbox(html, 'Blu notte (2)')).toMatch(/^href="\/it\/c\/uomo-maglioni\?color=nero%2Cblu&amp;sort=price_asc"/);
  });

  it('asks for another order or page size through a form that carries the filters, its button only for shoppers without JavaScript', async () => {
    const [toolbar] = forms((await serverRender('?color=nero&priceTo=90&sort=price_asc&itemsPerPage=28&page=2')).html);
    expect(toolbar).toMatch(/^<form [^>]*action="\/it\/c\/uomo-maglioni" method="get">/);
    expect(toolbar).toContain('<input type="hidden" name="color" value="nero"/><input type="hidden" name="priceTo" value="90"/>');
    expect(toolbar).not.toContain('name="page"');
    expect(toolbar).toMatch(/<select name="sort"[^>]*>.*<option value="price_asc" selected="">/);
    expect(toolbar).toMatch(/<select name="itemsPerPage"[^>]*>.*<option value="28" selected="">/);
    expect(toolbar).toMatch(/<noscript><button type="submit"[^>]*><span [^>]*>Applica<\/span><\/button><\/noscript>/);
  });

  it('asks for a price range through a form that carries the other facets', async () => {
    const [, price] = forms((await serverRender('?color=nero&priceFrom=20&sort=price_asc&page=2')).html);
    expect(price).toMatch(/^<form [^>]*action="\/it\/c\/uomo-maglioni" method="get">/);
    expect(price).toContain('<input type="hidden" name="color" value="nero"/><input type="hidden" name="sort" value="price_asc"/>');
    expect(price).not.toContain('name="page"');
    expect(price).toMatch(/<input [^>]*name="priceFrom" value="20"\/>/);
    expect(price).toMatch(/<input [^>]*name="priceTo" value=""\/>/);
    expect(price).toMatch(/<button type="submit"[^>]*><span [^>]*>Applica<\/span><\/button>/);
  });

  it('carries a search term holding markup in the forms as an attribute value, never as markup', async () => {
    const html = (await serverRender('?term=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E')).html;
    expect(forms(html)).toHaveLength(2);
    for (const form of forms(html)) expect(form).toContain('<input type="hidden" name="term" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"/>');
    expect(html).not.toMatch(/<\/?script/i);
  });

  it('hands the browser the category and the page of products the address asked for, and never reads the cart', async () => {
    const { state, calls } = await serverRender('?color=nero&sort=price_asc&page=2&itemsPerPage=28');
    const asked: ProductsInput = { filters: { category_uid: { in: ['uomo-maglioni'] }, attributes: { color: ['nero'] } }, sort: 'price_asc', page: 2, pageSize: 28 };
    expect(calls('products')).toEqual([[asked]]);
    expect(dataOf(state, queryKeys.products(asked))).toMatchObject({ total_count: 40 });
    // Each product as its card shows it: not its description, gallery or variants.
    const [item] = (dataOf(state, queryKeys.products(asked)) as { items: object[] }).items;
    expect(Object.keys(item).sort()).toEqual(['__typename', 'brand', 'name', 'only_x_left_in_stock', 'price_range', 'sku', 'stock_status', 'thumbnail', 'uid']);
    expect(dataOf(state, queryKeys.category('uomo-maglioni'))).toMatchObject({ name: 'Maglioni' });
    expect(calls()).not.toContain('cart');
  });

  it('writes a product name holding </script> and a line separator as text', async () => {
    const { html } = await serverRender('', ['Maglione </script><script>alert(1)</script>\u2028blu']);
    expect(html).toContain('Maglione &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\u2028blu');
    expect(html).not.toMatch(/<\/?script/i);
  });
});
