import { renderOnServer, hydrateOnPage } from '@bottega/test-kit/server';
import { parseFacets } from '@bottega/api-contract/listing';
import { withPrice, withSort } from '../features/listing/listing.rules';
import { category, configurable, product, productList } from '../testing/fixtures';
import categoryNav from './CategoryNav';
import categoryPage from './CategoryPage';
import productPage from './ProductPage';
import productRail from './ProductRail';
import searchPage from './SearchPage';

const shop = {
  productDetail: () => configurable(),
  categorySearch: () => ({ items: [category] }),
  products: () => productList([product({ uid: '1', name: 'Maglione blu' })]),
  menu: () => ({
    uid: 'mainmenu',
    items: [{ uid: 'donna', label: 'Donna', link: '/it/c/donna', children: [{ uid: 'donna-abiti', label: 'Abiti', link: '/it/c/donna-abiti', children: [] }] }],
  }),
};

describe('a catalog fragment the server sent', () => {
  it('becomes the product page without asking the API again or drawing it anew', async () => {
    const page = await hydrateOnPage(await renderOnServer(productPage, 'ProductPage', shop, { params: { productId: '20001' } }));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('h1')!.textContent).toBe('Dolcevita in lana merino');
  });

  it('becomes the category page of the address without asking the API again or drawing it anew', async () => {
    const page = await hydrateOnPage(await renderOnServer(categoryPage, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' }, query: '?sort=price_asc' }));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('aside')!.textContent).toContain('Blu notte');
  });

  it('keeps the facet links and the forms of the server, which ask for the listing without JavaScript', async () => {
    const query = '?color=nero&sort=price_asc&page=2';
    const page = await hydrateOnPage(await renderOnServer(categoryPage, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' }, query }));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    const slot = page.domElement;
    const options = [...slot.querySelectorAll('aside a[role="checkbox"]')].map((link) => [link.textContent, link.getAttribute('aria-checked'), link.getAttribute('href')]);
    expect(options).toEqual([
      ['Nero (4)', 'true', '/it/c/uomo-maglioni?sort=price_asc'],
      ['Blu notte (2)', 'false', '/it/c/uomo-maglioni?color=nero%2Cblu&sort=price_asc'],
    ]);

    // What the browser asks for when each form is sent, as a shopper without JavaScript would send it.
    const facets = parseFacets(query);
    const [toolbar, price] = [...slot.querySelectorAll('form')];
    const sent = (form: HTMLFormElement) => `${form.getAttribute('action')}?${new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]))}`;
    const listing = (address: string) => parseFacets(address.slice(address.indexOf('?')));
    (toolbar.elements.namedItem('sort') as HTMLSelectElement).value = 'name_desc';
    expect(sent(toolbar)).toMatch(/^\/it\/c\/uomo-maglioni\?/);
    expect(listing(sent(toolbar))).toEqual(withSort(facets, 'name_desc'));
    (price.elements.namedItem('priceFrom') as HTMLInputElement).value = '19,90';
    expect(sent(price)).toMatch(/^\/it\/c\/uomo-maglioni\?/);
    expect(listing(sent(price))).toEqual(withPrice(facets, { from: 19.9 }));
  });

  it('becomes the search results page of the address without asking the API again or drawing it anew', async () => {
    const page = await hydrateOnPage(await renderOnServer(searchPage, 'SearchPage', shop, { query: '?term=maglione&page=1' }));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('h1')!.textContent).toBe('Risultati per “maglione”');
  });

  it('keeps the filters of the server on a phone as the drawer its "Filtri" button opens, without a mismatch', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: false })) as typeof window.matchMedia;
    try {
      const page = await hydrateOnPage(await renderOnServer(categoryPage, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' } }));
      expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
      const panel = page.domElement.querySelector('aside')!;
      expect(panel.getAttribute('popover')).toBe('auto');
      expect(page.domElement.querySelector(`button[popovertarget="${panel.id}"]`)!.textContent).toBe('Filtri');
      expect(page.domElement.querySelector('h1')!.textContent).toBe('Maglioni');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('becomes the navigation bar without asking for the menu again', async () => {
    const page = await hydrateOnPage(await renderOnServer(categoryNav, 'CategoryNav', shop));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('a')!.textContent).toBe('Donna');
  });

  it('becomes the home rail without asking for its products again', async () => {
    const page = await hydrateOnPage(await renderOnServer(productRail, 'ProductRail', shop));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.textContent).toContain('Maglione blu');
  });
});
