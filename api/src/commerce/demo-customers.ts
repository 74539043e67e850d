import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { newToken } from '../auth/tokens';
import type { StoredAddress } from '../db/schema.commerce';

/** The password of every demo account (docs/api.md): it meets the docs/product-rules.md §5 rule. */
export const DEMO_PASSWORD = 'Bottega1!';
/**
 * scrypt (N = 2^17, r = 8, p = 1) of DEMO_PASSWORD, computed once: the seed stays instant and
 * deterministic, and logging in still runs the real verification.
 */
export const DEMO_PASSWORD_HASH = 'scrypt$17$8$1$AKNb6j84yNdV1gUP+Zvqhg==$o39f0OITxrWtZZ2O5YgeHKYs8GEpGLNN1kpcCQr7dSg=';

const DEMO = [
  {
    email: 'mario.rossi@example.it',
    firstname: 'Mario',
    lastname: 'Rossi',
    tax_code: 'RSSMRA80A01H501U',
    address: { street: ['Via del Corso 101'], city: 'Roma', postcode: '00186', region_code: 'RM', telephone: '+39 333 1234567' },
    review: { rating: 5, summary: 'Ottima qualità', text: 'Tessuto morbido e caldo, la taglia è giusta. Lo ricomprerei.' },
  },
  {
    email: 'giulia.bianchi@example.it',
    firstname: 'Giulia',
    lastname: 'Bianchi',
    tax_code: 'BNCGLI85M41F205B',
    address: { street: ['Corso Buenos Aires 23'], city: 'Milano', postcode: '20124', region_code: 'MI', telephone: '02 1234567' },
    review: { rating: 4, summary: "Bello, veste un po' grande", text: 'Colore identico alla foto; consiglio una taglia in meno.' },
  },
] as const;

export const DEMO_CUSTOMER_EMAILS: readonly string[] = DEMO.map((demo) => demo.email);

/**
 * Demo customers with an address, a paid order and a review, so a person trying the shop can log in
 * and see the account pages filled. Skipped when they exist already.
 */
export async function seedDemoCustomers(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select(['uid', 'sku', 'name', 'regular_price_cents', 'special_price_cents'])
    .where('type', '=', 'SimpleProduct')
    .orderBy('uid')
    .limit(DEMO.length)
    .execute();
  let created = 0;
  for (const [index, demo] of DEMO.entries()) {
    const product = products[index % products.length];
    if (!product) break;
    const customer = await db
      .insertInto('customers')
      .values({ email: demo.email, firstname: demo.firstname, lastname: demo.lastname, tax_code: demo.tax_code, password_hash: DEMO_PASSWORD_HASH })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!customer) continue;
    created += 1;
    const address: StoredAddress = {
      firstname: demo.firstname,
      lastname: demo.lastname,
      company: null,
      street: [...demo.address.street],
      city: demo.address.city,
      postcode: demo.address.postcode,
      region_code: demo.address.region_code,
      country_code: 'IT',
      telephone: demo.address.telephone,
      fiscal_code: demo.tax_code,
    };
    await db
      .insertInto('customer_addresses')
      .values({ ...address, customer_id: customer.id, default_shipping: true, default_billing: true })
      .execute();
    const cartId = newToken();
    await db.insertInto('carts').values({ id: cartId, customer_id: customer.id, status: 'ordered', email: demo.email }).execute();
    const price = product.special_price_cents ?? product.regular_price_cents;
    const shipping = price >= 10_000 ? 0 : 500;
    const { rows } = await sql<{ number: string }>`select nextval('order_number_seq')::text as number`.execute(db);
    const order = await db
      .insertInto('orders')
      .values({
        number: rows[0].number,
        cart_id: cartId,
        idempotency_key: `demo-${index}`,
        customer_id: customer.id,
        email: demo.email,
        status: 'processing',
        subtotal_cents: price,
        discount_cents: 0,
        shipping_cents: shipping,
        gift_card_cents: 0,
        grand_total_cents: price + shipping,
        coupon_code: null,
        shipping_address: JSON.stringify(address),
        billing_address: JSON.stringify(address),
        shipping_method: 'bottega/standard',
        payment_method: 'xpay',
        business_data: null,
        note: null,
        paid_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        sku: product.sku,
        product_uid: product.uid,
        name: product.name,
        options: '[]',
        quantity: 1,
        price_cents: price,
        regular_price_cents: product.regular_price_cents,
      })
      .execute();
    await db
      .insertInto('product_reviews')
      .values({ product_uid: product.uid, customer_id: customer.id, nickname: demo.firstname, ...demo.review })
      .execute();
  }
  return created;
}
