import type { CatalogTables } from './schema.catalog';
import type { CommerceTables } from './schema.commerce';

/** Every table the API reads or writes, as Kysely sees them. */
export interface Database extends CatalogTables, CommerceTables {}
