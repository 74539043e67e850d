import { sql, type Kysely } from 'kysely';

/** Customers, sessions, carts, wishlists, orders, payments, newsletter, reviews, mail outbox, and the coupons and gift cards of docs/api.md. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customers (
      id serial primary key,
      email text not null unique,
      firstname text not null,
      lastname text not null,
      tax_code text not null,
      password_hash text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table customer_tokens (
      token_hash text primary key,
      customer_id int not null references customers(id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index customer_tokens_customer on customer_tokens (customer_id)`.execute(db);
  await sql`
    create table password_reset_tokens (
      token_hash text primary key,
      customer_id int not null references customers(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table customer_addresses (
      id serial primary key,
      customer_id int not null references customers(id) on delete cascade,
      firstname text not null,
      lastname text not null,
      company text,
      street text[] not null,
      city text not null,
      postcode text not null,
      region_code text,
      country_code text not null check (country_code in ('IT', 'SM', 'VA')),
      telephone text not null,
      fiscal_code text,
      default_shipping boolean not null default false,
      default_billing boolean not null default false
    )`.execute(db);
  await sql`create index customer_addresses_customer on customer_addresses (customer_id)`.execute(db);
  await sql`
    create table newsletter_subscribers (
      email text primary key,
      firstname text not null,
      lastname text not null,
      status text not null check (status in ('SUBSCRIBED', 'UNSUBSCRIBED')),
      customer_id int references customers(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table coupons (
      code text primary key,
      label text not null,
      kind text not null check (kind in ('percent', 'fixed', 'free_shipping')),
      value int not null default 0 check (value >= 0),
      min_subtotal_cents int not null default 0,
      expires_at timestamptz
    )`.execute(db);
  await sql`
    create table gift_cards (
      code text primary key,
      balance_cents int not null check (balance_cents >= 0),
      expires_at timestamptz
    )`.execute(db);

  await sql`
    create table carts (
      id text primary key,
      customer_id int references customers(id) on delete cascade,
      status text not null default 'active' check (status in ('active', 'ordered', 'merged')),
      email text,
      note text,
      coupon_code text references coupons(code),
      business_data jsonb,
      shipping_address jsonb,
      billing_address jsonb,
      shipping_method text,
      payment_method text,
      checkout_base_url text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // One active cart per customer: two logins racing cannot make two.
  await sql`create unique index carts_one_active_per_customer on carts (customer_id) where status = 'active' and customer_id is not null`.execute(db);
  await sql`
    create table cart_items (
      id serial primary key,
      cart_id text not null references carts(id) on delete cascade,
      sku text not null,
      product_uid text not null references products(uid),
      quantity int not null check (quantity > 0),
      created_at timestamptz not null default now(),
      unique (cart_id, sku)
    )`.execute(db);
  await sql`
    create table cart_gift_cards (
      cart_id text not null references carts(id) on delete cascade,
      code text not null references gift_cards(code),
      position serial,
      primary key (cart_id, code)
    )`.execute(db);

  await sql`create sequence order_number_seq start 100000001`.execute(db);
  await sql`
    create table orders (
      id serial primary key,
      number text not null unique,
      cart_id text not null references carts(id),
      idempotency_key text not null,
      customer_id int references customers(id) on delete set null,
      email text not null,
      status text not null check (status in ('pending_payment', 'processing', 'canceled')),
      subtotal_cents int not null,
      discount_cents int not null,
      shipping_cents int not null,
      gift_card_cents int not null,
      grand_total_cents int not null check (grand_total_cents >= 0),
      coupon_code text,
      shipping_address jsonb not null,
      billing_address jsonb not null,
      shipping_method text not null,
      payment_method text not null,
      business_data jsonb,
      note text,
      created_at timestamptz not null default now(),
      paid_at timestamptz,
      unique (cart_id, idempotency_key)
    )`.execute(db);
  await sql`create index orders_customer on orders (customer_id, created_at desc)`.execute(db);
  await sql`
    create table order_items (
      id serial primary key,
      order_id int not null references orders(id) on delete cascade,
      sku text not null,
      product_uid text not null,
      name text not null,
      options jsonb not null default '[]',
      quantity int not null check (quantity > 0),
      price_cents int not null,
      regular_price_cents int not null
    )`.execute(db);
  await sql`create index order_items_order on order_items (order_id)`.execute(db);
  await sql`
    create table order_gift_cards (
      order_id int not null references orders(id) on delete cascade,
      code text not null references gift_cards(code),
      amount_cents int not null,
      primary key (order_id, code)
    )`.execute(db);
  await sql`
    create table payment_attempts (
      cod_trans text primary key,
      order_id int not null references orders(id) on delete cascade,
      amount_cents int not null,
      currency text not null,
      status text not null check (status in ('started', 'OK', 'KO', 'ANNULLO', 'ERRORE')),
      cod_aut text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index payment_attempts_order on payment_attempts (order_id, created_at)`.execute(db);

  await sql`
    create table wishlists (
      id text primary key,
      customer_id int unique references customers(id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table wishlist_items (
      id serial primary key,
      wishlist_id text not null references wishlists(id) on delete cascade,
      sku text not null,
      product_uid text not null references products(uid),
      qty int not null check (qty > 0),
      created_at timestamptz not null default now(),
      unique (wishlist_id, sku)
    )`.execute(db);

  await sql`
    create table product_reviews (
      id serial primary key,
      product_uid text not null references products(uid) on delete cascade,
      customer_id int references customers(id) on delete set null,
      nickname text not null,
      summary text not null,
      text text not null,
      rating int not null check (rating between 1 and 5),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index product_reviews_product on product_reviews (product_uid, created_at desc)`.execute(db);
  await sql`create index product_reviews_customer on product_reviews (customer_id, created_at desc)`.execute(db);

  await sql`
    create table mail_outbox (
      id serial primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      kind text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index mail_outbox_to on mail_outbox (to_address, id desc)`.execute(db);

  // Codes to try in the shop; docs/api.md lists them with what each one shows.
  await sql`
    insert into coupons (code, label, kind, value, min_subtotal_cents, expires_at) values
      ('BENVENUTO10', 'Sconto benvenuto 10%', 'percent', 10, 0, null),
      ('SCONTO20', 'Sconto 20 € su 100 €', 'fixed', 2000, 10000, null),
      ('SPEDIZIONEGRATIS', 'Spedizione gratuita', 'free_shipping', 0, 0, null),
      ('SALDI2025', 'Saldi invernali 2025', 'percent', 30, 0, '2025-03-01T00:00:00Z')`.execute(db);
  await sql`
    insert into gift_cards (code, balance_cents, expires_at) values
      ('REGALO-25-BOTTEGA', 2500, null),
      ('REGALO-100-BOTTEGA', 10000, null),
      ('REGALO-ESAURITA', 0, null),
      ('REGALO-SCADUTA', 5000, '2025-01-01T00:00:00Z')`.execute(db);
}
