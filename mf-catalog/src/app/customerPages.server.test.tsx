/** @jest-environment node */
import { createRendererServer } from '@bottega/fragment-kit/server';
import { renderManyAnswerSchema } from '@bottega/fragment-kit/protocol';
import { rendererUnderTest } from '@bottega/test-kit/rendererServer';
import { sessionExpiry } from '@bottega/test-kit/session';
import expose from '../expose';
import { category, product, productList } from '../testing/fixtures';

const menu = { uid: 'mainmenu', items: [{ uid: 'uomo', label: 'Uomo', link: '/it/c/uomo', children: [] }] };

describe("the catalog team's renderer drawing logged-in shoppers' pages", () => {
  let calls: Array<{ method: string; cookie: string | null }>;
  let catalogVersion = 1;
  const renderer = rendererUnderTest(createRendererServer(expose, { apiUrl: 'http://api.test', assets: {}, versionMs: 0 }), (url, init) => {
    if (url.endsWith('/catalogVersion')) return Response.json({ data: { version: catalogVersion } });
    const method = url.split('/').pop()!;
    calls.push({ method, cookie: new Headers(init?.headers).get('cookie') });
    const answers: Record<string, unknown> = {
      menu,
      categorySearch: { items: [category] },
      products: productList([product({ uid: '1', name: 'Maglione blu', regular: 79.9, final: 59.9 })]),
    };
    return method in answers ? Response.json({ data: answers[method] }) : Response.json({ message: `no fake for ${url}`, statusCode: 500 }, { status: 500 });
  });
  beforeEach(() => {
    calls = [];
  });

  /** A customer's category page: the category bar and the listing, as the edge asks for them. */
  async function drawCategoryPage(customer: string) {
    const props = { locale: 'it', market: 'it', basePath: '/it', query: '' };
    const requests = [
      { fragment: 'CategoryNav', props: { ...props, params: {} }, idPrefix: 'n-' },
      { fragment: 'CategoryPage', props: { ...props, params: { categoryId: category.uid } }, idPrefix: 'p-' },
    ];
    const expires = sessionExpiry();
    const response = await renderer.post('render-many', { requests }, { cookie: `customer_expires=${expires}; cart=${customer}` });
    return renderManyAnswerSchema.parse(await response.json()).answers.map((answer) => answer?.html ?? '');
  }
  const asked = (method: string) => calls.filter((call) => call.method === method);

  it('reads the menu and the category once for every customer, without cookies, and the products for each customer with theirs', async () => {
    const [anna, bruno] = await Promise.all([drawCategoryPage('anna'), drawCategoryPage('bruno')]);
    expect(anna[0]).toContain('>Uomo</a>');
    expect(bruno[1]).toContain('Maglione blu');
    expect(asked('menu')).toEqual([{ method: 'menu', cookie: null }]);
    expect(asked('categorySearch')).toEqual([{ method: 'categorySearch', cookie: null }]);
    expect(
      asked('products')
        .map((call) => call.cookie?.match(/cart=(\w+)/)?.[1])
        .sort(),
    ).toEqual(['anna', 'bruno']);

    catalogVersion += 1;
    await drawCategoryPage('carla');
    expect(asked('menu')).toHaveLength(2);
    expect(asked('categorySearch')).toHaveLength(2);
  });
});
