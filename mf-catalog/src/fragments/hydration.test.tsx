import { cartOf } from '@bottega/tooling/testing/fixtures';
import { drawOnServer, hydrateOnPage } from '@bottega/tooling/testing/server';
import { category, configurable, product, productList } from '../testing/fixtures';
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

describe('a catalog fragment the server sent', () => {
  it('becomes the product page without asking the API again or drawing it anew', async () => {
    const page = await hydrateOnPage(await drawOnServer(productPage, 'ProductPage', shop, { params: { productId: '20001' } }));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('h1')!.textContent).toBe('Dolcevita in lana merino');
  });

  it('becomes the category page of the address without asking the API again or drawing it anew', async () => {
    const page = await hydrateOnPage(await drawOnServer(categoryPage, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' }, query: '?sort=price_asc' }));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('aside')!.textContent).toContain('Blu notte');
  });

  it('moves the docked filters of the server into the drawer on a phone, without a mismatch', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...desktop(query), matches: false })) as typeof window.matchMedia;
    try {
      const page = await hydrateOnPage(await drawOnServer(categoryPage, 'CategoryPage', shop, { params: { categoryId: 'uomo-maglioni' } }));
      expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
      expect(page.domElement.querySelector('aside')).toBeNull();
      expect(page.domElement.querySelector('h1')!.textContent).toBe('Maglioni');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('becomes the navigation bar without asking for the menu again', async () => {
    const page = await hydrateOnPage(await drawOnServer(categoryNav, 'CategoryNav', shop));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.querySelector('a')!.textContent).toBe('Donna');
  });

  it('becomes the home rail without asking for its products again', async () => {
    const page = await hydrateOnPage(await drawOnServer(productRail, 'ProductRail', shop));
    expect(page).toMatchObject({ kept: true, requests: [], errors: [] });
    expect(page.domElement.textContent).toContain('Maglione blu');
  });
});
