import { deadline } from '@bottega/server-kit';
import { createEdgeMetrics, fragmentObserver, versionOf, type EdgeMetrics } from './metrics';
import { createFragmentSource } from './ssr/fragmentSource';
import type { ServerRegistry } from './registry';

const published: ServerRegistry = {
  remotes: {
    mf_cart: { entry: 'http://cdn.test/mf-cart/1.4.0/mf-manifest.json' },
    mf_content: { entry: 'http://cdn.test/mf-content/2.0.0/mf-manifest.json', version: '2.0.0' },
  },
  overrideOrigins: ['http://tester.test'],
};
const props = { locale: 'it' as const, market: 'it', basePath: '/it', params: {}, query: '' };
const request = (remote: string, slotId: string) => ({ slotId, remote, fragment: 'Frammento', props, idPrefix: `f${slotId}-` });
const answer = (team: string, nested?: unknown) => ({
  html: `<div data-team="${team}">${nested ? '<template data-nested-pending="h1"></template><template data-nested-pending="h2"></template>' : ''}</div>`,
  state: {},
  assets: { css: [], js: [] },
  ...(nested ? { nested } : {}),
});
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** The value of a series in the edge's scrape, 0 when absent. */
async function sample(metrics: EdgeMetrics, name: string, labels: Record<string, string>): Promise<number> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((one) => one.name === name);
  const found = metric?.values.find((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted));
  return found?.value ?? 0;
}

/** One page's slots, each answered by `respond`, counted in `metrics`. */
async function page(metrics: EdgeMetrics, respond: (url: string) => Promise<Response>, { current = published, slots = [request('mf_cart', 'R1')] } = {}) {
  const fragments = createFragmentSource({
    registry: current,
    cookie: undefined,
    budgetMs: 100,
    limit: deadline(100),
    renderToken: null,
    log: { warn() {}, error() {} },
    observe: fragmentObserver(metrics, published, current),
    fetch: ((input: string, init?: RequestInit) =>
      new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        respond(String(input)).then(resolve, reject);
      })) as typeof fetch,
  });
  for (const slot of slots) fragments.source(slot);
  return Promise.all(slots.map((slot) => fragments.answer(slot.slotId)));
}

describe("the edge's metrics", () => {
  let metrics: EdgeMetrics;
  beforeEach(() => {
    metrics = createEdgeMetrics({ get: async () => published }, { nodeMetrics: false });
  });

  it('names a live version as the registry does, or by the folder its manifest sits in', () => {
    expect(versionOf({ entry: 'http://cdn.test/mf-cart/1.4.0/mf-manifest.json' })).toBe('1.4.0');
    expect(versionOf({ entry: 'http://cdn.test/whatever/mf-manifest.json', version: '3.1.0' })).toBe('3.1.0');
    expect(versionOf({ entry: 'http://cdn.test/mf-manifest.json' })).toBe('unknown');
    expect(versionOf({ entry: 'not a url' })).toBe('unknown');
  });

  it('counts a slot drawn on the server as rendered, with its version, and the time its renderer took', async () => {
    const [slot] = await page(metrics, async () => json(answer('cart')));
    expect(slot).not.toBeNull();
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', version: '1.4.0', outcome: 'rendered' })).toBe(1);
    const latency = (await metrics.registry.getSingleMetric('bottega_fragment_renderer_duration_seconds')!.get()).values;
    expect(latency.find((value) => (value as { metricName?: string }).metricName?.endsWith('_count') && value.labels.team === 'mf_cart')?.value).toBe(1);
  });

  it('counts a call an instance did not take, then the slot its other instance drew', async () => {
    const current = { ...published, remotes: { ...published.remotes, mf_cart: { ...published.remotes.mf_cart, renderers: ['http://cart-1.internal', 'http://cart-2.internal'] } } };
    // Whichever instance is asked first, the first one is down.
    const [slot] = await page(metrics, async (url) => (url.startsWith('http://cart-1.') ? Promise.reject(new TypeError('fetch failed')) : json(answer('cart'))), { current });
    const [again] = await page(metrics, async (url) => (url.startsWith('http://cart-1.') ? Promise.reject(new TypeError('fetch failed')) : json(answer('cart'))), { current });
    expect([slot, again]).not.toContain(null);
    expect(await sample(metrics, 'bottega_fragment_renderer_retries_total', { team: 'mf_cart', version: '1.4.0' })).toBe(1);
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', version: '1.4.0', outcome: 'rendered' })).toBe(2);
  });

  it.each([
    ['late', () => new Promise<Response>(() => {}), 'timeout'],
    ['down', () => Promise.reject(new TypeError('fetch failed')), 'error'],
    ['refusing', () => Promise.resolve(json({ message: 'boom' }, 500)), 'error'],
    ['answering garbage', () => Promise.resolve(new Response('<html>oops</html>')), 'error'],
  ])('counts a slot whose renderer was %s as %s', async (_case, respond, outcome) => {
    const [slot] = await page(metrics, respond as () => Promise<Response>);
    expect(slot).toBeNull();
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', outcome })).toBe(1);
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', outcome: 'rendered' })).toBe(0);
  });

  it('counts a slot of a remote with no live version as a fallback, under one series whatever its name', async () => {
    await page(metrics, async () => json(answer('x')), { slots: [request('mf_nowhere', 'R1'), request('mf_elsewhere', 'R2')] });
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'unknown', version: 'none', outcome: 'fallback' })).toBe(2);
  });

  it('counts nested fragments by their own team: the ones drawn, and the ones its renderer left to the browser as fallbacks', async () => {
    const nested = ['h1', 'h2'].map((id) => ({ id, remote: 'mf_cart', request: { fragment: 'WishlistHeart', props, idPrefix: `f${id}-` } }));
    await page(metrics, async (url) => (url.includes('/mf-content/') ? json(answer('cnt', nested)) : json({ answers: [answer('cart'), null] })), {
      slots: [request('mf_content', 'R1')],
    });
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_content', version: '2.0.0', outcome: 'rendered' })).toBe(1);
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', version: '1.4.0', outcome: 'rendered' })).toBe(1);
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', version: '1.4.0', outcome: 'fallback' })).toBe(1);
  });

  it("labels a tester's override as override, never with the address the tester gave", async () => {
    const current = { ...published, remotes: { ...published.remotes, mf_cart: { entry: 'http://tester.test/mf-cart/evil-9.9.9/mf-manifest.json' } } };
    await page(metrics, async () => json(answer('cart')), { current });
    expect(await sample(metrics, 'bottega_fragment_outcomes_total', { team: 'mf_cart', version: 'override', outcome: 'rendered' })).toBe(1);
    expect(await metrics.registry.metrics()).not.toContain('evil');
  });

  it("gives each remote's live version as the registry says it, on every scrape", async () => {
    const text = await metrics.registry.metrics();
    expect(text).toContain('bottega_remote_info{remote="mf_cart",version="1.4.0",service="edge"} 1');
    expect(text).toContain('bottega_remote_info{remote="mf_content",version="2.0.0",service="edge"} 1');
  });
});
