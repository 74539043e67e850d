import { sql } from 'kysely';
import { PAYMENT_CALLS } from '@bottega/api-contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness';

/** One browser: keeps the cookies the API sets and drops those it clears, so a test reads like a session; `ip` separates shoppers for rate limits. */
export class Shopper {
  readonly cookies: Record<string, string> = {};

  constructor(
    private readonly t: TestApp,
    readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async call(method: string, args: unknown[] = [], tag = 'commerce') {
    const result = await this.t.call(tag, method, args, { cookies: { ...this.cookies }, ip: this.ip });
    this.keep(result.response);
    return result;
  }

  /** Opens a link of the shop (a mailed one) as a browser does: a GET with the cookies; returns where it leads. */
  async open(link: string) {
    const url = new URL(link);
    const response = await this.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, cookies: { ...this.cookies }, remoteAddress: this.ip });
    this.keep(response);
    return { status: response.statusCode, location: response.headers.location, response };
  }

  private keep(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cleared) delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
  }

  /** Calls a method that must succeed and returns its data. */
  async ok(method: string, args: unknown[] = [], tag = 'commerce') {
    const result = await this.call(method, args, tag);
    if (result.status !== 200) throw new Error(`${method} answered ${result.status}: ${JSON.stringify(result.body)}`);
    return result.body.data;
  }
}

export interface Catalog {
  /** A simple product with plenty of stock. */
  simple: { sku: string; name: string; stock: number; price: number };
  /** A second one. */
  other: { sku: string; name: string; stock: number; price: number };
  /** A configurable product's variant with plenty of stock, and its parent. */
  variant: { sku: string; parentSku: string; color: string; size: string; stock: number };
  /** A product type the cart does not take. */
  unsupported: { sku: string; type: string };
}

/** Picks test products from the seeded catalog. */
export async function pickCatalog(t: TestApp): Promise<Catalog> {
  const db = t.deps.db;
  const simples = await db
    .selectFrom('products')
    .select(['sku', 'name', 'stock_qty', sql<number>`coalesce(special_price_cents, regular_price_cents)`.as('price')])
    .where('type', '=', 'SimpleProduct')
    .where('stock_qty', '>=', 30)
    .orderBy('uid')
    .limit(2)
    .execute();
  const variant = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.uid', 'v.product_uid')
    .select(['v.sku', 'p.sku as parent_sku', 'v.color', 'v.size', 'v.stock_qty'])
    .where('v.stock_qty', '>=', 30)
    .orderBy('v.sku')
    .executeTakeFirstOrThrow();
  const unsupported = await db.selectFrom('products').select(['sku', 'type']).where('type', 'in', ['BundleProduct', 'VirtualProduct']).orderBy('uid').executeTakeFirstOrThrow();
  if (simples.length < 2) throw new Error('the test catalog needs two simple products with stock');
  const [a, b] = simples.map((row) => ({ sku: row.sku, name: row.name, stock: row.stock_qty, price: Number(row.price) }));
  return {
    simple: a,
    other: b,
    variant: { sku: variant.sku, parentSku: variant.parent_sku, color: variant.color, size: variant.size, stock: variant.stock_qty },
    unsupported,
  };
}

/** Sets a product's (or variant's) stock, for stock scenarios. */
export async function setStock(t: TestApp, sku: string, quantity: number): Promise<void> {
  await sql`update products set stock_qty = ${quantity} where sku = ${sku}`.execute(t.deps.db);
  await sql`update product_variants set stock_qty = ${quantity} where sku = ${sku}`.execute(t.deps.db);
}

export const ITALIAN_ADDRESS = {
  firstname: 'Giulia',
  lastname: 'Bianchi',
  street: ['Via Dante 12'],
  city: 'Milano',
  postcode: '20121',
  region_code: 'MI',
  country_code: 'IT',
  telephone: '+39 333 1234567',
};

/** A valid codice fiscale for test customers. */
export const FISCAL_CODE = 'RSSMRA80A01H501U';
export const PASSWORD = 'Bottega1!';

/** A guest (from `ip`, a random one by default) who filled the cart and every checkout step, ready to place the order. */
export async function readyGuest(t: TestApp, sku: string, ip?: string): Promise<{ shopper: Shopper; email: string }> {
  const shopper = new Shopper(t, ip);
  const email = `ospite${Math.random().toString(36).slice(2)}@example.it`;
  await shopper.ok('addProductsToCart', [null, [{ sku, quantity: 1 }]]);
  await shopper.ok('initCheckout', [{ baseUrl: `${t.deps.config.publicOrigin}/it` }]);
  await shopper.ok('setGuestEmailOnCart', [{ email }]);
  await shopper.ok('setShippingAddressOnCart', [ITALIAN_ADDRESS]);
  await shopper.ok('setBillingAddressOnCart', [{ same_as_shipping: true }]);
  const methods = await shopper.ok('shippingMethods');
  await shopper.ok('setShippingMethodOnCart', [{ carrier_code: methods[0].carrier_code, method_code: methods[0].method_code }]);
  await shopper.ok('setPaymentMethodOnCart', [null, 'xpay']);
  return { shopper, email };
}

/** The checkout back from the payment page: the docs/product-rules.md §7 result check on the return's query string settles the order. */
export async function checkPaymentResult(t: TestApp, event: URLSearchParams | string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `${PAYMENT_CALLS.isSuccessfulResult}?${new URLSearchParams({ tenant_id: t.deps.config.tenantId, event: String(event) })}`,
  });
  return { status: answer.statusCode, body: answer.json() };
}

export const uniqueEmail = () => `cliente.${Math.random().toString(36).slice(2)}@example.it`;

/** The link of the last mail of this kind sent to `email`, read from the outbox. */
export async function mailedLink(t: TestApp, email: string, kind: string): Promise<string> {
  const mail = await t.deps.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /https?:\/\/\S+/.exec(mail.text_body)![0];
}

/** A shopper who has just registered and opened the activation link (which logs them in). */
export async function registeredCustomer(t: TestApp, email = uniqueEmail()): Promise<{ shopper: Shopper; email: string }> {
  const shopper = new Shopper(t);
  await shopper.ok('createCustomer', [{ email, firstname: 'Mario', lastname: 'Rossi', tax_code: FISCAL_CODE, password: PASSWORD, is_subscribed: true }]);
  const opened = await shopper.open(await mailedLink(t, email, 'registration-confirm'));
  if (opened.status !== 303 || opened.location === '/it') throw new Error(`the activation link of ${email} did not work`);
  return { shopper, email };
}
