import { sql, type Kysely } from 'kysely';

/** Each product's facet values as one text array generated from `attributes`, so facet counts unnest it rather than expand every match's JSON. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function attribute_facet_values(attributes jsonb) returns text[] language sql immutable as $$
      select coalesce(array_agg(a.key || '::' || v.id order by a.key, v.id), '{}')
      from jsonb_each(attributes) a cross join lateral jsonb_array_elements_text(a.value) v(id)
    $$`.execute(db);
  await sql`alter table products add column facet_values text[] not null generated always as (attribute_facet_values(attributes)) stored`.execute(db);
}
