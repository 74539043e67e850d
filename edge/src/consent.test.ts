import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseCookieHeader } from '@bottega/server-kit';
import { parseConsent } from '@bottega/shell/consent';
import { OPEN_REDIRECT_TRICKS, SHOP_ORIGIN, staysOnShop } from '@bottega/test-kit/openRedirectTricks';
import { pageOfForm, registerConsent } from './consent';
import { listen, request } from './testHttp';

const SHOP = 'shop.example';
/** The shop's configured public origin: https at a proxy this edge is not told about. */
const PUBLIC = `https://${SHOP}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /consent: the cookie dialog without scripts', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = Fastify();
    await registerConsent(app, { publicOrigin: PUBLIC });
    base = await listen(app);
  });
  afterAll(() => app.close());

  const post = async (body: string, headers: Record<string, string | undefined> = {}, to = base) => {
    const sent = Object.entries({ host: SHOP, origin: `http://${SHOP}`, ...FORM, ...headers }).filter((entry): entry is [string, string] => entry[1] !== undefined);
    const answer = await request(to, '/consent', { method: 'POST', body, headers: Object.fromEntries(sent) });
    return { statusCode: answer.status, headers: answer.headers, body: answer.text() };
  };
  /** The Set-Cookie line of one cookie in an answer, if it sets that cookie. */
  const setCookie = (answer: { headers: IncomingHttpHeaders }, name: string) => answer.headers['set-cookie']?.find((line) => line.startsWith(`${name}=`));
  /** The consent a browser would read back from the answer's cookie, as the shop's code reads it. */
  const stored = (answer: { headers: IncomingHttpHeaders }) => parseConsent(parseCookieHeader(setCookie(answer, 'consent')?.split(';')[0]).consent);
  const accepted = () => `consent=${encodeURIComponent(JSON.stringify({ statistics: true, date: new Date().toISOString() }))}`;

  it.each([
    ['choice=accept', true],
    ['choice=reject', false],
    ['choice=save&statistics=on', true],
    ['choice=save', false],
  ])('%s stores statistics %s and goes back to the page it came from', async (choice, statistics) => {
    const before = Date.now();
    const answer = await post(choice, { referer: `http://${SHOP}/it/c/uomo?color=nero` });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/it/c/uomo?color=nero');
    expect(answer.headers['cache-control']).toBe('no-store');
    const consent = stored(answer);
    expect(consent?.statistics).toBe(statistics);
    expect(new Date(consent!.date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a post from the public origin, as a TLS proxy before the edge makes it', async () => {
    const answer = await post('choice=accept', { origin: PUBLIC, referer: `${PUBLIC}/it/p/10001` });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/it/p/10001');
    expect(stored(answer)?.statistics).toBe(true);
  });

  it('keeps the cookie readable by the page and for the six months a choice counts', async () => {
    const answer = await post('choice=reject');
    const cookie = setCookie(answer, 'consent')!;
    expect(cookie).toMatch(/; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly|Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();
    const sixMonths = 182 * 24 * 60 * 60 * 1000;
    expect(Math.abs(expires - Date.now() - sixMonths)).toBeLessThan(4 * 24 * 60 * 60 * 1000);
  });

  it('is Secure where the page is https, as js-cookie makes it in the browser', async () => {
    const answer = await post('choice=accept', { origin: PUBLIC });
    expect(setCookie(answer, 'consent')).toMatch(/; Secure$/);
    expect(setCookie(answer, 'consent_reopen')).toMatch(/; Secure$/);
  });

  it('closing stores a refusal on a first visit and keeps a choice already made', async () => {
    const first = await post('choice=close');
    expect(stored(first)?.statistics).toBe(false);

    const later = await post('choice=close', { cookie: accepted() });
    expect(later.statusCode).toBe(303);
    expect(setCookie(later, 'consent')).toBeUndefined();
  });

  it.each([
    ['another site', { origin: 'https://other.example' }],
    ['no origin at all', { origin: undefined }],
    ['a page of the same host on another port', { origin: `http://${SHOP}:8443` }],
  ])('refuses a post from %s: no other site consents for a shopper', async (_case, headers) => {
    const answer = await post('choice=accept', headers);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toBe('La scelta sui cookie si fa dalle pagine del negozio.');
  });

  it.each([
    ['an unknown choice', 'choice=everything', FORM, 400],
    ['no choice', 'statistics=on', FORM, 400],
    ['no body at all', '', { 'content-type': undefined }, 400],
    ['a body that is not the form', '{"choice":"accept"}', { 'content-type': 'application/json' }, 415],
    ['a body too long for the form', `choice=accept&statistics=${'a'.repeat(5000)}`, FORM, 413],
  ])('answers %s in Italian, storing nothing', async (_case, body, headers, status) => {
    const answer = await post(body, headers);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toBe('Scelta sui cookie non valida: torna al negozio e riprova.');
  });

  it.each([`http://${SHOP}/privacy`, `http://${SHOP}/`, `http://${SHOP}/it/contact-us`])('goes back to the shop page %s, inside /it or not', async (referer) => {
    const answer = await post('choice=reject', { referer });
    expect(answer.headers.location).toBe(new URL(referer).pathname);
  });

  it.each([undefined, 'https://other.example/it/p/10001', `http://${SHOP}.other.example/it/p/10001`, `https://${SHOP}:8443/it/p/10001`, `http://${SHOP}/%2F%2Fother.example`])(
    'goes home from the page address %p, never off the shop',
    async (referer) => {
      const answer = await post('choice=reject', { referer });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/it');
    },
  );

  it('opens the dialog again from the footer link, keeping the choice until the next one', async () => {
    const reopen = await post('choice=reopen', { cookie: accepted(), referer: `http://${SHOP}/it/p/10001` });
    expect(reopen.statusCode).toBe(303);
    expect(reopen.headers.location).toBe('/it/p/10001');
    expect(reopen.headers['set-cookie']).toEqual(['consent_reopen=1; Max-Age=600; Path=/; SameSite=Lax']);

    // Closing then keeps the earlier yes, as the browser's own close does; the reopening ends.
    const closed = await post('choice=close', { cookie: `${accepted()}; consent_reopen=1` });
    expect(closed.headers['set-cookie']).toEqual(['consent_reopen=; Max-Age=0; Path=/; SameSite=Lax']);

    const refused = await post('choice=reject', { cookie: `${accepted()}; consent_reopen=1` });
    expect(setCookie(refused, 'consent_reopen')).toBe('consent_reopen=; Max-Age=0; Path=/; SameSite=Lax');
    expect(stored(refused)?.statistics).toBe(false);
  });
});

describe('pageOfForm', () => {
  it('goes back to the shop page the form was on', () => {
    expect(pageOfForm(`${SHOP_ORIGIN}/it/c/uomo?color=nero`, SHOP_ORIGIN)).toBe('/it/c/uomo?color=nero');
  });

  it.each(OPEN_REDIRECT_TRICKS)('never leaves the shop for the page address %j', (trick) => {
    for (const referer of [trick, `${SHOP_ORIGIN}${trick}`]) {
      const location = pageOfForm(referer, SHOP_ORIGIN);
      expect(staysOnShop(location)).toBe(true);
    }
  });
});
