import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { test, expect } from '../support/shop';
import { consentAlreadyGiven } from '../support/browser';
import { currentRegistry } from './drills';

/** The edge server as a shopper, a crawler and an old link meet it: redirects, statuses, headers. */
test.describe('edge server', () => {
  test('old and sloppy addresses land on the canonical page in one 301', async ({ request, baseURL }) => {
    for (const [from, to] of [
      ['/contact-us.html?ref=newsletter', '/it/contact-us?ref=newsletter'],
      ['/it/c/uomo/', '/it/c/uomo'],
      ['/cart.html', '/it/checkout/user-account'],
      ['//evil.example/login', '/it//evil.example/login'],
    ]) {
      // Absolute, or `//evil.example/…` would be read as another host before reaching the shop.
      const response = await request.get(`${baseURL}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    expect((await request.get('/it/Cart', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a page the catalog does not know answers 404 and still shows the shop with its not-found page', async ({ page, context }) => {
    await consentAlreadyGiven(context);
    const response = await page.goto('/it/questa-pagina-non-esiste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Ops!' })).toBeVisible();
    await page.getByRole('link', { name: 'Vai alla homepage' }).click();
    await expect(page).toHaveURL(/\/it$/);
  });

  test('product and category addresses answer 404 for unknown ids and 200 for real ones', async ({ request }) => {
    expect((await request.get('/it/p/prodotto-inesistente')).status()).toBe(404);
    expect((await request.get('/it/c/categoria-inesistente')).status()).toBe(404);
    expect((await request.get('/it/c/uomo')).status()).toBe(200);
    const product = await request.post('/api/commerce/products', { data: [{ pageSize: 1 }] });
    const uid = (await product.json()).data.items[0].uid as string;
    expect((await request.get(`/it/p/${encodeURIComponent(uid)}`)).status()).toBe(200);
    expect((await request.get(`/it/Product?id=${encodeURIComponent(uid)}`)).status()).toBe(200);
  });

  test('every page carries the registry it was served with and a CSP limited to its origins', async ({ request }) => {
    const registry = await currentRegistry(request);
    const response = await request.get('/it');
    const html = await response.text();
    const inlined = /<script id="mf-registry" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inlined ?? 'null')).toEqual(registry);
    const csp = response.headers()['content-security-policy'];
    for (const { entry } of Object.values(registry.remotes)) expect(csp).toContain(new URL(entry).origin);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test("a team's renderer, reachable beside its manifest, draws only for the edge", async ({ request }) => {
    const registry = await currentRegistry(request);
    const props = { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' };
    for (const [remote, fragment] of [
      ['mf_cart', 'MiniCartButton'],
      ['mf_catalog', 'CategoryNav'],
    ]) {
      const render = new URL('render', registry.remotes[remote].entry).href;
      const refused = await request.post(render, { data: { fragment, props, idPrefix: 'f1-' } });
      expect(refused.status(), render).toBe(401);
      expect((await refused.json()).message).toBe('Richiesta non autorizzata: i frammenti si chiedono dal server della vetrina.');
      const forged = await request.post(new URL('render-many', render).href, {
        data: { requests: [{ fragment, props, idPrefix: 'f1-' }] },
        headers: { authorization: 'Bearer x' },
      });
      expect(forged.status()).toBe(401);
    }
    // The edge, which has the token, still has them drawn.
    expect(await (await request.get('/it/c/uomo-maglioni')).text()).toMatch(/data-slot="mf_catalog\/CategoryNav"[^>]*><div data-slot-host="server">/);
  });

  test("while the edge's token changes, a team's deployed renderer draws for the old token and the new one, for no other", async ({ request }) => {
    test.skip(Boolean(process.env.E2E_BASE_URL), "starts a renderer from this checkout's local CDN");
    const entry = (await currentRegistry(request)).remotes.mf_cart.entry;
    const version = new URL(entry).pathname.split('/').at(-2)!;
    const bundle = path.resolve(__dirname, '..', '..', process.env.CDN_DIR ?? '.cdn', 'mf-cart', version, 'server', 'renderer.js');
    const [next, previous] = ['Zq4wE8rT2yU6iO0pA3sD7fG1hJ5kL9xC', 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU'];
    const renderer = spawn(process.execPath, [bundle], {
      env: { PATH: process.env.PATH, PORT: '0', RENDER_TOKEN: next, RENDER_TOKEN_PREVIOUS: previous },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    try {
      const [{ port }] = (await once(renderer, 'message')) as [{ port: number }];
      const ask = (token: string) =>
        request.post(`http://127.0.0.1:${port}/render`, {
          data: { fragment: 'MiniCartButton', props: { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' }, idPrefix: 'f1-' },
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await ask(previous)).status()).toBe(200);
      expect((await ask(next)).status()).toBe(200);
      expect((await ask('Kp2sD4fG6hJ8kL0zX1cV3bN5mQ7wE9rT')).status()).toBe(401);
    } finally {
      renderer.kill();
    }
  });
});
