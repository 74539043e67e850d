import { deadline } from '@bottega/server-kit';
import type { FragmentSource } from '@bottega/shell/server';
import { sessionExpiry } from '@bottega/test-kit/session';
import { createFragmentSource, slotHostHtml } from './fragmentSource';
import { postToRenderer } from './rendererCall';
import { markRenderedFor, streamPage } from './streamPage';

const registry = {
  remotes: { mf_cart: { entry: 'http://cdn.test/mf-cart/1.0.0/mf-manifest.json' }, mf_content: { entry: 'http://cdn.test/mf-content/1.0.0/mf-manifest.json' } },
  overrideOrigins: [],
};
const request = (remote: string, slotId: string) => ({
  slotId,
  remote,
  fragment: 'Frammento',
  props: { locale: 'it' as const, market: 'it', basePath: '/it', params: {}, query: '' },
  idPrefix: `f${slotId}-`,
});
const hashOf = (team: string) => (team === 'cart' ? 'aa11bb22cc' : 'dd33ee44ff');
const answer = (team: string, body = 'ciao') => ({
  html: `<div data-team="${team}">${body}</div>`,
  state: { queries: [] },
  assets: { css: ['chunks/825.88281cc5b7.css', `chunks/fragment-${team}.${hashOf(team)}.css`], js: [] },
});
/** What the edge and the renderers share in this test (RENDER_TOKEN). */
const RENDER_TOKEN = 'bT9xQ2vL7mN4pR8sK1wZ6yA3cE5gH0jU';
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

function source(respond: (url: string) => Promise<Response>, budgetMs = 200) {
  const warnings: string[] = [];
  const fragments = createFragmentSource({
    registry,
    cookie: 'cart=abc',
    budgetMs,
    limit: deadline(budgetMs),
    renderToken: null,
    log: { warn: (_obj, msg) => warnings.push(msg), error: (_obj, msg) => warnings.push(msg) },
    fetch: ((input: string, init?: RequestInit) =>
      new Promise((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        respond(String(input)).then(resolve, reject);
      })) as typeof fetch,
  });
  return { fragments, warnings };
}

async function read(stream: NodeJS.ReadableStream) {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('the teams’ slots at the edge', () => {
  it("asks each team's renderer beside its manifest, with the shopper's own and context cookies and the edge's token, for an uncompressed answer, and escapes the data for a script element", async () => {
    const asked: Array<{ url: string; cookie: string | null; authorization: string | null; encoding: string | null; body: unknown }> = [];
    const fragments = createFragmentSource({
      registry,
      cookie: 'consent=%7B%22statistics%22%3Atrue%7D; cart=abc; bottega_mf_overrides=%7B%7D; locale=it_IT; _ga=GA1.1.42',
      budgetMs: 500,
      limit: deadline(500),
      renderToken: { token: RENDER_TOKEN, origins: ['http://cdn.test'] },
      log: { warn() {}, error() {} },
      fetch: (async (input: string, init?: RequestInit) => {
        const headers = new Headers(init?.headers);
        asked.push({
          url: String(input),
          cookie: headers.get('cookie'),
          authorization: headers.get('authorization'),
          encoding: headers.get('accept-encoding'),
          body: JSON.parse(String(init?.body)),
        });
        return json({ ...answer('cart'), state: { name: 'Sciarpa </script><script>alert(1)</script>\u2028' } });
      }) as typeof fetch,
    });
    fragments.source(request('mf_cart', 'R1'));
    fragments.source(request('mf_cart', 'R1'));
    const slot = await fragments.answer('R1');
    expect(asked).toEqual([
      {
        url: 'http://cdn.test/mf-cart/1.0.0/render',
        cookie: 'cart=abc; locale=it_IT',
        authorization: `Bearer ${RENDER_TOKEN}`,
        encoding: 'identity',
        body: { fragment: 'Frammento', props: request('mf_cart', 'R1').props, idPrefix: 'fR1-' },
      },
    ]);
    expect(slot!.css).toEqual(['http://cdn.test/mf-cart/1.0.0/chunks/825.88281cc5b7.css', 'http://cdn.test/mf-cart/1.0.0/chunks/fragment-cart.aa11bb22cc.css']);
    expect(slot!.data).not.toMatch(/<\/script>|\u2028/);
    expect(JSON.parse(slot!.data).state.name).toBe('Sciarpa </script><script>alert(1)</script>\u2028');
  });

  it("never sends the edge's token to a renderer outside the published registry's origins, such as a tester's override", async () => {
    const authorizations: Array<string | null> = [];
    const fragments = createFragmentSource({
      registry: { remotes: { mf_cart: { entry: 'http://tester.example/mf-cart/9.9.9/mf-manifest.json' } }, overrideOrigins: ['http://tester.example'] },
      cookie: 'cart=abc',
      budgetMs: 500,
      limit: deadline(500),
      renderToken: { token: RENDER_TOKEN, origins: ['http://cdn.test'] },
      log: { warn() {}, error() {} },
      fetch: (async (_input: string, init?: RequestInit) => {
        authorizations.push(new Headers(init?.headers).get('authorization'));
        return json(answer('cart'));
      }) as typeof fetch,
    });
    fragments.source(request('mf_cart', 'R1'));
    expect(await fragments.answer('R1')).not.toBeNull();
    expect(authorizations).toEqual([null]);
  });

  it.each([
    ['down', () => Promise.reject(new TypeError('fetch failed')), 'fragment renderer unavailable; the slot mounts in the browser'],
    ['slow', () => new Promise<Response>(() => {}), 'fragment renderer late (past the page budget); the slot mounts in the browser'],
    ['throwing', () => Promise.resolve(json({ message: 'boom', statusCode: 500 }, 500)), 'fragment renderer refused; the slot mounts in the browser'],
    [
      'answering garbage',
      () => Promise.resolve(json({ html: '<script>alert(1)</script>', state: null, assets: { css: [], js: [] } })),
      'fragment answer malformed; the slot mounts in the browser',
    ],
    ['answering something that is not JSON', () => Promise.resolve(new Response('<html>oops</html>')), 'fragment answer malformed; the slot mounts in the browser'],
    ['answering too much', () => Promise.resolve(new Response('x'.repeat(1024 * 1024 + 1))), 'fragment answer too large; the slot mounts in the browser'],
  ])('leaves the slot to the browser when the renderer is %s, and says why', async (_name, respond, warning) => {
    const { fragments, warnings } = source(respond as () => Promise<Response>);
    fragments.source(request('mf_cart', 'R1'));
    expect(await fragments.answer('R1')).toBeNull();
    expect(warnings).toEqual([warning]);
  });

  describe('a fragment with other teams’ fragments inside', () => {
    const nestedRequest = (sku: string) => ({ fragment: 'WishlistHeart', props: { ...request('mf_content', 'R1').props, params: { sku } }, idPrefix: `fh${sku}-` });
    const withHearts = (skus: string[], remote = 'mf_cart') => ({
      ...answer('cnt', skus.map((sku) => `<div data-nested-id="h${sku}"><template data-nested-pending="h${sku}"></template></div>`).join('')),
      nested: skus.map((sku) => ({ id: `h${sku}`, remote, request: nestedRequest(sku) })),
    });
    const heart = (sku: string) => ({ ...answer('cart', `♥${sku}`), state: { queries: [{ sku }] } });

    it('asks each team once for all of its nested slots and puts each answer in its marker, with its data, its styles at the slot', async () => {
      const asked: Array<{ url: string; body: unknown }> = [];
      const { fragments, warnings } = source(async (url) => {
        if (url.endsWith('/mf-content/1.0.0/render')) return json(withHearts(['A', 'B']));
        asked.push({ url, body: null });
        return json({ answers: [heart('A'), heart('B')] });
      });
      fragments.source(request('mf_content', 'R1'));
      const slot = (await fragments.answer('R1'))!;
      expect(asked.map(({ url }) => url)).toEqual(['http://cdn.test/mf-cart/1.0.0/render-many']);
      expect(slot.html).toBe(
        `<div data-team="cnt"><div data-nested-id="hA">${slotHostHtml({ html: heart('A').html, data: '{"idPrefix":"fhA-","state":{"queries":[{"sku":"A"}]}}', css: [] })}</div>` +
          `<div data-nested-id="hB">${slotHostHtml({ html: heart('B').html, data: '{"idPrefix":"fhB-","state":{"queries":[{"sku":"B"}]}}', css: [] })}</div></div>`,
      );
      expect(slot.css).toEqual([
        'http://cdn.test/mf-content/1.0.0/chunks/825.88281cc5b7.css',
        'http://cdn.test/mf-content/1.0.0/chunks/fragment-cnt.dd33ee44ff.css',
        'http://cdn.test/mf-cart/1.0.0/chunks/825.88281cc5b7.css',
        'http://cdn.test/mf-cart/1.0.0/chunks/fragment-cart.aa11bb22cc.css',
      ]);
      expect(warnings).toEqual([]);
    });

    it('asks each team once for the nested slots of all the fragments one request drew: the rails together, then all their hearts together', async () => {
      const registryWithCatalog = { remotes: { ...registry.remotes, mf_catalog: { entry: 'http://cdn.test/mf-catalog/1.0.0/mf-manifest.json' } }, overrideOrigins: [] };
      const rail = (name: string) => ({
        id: `r${name}`,
        remote: 'mf_catalog',
        request: { ...nestedRequest(name), fragment: 'ProductRail', idPrefix: `fr${name}-` },
      });
      const railAnswer = (skus: string[]) => ({ ...withHearts(skus), html: withHearts(skus).html.replace('data-team="cnt"', 'data-team="cat"') });
      const home = {
        ...answer(
          'cnt',
          '<div data-nested-id="rX"><template data-nested-pending="rX"></template></div><div data-nested-id="rY"><template data-nested-pending="rY"></template></div>',
        ),
        nested: [rail('X'), rail('Y')],
      };
      const asked: Array<{ url: string; fragments: string[] }> = [];
      const fragments = createFragmentSource({
        registry: registryWithCatalog,
        cookie: 'wishlist=w1',
        budgetMs: 500,
        limit: deadline(500),
        renderToken: null,
        log: { warn() {}, error() {} },
        fetch: (async (input: string, init?: RequestInit) => {
          const url = String(input);
          if (url.endsWith('/mf-content/1.0.0/render')) return json(home);
          const { requests } = JSON.parse(String(init?.body)) as { requests: Array<{ fragment: string; props: { params: { sku: string } } }> };
          asked.push({ url, fragments: requests.map((one) => `${one.fragment} ${one.props.params.sku}`) });
          if (url.includes('/mf-catalog/')) return json({ answers: [railAnswer(['A', 'B']), railAnswer(['C'])] });
          return json({ answers: requests.map((one) => heart(one.props.params.sku)) });
        }) as typeof fetch,
      });
      fragments.source(request('mf_content', 'H1'));
      const slot = (await fragments.answer('H1'))!;
      expect(asked).toEqual([
        { url: 'http://cdn.test/mf-catalog/1.0.0/render-many', fragments: ['ProductRail X', 'ProductRail Y'] },
        { url: 'http://cdn.test/mf-cart/1.0.0/render-many', fragments: ['WishlistHeart A', 'WishlistHeart B', 'WishlistHeart C'] },
      ]);
      // Each heart in its own rail's marker.
      const railX = slot.html.slice(slot.html.indexOf('data-nested-id="rX"'), slot.html.indexOf('data-nested-id="rY"'));
      expect(railX).toContain('♥A');
      expect(railX).toContain('♥B');
      expect(railX).not.toContain('♥C');
      expect(slot.html.slice(slot.html.indexOf('data-nested-id="rY"'))).toContain('♥C');
    });

    it.each([
      ['down', () => Promise.reject(new TypeError('fetch failed')), 'fragment renderer unavailable; the slot mounts in the browser'],
      ['late', () => new Promise<Response>(() => {}), 'fragment renderer late (past the page budget); the slot mounts in the browser'],
      ['answering garbage', () => Promise.resolve(json({ answers: [{ html: '<script>alert(1)</script>' }] })), 'fragment answer malformed; the slot mounts in the browser'],
    ])('leaves the nested slots empty, and the rest of the slot drawn, when their team is %s', async (_name, nestedAnswer, warning) => {
      const { fragments, warnings } = source((url) => (url.endsWith('/render-many') ? nestedAnswer() : Promise.resolve(json(withHearts(['A'])))));
      fragments.source(request('mf_content', 'R1'));
      const slot = (await fragments.answer('R1'))!;
      expect(slot.html).toBe('<div data-team="cnt"><div data-nested-id="hA"><div data-slot-host="" data-start="load"></div></div></div>');
      expect(warnings).toEqual([warning]);
    });

    it('puts the stylesheets of what a fragment drew inside itself in the head of the next page that names it', async () => {
      const page = async () => {
        const entry = (team: string) => `http://cdn.test/${team}/3.0.0/mf-manifest.json`;
        const fragments = createFragmentSource({
          registry: { remotes: { mf_content: { entry: entry('mf-content') }, mf_cart: { entry: entry('mf-cart') } }, overrideOrigins: [] },
          cookie: undefined,
          budgetMs: 500,
          limit: deadline(500),
          renderToken: null,
          log: { warn() {}, error() {} },
          fetch: (async (input: string) => {
            const url = String(input);
            if (url.endsWith('.css')) return new Response(`.x{}`);
            if (url.endsWith('/mf-cart/3.0.0/fragments.json')) return json({ WishlistHeart: { css: ['chunks/fragment-WishlistHeart.1234abcd.css'], js: [] } });
            if (url.endsWith('/fragments.json')) return json({ Frammento: { css: ['chunks/fragment-cnt.dd33ee44ff.css'], js: [] } });
            return url.endsWith('/render-many')
              ? json({ answers: [{ ...heart('A'), assets: { css: ['chunks/fragment-WishlistHeart.1234abcd.css'], js: [] } }] })
              : json(withHearts(['A']));
          }) as typeof fetch,
        });
        const render = ({ fragments: ask }: { fragments: FragmentSource }) => {
          ask(request('mf_content', 'S0'));
          return '<main><template data-slot-pending="S0"></template></main>';
        };
        const html = await read(
          streamPage({
            render,
            before: '<html><head></head><body><div id="root">',
            after: '</div></body></html>',
            url: '/it',
            fragments,
            cookie: undefined,
            styleNonce: 'n',
            log: { warn() {}, error() {} },
          }),
        );
        return { head: html.slice(0, html.indexOf('</head>')), body: html.slice(html.indexOf('</head>')) };
      };
      const heartCss = 'http://cdn.test/mf-cart/3.0.0/chunks/fragment-WishlistHeart.1234abcd.css';
      const first = await page();
      expect(first.head).not.toContain(heartCss);
      expect(first.body).toContain(`<link rel="stylesheet" href="${heartCss}"/>`);
      const next = await page();
      expect(next.head).toContain(`<style data-href="${heartCss}" nonce="n">.x{}</style>`);
      expect(next.body).not.toContain(heartCss);
    });

    it('asks nothing for a nested slot of a remote the registry does not name, and leaves it empty', async () => {
      const asked: string[] = [];
      const { fragments } = source(async (url) => {
        asked.push(url);
        return json(withHearts(['A'], 'mf_unknown'));
      });
      fragments.source(request('mf_content', 'R1'));
      expect((await fragments.answer('R1'))!.html).toBe('<div data-team="cnt"><div data-nested-id="hA"><div data-slot-host="" data-start="load"></div></div></div>');
      expect(asked).toEqual(['http://cdn.test/mf-content/1.0.0/render']);
    });
  });

  it('asks the renderer service the registry names, each instance first in turn, another when one refuses the connection, and sends the token there', async () => {
    const asked: Array<{ url: string; authorization: string | null }> = [];
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const served = {
      remotes: { mf_cart: { entry: 'http://static.test/mf-cart/2.0.0/mf-manifest.json', renderers: ['http://cart-a.internal:8100', 'http://cart-b.internal:8100/'] } },
      overrideOrigins: [],
    };
    const draw = async (slotId: string) => {
      const warnings: string[] = [];
      const fragments = createFragmentSource({
        registry: served,
        cookie: undefined,
        budgetMs: 500,
        limit: deadline(500),
        renderToken: { token: RENDER_TOKEN, origins: ['http://cart-a.internal:8100', 'http://cart-b.internal:8100'] },
        log: { warn: (_obj, msg) => warnings.push(msg), error: (_obj, msg) => warnings.push(msg) },
        fetch: (async (input: string, init?: RequestInit) => {
          asked.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
          if (String(input).startsWith('http://cart-a.internal')) throw refused;
          return json(answer('cart'));
        }) as typeof fetch,
      });
      fragments.source(request('mf_cart', slotId));
      return { slot: await fragments.answer(slotId), warnings };
    };
    const first = await draw('R1');
    const second = await draw('R2');
    expect(first.slot?.html).toContain('data-team="cart"');
    expect(second.slot?.html).toContain('data-team="cart"');
    // One page starts at a, is refused and goes to b; the next starts at b.
    expect(asked.map(({ url }) => url).slice(-3)).toEqual(expect.arrayContaining(['http://cart-b.internal:8100/render']));
    expect(new Set(asked.map(({ url }) => url))).toEqual(new Set(['http://cart-a.internal:8100/render', 'http://cart-b.internal:8100/render']));
    expect(asked.every(({ authorization }) => authorization === `Bearer ${RENDER_TOKEN}`)).toBe(true);
    expect([...first.warnings, ...second.warnings]).toEqual(['fragment renderer instance unavailable; asking another']);
    // The stylesheets still come from the static origin, beside the manifest.
    expect(first.slot?.css[0]).toMatch(/^http:\/\/static\.test\/mf-cart\/2\.0\.0\/chunks\//);
  });

  describe('past the slot budget, within the page budget (docs/adr/0040)', () => {
    const oneInstance = { remotes: { mf_cart: { entry: 'http://static.test/mf-cart/2.0.0/mf-manifest.json' } }, overrideOrigins: [] };
    const twoInstances = {
      remotes: { mf_cart: { entry: 'http://static.test/mf-cart/2.0.0/mf-manifest.json', renderers: ['http://cart-a.internal:8100', 'http://cart-b.internal:8100'] } },
      overrideOrigins: [],
    };
    /** Draws one cart slot with a 30 ms slot budget and a 1 s page budget; `respond` answers the first request (0) and the next (1); `aborted`: those called off unanswered. */
    const draw = async (served: typeof oneInstance, respond: (attempt: number, signal: AbortSignal) => Promise<Response>) => {
      let attempts = 0;
      const aborted: number[] = [];
      const warnings: string[] = [];
      const fragments = createFragmentSource({
        registry: served,
        cookie: undefined,
        budgetMs: 30,
        limit: deadline(1_000),
        renderToken: null,
        log: { warn: (_obj, msg) => warnings.push(msg), error: (_obj, msg) => warnings.push(msg) },
        fetch: ((_input: string, init: RequestInit) => {
          const attempt = attempts++;
          let answered = false;
          init.signal!.addEventListener('abort', () => answered || aborted.push(attempt));
          return respond(attempt, init.signal!).finally(() => (answered = true));
        }) as typeof fetch,
      });
      fragments.source(request('mf_cart', 'R1'));
      return { slot: await fragments.answer('R1'), attempts, aborted, warnings };
    };
    const after = (ms: number, signal: AbortSignal) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(json(answer('cart'))), ms);
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)));
      });

    it('waits for a team with one instance past the slot budget, and draws the slot in its place', async () => {
      const { slot, attempts, warnings } = await draw(oneInstance, (_attempt, signal) => after(150, signal));
      expect(slot?.html).toContain('data-team="cart"');
      expect(attempts).toBe(1);
      expect(warnings).toEqual([]);
    });

    it('asks another instance too when the first is silent past the slot budget, takes the first answer and calls the other off', async () => {
      const { slot, attempts, aborted, warnings } = await draw(twoInstances, (attempt, signal) => after(attempt === 0 ? 5_000 : 5, signal));
      expect(slot?.html).toContain('data-team="cart"');
      expect(attempts).toBe(2);
      expect(aborted).toEqual([0]);
      expect(warnings).toEqual(['fragment renderer past the slot budget (30 ms); asking another instance too']);
    });

    it('takes the first instance’s answer when it comes before the other’s', async () => {
      const { slot, aborted } = await draw(twoInstances, (attempt, signal) => after(attempt === 0 ? 60 : 5_000, signal));
      expect(slot?.html).toContain('data-team="cart"');
      expect(aborted).toEqual([1]);
    });

    it('sends a call that must reach one instance only (a form) to no second one, however late the first', async () => {
      let attempts = 0;
      const asked = await postToRenderer(
        ['http://cart-a.internal:8100/form', 'http://cart-b.internal:8100/form'],
        {},
        deadline(200),
        {
          renderToken: null,
          log: { warn() {}, error() {} },
          hedgeAfterMs: null,
          fallback: 'the shopper is told it was not done',
          fetch: ((_input: string, init: RequestInit) => {
            attempts += 1;
            return after(5_000, init.signal!);
          }) as typeof fetch,
        },
        { form: true },
      );
      expect(asked).toEqual({ failed: 'timeout' });
      expect(attempts).toBe(1);
    });

    it('leaves the slot to the browser at the page budget when no instance answers, and says it was late', async () => {
      const { slot, attempts, warnings } = await draw(twoInstances, (_attempt, signal) => after(5_000, signal));
      expect(slot).toBeNull();
      expect(attempts).toBe(2);
      expect(warnings).toContain('fragment renderer late (past the page budget); the slot mounts in the browser');
    });
  });

  it('asks nothing for a remote the registry does not name', async () => {
    const asked: string[] = [];
    const { fragments, warnings } = source(async (url) => {
      asked.push(url);
      return json(answer('cnt'));
    });
    fragments.source(request('mf_unknown', 'R1'));
    expect(await fragments.answer('R1')).toBeNull();
    expect(asked).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('leaves a slot empty at its budget even when the HTTP client never settles the call it was told to abort', async () => {
    const warnings: string[] = [];
    const fragments = createFragmentSource({
      registry,
      cookie: undefined,
      budgetMs: 100,
      limit: deadline(100),
      renderToken: null,
      log: { warn: (_obj, msg) => warnings.push(msg), error: (_obj, msg) => warnings.push(msg) },
      fetch: (() => new Promise<Response>(() => undefined)) as typeof fetch,
    });
    fragments.source(request('mf_cart', 'R1'));
    expect(await fragments.answer('R1')).toBeNull();
    expect(warnings).toEqual(['fragment renderer late (past the page budget); the slot mounts in the browser']);
  });
});

describe('a streamed page', () => {
  /** A layout with the content team's slot A in the header and the cart team's slot B in the main part. */
  const headerAndMain = (fragments: ReturnType<typeof createFragmentSource>) =>
    streamPage({
      render: ({ fragments: ask }) => {
        ask(request('mf_content', 'A'));
        ask(request('mf_cart', 'B'));
        return '<header><template data-slot-pending="A"></template></header><main><template data-slot-pending="B"></template></main>';
      },
      before: '<html><body><div id="root">',
      after: '</div></body></html>',
      url: '/it',
      fragments,
      cookie: undefined,
      styleNonce: 'n0nce',
      log: { warn() {}, error() {} },
    });

  it("writes the head, then the layout in order with each team's slot in place, linking a shared stylesheet once", async () => {
    const { fragments } = source(async (url) => json(answer(url.includes('mf-cart') ? 'cart' : 'cnt')));
    const html = await read(headerAndMain(fragments));
    expect(html).toBe(
      '<html data-rendered-for="guest"><body><div id="root"><header>' +
        '<link rel="stylesheet" href="http://cdn.test/mf-content/1.0.0/chunks/825.88281cc5b7.css"/><link rel="stylesheet" href="http://cdn.test/mf-content/1.0.0/chunks/fragment-cnt.dd33ee44ff.css"/>' +
        '<div data-slot-host="server"><div data-team="cnt">ciao</div></div><script type="application/json" data-slot-data="">{"idPrefix":"fA-","state":{"queries":[]}}</script>' +
        '</header><main>' +
        '<link rel="stylesheet" href="http://cdn.test/mf-cart/1.0.0/chunks/fragment-cart.aa11bb22cc.css"/>' +
        '<div data-slot-host="server"><div data-team="cart">ciao</div></div><script type="application/json" data-slot-data="">{"idPrefix":"fB-","state":{"queries":[]}}</script>' +
        '</main></div></body></html>',
    );
  });

  it('sends what is ready as one piece, flushed just before the page waits for a team', async () => {
    const gate = () => {
      let resolve = () => {};
      return { promise: new Promise<void>((done) => (resolve = done)), resolve: () => resolve() };
    };
    const gates = { cnt: gate(), cart: gate() };
    const { fragments } = source(async (url) => {
      const team = url.includes('mf-cart') ? 'cart' : 'cnt';
      if (url.endsWith('/render')) await gates[team].promise;
      return json(answer(team));
    }, 5000);
    const stream = headerAndMain(fragments);
    const chunks = stream[Symbol.asyncIterator]();
    const next = async () => String((await chunks.next()).value);
    expect(await next()).toBe('<html data-rendered-for="guest"><body><div id="root"><header>');
    gates.cnt.resolve();
    expect(await next()).toMatch(
      /^<link[^>]*825[^>]*\/><link[^>]*fragment-cnt[^>]*\/><div data-slot-host="server"><div data-team="cnt">ciao<\/div><\/div><script[^>]*>[^<]*<\/script><\/header><main>$/,
    );
    gates.cart.resolve();
    expect(await next()).toMatch(
      /^<link[^>]*fragment-cart[^>]*\/><div data-slot-host="server"><div data-team="cart">ciao<\/div><\/div><script[^>]*>[^<]*<\/script><\/main><\/div><\/body><\/html>$/,
    );
    expect((await chunks.next()).done).toBe(true);
  });

  const filesOf = (team: string) => json({ Frammento: { css: ['chunks/825.88281cc5b7.css', `chunks/fragment-${team}.${hashOf(team)}.css`], js: [`chunks/fragment-${team}.js`] } });

  /** A page naming a fragment of each of `remotes` at `version`, with each team's `cssOf` and `fragmentsFile`; the edge's warnings go to `warnings`, `shellHead` is the shell's own head. */
  async function pageWithHead(
    version: string,
    remotes: string[],
    cssOf: (team: string) => string | Promise<Response>,
    fragmentsFile = filesOf,
    warnings: string[] = [],
    shellHead = '',
  ) {
    const fragments = createFragmentSource({
      registry: {
        remotes: Object.fromEntries(remotes.map((remote) => [remote, { entry: `http://cdn.test/${remote.replace('_', '-')}/${version}/mf-manifest.json` }])),
        overrideOrigins: [],
      },
      cookie: undefined,
      budgetMs: 500,
      limit: deadline(500),
      renderToken: null,
      log: { warn: (_obj, msg) => warnings.push(msg), error() {} },
      fetch: (async (input: string) => {
        const team = String(input).includes('mf-cart') ? 'cart' : 'cnt';
        if (String(input).endsWith('.css')) {
          const css = cssOf(team);
          return typeof css === 'string' ? new Response(css) : css;
        }
        return String(input).endsWith('/fragments.json') ? fragmentsFile(team) : json(answer(team));
      }) as typeof fetch,
    });
    const render = ({ fragments: ask }: { fragments: FragmentSource }) =>
      remotes
        .map((remote, index) => {
          ask(request(remote, `S${index}`));
          return `<main><template data-slot-pending="S${index}"></template></main>`;
        })
        .join('');
    const before = `<html><head><title>x</title>${shellHead}</head><body><div id="root">`;
    return read(streamPage({ render, before, after: '</div></body></html>', url: '/it', fragments, cookie: undefined, styleNonce: 'n0nce', log: { warn() {}, error() {} } }));
  }

  it("puts every named fragment's stylesheets in the head, once, and the slots then link none", async () => {
    const html = await pageWithHead('2.0.0', ['mf_content', 'mf_cart'], (team) => `.${team}{color:red}`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<style[^>]*>[^<]*<\/style>/g)).toEqual([
      '<style data-href="http://cdn.test/mf-content/2.0.0/chunks/825.88281cc5b7.css" nonce="n0nce">.cnt{color:red}</style>',
      '<style data-href="http://cdn.test/mf-content/2.0.0/chunks/fragment-cnt.dd33ee44ff.css" nonce="n0nce">.cnt{color:red}</style>',
      '<style data-href="http://cdn.test/mf-cart/2.0.0/chunks/fragment-cart.aa11bb22cc.css" nonce="n0nce">.cart{color:red}</style>',
    ]);
    expect(html.slice(html.indexOf('</head>'))).not.toContain('<link');
    expect(html).not.toContain('preload');
  });

  it("sends no team's copy of a stylesheet the shell's page links already, the design system's, in the head or in a slot", async () => {
    const shellHead = '<link href="/shell.css?abc" rel="stylesheet"><link href="/chunks/design-system.88281cc5b7.css?abc" rel="stylesheet">';
    const html = await pageWithHead('2.1.0', ['mf_content', 'mf_cart'], (team) => `.${team}{color:red}`, filesOf, [], shellHead);
    expect(html).not.toContain('825.88281cc5b7.css');
    expect(html.match(/<style[^>]*>/g)).toEqual([
      '<style data-href="http://cdn.test/mf-content/2.1.0/chunks/fragment-cnt.dd33ee44ff.css" nonce="n0nce">',
      '<style data-href="http://cdn.test/mf-cart/2.1.0/chunks/fragment-cart.aa11bb22cc.css" nonce="n0nce">',
    ]);
  });

  it.each([
    ['closes the style element', '.a{color:red}</style><script>alert(1)</script>'],
    ['closes it in capitals', '.a{color:red}</STYLE ><img src=x>'],
    ['has an address relative to its file', '.a{background:url(../assets/a.svg)}'],
    ['imports another file', '@import "other.css";'],
    ['is too large to inline', `.a{content:"${'x'.repeat(64 * 1024)}"}`],
  ])('links a stylesheet that %s instead of putting it in the page', async (_case, css) => {
    // A version of its own: the edge keeps what it read of a version's files.
    const version = `3.0.${css.length}${css.charCodeAt(css.length - 2)}`;
    const html = await pageWithHead(version, ['mf_cart'], () => css);
    expect(html).not.toContain('<style');
    expect(html).toContain(
      `<link rel="stylesheet" href="http://cdn.test/mf-cart/${version}/chunks/825.88281cc5b7.css"><link rel="stylesheet" href="http://cdn.test/mf-cart/${version}/chunks/fragment-cart.aa11bb22cc.css"></head>`,
    );
  });

  it.each([
    ['is not JSON', () => new Response('<!doctype html><h1>Not found</h1>')],
    ['names its files otherwise', () => json({ Frammento: { css: 'chunks/fragment-cart.aa11bb22cc.css', js: [] } })],
    ['is too large to be one', () => new Response(`${' '.repeat(64 * 1024)}{}`)],
  ])('draws the page, with the slot linking its own stylesheets, when a version’s fragments.json %s, and says so', async (what, fragmentsFile) => {
    const warnings: string[] = [];
    const version = `4.0.${what.length}`;
    const html = await pageWithHead(version, ['mf_cart'], () => '.cart{color:red}', fragmentsFile, warnings);
    expect(html).toContain('<title>x</title></head>');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('fragment-cart');
    expect(html).toMatch(new RegExp(`<link[^>]*mf-cart/${version}/chunks/fragment-cart\\.aa11bb22cc\\.css[^>]*/><div data-slot-host="server"><div data-team="cart">ciao</div>`));
    expect(warnings).toContain('team file unreadable; its stylesheets are linked from the page');
  });

  it("sends the head, linking a team's stylesheet, when the read of the file never settles (an HTTP client that lost its abort)", async () => {
    const warnings: string[] = [];
    const html = await pageWithHead('5.0.0', ['mf_cart'], () => new Promise<Response>(() => undefined), filesOf, warnings);
    expect(html).toContain(
      '<link rel="stylesheet" href="http://cdn.test/mf-cart/5.0.0/chunks/825.88281cc5b7.css"><link rel="stylesheet" href="http://cdn.test/mf-cart/5.0.0/chunks/fragment-cart.aa11bb22cc.css"></head>',
    );
    expect(html).toContain('<div data-team="cart">ciao</div>');
    expect(warnings).toContain('team file unreadable; its stylesheets are linked from the page');
  });

  it('leaves the root empty for the browser when the layout cannot be drawn', async () => {
    const errors: string[] = [];
    const { fragments } = source(() => Promise.reject(new Error('unused')));
    const render = () => {
      throw new Error('window is not defined');
    };
    const html = await read(
      streamPage({
        render,
        before: '<div id="root">',
        after: '</div>',
        url: '/it',
        fragments,
        cookie: undefined,
        styleNonce: 'n0nce',
        log: { warn() {}, error: (_obj, msg) => errors.push(msg) },
      }),
    );
    expect(html).toBe('<div id="root"></div>');
    expect(errors).toEqual(['server render of the layout failed; the browser renders the page']);
  });

  it('tells the browser whom the page was drawn for, as the teams read the same cookie', () => {
    expect(markRenderedFor('<!doctype html><html lang="it"><head>', `cart=abc; customer_expires=${sessionExpiry()}`)).toBe(
      '<!doctype html><html data-rendered-for="customer" lang="it"><head>',
    );
    expect(markRenderedFor('<html lang="it">', `customer_expires=${sessionExpiry(-3600)}`)).toBe('<html data-rendered-for="guest" lang="it">');
    expect(markRenderedFor('<html lang="it">', undefined)).toBe('<html data-rendered-for="guest" lang="it">');
  });

  it('draws an empty slot as the element the fragment mounts into', () => {
    expect(slotHostHtml(null)).toBe('<div data-slot-host="" data-start="load"></div>');
  });
});
