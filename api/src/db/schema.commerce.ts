import type { ColumnType, Generated } from 'kysely';

/** Filled by the database on insert; the application may still set it. */
type Created = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/** An address as carts and orders keep it (the contract's cart address). */
export interface StoredAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string;
  region_code: string | null;
  country_code: 'IT' | 'SM' | 'VA';
  telephone: string;
  fiscal_code: string | null;
}

export interface StoredBusinessData {
  company: string;
  vat_number: string;
  pec: string | null;
  sdi_code: string | null;
}

export interface CustomersTable {
  id: Generated<number>;
  /** Lower-case; unique. */
  email: string;
  firstname: string;
  lastname: string;
  tax_code: string;
  /** `scrypt$N$r$p$salt$hash` (base64). */
  password_hash: string;
  created_at: Created;
  updated_at: Created;
}

export interface CustomerTokensTable {
  /** sha256 of the token: a stolen database does not give working sessions. */
  token_hash: string;
  customer_id: number;
  expires_at: Date;
  created_at: Created;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  customer_id: number;
  expires_at: Date;
  used_at: Date | null;
  created_at: Created;
}

export type ConfirmationPurpose = 'register' | 'newsletter';

/** A link mailed to an address, waiting to be clicked (migration 012). */
export interface EmailConfirmationsTable {
  token_hash: string;
  purpose: ConfirmationPurpose;
  email: string;
  payload: Json<Record<string, unknown>>;
  network: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Created;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string;
  region_code: string | null;
  country_code: 'IT' | 'SM' | 'VA';
  telephone: string;
  fiscal_code: string | null;
  default_shipping: boolean;
  default_billing: boolean;
}

export type NewsletterStatus = 'SUBSCRIBED' | 'UNSUBSCRIBED';

export interface NewsletterSubscribersTable {
  email: string;
  firstname: string;
  lastname: string;
  status: NewsletterStatus;
  customer_id: number | null;
  created_at: Created;
  updated_at: Created;
}

export type CartStatus = 'active' | 'ordered' | 'merged';

export interface CartsTable {
  /** 128-bit random hex: the guest's `cart` cookie is a bearer capability. */
  id: string;
  customer_id: number | null;
  status: CartStatus;
  email: string | null;
  note: string | null;
  coupon_code: string | null;
  business_data: NullableJson<StoredBusinessData>;
  shipping_address: NullableJson<StoredAddress>;
  billing_address: NullableJson<StoredAddress>;
  /** `carrier_code/method_code`. */
  shipping_method: string | null;
  payment_method: string | null;
  /** Storefront base URL given at initCheckout, for links in the order e-mail. */
  created_at: Created;
  updated_at: Created;
}

export interface CartItemsTable {
  id: Generated<number>;
  cart_id: string;
  /** A simple product's sku or a variant's sku. */
  sku: string;
  product_uid: string;
  quantity: number;
  created_at: Created;
}

/** An add-to-cart form's key, taken once per cart (migration 016). */
export interface CartFormKeysTable {
  cart_id: string;
  key: string;
  created_at: Created;
}

export interface CartGiftCardsTable {
  cart_id: string;
  code: string;
  position: Generated<number>;
}

export type CouponKind = 'percent' | 'fixed' | 'free_shipping';

export interface CouponsTable {
  code: string;
  label: string;
  kind: CouponKind;
  /** Percent for `percent`, cents for `fixed`, unused for `free_shipping`. */
  value: number;
  min_subtotal_cents: number;
  expires_at: Date | null;
}

export interface GiftCardsTable {
  code: string;
  balance_cents: number;
  expires_at: Date | null;
}

export type OrderStatus = 'pending_payment' | 'processing' | 'canceled' | 'expired' | 'refund_needed';

export interface OrdersTable {
  id: Generated<number>;
  number: string;
  cart_id: string;
  idempotency_key: string;
  customer_id: number | null;
  email: string;
  status: OrderStatus;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  gift_card_cents: number;
  grand_total_cents: number;
  coupon_code: string | null;
  shipping_address: Json<StoredAddress>;
  billing_address: Json<StoredAddress>;
  shipping_method: string;
  payment_method: string;
  business_data: NullableJson<StoredBusinessData>;
  note: string | null;
  created_at: Created;
  paid_at: Date | null;
  /** When an order awaiting payment gives its stock back (null once it no longer waits). */
  reserved_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  client_ip: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the shopper accepted the terms of sale to place it (product rule §10); null on orders older than migration 012. */
  terms_accepted_at: ColumnType<Date | null, Date | undefined, never>;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  sku: string;
  product_uid: string;
  name: string;
  options: Json<{ label: string; value: string }[]>;
  quantity: number;
  price_cents: number;
  regular_price_cents: number;
}

export interface OrderGiftCardsTable {
  order_id: number;
  code: string;
  amount_cents: number;
}

export type PaymentStatus = 'started' | 'OK' | 'KO' | 'ANNULLO' | 'ERRORE';

export interface PaymentAttemptsTable {
  cod_trans: string;
  order_id: number;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  cod_aut: string | null;
  created_at: Created;
  completed_at: Date | null;
}

export interface WishlistsTable {
  id: string;
  customer_id: number | null;
  created_at: Created;
}

export interface WishlistItemsTable {
  id: Generated<number>;
  wishlist_id: string;
  sku: string;
  product_uid: string;
  qty: number;
  created_at: Created;
}

export interface ProductReviewsTable {
  id: Generated<number>;
  product_uid: string;
  customer_id: number | null;
  nickname: string;
  summary: string;
  text: string;
  rating: number;
  created_at: Created;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** What the message is (password-reset, order-confirmation), for tests and the development endpoint. */
  kind: string;
  created_at: Created;
  /** migrations/007_mail_delivery.ts */
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

export type MailStatus = 'kept' | 'queued' | 'sent' | 'failed';

export interface CommerceTables {
  customers: CustomersTable;
  customer_tokens: CustomerTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_confirmations: EmailConfirmationsTable;
  customer_addresses: CustomerAddressesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_form_keys: CartFormKeysTable;
  cart_gift_cards: CartGiftCardsTable;
  coupons: CouponsTable;
  gift_cards: GiftCardsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_gift_cards: OrderGiftCardsTable;
  payment_attempts: PaymentAttemptsTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  product_reviews: ProductReviewsTable;
  mail_outbox: MailOutboxTable;
}
