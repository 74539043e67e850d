import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { releaseExpiredOrders } from '../src/commerce/reservations';
import { MAX_CART_LINES } from '../src/commerce/stock';
import { MAX_UNPAID_ORDERS_PER_CLIENT } from '../src/methods/checkout';
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
    return { shopper, placed: await shopper.ok('placeOrder', [{ idempotencyKey: key }]) };
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
      await shopper.ok('placeOrder', [{ idempotencyKey: `unpaid-limit-${i}` }]);
    }
    const { shopper } = await readyGuest(t, catalog.other.sku, ip);
    const refused = await shopper.call('placeOrder', [{ idempotencyKey: 'unpaid-limit-over' }]);
    expect(refused.body).toEqual({
      message: 'Hai già diversi ordini in attesa di pagamento: completa o annulla quelli prima di crearne un altro, oppure riprova più tardi.',
      statusCode: 429,
    });
    expect((await shopper.ok('cart')).items).toHaveLength(1);

    const hurried = await readyGuest(t, catalog.other.sku, '10.77.0.2');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await hurried.shopper.call('placeOrder', [{ idempotencyKey: `hurried-${i}` }])).status);
    expect(answers.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
