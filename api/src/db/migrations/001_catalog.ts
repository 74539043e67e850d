import { sql, type Kysely } from 'kysely';

/** The catalog: categories, products and variants, facets, search vocabulary, CMS, contact requests. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);

  await sql`
    create table categories (
      uid text primary key,
      parent_uid text references categories(uid),
      name text not null,
      url_key text not null,
      url_path text not null unique,
      position int not null default 0,
      include_in_menu boolean not null default true,
      excluded_from_search boolean not null default false
    )`.execute(db);
  await sql`create index categories_parent on categories (parent_uid, position)`.execute(db);

  await sql`
    create table products (
      uid text primary key,
      sku text not null unique,
      type text not null check (type in ('SimpleProduct', 'ConfigurableProduct', 'VirtualProduct', 'BundleProduct')),
      name text not null,
      brand text not null,
      merchant_sku text not null,
      url_key text not null unique,
      description text not null,
      kind text not null,
      regular_price_cents int not null check (regular_price_cents >= 0),
      special_price_cents int check (special_price_cents >= 0),
      stock_qty int not null default 0 check (stock_qty >= 0),
      low_stock_threshold int not null default 5,
      category_uids text[] not null default '{}',
      attributes jsonb not null default '{}',
      position int not null default 0,
      created_at timestamptz not null default now(),
      search_vector tsvector,
      search_name text
    )`.execute(db);
  // unaccent() is only STABLE, so a trigger fills the search columns rather than generated columns.
  await sql`
    create function products_search_refresh() returns trigger language plpgsql as $$
    begin
      new.search_vector :=
        setweight(to_tsvector('italian', unaccent(new.name)), 'A') ||
        setweight(to_tsvector('italian', unaccent(new.brand)), 'B') ||
        setweight(to_tsvector('italian', unaccent(new.description)), 'C');
      new.search_name := lower(unaccent(new.name || ' ' || new.brand));
      return new;
    end $$`.execute(db);
  await sql`
    create trigger products_search before insert or update of name, brand, description on products
    for each row execute function products_search_refresh()`.execute(db);
  await sql`create index products_search_vector on products using gin (search_vector)`.execute(db);
  await sql`create index products_search_name on products using gin (search_name gin_trgm_ops)`.execute(db);
  await sql`create index products_categories on products using gin (category_uids)`.execute(db);
  await sql`create index products_attributes on products using gin (attributes jsonb_path_ops)`.execute(db);
  await sql`create index products_final_price on products ((coalesce(special_price_cents, regular_price_cents)))`.execute(db);
  await sql`create index products_position on products (position)`.execute(db);
  await sql`create index products_created on products (created_at desc)`.execute(db);

  await sql`
    create table product_variants (
      sku text primary key,
      product_uid text not null references products(uid) on delete cascade,
      color text not null,
      color_label text not null,
      size text not null,
      stock_qty int not null default 0 check (stock_qty >= 0),
      merchant_sku text not null,
      unique (product_uid, color, size)
    )`.execute(db);

  await sql`
    create table attribute_options (
      attribute_code text not null,
      value_id text not null,
      label text not null,
      position int not null default 0,
      swatch text,
      primary key (attribute_code, value_id)
    )`.execute(db);

  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`.execute(db);

  await sql`
    create table cms_blocks (
      identifier text primary key,
      title text not null,
      content text not null default '',
      data jsonb not null default '{}'
    )`.execute(db);
  await sql`
    create table cms_pages (
      identifier text primary key,
      url_key text not null unique,
      title text not null,
      content text not null,
      meta_description text not null default ''
    )`.execute(db);
  await sql`
    create table url_redirects (
      from_path text primary key,
      to_path text not null,
      status int not null default 301
    )`.execute(db);
  await sql`
    create table contact_requests (
      id serial primary key,
      name text not null,
      email text not null,
      telephone text,
      comment text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}
