import { teamQueryClient } from '@bottega/fragment-kit';
import { cartOf } from '@bottega/tooling/testing/fixtures';
import { fakeApi } from '@bottega/tooling/testing/render';
import { category, configurable, product, productList } from '../testing/fixtures';
import { drawOnServer, hydrateInBrowser } from '../testing/server';
import categoryNav from './CategoryNav';
import categoryPage from './CategoryPage';
import productPage from './ProductPage';
import productRail from './ProductRail';

const shop = {
  productDetail: () => configurable(),
  categorySearch: () => ({ items: [category] }),
  products: () => productList([product({ uid: '1', name: 'Maglione blu' })]),
  menu: () => ({ uid: 'mainmenu', items: [{ uid: 'donna', label: 'Donna', link: '/it/c/donna', children: [{ uid: 'donna-abiti', label: 'Abiti', link: '/it/c/donna-abiti', children: [] }] }] }),
  cart: () => cartOf([]),
};

/**
 * Draws the fragment on the server, then hydrates it in this page, and checks what every hydration
 * must hold: the server's elements kept, nothing asked of the API again, nothing React complained about.
 */
async function serveThenHydrate(fragment: Parameters<typeof drawOnServer>[0], name: string, request: Parameters<typeof drawOnServer>[2] = {}) {
  fakeApi(shop);
  const drawn = await drawOnServer(fragment, name, request);
  const asked = fakeApi(shop);
  const hydrated = await hydrateInBrowser(fragment, `mf_catalog/${name}`, drawn);
  unmount = hydrated.unmount;
  expect(hydrated.kept).toBe(true);
  expect(asked()).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  return hydrated.domElement;
}

let errors: jest.SpyInstance;
const nothing = async () => {};
let unmount: () => Promise<void> = nothing;
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(async () => {
  await unmount();
  unmount = nothing;
  errors.mockRestore();
  teamQueryClient('cat').clear();
  document.body.innerHTML = '';
});

describe('a catalog fragment the server sent', () => {
  it('becomes the product page without asking the API again or drawing it anew', async () => {
    const page = await serveThenHydrate(productPage, 'ProductPage', { params: { productId: '20001' } });
    expect(page.querySelector('h1')!.textContent).toBe('Dolcevita in lana merino');
  });

  it('becomes the category page of the address without asking the API again or drawing it anew', async () => {
    const page = await serveThenHydrate(categoryPage, 'CategoryPage', { params: { categoryId: 'uomo-maglioni' }, query: '?sort=price_asc' });
    expect(page.querySelector('aside')!.textContent).toContain('Blu notte');
  });

  it('moves the docked filters of the server into the drawer on a phone, without a mismatch', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: false })) as typeof window.matchMedia;
    try {
      const page = await serveThenHydrate(categoryPage, 'CategoryPage', { params: { categoryId: 'uomo-maglioni' } });
      expect(page.querySelector('aside')).toBeNull();
      expect(page.querySelector('h1')!.textContent).toBe('Maglioni');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('becomes the navigation bar without asking for the menu again', async () => {
    const nav = await serveThenHydrate(categoryNav, 'CategoryNav');
    expect(nav.querySelector('a')!.textContent).toBe('Donna');
  });

  it('becomes the home rail without asking for its products again', async () => {
    const rail = await serveThenHydrate(productRail, 'ProductRail');
    expect(rail.textContent).toContain('Maglione blu');
  });
});
