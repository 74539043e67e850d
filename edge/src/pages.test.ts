import { OPEN_REDIRECT_TRICKS, staysOnShop } from '@bottega/test-kit/openRedirectTricks';
import { matchRoute } from '@bottega/shell/routes';
import type { PageHead } from '@bottega/fragment-kit/page';
import { createPageResolver, NOT_FOUND } from './pages';
import type { ServerRegistry } from './registry';

/** What a fake team answers at `/page`: a body, an HTTP status, or 'silent' (never settles, even when told to abort). */
type Answer = { status?: number; body: unknown } | Error | 'silent';

const REGISTRY: ServerRegistry = {
  remotes: {
    mf_catalog: { entry: 'https://cdn.test/mf-catalog/1.0.0/mf-manifest.json', version: '1.0.0', renderers: ['http://catalog-a.test', 'http://catalog-b.test'] },
    mf_content: { entry: 'https://cdn.test/mf-content/1.0.0/mf-manifest.json', version: '1.0.0' },
  },
  overrideOrigins: [],
} as unknown as ServerRegistry;

const head = (title: string): PageHead => ({ title, description: 'd', canonical: 'https://shop.example/it/x', ogType: 'website', jsonLd: [] });

/** A fake platform: each team's renderer answers per fragment; every request it gets is recorded. */
function fakeTeams(answers: Record<string, Answer | ((body: { props: { params: Record<string, string> } }) => Answer)>) {
  const calls: Array<{
    url: string;
    body: { fragment: string; props: { params: Record<string, string>; query: string }; pathname: string; origin: string };
    authorization?: string;
  }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string);
    calls.push({ url, body, authorization: (init.headers as Record<string, string>).authorization });
    const found = answers[body.fragment];
    const answer = typeof found === 'function' ? found(body) : found;
    if (answer === 'silent') return new Promise<Response>(() => undefined);
    if (!answer || answer instanceof Error) throw answer ?? Object.assign(new Error('ECONNREFUSED'), { name: 'TypeError' });
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  const warnings: string[] = [];
  const resolve = createPageResolver({
    origin: 'https://shop.example',
    budgetMs: 200,
    pageBudgetMs: 200,
    renderToken: 'a'.repeat(32),
    fetch: fetchImpl,
    log: { warn: (_o: object, msg: string) => void warnings.push(msg), error: () => undefined },
  });
  const page = (href: string, registry = REGISTRY) => {
    const url = new URL(href, 'http://shop.test');
    const match = matchRoute(url.pathname);
    if (!match) throw new Error(`no route for ${href}`);
    return resolve(match, url, registry, ['https://cdn.test', 'http://catalog-a.test']);
  };
  return { page, calls, warnings };
}

describe('a page’s status and head, from the team that owns it', () => {
  it('asks the team of the page slot, at its renderer, with the fragment’s params, the path as sent and the shop’s origin', async () => {
    const teams = fakeTeams({ ProductPage: { body: { status: 200, head: head('Maglione | Bottega') } } });
    await expect(teams.page('/it/Product?id=MTIz&color=blu')).resolves.toEqual({ status: 200, head: head('Maglione | Bottega') });
    expect(teams.calls).toHaveLength(1);
    const [{ url, body, authorization }] = teams.calls;
    expect(url).toMatch(/^http:\/\/catalog-[ab]\.test\/page$/);
    expect(body).toEqual({
      fragment: 'ProductPage',
      props: { locale: 'it', market: expect.any(String), basePath: '/it', params: { productId: 'MTIz' }, query: '?id=MTIz&color=blu' },
      pathname: '/it/Product',
      origin: 'https://shop.example',
    });
    // The token goes only where the published registry says the renderers are.
    expect(authorization === undefined).toBe(url === 'http://catalog-b.test/page');
  });

  it('is 404 with the team’s head or the Italian not-found head, and asks nobody for a catalog route without its id', async () => {
    const teams = fakeTeams({ CmsPage: { body: { status: 404 } }, ProductPage: { body: { status: 404, head: head('Esaurito | Bottega') } } });
    await expect(teams.page('/it/Page?id=nessuna')).resolves.toEqual(NOT_FOUND);
    await expect(teams.page('/it/p/ZZZ')).resolves.toEqual({ status: 404, head: head('Esaurito | Bottega') });
    const asked = teams.calls.length;
    await expect(teams.page('/it/Product')).resolves.toEqual(NOT_FOUND);
    expect(teams.calls).toHaveLength(asked);
  });

  it('asks the catalog when the catch-all path names a product, once, and never follows a second hand-over', async () => {
    const teams = fakeTeams({
      CatchAll: { body: { status: 200, delegate: { remote: 'mf_catalog', fragment: 'ProductPage', params: { productId: 'MTIz' } } } },
      ProductPage: { body: { status: 200, head: head('Maglione | Bottega') } },
      CategoryPage: { body: { status: 200, delegate: { remote: 'mf_content', fragment: 'CatchAll', params: {} } } },
    });
    await expect(teams.page('/it/maglione-blu.html')).resolves.toEqual({ status: 200, head: head('Maglione | Bottega') });
    expect(teams.calls.map((call) => [call.body.fragment, call.body.props.params])).toEqual([
      ['CatchAll', { path: 'maglione-blu.html' }],
      ['ProductPage', { productId: 'MTIz' }],
    ]);
    await expect(teams.page('/it/c/uomo')).resolves.toEqual({ status: 200 });
  });

  it('follows a team’s redirect on the shop, with the query kept, and not one to the page itself', async () => {
    const teams = fakeTeams({
      CatchAll: ({ props }) => ({ body: { status: props.params.path === 'about-us' ? 301 : 302, location: props.params.path === 'about-us' ? '/it/chi-siamo' : '/it/saldi' } }),
    });
    await expect(teams.page('/it/about-us?utm=x')).resolves.toEqual({ status: 301, location: '/it/chi-siamo?utm=x' });
    await expect(teams.page('/it/saldi')).resolves.toEqual({ status: 200 });
  });

  it.each(OPEN_REDIRECT_TRICKS)('never leaves the shop for the redirect a team answers %j', async (trick) => {
    const outcome = await fakeTeams({ CatchAll: { body: { status: 301, location: trick } } }).page('/it/vecchia');
    if ('location' in outcome) {
      expect(staysOnShop(outcome.location)).toBe(true);
      expect(outcome.location.startsWith('/it')).toBe(true);
    } else expect(outcome).toEqual({ status: 200 });
  });

  it('serves 200 without a head of its own when the team is down, late, refuses or answers nonsense, and says so', async () => {
    const cases: Answer[] = [new Error('down'), 'silent', { status: 500, body: { message: 'x' } }, { body: 'not json' }, { body: { status: 200, head: { title: 1 } } }];
    for (const answer of cases) {
      const teams = fakeTeams({ HomePage: answer });
      await expect(teams.page('/it')).resolves.toEqual({ status: 200 });
      expect(teams.warnings.length).toBeGreaterThan(0);
    }
    // A remote the registry does not list has nobody to ask.
    await expect(fakeTeams({}).page('/it/cart')).resolves.toEqual({ status: 200 });
  });

  it('asks another instance of the team’s renderer when one refuses the connection', async () => {
    const urls: string[] = [];
    const teams = fakeTeams({
      CategoryPage: () => {
        urls.push('');
        return urls.length === 1 ? new TypeError('fetch failed') : { body: { status: 200, head: head('Uomo | Bottega') } };
      },
    });
    await expect(teams.page('/it/c/uomo')).resolves.toEqual({ status: 200, head: head('Uomo | Bottega') });
    expect(new Set(teams.calls.map((call) => call.url)).size).toBe(2);
  });
});
