import { sql, type Kysely } from 'kysely';

/**
 * Each product's facet values as one text array (`brand::…`, `color::blu`, `dimensione::m`…),
 * generated from `attributes`: facet counts unnest it instead of expanding the JSON of every
 * matching product at each search, which took most of a first-time search.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function attribute_facet_values(attributes jsonb) returns text[] language sql immutable as $$
      select coalesce(array_agg(a.key || '::' || v.id order by a.key, v.id), '{}')
      from jsonb_each(attributes) a cross join lateral jsonb_array_elements_text(a.value) v(id)
    $$`.execute(db);
  await sql`alter table products add column facet_values text[] not null generated always as (attribute_facet_values(attributes)) stored`.execute(db);
}
