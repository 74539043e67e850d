import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { releaseExpiredOrders } from '../src/commerce/reservations';
import { MAX_CART_LINES } from '../src/commerce/stock';
import { MAX_UNPAID_ORDERS_PER_CLIENT, MAX_UNPAID_UNITS_PER_CLIENT, MAX_UNPAID_UNITS_PER_SKU } from '../src/methods/checkout';
import { createTestApp, databases, type TestApp } from './harness';
import { checkPaymentResult, pickCatalog, readyGuest, Shopper, type Catalog } from './commerce-shopper';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const MINUTE = 60_000;
const quiet = { info() {}, error() {} };

describe.each(databases())('stock held by unpaid orders on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    t = await createTestApp(kind);
    catalog = await pickCatalog(t);
  });
  afterAll(() => t.close());

  const stockOf = async (sku: string) => (await t.deps.db.selectFrom('products').select('stock_qty').where('sku', '=', sku).executeTakeFirstOrThrow()).stock_qty;
  const order = (number: string) => t.deps.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
  const place = async (key: string) => {
    const { shopper } = await readyGuest(t, catalog.other.sku);
    return { shopper, placed: await shopper.ok('placeOrder', [{ idempotencyKey: key, termsAccepted: true }]) };
  };
  function signedOk(fields: { codTrans: string; importo: string }) {
    const result = { codTrans: fields.codTrans, esito: 'OK', importo: fields.importo, divisa: 'EUR', data: '20261125', orario: '120000', codAut: 'C0FFEE' };
    return new URLSearchParams({
      ...result,
      mac: sha1(`codTrans=${result.codTrans}esito=OKimporto=${result.importo}divisa=EURdata=20261125orario=120000codAut=C0FFEE${t.deps.config.xpay.secret}`),
    });
  }

  it('gives the stock back once the reservation window has passed, exactly once', async () => {
    const before = await stockOf(catalog.other.sku);
    const { placed } = await place('reservation-0001');
    expect(await stockOf(catalog.other.sku)).toBe(before - 1);
    const { reserved_until } = await order(placed.order.number);
    expect(reserved_until!.getTime() - Date.now()).toBeGreaterThan(29 * MINUTE);
    expect(reserved_until!.getTime() - Date.now()).toBeLessThanOrEqual(30 * MINUTE);

    // Within the window nothing moves; past it the order expires and its unit is back, once.
    expect(await releaseExpiredOrders(t.deps.db, new Date(Date.now() + 29 * MINUTE), quiet)).toBe(0);
    expect(await releaseExpiredOrders(t.deps.db, new Date(Date.now() + 31 * MINUTE), quiet)).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredOrders(t.deps.db, new Date(Date.now() + 31 * MINUTE), quiet)).toBe(0);
    expect(await stockOf(catalog.other.sku)).toBe(before);
    expect((await order(placed.order.number)).status).toBe('expired');
    const attempt = await t.deps.db.selectFrom('payment_attempts').select('status').where('cod_trans', '=', placed.payment.redirect.fields.codTrans).executeTakeFirstOrThrow();
    expect(attempt.status).toBe('ANNULLO');
  });

  it('releases what expired while the server was down as soon as it starts again', async () => {
    const { placed } = await place('reservation-0002');
    // The server was stopped past the order's window.
    await t.deps.db
      .updateTable('orders')
      .set({ reserved_until: new Date(Date.now() - MINUTE) })
      .where('number', '=', placed.order.number)
      .execute();
    const restarted = await buildApp({ deps: t.deps, logger: false, backgroundJobs: true });
    await restarted.ready();
    try {
      for (let i = 0; i < 50 && (await order(placed.order.number)).status === 'pending_payment'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await order(placed.order.number)).status).toBe('expired');
    } finally {
      await restarted.close();
    }
  });

  it('sells an expired order paid late when its stock is still there, and flags it for a refund when not', async () => {
    const first = await place('reservation-0003');
    const second = await place('reservation-0004');
    const later = new Date(Date.now() + 31 * MINUTE);
    await releaseExpiredOrders(t.deps.db, later, quiet);
    const stock = await stockOf(catalog.other.sku);

    const paid = await checkPaymentResult(t, signedOk(first.placed.payment.redirect.fields));
    expect(paid.body.data).toMatchObject({ success: true, outcome: 'paid', order: first.placed.order.number });
    expect((await order(first.placed.order.number)).status).toBe('processing');
    expect(await stockOf(catalog.other.sku)).toBe(stock - 1);

    // The second order's unit went to someone else meanwhile.
    await sql`update products set stock_qty = 0 where sku = ${catalog.other.sku}`.execute(t.deps.db);
    const flagged = await checkPaymentResult(t, signedOk(second.placed.payment.redirect.fields));
    expect(flagged.body.data).toMatchObject({ success: false, outcome: 'refund_needed', order: second.placed.order.number });
    expect((await order(second.placed.order.number)).status).toBe('refund_needed');
    expect(await stockOf(catalog.other.sku)).toBe(0);
    await sql`update products set stock_qty = ${stock - 1} where sku = ${catalog.other.sku}`.execute(t.deps.db);
  });

  it('limits the lines of one cart', async () => {
    const shopper = new Shopper(t);
    const variants = await t.deps.db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.uid', 'v.product_uid')
      .select(['v.sku as sku', 'p.sku as parent_sku'])
      .where('v.stock_qty', '>', 5)
      .orderBy('v.sku')
      .limit(MAX_CART_LINES + 1)
      .execute();
    expect(variants).toHaveLength(MAX_CART_LINES + 1);
    const lines = variants.map((variant) => ({ ...variant, quantity: 1 }));
    // One call takes at most 50 lines: the cart fills in two.
    const first = await shopper.ok('addProductsToCart', [null, lines.slice(0, 25)]);
    const added = await shopper.ok('addProductsToCart', [first.cart.id, lines.slice(25)]);
    expect(added.cart.items).toHaveLength(MAX_CART_LINES);
    expect(added.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        sku: variants[MAX_CART_LINES].sku,
        message: `Il carrello può contenere al massimo ${MAX_CART_LINES} prodotti diversi: rimuovine qualcuno per aggiungerne altri.`,
      },
    ]);
    // A line already in the cart can still grow.
    const more = await shopper.ok('addProductsToCart', [added.cart.id, [lines[0]]]);
    expect(more.user_errors).toEqual([]);
  });

  it('limits the orders one client leaves awaiting payment, and how often it places orders', async () => {
    const ip = '10.77.0.1';
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_CLIENT; i++) {
      const { shopper } = await readyGuest(t, catalog.other.sku, ip);
      await shopper.ok('placeOrder', [{ idempotencyKey: `unpaid-limit-${i}`, termsAccepted: true }]);
    }
    const { shopper } = await readyGuest(t, catalog.other.sku, ip);
    const refused = await shopper.call('placeOrder', [{ idempotencyKey: 'unpaid-limit-over', termsAccepted: true }]);
    expect(refused.body).toEqual({
      message: 'Hai già diversi ordini in attesa di pagamento: completa o annulla quelli prima di crearne un altro, oppure riprova più tardi.',
      statusCode: 429,
    });
    expect((await shopper.ok('cart')).items).toHaveLength(1);

    const hurried = await readyGuest(t, catalog.other.sku, '10.77.0.2');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await hurried.shopper.call('placeOrder', [{ idempotencyKey: `hurried-${i}`, termsAccepted: true }])).status);
    expect(answers.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('caps the units one client may hold unpaid, of one sku and in all, in Italian, and never counts the order paying again replaces', async () => {
    const ip = '10.78.0.1';
    const skus = (await t.deps.db.selectFrom('products').select('sku').where('type', '=', 'SimpleProduct').where('stock_qty', '>=', 30).orderBy('uid').limit(4).execute()).map(
      (row) => row.sku,
    );
    const order = async (lines: Array<[string, number]>, key: string) => {
      const { shopper } = await readyGuest(t, lines[0][0], ip);
      const uid = (await shopper.ok('cart')).items[0].uid;
      await shopper.ok('updateCartItemQuantity', [null, uid, lines[0][1]]);
      if (lines.length > 1) await shopper.ok('addProductsToCart', [null, lines.slice(1).map(([sku, quantity]) => ({ sku, quantity }))]);
      return { shopper, answer: await shopper.call('placeOrder', [{ idempotencyKey: key, termsAccepted: true }]) };
    };
    const first = await order([[skus[0], 15]], 'hoard-0001');
    expect(first.answer.status).toBe(200);
    // Paying again replaces the unpaid order of the same cart: its 15 pieces are not counted twice.
    expect((await first.shopper.call('placeOrder', [{ idempotencyKey: 'hoard-0002', termsAccepted: true }])).status).toBe(200);
    const ofOne = await order([[skus[0], 6]], 'hoard-0003');
    expect(ofOne.answer.body).toEqual({
      message: `I tuoi ordini in attesa di pagamento tengono già molti pezzi di questo articolo: se ne possono tenere al massimo ${MAX_UNPAID_UNITS_PER_SKU}. Completa il pagamento di un ordine, oppure riprova più tardi.`,
      statusCode: 429,
    });
    expect(
      (
        await order(
          [
            [skus[1], 20],
            [skus[2], 20],
          ],
          'hoard-0004',
        )
      ).answer.status,
    ).toBe(200);
    const inAll = await order([[skus[3], 10]], 'hoard-0005');
    expect(inAll.answer.body).toEqual({
      message: `I tuoi ordini in attesa di pagamento tengono già molti articoli: se ne possono tenere al massimo ${MAX_UNPAID_UNITS_PER_CLIENT} in tutto. Completa il pagamento di un ordine, oppure riprova più tardi.`,
      statusCode: 429,
    });
    expect((await inAll.shopper.ok('cart')).items).toHaveLength(1);
    // Another address is another client.
    const elsewhere = await readyGuest(t, skus[3], '10.78.0.2');
    expect((await elsewhere.shopper.call('placeOrder', [{ idempotencyKey: 'hoard-0006', termsAccepted: true }])).status).toBe(200);
  });

  it("replaces an unpaid order by moving only the difference of stock, the parent product's sum with it, and closes the replaced one", async () => {
    const variantStock = async () =>
      (await t.deps.db.selectFrom('product_variants').select('stock_qty').where('sku', '=', catalog.variant.sku).executeTakeFirstOrThrow()).stock_qty;
    const [variant, parent] = [await variantStock(), await stockOf(catalog.variant.parentSku)];
    const { shopper } = await readyGuest(t, catalog.variant.sku, '10.78.0.4');
    const first = await shopper.ok('placeOrder', [{ idempotencyKey: 'replace-0001', termsAccepted: true }]);
    expect([await variantStock(), await stockOf(catalog.variant.parentSku)]).toEqual([variant - 1, parent - 1]);

    const cart = await shopper.ok('cart', [null]);
    await shopper.ok('updateCartItemQuantity', [cart.id, cart.items[0].uid, 3]);
    const second = await shopper.ok('placeOrder', [{ idempotencyKey: 'replace-0002', termsAccepted: true }]);
    expect([await variantStock(), await stockOf(catalog.variant.parentSku)]).toEqual([variant - 3, parent - 3]);
    expect((await order(first.order.number)).status).toBe('canceled');
    const firstAttempt = await t.deps.db.selectFrom('payment_attempts').select('status').where('cod_trans', '=', first.payment.redirect.fields.codTrans).executeTakeFirstOrThrow();
    expect(firstAttempt.status).toBe('ANNULLO');
    // The new order's payment form is for its own total, with an attempt of its own.
    const placed = await order(second.order.number);
    expect(placed.status).toBe('pending_payment');
    expect(second.payment.redirect.fields.importo).toBe(String(placed.grand_total_cents));
    const attempt = await t.deps.db.selectFrom('payment_attempts').selectAll().where('cod_trans', '=', second.payment.redirect.fields.codTrans).executeTakeFirstOrThrow();
    expect([attempt.order_id, attempt.amount_cents, attempt.status]).toEqual([placed.id, placed.grand_total_cents, 'started']);

    // Lowered to one piece: two come back.
    await shopper.ok('updateCartItemQuantity', [cart.id, cart.items[0].uid, 1]);
    await shopper.ok('placeOrder', [{ idempotencyKey: 'replace-0003', termsAccepted: true }]);
    expect([await variantStock(), await stockOf(catalog.variant.parentSku)]).toEqual([variant - 1, parent - 1]);
  });

  it('refuses a gift card that expired between applying it and placing the order, and takes nothing', async () => {
    await sql`insert into gift_cards (code, balance_cents, expires_at) values ('REGALO-SCADE-PRESTO', 1000, now() + interval '1 hour') on conflict (code) do nothing`.execute(
      t.deps.db,
    );
    const { shopper } = await readyGuest(t, catalog.simple.sku, '10.78.0.3');
    expect((await shopper.ok('applyGiftCardToCart', [null, 'REGALO-SCADE-PRESTO'])).applied_gift_cards).toHaveLength(1);
    await sql`update gift_cards set expires_at = now() - interval '1 second' where code = 'REGALO-SCADE-PRESTO'`.execute(t.deps.db);
    const stock = await stockOf(catalog.simple.sku);
    const refused = await shopper.call('placeOrder', [{ idempotencyKey: 'expired-card-0001', termsAccepted: true }]);
    expect(refused.body).toEqual({ message: 'Impossibile applicare la carta regalo: il codice non è valido, è scaduto o il saldo è esaurito.', statusCode: 409 });
    expect(await stockOf(catalog.simple.sku)).toBe(stock);
    expect((await t.deps.db.selectFrom('gift_cards').select('balance_cents').where('code', '=', 'REGALO-SCADE-PRESTO').executeTakeFirstOrThrow()).balance_cents).toBe(1000);
  });
});
