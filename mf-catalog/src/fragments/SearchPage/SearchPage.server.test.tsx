/** @jest-environment node */
import { dataOf, renderOnServer, readable } from '@bottega/test-kit/server';
import { queryKeys } from '../../app/queryKeys';
import { product, productList } from '../../testing/fixtures';
import fragment from '.';

const shop = {
  products: () =>
    productList([product({ uid: '1', name: 'Maglione a trecce', regular: 79.9, final: 59.9 })], {
      availableFilters: [{ attribute_code: 'category_uid', label: 'Categoria', count: 1, options: [{ label: 'Maglioni', value: 'category_uid::uomo-maglioni', count: 1 }] }],
      total_count: 1,
    }),
  categorySearch: () => ({ items: [{ uid: 'uomo-maglioni', breadcrumbs: [{ name: 'Uomo' }] }] }),
};
const serverRender = (query: string) => renderOnServer(fragment, 'SearchPage', shop, { query });

describe('the search results page as the server sends it', () => {
  it('is whole without JavaScript: its form, the count, the categories as links and the products', async () => {
    const html = readable((await serverRender('?term=maglione')).html);
    expect(html).toMatch(/<h1[^>]*>Risultati per “maglione”<\/h1>/);
    expect(html).toMatch(/<form role="search" [^>]*action="\/it\/search" method="get">/);
    expect(html).toMatch(/<input [^>]*name="term" value="maglione"/);
    expect(html).toContain('1 risultato');
    expect(html).toMatch(/<a href="\/it\/search\?term=maglione&amp;category=uomo-maglioni"[^>]*>/);
    expect(html).toContain('Uomo › ');
    expect(html).toMatch(/<a href="\/it\/p\/1"[^>]*>Maglione a trecce<\/a>/);
    expect(html).toContain('59,90\u00a0€');
  });

  it('hands the browser the page, the categories and their parents it drew with', async () => {
    const { state, calls } = await serverRender('?term=maglione');
    expect(calls('products')).toEqual([[{ term: 'maglione', page: 1, pageSize: 40 }]]);
    expect(dataOf(state, queryKeys.searchPage('maglione', null, 1))).toMatchObject({ total_count: 1 });
    expect(dataOf(state, queryKeys.searchCategories(['uomo-maglioni']))).toEqual({ 'uomo-maglioni': 'Uomo' });
  });

  it('writes a term holding markup as text and as an attribute value, never as markup', async () => {
    const { html } = await serverRender('?term=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toMatch(/<\/?script/i);
  });
});
