import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_CUSTOMER_EMAILS, DEMO_PASSWORD_HASH, seedDemoCustomers } from '../commerce/demo-customers';

type Db = Kysely<Database> | Transaction<Database>;

/** Coupons to try in the demo shop; docs/api.md lists them with what each one shows. */
export const DEMO_COUPONS = [
  { code: 'BENVENUTO10', label: 'Sconto benvenuto 10%', kind: 'percent', value: 10, min_subtotal_cents: 0, expires_at: null },
  { code: 'SCONTO20', label: 'Sconto 20 € su 100 €', kind: 'fixed', value: 2000, min_subtotal_cents: 10000, expires_at: null },
  { code: 'SPEDIZIONEGRATIS', label: 'Spedizione gratuita', kind: 'free_shipping', value: 0, min_subtotal_cents: 0, expires_at: null },
  { code: 'SALDI2025', label: 'Saldi invernali 2025', kind: 'percent', value: 30, min_subtotal_cents: 0, expires_at: new Date('2025-03-01T00:00:00Z') },
] as const;

/** Gift cards to try in the demo shop. */
export const DEMO_GIFT_CARDS = [
  { code: 'REGALO-25-BOTTEGA', balance_cents: 2500, expires_at: null },
  { code: 'REGALO-100-BOTTEGA', balance_cents: 10000, expires_at: null },
  { code: 'REGALO-ESAURITA', balance_cents: 0, expires_at: null },
  { code: 'REGALO-SCADUTA', balance_cents: 5000, expires_at: new Date('2025-01-01T00:00:00Z') },
] as const;

/** The demo's codes and accounts (DEMO_DATA), added at every start when missing; what exists stays, so a spent gift card stays spent. */
export async function seedDemo(db: Db): Promise<{ customers: number }> {
  await db
    .insertInto('coupons')
    .values(DEMO_COUPONS.map((coupon) => ({ ...coupon })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('gift_cards')
    .values(DEMO_GIFT_CARDS.map((card) => ({ ...card })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return { customers: await seedDemoCustomers(db) };
}

/** What of the demo a database holds, in words an operator can act on; empty when none. */
export async function demoDataIn(db: Db): Promise<string[]> {
  const found: string[] = [];
  const customers = await db
    .selectFrom('customers')
    .select('email')
    .where((eb) => eb.or([eb('email', 'in', DEMO_CUSTOMER_EMAILS), eb('password_hash', '=', DEMO_PASSWORD_HASH)]))
    .execute();
  for (const { email } of customers) found.push(`customer ${email} (demo account or its published password)`);
  const coupons = await db
    .selectFrom('coupons')
    .select('code')
    .where(
      'code',
      'in',
      DEMO_COUPONS.map((coupon) => coupon.code),
    )
    .execute();
  for (const { code } of coupons) found.push(`coupon ${code}`);
  const cards = await db
    .selectFrom('gift_cards')
    .select('code')
    .where(
      'code',
      'in',
      DEMO_GIFT_CARDS.map((card) => card.code),
    )
    .execute();
  for (const { code } of cards) found.push(`gift card ${code}`);
  return found;
}

/** Refuses a production start on a database holding demo accounts or codes, which anyone can read in this repository. */
export async function assertNoDemoData(db: Db): Promise<void> {
  const found = await demoDataIn(db);
  if (found.length) {
    throw new Error(
      `NODE_ENV=production refuses a database with demo data, whose passwords and codes are public: ${found.join('; ')}. Delete them (or start on a database seeded without DEMO_DATA).`,
    );
  }
}
