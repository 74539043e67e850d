import { OPEN_REDIRECT_TRICKS } from '@bottega/test-kit/openRedirectTricks';
import { createHash } from 'node:crypto';
import { loadConfig } from '../src/config';
import { createTestApp, databases, PRODUCTION_ENV, type TestApp } from './harness';
import { checkPaymentResult, pickCatalog, readyGuest, Shopper, type Catalog } from './commerce-shopper';

const ORIGIN = 'http://127.0.0.1:9';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const PRODUCTION = PRODUCTION_ENV;

describe('the payment provider in the configuration', () => {
  it('refuses a production start with the sandbox payment page, saying what to set', () => {
    expect(() => loadConfig({ ...PRODUCTION, XPAY_SECRET: 'real-secret' })).toThrow(/XPAY_ENDPOINT is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...PRODUCTION, XPAY_SECRET: 'real-secret', XPAY_ENDPOINT: '/api/payment/xpay/sandbox' })).toThrow(/sandbox payment page cannot take real payments/);
  });

  it('never lets the sandbox sign with a real secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', XPAY_SECRET: 'real-secret' })).toThrow(/sandbox signs only with its own public test secret/);
    expect(loadConfig({}).xpay).toMatchObject({ sandbox: true, endpoint: '/api/payment/xpay/sandbox' });
  });

  it('takes the provider only as an https page with its secret', () => {
    expect(() => loadConfig({ ...PRODUCTION, XPAY_ENDPOINT: 'http://pay.example/ecomm', XPAY_SECRET: 'real-secret' })).toThrow(/https URL/);
    expect(() => loadConfig({ ...PRODUCTION, XPAY_ENDPOINT: 'https://pay.example/ecomm' })).toThrow(/XPAY_SECRET is required/);
    expect(loadConfig({ ...PRODUCTION, XPAY_ENDPOINT: 'https://pay.example/ecomm', XPAY_SECRET: 'real-secret' }).xpay).toMatchObject({ sandbox: false, secret: 'real-secret' });
  });
});

describe.each(databases())('payment against a hostile shopper on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicOrigin: ORIGIN } });
    catalog = await pickCatalog(t);
    secret = t.deps.config.xpay.secret;
  });
  afterAll(() => t.close());

  const guest = async () => (await readyGuest(t, catalog.simple.sku)).shopper;

  /** What the provider sends back for an authorised payment, signed with the shop's secret. */
  function signedOk(fields: { codTrans: string; importo: string }) {
    const result = { codTrans: fields.codTrans, esito: 'OK', importo: fields.importo, divisa: 'EUR', data: '20261125', orario: '101010', codAut: 'A1B2C3' };
    return new URLSearchParams({ ...result, mac: sha1(`codTrans=${result.codTrans}esito=OKimporto=${result.importo}divisa=EURdata=20261125orario=101010codAut=A1B2C3${secret}`) });
  }

  const orderStatus = async (number: string) => (await t.deps.db.selectFrom('orders').select('status').where('number', '=', number).executeTakeFirstOrThrow()).status;
  const cancelUrl = (fields: { codTrans: string; importo: string }) =>
    `/api/payment/xpay/cancel?${new URLSearchParams({ codTrans: fields.codTrans, importo: fields.importo, esito: 'ANNULLO' })}`;

  it('gives each attempt a codTrans nobody can work out from the order number', async () => {
    const shopper = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'security-key-0001', termsAccepted: true }]);
    const { codTrans } = placed.payment.redirect.fields;
    expect(codTrans.startsWith(`${placed.order.number}-`)).toBe(true);
    expect(codTrans.slice(placed.order.number.length + 1)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(codTrans.length).toBeLessThanOrEqual(30);
    expect(codTrans).not.toBe(`${placed.order.number}-1`);
  });

  it('lets nobody but the shopper cancel a payment, and lets the signed result win over a cancel', async () => {
    const shopper = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'security-key-0002', termsAccepted: true }]);
    const fields = placed.payment.redirect.fields;

    const stranger = await t.app.inject({ method: 'GET', url: cancelUrl(fields), cookies: { cart: 'not-their-cart' } });
    expect(stranger.headers.location).toBe('/it/checkout-error?reason=invalid-payment-response');
    const anonymous = await t.app.inject({ method: 'GET', url: cancelUrl(fields) });
    expect(anonymous.headers.location).toBe('/it/checkout-error?reason=invalid-payment-response');
    const attempt = await t.deps.db.selectFrom('payment_attempts').select('status').where('cod_trans', '=', fields.codTrans).executeTakeFirstOrThrow();
    expect(attempt.status).toBe('started');

    // The shopper's own cancel counts, until the provider's signed OK says the money was taken.
    const own = await t.app.inject({ method: 'GET', url: cancelUrl(fields), cookies: shopper.cookies });
    expect(own.headers.location).toBe(`/it/checkout/payment?error=cancelled&order=${placed.order.number}`);
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/payment/xpay/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: signedOk(fields).toString(),
    });
    expect(notified.body).toBe('OK');
    expect(await orderStatus(placed.order.number)).toBe('processing');
    const back = await checkPaymentResult(t, signedOk(fields));
    expect(back.body.data).toMatchObject({ success: true, outcome: 'paid', order: placed.order.number });
  });

  it('keeps a signed OK for an order replaced by a newer one as refund needed', async () => {
    const shopper = await guest();
    const first = await shopper.ok('placeOrder', [{ idempotencyKey: 'security-key-0003', termsAccepted: true }]);
    // A second tab places the order again with a new key: the first order is given up.
    const second = await shopper.ok('placeOrder', [{ idempotencyKey: 'security-key-0004', termsAccepted: true }]);
    expect(second.order.number).not.toBe(first.order.number);
    expect(await orderStatus(first.order.number)).toBe('canceled');

    const late = await checkPaymentResult(t, signedOk(first.payment.redirect.fields));
    expect(late.body.data).toMatchObject({ success: false, outcome: 'refund_needed', order: first.order.number });
    expect(await orderStatus(first.order.number)).toBe('refund_needed');
    expect(await orderStatus(second.order.number)).toBe('pending_payment');
    // The same result again (the notification after the return) answers the same, and flags once.
    const replay = await checkPaymentResult(t, signedOk(first.payment.redirect.fields));
    expect(replay.body).toEqual(late.body);
    const history = await t.deps.db.selectFrom('payment_attempts').select(['status']).where('cod_trans', '=', first.payment.redirect.fields.codTrans).executeTakeFirstOrThrow();
    expect(history.status).toBe('OK');
  });

  it("starts checkout only from the shop's own origin", async () => {
    const shopper = new Shopper(t);
    await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    for (const baseUrl of ['https://evil.example/it', `${ORIGIN}//evil.example`, 'http://127.0.0.1:10/it', `http://user@127.0.0.1:9/it`]) {
      expect((await shopper.call('initCheckout', [{ baseUrl }])).body).toEqual({ message: `Il checkout si avvia solo dal sito del negozio (${ORIGIN}).`, statusCode: 400 });
    }
    expect((await shopper.call('initCheckout', [{ baseUrl: `${ORIGIN}/it` }])).status).toBe(200);
  });

  it('never sends a browser elsewhere from the sandbox page', async () => {
    const shopper = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'security-key-0005', termsAccepted: true }]);
    const fields = placed.payment.redirect.fields;
    const tricks = [...OPEN_REDIRECT_TRICKS, ...OPEN_REDIRECT_TRICKS.map((trick) => `${ORIGIN}${trick}`)];
    for (const field of ['url', 'url_back', 'urlpost']) {
      for (const trick of tricks) {
        const page = await t.app.inject({
          method: 'POST',
          url: '/api/payment/xpay/sandbox/pay',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...fields, [field]: trick, azione: 'annulla' }).toString(),
        });
        expect([page.statusCode, page.body.includes('Indirizzo di ritorno non consentito.')]).toEqual([400, true]);
      }
    }
  });
});

describe('a shop configured with the real provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { xpay: { alias: 'ALIAS_WEB_BOTTEGA', secret: 'real-secret', endpoint: 'https://pay.example/ecomm', sandbox: false } } });
  });
  afterAll(() => t.close());

  it('has no sandbox page or signing route at all', async () => {
    for (const [method, url] of [
      ['GET', '/api/payment/xpay/sandbox'],
      ['POST', '/api/payment/xpay/sandbox'],
      ['POST', '/api/payment/xpay/sandbox/pay'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/xpay/config?tenant_id=${t.deps.config.tenantId}` })).json().data.endpoint).toBe('https://pay.example/ecomm');
  });
});
