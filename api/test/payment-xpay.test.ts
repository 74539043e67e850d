import { createHash } from 'node:crypto';
import { paymentLanding } from '@bottega/api-contract';
import { createTestApp, databases, type TestApp } from './harness';
import { checkPaymentResult, ITALIAN_ADDRESS, pickCatalog, readyGuest, setStock, Shopper, type Catalog } from './commerce-shopper';

// Nothing listens there: the sandbox's server-to-server notification fails fast and the checkout's result check settles the order.
const ORIGIN = 'http://127.0.0.1:9';
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe.each(databases())('XPay checkout on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { publicOrigin: ORIGIN } });
    catalog = await pickCatalog(t);
    secret = t.deps.config.xpay.secret;
  });
  afterAll(() => t.close());

  const guest = () => readyGuest(t, catalog.simple.sku);

  function form(fields: Record<string, string>) {
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() };
  }

  /** The shopper's browser on the payment page: submits the card, is sent back to the checkout, which checks the result. */
  async function pay(fields: Record<string, string>, card: Record<string, string>) {
    const page = await t.app.inject({ method: 'POST', url: '/api/payment/xpay/sandbox', ...form(fields) });
    expect(page.statusCode).toBe(200);
    const submitted = await t.app.inject({ method: 'POST', url: '/api/payment/xpay/sandbox/pay', ...form({ ...fields, ...card }) });
    expect(submitted.statusCode).toBe(303);
    const back = new URL(submitted.headers.location as string, ORIGIN);
    expect(back.pathname).toBe('/it/checkout/thank-you');
    const checked = await checkPaymentResult(t, back.searchParams);
    expect(checked.status).toBe(200);
    return { page, back, checked: checked.body.data };
  }

  it('places a pending order, pays it with the approving VISA card, empties the cart and mails the confirmation', async () => {
    const { shopper, email } = await guest();
    const stockBefore = (await t.deps.db.selectFrom('products').select('stock_qty').where('sku', '=', catalog.simple.sku).executeTakeFirstOrThrow()).stock_qty;
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0001', termsAccepted: true }]);
    expect(placed.order.status).toBe('pending_payment');
    const fields = placed.payment.redirect.fields;
    expect(fields).toMatchObject({
      alias: t.deps.config.xpay.alias,
      divisa: 'EUR',
      url: `${ORIGIN}/it/checkout/thank-you`,
      url_back: `${ORIGIN}/api/payment/xpay/cancel`,
      languageId: 'ITA',
    });
    expect(fields.importo).toBe(String(Math.round(placed.order.grand_total.value * 100)));
    expect(fields.mac).toBe(sha1(`codTrans=${fields.codTrans}divisa=EURimporto=${fields.importo}${secret}`));
    expect(JSON.stringify(placed)).not.toContain(secret);
    const stockAfter = (await t.deps.db.selectFrom('products').select('stock_qty').where('sku', '=', catalog.simple.sku).executeTakeFirstOrThrow()).stock_qty;
    expect(stockAfter).toBe(stockBefore - 1);

    const { page, back, checked } = await pay(fields, { pan: '4539 9700 0000 0006', scadenza: '12/30', cvv: '123' });
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).toContain('<label for="pan">Numero della carta</label>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const result = Object.fromEntries(back.searchParams);
    expect(result).toMatchObject({ codTrans: fields.codTrans, esito: 'OK', importo: fields.importo, divisa: 'EUR' });
    expect(result.data).toMatch(/^\d{8}$/);
    expect(result.orario).toMatch(/^\d{6}$/);
    expect(result.mac).toBe(
      sha1(`codTrans=${result.codTrans}esito=OKimporto=${result.importo}divisa=EURdata=${result.data}orario=${result.orario}codAut=${result.codAut}${secret}`),
    );
    expect(checked).toMatchObject({ success: true, outcome: 'paid', order: placed.order.number, codiceEsito: '0' });

    const order = await t.deps.db.selectFrom('orders').selectAll().where('number', '=', placed.order.number).executeTakeFirstOrThrow();
    expect(order.status).toBe('processing');
    expect((await shopper.ok('cart')).items).toEqual([]);
    const mails = await t.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation']);
    expect(mails[0].subject).toContain(placed.order.number);
    // Product rule §10: the terms reach the shopper on a durable medium, with the order.
    expect(mails[0].text_body).toContain(`${ORIGIN}/it/condizioni-generali-di-vendita`);

    // The notification arriving late, or the result checked again, changes nothing.
    const notified = await t.app.inject({ method: 'POST', url: '/api/payment/xpay/notify', ...form(result) });
    expect(notified.body).toBe('OK');
    expect(await t.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute()).toHaveLength(1);
    // A double submit after payment answers the same order, with nothing more to pay.
    const again = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0001', termsAccepted: true }]);
    expect(again).toMatchObject({ order: { number: placed.order.number, status: 'processing' }, payment: { redirect: null } });
  });

  it('keeps the cart after a declined card and pays the same order with a new codTrans', async () => {
    const { shopper } = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0002', termsAccepted: true }]);
    const declined = await pay(placed.payment.redirect.fields, { pan: '5255000000000019', scadenza: '12/30', cvv: '123' });
    expect(declined.back.searchParams.get('esito')).toBe('KO');
    expect(declined.back.searchParams.has('codAut')).toBe(false);
    expect(declined.checked).toMatchObject({ success: false, outcome: 'declined', order: placed.order.number, codiceEsito: '103' });
    expect((await shopper.ok('cart')).items).toHaveLength(1);

    const retry = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0002', termsAccepted: true }]);
    expect(retry.order.number).toBe(placed.order.number);
    expect(retry.payment.redirect.fields.codTrans).not.toBe(placed.payment.redirect.fields.codTrans);
    const approved = await pay(retry.payment.redirect.fields, { pan: '5255000000000001', scadenza: '12/30', cvv: '123' });
    expect(approved.checked).toMatchObject({ success: true, outcome: 'paid', order: placed.order.number });
  });

  it('lets a shopper whose card was declined on the last pieces of a size pay again at once, with a new order that replaces their own', async () => {
    const { sku } = (await t.deps.db.selectFrom('product_variants').select('sku').where('stock_qty', '>', 5).orderBy('sku').executeTakeFirstOrThrow()) as { sku: string };
    await setStock(t, sku, 2);
    const { shopper } = await readyGuest(t, sku);
    await shopper.ok('updateCartItemQuantity', [null, (await shopper.ok('cart')).items[0].uid, 2]);
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'last-pieces-0001', termsAccepted: true }]);
    const declined = await pay(placed.payment.redirect.fields, { pan: '4539970000000014', scadenza: '12/30', cvv: '123' });
    expect(declined.checked).toMatchObject({ success: false, outcome: 'declined', order: placed.order.number });

    // Everyone else sees the size sold out while the order holds it; the shopper's own cart does not.
    const line = (await shopper.ok('cart')).items[0];
    expect(line).toMatchObject({ quantity: 2, error: null, max_quantity: null, product: { stock_status: 'IN_STOCK', only_x_left_in_stock: 2 } });
    const other = (await readyGuest(t, catalog.simple.sku)).shopper;
    expect((await other.ok('addProductsToCart', [null, [{ sku, quantity: 1 }]])).user_errors[0].code).toBe('NOT_SALABLE');

    // The checkout makes a new key for a new try: it replaces the declined order and takes the pieces again.
    const again = await shopper.ok('placeOrder', [{ idempotencyKey: 'last-pieces-0002', termsAccepted: true }]);
    expect(again.order.number).not.toBe(placed.order.number);
    const approved = await pay(again.payment.redirect.fields, { pan: '4539970000000006', scadenza: '12/30', cvv: '123' });
    expect(approved.checked).toMatchObject({ success: true, outcome: 'paid', order: again.order.number });
    const statuses = await t.deps.db.selectFrom('orders').select(['number', 'status']).where('number', 'in', [placed.order.number, again.order.number]).orderBy('number').execute();
    expect(Object.fromEntries(statuses.map((row) => [row.number, row.status]))).toEqual({ [placed.order.number]: 'canceled', [again.order.number]: 'processing' });
    expect((await t.deps.db.selectFrom('product_variants').select('stock_qty').where('sku', '=', sku).executeTakeFirstOrThrow()).stock_qty).toBe(0);
  });

  it("refuses a card without 3-D Secure with the provider's code 112, which sends the shopper back to payment saying why", async () => {
    const { shopper } = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0007', termsAccepted: true }]);
    const refused = await pay(placed.payment.redirect.fields, { pan: '4539 9700 0000 0022', scadenza: '12/30', cvv: '123' });
    expect(refused.back.searchParams.get('esito')).toBe('KO');
    expect(refused.checked).toMatchObject({ success: false, outcome: 'declined', order: placed.order.number, codiceEsito: '112' });
    const { outcome, order, codiceEsito } = refused.checked;
    expect(paymentLanding('/it', { kind: outcome, orderNumber: order, codiceEsito })).toBe(`/it/checkout/payment?error=needs-3ds&order=${placed.order.number}`);
    expect((await shopper.ok('cart')).items).toHaveLength(1);
  });

  it('goes back to the shop with the cart kept when the shopper cancels', async () => {
    const { shopper } = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0003', termsAccepted: true }]);
    const fields = placed.payment.redirect.fields;
    const cancelled = await t.app.inject({ method: 'POST', url: '/api/payment/xpay/sandbox/pay', ...form({ ...fields, azione: 'annulla' }) });
    const back = new URL(cancelled.headers.location as string, ORIGIN);
    expect(Object.fromEntries(back.searchParams)).toEqual({ codTrans: fields.codTrans, importo: fields.importo, esito: 'ANNULLO' });
    // The shopper's own browser comes back with its cookies: only that can cancel the attempt.
    const landing = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: shopper.cookies });
    expect(landing.headers.location).toBe(`/it/checkout/payment?error=cancelled&order=${placed.order.number}`);
    expect((await shopper.ok('cart')).items).toHaveLength(1);
  });

  it('refuses results with a wrong MAC or another amount, and card forms with mistakes', async () => {
    const { shopper } = await guest();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0004', termsAccepted: true }]);
    const fields = placed.payment.redirect.fields;
    const forged = { codTrans: fields.codTrans, esito: 'OK', importo: fields.importo, divisa: 'EUR', data: '20261122', orario: '120000', codAut: 'ABC123' };
    const wrongMac = await checkPaymentResult(t, new URLSearchParams({ ...forged, mac: sha1('x') }));
    expect(wrongMac).toEqual({ status: 400, body: { error: 'Esito del pagamento non valido.', message: 'Esito del pagamento non valido.', statusCode: 400 } });
    const cheaper = { ...forged, importo: '1' };
    const signedCheaper = { ...cheaper, mac: sha1(`codTrans=${cheaper.codTrans}esito=OKimporto=1divisa=EURdata=20261122orario=120000codAut=ABC123${secret}`) };
    expect((await t.app.inject({ method: 'POST', url: '/api/payment/xpay/notify', ...form(signedCheaper) })).statusCode).toBe(400);
    expect((await t.deps.db.selectFrom('orders').select('status').where('number', '=', placed.order.number).executeTakeFirstOrThrow()).status).toBe('pending_payment');

    const retry = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0004', termsAccepted: true }]);
    const tampered = await t.app.inject({ method: 'POST', url: '/api/payment/xpay/sandbox', ...form({ ...retry.payment.redirect.fields, importo: '1' }) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain('Firma della richiesta (MAC) non valida.');
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/payment/xpay/sandbox', ...form({ ...retry.payment.redirect.fields, url: 'https://evil.example/steal' }) });
    expect(elsewhere.statusCode).toBe(400);
    const mistakes = await t.app.inject({
      method: 'POST',
      url: '/api/payment/xpay/sandbox/pay',
      ...form({ ...retry.payment.redirect.fields, pan: '1234', scadenza: '01/20', cvv: 'x' }),
    });
    expect(mistakes.statusCode).toBe(400);
    expect(mistakes.body).toContain('role="alert"');
    expect(mistakes.body).toContain('aria-invalid="true"');
    expect(mistakes.body).toContain('La carta è scaduta.');
  });

  it('answers the product rule §7 GET calls without ever showing the secret', async () => {
    const { shopper } = await guest();
    const tenant = t.deps.config.tenantId;
    const config = await t.app.inject({ method: 'GET', url: `/api/payment/xpay/config?tenant_id=${tenant}` });
    expect(config.json().data).toMatchObject({ alias: t.deps.config.xpay.alias, endpoint: '/api/payment/xpay/sandbox', urlpost: `${ORIGIN}/api/payment/xpay/notify` });
    expect(config.body).not.toContain(secret);
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/xpay/config?tenant_id=altro' })).json().error).toBe('Negozio (tenant_id) sconosciuto.');

    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'checkout-key-0005', termsAccepted: true }]);
    const { codTrans, importo, mac } = placed.payment.redirect.fields;
    const asked = await t.app.inject({ method: 'GET', url: `/api/payment/xpay/mac?${new URLSearchParams({ tenant_id: tenant, codTrans, divisa: 'EUR', importo })}` });
    expect(asked.json()).toEqual({ data: { mac } });
    const otherAmount = await t.app.inject({ method: 'GET', url: `/api/payment/xpay/mac?${new URLSearchParams({ tenant_id: tenant, codTrans, divisa: 'EUR', importo: '1' })}` });
    expect(otherAmount.statusCode).toBe(400);

    const result = { codTrans, esito: 'OK', importo, divisa: 'EUR', data: '20261122', orario: '101010', codAut: 'X1Y2Z3' };
    const event = new URLSearchParams({
      ...result,
      mac: sha1(`codTrans=${codTrans}esito=OKimporto=${importo}divisa=EURdata=20261122orario=101010codAut=X1Y2Z3${secret}`),
    }).toString();
    const checked = await t.app.inject({ method: 'GET', url: `/api/payment/xpay/isSuccessfulResult?${new URLSearchParams({ tenant_id: tenant, event })}` });
    expect(checked.json().data).toEqual({ success: true, outcome: 'paid', codTrans, divisa: 'EUR', importo, esito: 'OK', codiceEsito: null, order: placed.order.number });
  });

  it('places no order without the acceptance of the terms of sale, and records when it was given (product rule §10)', async () => {
    const { shopper } = await guest();
    const orders = async () => (await t.deps.db.selectFrom('orders').select('id').where('idempotency_key', 'like', 'terms-%').execute()).length;
    for (const args of [{ idempotencyKey: 'terms-0001' }, { idempotencyKey: 'terms-0002', termsAccepted: false }]) {
      const refused = await shopper.call('placeOrder', [args]);
      expect(refused.body).toEqual({
        statusCode: 400,
        message: 'Argomento non valido (0.termsAccepted): Per completare l’ordine devi accettare le condizioni generali di vendita.',
      });
    }
    expect(await orders()).toBe(0);
    const before = Date.now();
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'terms-0003', termsAccepted: true }]);
    const stored = await t.deps.db.selectFrom('orders').select('terms_accepted_at').where('number', '=', placed.order.number).executeTakeFirstOrThrow();
    expect(stored.terms_accepted_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await orders()).toBe(1);
  });

  it("says clearly when nothing ships to the shopper's country, and which step is missing", async () => {
    const shopper = new Shopper(t);
    shopper.cookies.country = 'FR';
    await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    expect((await shopper.call('shippingMethods')).body).toEqual({ message: 'Non ci sono metodi di spedizione disponibili per questo paese.', statusCode: 400 });
    expect((await shopper.call('placeOrder', [{ idempotencyKey: 'checkout-key-0006', termsAccepted: true }])).body.message).toBe("Indica l'indirizzo email per l'ordine.");
    const badCap = await shopper.call('setShippingAddressOnCart', [{ ...ITALIAN_ADDRESS, postcode: '2012' }]);
    expect(badCap.body).toEqual({ message: 'Argomento non valido (postcode): CAP non valido', statusCode: 400 });
    const sanMarino = await shopper.ok('setShippingAddressOnCart', [{ ...ITALIAN_ADDRESS, country_code: 'SM', postcode: '47890', region_code: undefined, city: 'San Marino' }]);
    expect(sanMarino.prices.shipping.value).toBe(5);
  });
});
