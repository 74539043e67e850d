import { sql, type Kysely } from 'kysely';
import * as catalog from './001_catalog';
import * as commerce from './002_commerce';
import * as facetValues from './003_facet_values';
import * as paymentSecurity from './004_payment_security';
import * as stockReservation from './005_stock_reservation';
import * as demoDataOut from './006_demo_data_out_of_migrations';
import * as mailDelivery from './007_mail_delivery';
import * as catalogVersion from './008_catalog_version';
import * as contentVersion from './009_content_version';
import * as catalogVersionOnEveryEdit from './010_catalog_version_on_every_edit';
import * as catalogChanges from './011_catalog_changes';
import * as emailConfirmations from './012_email_confirmations';
import * as updatedAt from './013_updated_at';
import * as termsAccepted from './014_terms_accepted';
import * as oneContactPage from './015_one_contact_page';
import * as cartFormKeys from './016_cart_form_keys';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration works on the schema as it was then, which today's types do not describe (Kysely's advice for migrations)
type AnySchema = Kysely<any>;

interface Migration {
  name: string;
  up(db: AnySchema): Promise<void>;
}

/** Every migration, in order. Append only: a deployed migration never changes. */
export const migrations: Migration[] = [
  { name: '001_catalog', up: catalog.up },
  { name: '002_commerce', up: commerce.up },
  { name: '003_facet_values', up: facetValues.up },
  { name: '004_payment_security', up: paymentSecurity.up },
  { name: '005_stock_reservation', up: stockReservation.up },
  { name: '006_demo_data_out_of_migrations', up: demoDataOut.up },
  { name: '007_mail_delivery', up: mailDelivery.up },
  { name: '008_catalog_version', up: catalogVersion.up },
  { name: '009_content_version', up: contentVersion.up },
  { name: '010_catalog_version_on_every_edit', up: catalogVersionOnEveryEdit.up },
  { name: '011_catalog_changes', up: catalogChanges.up },
  { name: '012_email_confirmations', up: emailConfirmations.up },
  { name: '013_updated_at', up: updatedAt.up },
  { name: '014_terms_accepted', up: termsAccepted.up },
  { name: '015_one_contact_page', up: oneContactPage.up },
  { name: '016_cart_form_keys', up: cartFormKeys.up },
];

/** Applies the migrations not yet recorded, each in its own transaction, under an advisory lock so instances starting together take turns. */
export async function migrate(db: AnySchema): Promise<string[]> {
  await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(4242001)`.execute(trx);
      const done = await trx.selectFrom('schema_migrations').select('name').where('name', '=', migration.name).executeTakeFirst();
      if (done) return false;
      await migration.up(trx);
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}

/** The migrations of this release that the database has not recorded: every one on an empty database. */
export async function pendingMigrations(db: AnySchema): Promise<string[]> {
  // to_regclass follows the search path, as the migrations do: a schema of its own counts alone.
  const { rows } = await sql<{ table: string | null }>`select to_regclass('schema_migrations')::text as table`.execute(db);
  if (!rows[0]?.table) return migrations.map((migration) => migration.name);
  const recorded = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((row: { name: string }) => row.name));
  return migrations.map((migration) => migration.name).filter((name) => !recorded.has(name));
}

/** Refuses a process that does not migrate (production web, worker) on a database missing this release's migrations, whose schema its statements would not meet. */
export async function assertSchemaCurrent(db: AnySchema): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length)
    throw new Error(
      `The database schema is not current: ${pending.length} migration(s) of this release not applied (${pending.join(', ')}). Run \`node dist/migrate.js\` with this release and the same DATABASE_URL first; this process does not migrate.`,
    );
}
