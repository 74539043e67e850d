import { inTransaction } from '../db/transaction';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { paymentReturnPath, type PaymentOutcome as OutcomeKind } from '@bottega/api-contract';
import type { Database } from '../db/schema';
import type { Config } from '../config';
import { sendMail } from '../mail/transport';
import { orderConfirmationMail } from '../mail/templates';
import { PAYMENT_PATHS } from './paths';
import { retakeOrder } from '../commerce/reservations';
import { isValidCodTrans, macMatches, readResult, requestMac, resultMac } from './xpay';

type Db = Kysely<Database> | Transaction<Database>;
type Deps = { db: Kysely<Database>; config: Config; log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void } };

export const CURRENCY = 'EUR';
export { PAYMENT_PATHS };

/** The storefront's only locale: where the provider and the cancel route send shoppers back. */
export const SHOP_BASE_PATH = '/it';

export interface PaymentOutcome {
  kind: OutcomeKind | 'invalid';
  orderNumber?: string;
  codTrans?: string;
  esito?: string;
}

/** A new payment attempt with its own codTrans, so a declined order can be paid again; 96 random bits keep it unguessable from the order number. */
export async function startAttempt(trx: Transaction<Database>, order: { id: number; number: string; grand_total_cents: number }): Promise<string> {
  const codTrans = `${order.number}-${randomBytes(12).toString('base64url')}`;
  if (!isValidCodTrans(codTrans)) throw new Error(`codTrans ${codTrans} breaks the provider's rule`);
  await trx
    .insertInto('payment_attempts')
    .values({ cod_trans: codTrans, order_id: order.id, amount_cents: order.grand_total_cents, currency: CURRENCY, status: 'started' })
    .execute();
  return codTrans;
}

/** Where the provider sends the shopper and its notification: only ever the configured public origin, never a client's `Host`. */
export function returnAddresses(config: Config) {
  return {
    url: config.publicOrigin + paymentReturnPath(SHOP_BASE_PATH),
    url_back: config.publicOrigin + PAYMENT_PATHS.cancel,
    urlpost: config.publicOrigin + PAYMENT_PATHS.notify,
  };
}

/** The form the browser posts to the payment page; the secret only signs it here. */
export function redirectFor(config: Config, attempt: { codTrans: string; amountCents: number; orderNumber: string; email: string }) {
  const importo = String(attempt.amountCents);
  return {
    endpoint: config.xpay.endpoint,
    fields: {
      alias: config.xpay.alias,
      importo,
      divisa: CURRENCY,
      codTrans: attempt.codTrans,
      ...returnAddresses(config),
      mac: requestMac({ codTrans: attempt.codTrans, divisa: CURRENCY, importo }, config.xpay.secret),
      languageId: 'ITA',
      descrizione: `Ordine ${attempt.orderNumber}`,
      mail: attempt.email,
    },
  };
}

/** Marks an order paid: the cart it came from is emptied and closed. */
export async function markPaid(trx: Transaction<Database>, orderId: number): Promise<void> {
  const order = await trx
    .updateTable('orders')
    .set({ status: 'processing', paid_at: new Date(), reserved_until: null })
    .where('id', '=', orderId)
    .returning('cart_id')
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('cart_items').where('cart_id', '=', order.cart_id).execute();
  await trx.updateTable('carts').set({ status: 'ordered', updated_at: new Date() }).where('id', '=', order.cart_id).execute();
}

/** The order confirmation e-mail, queued in the transaction that marks the order paid: both happen, or neither. */
export async function queueOrderConfirmation(deps: { db: Transaction<Database>; config: Config }, orderId: number): Promise<void> {
  const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const items = await deps.db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  await sendMail(
    deps,
    orderConfirmationMail({
      number: order.number,
      email: order.email,
      firstname: order.billing_address.firstname,
      items: items.map((item) => ({
        name: item.name,
        options: item.options.map((option) => `${option.label}: ${option.value}`).join(', '),
        quantity: item.quantity,
        rowTotalCents: item.price_cents * item.quantity,
      })),
      subtotalCents: order.subtotal_cents,
      discountCents: order.discount_cents,
      shippingCents: order.shipping_cents,
      giftCardCents: order.gift_card_cents,
      grandTotalCents: order.grand_total_cents,
      ordersLink: order.customer_id !== null ? `${deps.config.publicOrigin}/it/my-account/cronologia-ordini` : null,
      shopOrigin: deps.config.publicOrigin,
    }),
  );
}

function outcomeOf(status: string, orderNumber: string, codTrans: string, orderStatus?: string): PaymentOutcome {
  if (status === 'OK' && orderStatus === 'refund_needed') return { kind: 'refund_needed', orderNumber, codTrans, esito: status };
  const kind = status === 'OK' ? 'paid' : status === 'ANNULLO' ? 'cancelled' : status === 'started' ? 'pending' : 'declined';
  return { kind, orderNumber, codTrans, esito: status };
}

/** Money taken for an order the shop had given up (superseded, or expired with its stock sold): staff see it as `refund_needed` rather than lose it. */
async function flagRefundNeeded(trx: Transaction<Database>, deps: Deps, attempt: { order_id: number; cod_trans: string; number: string; order_status: string }): Promise<void> {
  await trx.updateTable('orders').set({ status: 'refund_needed' }).where('id', '=', attempt.order_id).execute();
  deps.log.warn(
    { order: attempt.number, codTrans: attempt.cod_trans, orderStatus: attempt.order_status },
    'payment authorised for an order no longer waiting for it: refund needed',
  );
}

/** Applies a signed result: MAC checked in constant time, amount and currency against the order, at most once per codTrans, as return and notification may come in either order or twice. */
export async function applyResult(deps: Deps, fields: Record<string, unknown>): Promise<PaymentOutcome> {
  const result = readResult(fields);
  if (!result) return { kind: 'invalid' };
  if (!macMatches(result.mac, resultMac(result, deps.config.xpay.secret))) {
    deps.log.warn({ codTrans: result.codTrans }, 'payment result with a wrong MAC ignored');
    return { kind: 'invalid', codTrans: result.codTrans };
  }
  return inTransaction(deps.db, async (trx): Promise<PaymentOutcome> => {
    const attempt = await lockedAttempt(trx, result.codTrans);
    if (!attempt) return { kind: 'invalid', codTrans: result.codTrans };
    // A cancel carries no signature, so a signed result that comes after it is the truth: only a signed outcome is final.
    if (attempt.status !== 'started' && attempt.status !== 'ANNULLO') return outcomeOf(attempt.status, attempt.number, attempt.cod_trans, attempt.order_status);
    if (result.importo !== String(attempt.amount_cents) || result.divisa !== attempt.currency || attempt.amount_cents !== attempt.grand_total_cents) {
      deps.log.error({ codTrans: result.codTrans, importo: result.importo, divisa: result.divisa }, 'payment result does not match the order');
      await trx.updateTable('payment_attempts').set({ status: 'ERRORE', completed_at: new Date() }).where('cod_trans', '=', attempt.cod_trans).execute();
      return { kind: 'invalid', orderNumber: attempt.number, codTrans: attempt.cod_trans };
    }
    if (result.esito === 'PEN') return outcomeOf(attempt.status, attempt.number, attempt.cod_trans);
    const status = result.esito === 'OK' ? 'OK' : result.esito === 'ANNULLO' ? 'ANNULLO' : result.esito === 'KO' ? 'KO' : 'ERRORE';
    // After a cancel only an authorisation changes anything: a signed KO or ANNULLO says the same.
    if (attempt.status === 'ANNULLO' && status !== 'OK') return outcomeOf('ANNULLO', attempt.number, attempt.cod_trans);
    await trx
      .updateTable('payment_attempts')
      .set({ status, cod_aut: result.codAut ?? null, completed_at: new Date() })
      .where('cod_trans', '=', attempt.cod_trans)
      .execute();
    if (status !== 'OK') return outcomeOf(status, attempt.number, attempt.cod_trans);
    // An order whose reservation ran out is still sold when all it took is still there.
    const payable = attempt.order_status === 'pending_payment' || (attempt.order_status === 'expired' && (await retakeOrder(trx, attempt.order_id)));
    if (!payable) {
      await flagRefundNeeded(trx, deps, attempt);
      return outcomeOf('OK', attempt.number, attempt.cod_trans, 'refund_needed');
    }
    await markPaid(trx, attempt.order_id);
    await queueOrderConfirmation({ db: trx, config: deps.config }, attempt.order_id);
    return outcomeOf('OK', attempt.number, attempt.cod_trans);
  });
}

/** Locks, in the order placeOrder takes them (cart, then order), the attempt's cart, order and attempt. */
async function lockedAttempt(db: Db, codTrans: string) {
  const owner = await db
    .selectFrom('payment_attempts as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .select('o.cart_id')
    .where('a.cod_trans', '=', codTrans)
    .executeTakeFirst();
  if (!owner) return undefined;
  await sql`select id from carts where id = ${owner.cart_id} for update`.execute(db);
  const rows = await sql<{
    cod_trans: string;
    order_id: number;
    amount_cents: number;
    currency: string;
    status: string;
    number: string;
    grand_total_cents: number;
    order_status: string;
    cart_id: string;
    customer_id: number | null;
  }>`
    select a.cod_trans, a.order_id, a.amount_cents, a.currency, a.status, o.number, o.grand_total_cents, o.status as order_status, o.cart_id, o.customer_id
    from payment_attempts a join orders o on o.id = a.order_id
    where a.cod_trans = ${codTrans}
    for update of a, o`.execute(db);
  return rows.rows[0];
}

/** Who is asking, as their cookies say: the guest cart they hold and the customer they are logged in as. */
export interface AttemptOwner {
  cartId?: string;
  customerId: number | null;
}

/** The shopper left the payment page (url_back): unsigned, so it only cancels an open attempt of the shopper whose order it is. */
export async function applyCancel(deps: Pick<Deps, 'db' | 'log'>, fields: Record<string, unknown>, owner: AttemptOwner): Promise<PaymentOutcome> {
  const codTrans = typeof fields.codTrans === 'string' ? fields.codTrans : '';
  return inTransaction(deps.db, async (trx) => {
    const attempt = await lockedAttempt(trx, codTrans);
    if (!attempt) return { kind: 'invalid' } satisfies PaymentOutcome;
    const owns = (owner.cartId !== undefined && owner.cartId === attempt.cart_id) || (owner.customerId !== null && owner.customerId === attempt.customer_id);
    if (!owns) {
      deps.log.warn({ codTrans }, 'payment cancel from someone other than the shopper ignored');
      return { kind: 'invalid' } satisfies PaymentOutcome;
    }
    if (attempt.status === 'started') {
      await trx.updateTable('payment_attempts').set({ status: 'ANNULLO', completed_at: new Date() }).where('cod_trans', '=', codTrans).execute();
      return outcomeOf('ANNULLO', attempt.number, codTrans);
    }
    return outcomeOf(attempt.status, attempt.number, codTrans);
  });
}

/** A MAC for an open attempt, only for its own amount and currency (docs/product-rules.md §7 `mac` call). */
export async function macForAttempt(deps: Pick<Deps, 'db' | 'config'>, fields: { codTrans: string; divisa: string; importo: string }): Promise<string | null> {
  const attempt = await deps.db.selectFrom('payment_attempts').selectAll().where('cod_trans', '=', fields.codTrans).where('status', '=', 'started').executeTakeFirst();
  if (!attempt || String(attempt.amount_cents) !== fields.importo || attempt.currency !== fields.divisa) return null;
  return requestMac(fields, deps.config.xpay.secret);
}
