import { sql, type Kysely } from 'kysely';

/**
 * Demo codes are public, so they leave the schema: unused ones are deleted here, and the demo seeds them at start (api/src/seed/demo.ts).
 * They are spelled out, as a migration is a snapshot that must not follow later code.
 */
const COUPONS = ['BENVENUTO10', 'SCONTO20', 'SPEDIZIONEGRATIS', 'SALDI2025'];
const GIFT_CARDS = ['REGALO-25-BOTTEGA', 'REGALO-100-BOTTEGA', 'REGALO-ESAURITA', 'REGALO-SCADUTA'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const coupons = sql.join(COUPONS.map((code) => sql.lit(code)));
  const cards = sql.join(GIFT_CARDS.map((code) => sql.lit(code)));
  await sql`update carts set coupon_code = null where coupon_code in (${coupons})`.execute(db);
  await sql`delete from coupons where code in (${coupons})`.execute(db);
  await sql`delete from cart_gift_cards where code in (${cards})`.execute(db);
  await sql`delete from gift_cards where code in (${cards}) and code not in (select code from order_gift_cards)`.execute(db);
}
