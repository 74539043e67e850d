import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { generateCatalog } from './catalog';
import { seedBlocks, seedPages, seedRedirects } from './cms';

export interface SeedResult {
  products: number;
  variants: number;
  categories: number;
  blocks: number;
  pages: number;
}

// Stay well below PostgreSQL's 65,535 bind parameters per statement.
const BATCH_ROWS = 1000;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await insert(rows.slice(start, start + BATCH_ROWS));
}

/** Loads the generated catalog and CMS content into a database with no catalog; instances starting together take turns on an advisory lock. */
export async function seedIfEmpty(db: Kysely<Database>, options: { products: number }): Promise<SeedResult | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(4242002)`.execute(trx);
    const existing = await trx.selectFrom('categories').select('uid').limit(1).executeTakeFirst();
    if (existing) return null;
    const catalog = generateCatalog(options);
    const blocks = seedBlocks();
    const pages = seedPages();
    await trx.insertInto('categories').values(catalog.categories).execute();
    await insertBatches(catalog.products, (batch) =>
      trx
        .insertInto('products')
        .values(batch.map((product) => ({ ...product, attributes: JSON.stringify(product.attributes) })))
        .execute(),
    );
    await insertBatches(catalog.variants, (batch) => trx.insertInto('product_variants').values(batch).execute());
    await trx.insertInto('attribute_options').values(catalog.attributeOptions).execute();
    await insertBatches(
      catalog.searchWords.map((word) => ({ word })),
      (batch) => trx.insertInto('search_words').values(batch).execute(),
    );
    await trx
      .insertInto('cms_blocks')
      .values(blocks.map((block) => ({ ...block, data: JSON.stringify(block.data) })))
      .execute();
    await trx.insertInto('cms_pages').values(pages).execute();
    await trx.insertInto('url_redirects').values(seedRedirects()).execute();
    return {
      products: catalog.products.length,
      variants: catalog.variants.length,
      categories: catalog.categories.length,
      blocks: blocks.length,
      pages: pages.length,
    };
  });
}
