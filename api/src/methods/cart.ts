import { sql } from 'kysely';
import type { cartMethods } from '@bottega/api-contract';
import { isValidPec, isValidVatNumber, normaliseVatNumber } from '@bottega/api-contract';
import { rateLimit } from '../rateLimit';
import type { Context } from '../context';
import type { Handlers } from './handler';
import { HttpError } from '../httpError';
import { requireCustomerId } from '../auth/session';
import { messages } from '../commerce/messages';
import { couponError } from '../commerce/totals';
import { addLineStatement, itemOf, raiseLine, setLineQuantity } from './cart.lines';
import { assertSameCart, changeAtOnce, changeCart, changeExistingCart, resolveCartId } from './cart.store';
import { PAYMENT_METHODS, cartCoupon, cartState, cartView, findSellable, type UserError } from './cart.view';

/** Coupon and gift-card codes one client may try per window (before RATE_LIMIT_SCALE): enough for typos, too few to guess. */
export const CODE_ATTEMPTS = { limit: 10, window: 600 };

/**
 * Takes an add-to-cart form's key for the shopper's cart, made now if they have none (a guest's first
 * add): false when that cart has taken it already, the same form posted twice. Guests who were drawn
 * the same form (a kept guest render) each take it for a cart of their own.
 */
async function takeFormKey(ctx: Context, requestedId: string | null, key: string): Promise<boolean> {
  const cartId = await resolveCartId(ctx, ctx.db, { create: true });
  assertSameCart(requestedId, cartId);
  const taken = await ctx.db
    .insertInto('cart_form_keys')
    .values({ cart_id: cartId!, key })
    .onConflict((oc) => oc.doNothing())
    .returning('key')
    .executeTakeFirst();
  return taken !== undefined;
}

export const cartHandlers: Handlers<typeof cartMethods> = {
  async cart(ctx, requestedId) {
    const cartId = await resolveCartId(ctx, ctx.db, { create: false });
    assertSameCart(requestedId, cartId);
    return cartView(ctx, ctx.db, cartId);
  },

  async customerCart(ctx) {
    await requireCustomerId(ctx);
    return cartView(ctx, ctx.db, await resolveCartId(ctx, ctx.db, { create: true }));
  },

  async addProductsToCart(ctx, requestedId, lines, formKey) {
    if (formKey && !(await takeFormKey(ctx, requestedId, formKey))) {
      const cartId = await resolveCartId(ctx, ctx.db, { create: false });
      return { cart: await cartView(ctx, ctx.db, cartId), user_errors: [], repeated: true };
    }
    let cartId: string | null = null;
    const userErrors: UserError[] = [];
    // Each line on its own: one product that cannot be added never blocks the others.
    for (const line of lines) {
      const added = await changeAtOnce(ctx, requestedId, (cart) => addLineStatement(cart, line));
      if (added) {
        cartId = added;
        continue;
      }
      // No cart yet, options to resolve, a product that cannot be added: find out which, in a transaction.
      const careful = await changeCart(ctx, requestedId, async (trx, id) => {
        const sellable = await findSellable(trx, line);
        return 'code' in sellable ? sellable : await raiseLine(trx, id, sellable, line.quantity);
      });
      cartId = careful.cartId;
      if (careful.value) userErrors.push(careful.value);
    }
    return { cart: await cartView(ctx, ctx.db, cartId), user_errors: userErrors };
  },

  async removeItemFromCart(ctx, requestedId, uid) {
    return setLineQuantity(ctx, requestedId, uid, 0);
  },

  async updateCartItemQuantity(ctx, requestedId, uid, quantity) {
    return setLineQuantity(ctx, requestedId, uid, quantity);
  },

  async bulkUpdateCart(ctx, requestedId, quantities, subtract) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      for (const [uid, delta] of Object.entries(quantities)) {
        const line = await itemOf(trx, cartId, uid);
        if (delta === 0) continue;
        if (subtract) {
          const removed = await trx.deleteFrom('cart_items').where('id', '=', line.id).where('quantity', '<=', delta).executeTakeFirst();
          if (Number(removed.numDeletedRows) === 0) {
            await trx
              .updateTable('cart_items')
              .set({ quantity: sql`quantity - ${delta}` })
              .where('id', '=', line.id)
              .execute();
          }
          continue;
        }
        const problem = await raiseLine(trx, cartId, line.sellable, delta);
        if (problem) throw new HttpError(409, `${line.sellable.name}: ${problem.message}`);
      }
    });
  },

  async setCartNote(ctx, requestedId, note) {
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      await trx
        .updateTable('carts')
        .set({ note: note.trim() === '' ? null : note.trim() })
        .where('id', '=', id)
        .execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async applyCouponToCart(ctx, requestedId, rawCode) {
    await rateLimit(ctx, 'coupon', CODE_ATTEMPTS.limit, CODE_ATTEMPTS.window);
    const code = rawCode.trim().toUpperCase();
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      const coupon = await cartCoupon(trx, code);
      if (!coupon) throw new HttpError(400, messages.couponInvalid);
      const { row, totals } = await cartState(ctx, trx, id);
      if (row.coupon_code && row.coupon_code !== code) throw new HttpError(409, messages.couponAlreadyApplied);
      const problem = couponError(coupon, totals.subtotalCents, new Date());
      if (problem) throw new HttpError(400, problem);
      await trx.updateTable('carts').set({ coupon_code: code }).where('id', '=', id).execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async removeCouponFromCart(ctx, requestedId) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      await trx.updateTable('carts').set({ coupon_code: null }).where('id', '=', cartId).execute();
    });
  },

  async applyGiftCardToCart(ctx, requestedId, rawCode) {
    await rateLimit(ctx, 'gift-card', CODE_ATTEMPTS.limit, CODE_ATTEMPTS.window);
    const code = rawCode.trim().toUpperCase();
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      const card = await trx.selectFrom('gift_cards').selectAll().where('code', '=', code).executeTakeFirst();
      const usable = card && card.balance_cents > 0 && !(card.expires_at && card.expires_at.getTime() <= Date.now());
      if (!usable) throw new HttpError(400, messages.giftCardUnable);
      await trx
        .insertInto('cart_gift_cards')
        .values({ cart_id: id, code })
        .onConflict((oc) => oc.doNothing())
        .execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async removeGiftCardFromCart(ctx, requestedId, rawCode) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      const removed = await trx.deleteFrom('cart_gift_cards').where('cart_id', '=', cartId).where('code', '=', rawCode.trim().toUpperCase()).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, messages.giftCardNotApplied);
    });
  },

  async setBusinessData(ctx, requestedId, data) {
    if (data) {
      if (!isValidVatNumber(data.vat_number)) throw new HttpError(400, messages.invalidVat);
      if (data.pec && !isValidPec(data.pec)) throw new HttpError(400, messages.invalidPec);
      if (!data.pec && !data.sdi_code) throw new HttpError(400, messages.pecOrSdi);
    }
    const stored = data
      ? JSON.stringify({ company: data.company.trim(), vat_number: normaliseVatNumber(data.vat_number), pec: data.pec?.toLowerCase() ?? null, sdi_code: data.sdi_code ?? null })
      : null;
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      await trx.updateTable('carts').set({ business_data: stored }).where('id', '=', id).execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },

  async clearCart(ctx, requestedId) {
    return changeExistingCart(ctx, requestedId, async (trx, cartId) => {
      await trx.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
    });
  },

  async setPaymentMethodOnCart(ctx, requestedId, code) {
    if (!PAYMENT_METHODS.some((method) => method.code === code)) throw new HttpError(400, messages.paymentMethodUnavailable);
    const { cartId } = await changeCart(ctx, requestedId, async (trx, id) => {
      await trx.updateTable('carts').set({ payment_method: code }).where('id', '=', id).execute();
    });
    return cartView(ctx, ctx.db, cartId);
  },
};
