// The cart team's answers to the shopper's forms (docs/adr/0038-shopper-actions-as-html-forms.md),
// loaded by its renderer only: each calls the API as the shopper and says where the browser goes.
import { ApiError } from '@bottega/api-contract';
import { pageWithStatus } from '@bottega/fragment-kit/posted-forms';
import type { FormHandler, FormHandlers } from '@bottega/fragment-kit/form';
import { addToCart, applyCoupon, loadCartById, applyGiftCard, clearCart, removeCoupon, removeGiftCard, removeLine, setLineQuantity, setNote } from './features/cart/cart.api';
import { noteProblem } from './features/cart/cart.rules';
import { ADD_TO_CART, lineOfForm, type AddOutcome } from './features/add-to-cart/addToCart.form';
import { cartActions, cartFormFields, type FailedOutcome } from './features/cart/cart.form';
import { addToWishlist, findWishlistItem, loadProductOptions, lookupSku, removeFromWishlist, updateWishlistQuantity } from './features/wishlist/wishlist.api';
import { postedChoice, WISHLIST_HEART, wishlistActions, wishlistFormFields } from './features/wishlist/wishlist.form';
import { chosenVariant, moveOutcome, moveToCartPlan, needsChoice } from './features/wishlist/wishlist.rules';

/** What an API error means for a form that changed nothing: a stale cart is the 409 unless the action says otherwise. */
function failure(error: unknown, refused?: { status: 400 | 409; outcome: string }): string {
  if (error instanceof ApiError && refused && (error.statusCode === refused.status || (refused.status === 400 && error.statusCode === 404))) return refused.outcome;
  if (error instanceof ApiError && error.statusCode === 409) return 'outdated' satisfies FailedOutcome;
  if (error instanceof ApiError && error.statusCode === 400) return 'invalid' satisfies FailedOutcome;
  return 'failed' satisfies FailedOutcome;
}

/** What the API's answer to an add means for the shopper. */
async function add(fields: Record<string, string>): Promise<AddOutcome> {
  const asked = lineOfForm(fields);
  if (!asked) return 'invalid';
  try {
    // No cart id: an add goes to whichever cart is the shopper's now, as the island's does (docs/adr/0014-cart-owns-add-to-cart.md).
    const result = await addToCart(null, [asked.line], asked.key);
    if (result.repeated) return 'repeated';
    const error = result.user_errors[0];
    if (!error) return 'added';
    if (error.code === 'INSUFFICIENT_STOCK') return 'in-cart-limit';
    // A configurable product posted before its colour and size were chosen (product rule §5).
    if (error.code === 'UNDEFINED' && !asked.line.selected_options) return 'choose-options';
    return 'cannot-add';
  } catch (error) {
    return failure(error) as AddOutcome;
  }
}

/** A cart page or wishlist card form: its fields checked by `schema`, then `change` asked of the API, its outcome said on the page. */
function checkedForm<T>(
  action: string,
  schema: { safeParse(fields: unknown): { success: true; data: T } | { success: false } },
  change: (fields: T) => Promise<string>,
): FormHandler {
  return async ({ fields, page }) => {
    const parsed = schema.safeParse(fields);
    const outcome = parsed.success ? await change(parsed.data) : ('invalid' satisfies FailedOutcome);
    return pageWithStatus(page, { action, outcome });
  };
}

/** Applies a code, or says it is missing or refused (the API's 400 or 404: unknown, expired, spent). */
const applied =
  (kind: 'coupon' | 'gift-card', apply: (cart: string, code: string) => Promise<unknown>) =>
  async ({ cart, code }: { cart: string; code: string }) => {
    if (code.trim() === '') return `${kind}-missing`;
    return apply(cart, code.trim()).then(
      () => `${kind}-applied`,
      (error: unknown) => failure(error, { status: 400, outcome: `${kind}-refused` }),
    );
  };

/** Runs a change whose success has one outcome. */
const settled = (work: Promise<unknown>, done: string, refused?: { status: 400 | 409; outcome: string }) =>
  work.then(
    () => done,
    (error: unknown) => failure(error, refused),
  );

/** A heart's press: the state the page showed says which way it goes, and the wishlist as it is now
 * whether anything is left to do, so a repeated post neither adds twice nor undoes the first. */
async function heart(sku: string, shownSaved: boolean): Promise<string> {
  try {
    const entry = await lookupSku(sku);
    if (!shownSaved) {
      if (!entry) await addToWishlist(sku, 1);
      return 'added';
    }
    if (entry) await removeFromWishlist(entry.id);
    return 'removed';
  } catch (error) {
    return failure(error);
  }
}

/** A wishlist card's change that failed: the item already gone (posted twice, another tab) is the API's 404. */
const wishlistFailure = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 404 ? 'missing' : error instanceof ApiError && error.statusCode === 400 ? 'invalid' : 'failed';

/** Product rule §4: the item leaves the wishlist only once the cart has taken it; it is read again, so one already moved is
 * said. Its removal goes first, as only one of two identical posts can remove it (no double add); a refused add saves it back. */
async function moveToCart(fields: Record<string, string>): Promise<string> {
  const parsed = wishlistFormFields.item.safeParse(fields);
  if (!parsed.success) return 'invalid';
  try {
    const item = await findWishlistItem(parsed.data.item);
    if (!item) return 'missing';
    const options = needsChoice(item) ? await loadProductOptions(item.product.uid) : null;
    const variant = options ? chosenVariant(options, postedChoice(options, fields)) : undefined;
    const plan = moveToCartPlan(item, variant);
    if (!plan.ok) return needsChoice(item) ? (variant ? 'variant-unavailable' : 'choose-options') : 'cannot-add';
    await removeFromWishlist(item.id);
    const added = await addToCart(null, [plan.line]).then(
      (result) => moveOutcome(plan.line.sku, result.user_errors).kind === 'moved',
      () => false,
    );
    if (added) return 'moved';
    await addToWishlist(item.product.sku, item.qty).catch(() => undefined);
    return 'cannot-add';
  } catch (error) {
    return wishlistFailure(error);
  }
}

/** A card's − or + (the quantity shown and its step) or a typed quantity; 0 removes the item (product rule §4). */
async function setWishlistQuantity({ item, quantity, step }: { item: string; quantity: string; step?: string }): Promise<string> {
  const next = Number(quantity) + Number(step ?? 0);
  const change = next > 0 ? updateWishlistQuantity(item, next).then(() => 'quantity-changed') : removeFromWishlist(item).then(() => 'removed');
  return change.catch(wishlistFailure);
}

const skuField = /^[A-Za-z0-9_-]{1,64}$/;

export const forms: FormHandlers = {
  [ADD_TO_CART]: async ({ fields, page }) => pageWithStatus(page, { action: ADD_TO_CART, outcome: await add(fields), subject: fields.sku }),
  [WISHLIST_HEART]: async ({ fields, page }) => {
    const sku = fields.sku ?? '';
    const outcome = skuField.test(sku) && (fields.saved === '0' || fields.saved === '1') ? await heart(sku, fields.saved === '1') : 'invalid';
    return pageWithStatus(page, { action: WISHLIST_HEART, outcome, subject: sku });
  },
  // The stepper's − and + post the quantity shown and their step; typing a number and Enter posts that number.
  [cartActions.quantity]: checkedForm(cartActions.quantity, cartFormFields.quantity, ({ cart, line, quantity, step }) => {
    const next = Number(quantity) + Number(step ?? 0);
    if (next < 1) return settled(removeLine(cart, line), 'line-removed');
    // The API says 409 both for a stale cart and for more than the stock: asking for the cart tells them apart.
    return setLineQuantity(cart, line, next).then(
      () => 'quantity-changed',
      async (error: unknown) =>
        error instanceof ApiError &&
        error.statusCode === 409 &&
        (await loadCartById(cart).then(
          () => true,
          () => false,
        ))
          ? 'quantity-refused'
          : failure(error),
    );
  }),
  [cartActions.remove]: checkedForm(cartActions.remove, cartFormFields.line, ({ cart, line }) => settled(removeLine(cart, line), 'line-removed')),
  [cartActions.coupon]: checkedForm(cartActions.coupon, cartFormFields.code, applied('coupon', applyCoupon)),
  [cartActions.removeCoupon]: checkedForm(cartActions.removeCoupon, cartFormFields.cart, ({ cart }) => settled(removeCoupon(cart), 'coupon-removed')),
  [cartActions.giftCard]: checkedForm(cartActions.giftCard, cartFormFields.code, applied('gift-card', applyGiftCard)),
  [cartActions.removeGiftCard]: checkedForm(cartActions.removeGiftCard, cartFormFields.code, ({ cart, code }) => settled(removeGiftCard(cart, code), 'gift-card-removed')),
  [wishlistActions.remove]: checkedForm(wishlistActions.remove, wishlistFormFields.item, ({ item }) => removeFromWishlist(item).then(() => 'removed', wishlistFailure)),
  [wishlistActions.quantity]: checkedForm(wishlistActions.quantity, wishlistFormFields.quantity, setWishlistQuantity),
  [wishlistActions.move]: async ({ fields, page }) => pageWithStatus(page, { action: wishlistActions.move, outcome: await moveToCart(fields) }),
  // Emptying an empty cart changes nothing, so a second post answers as the first; a cart replaced since is the API's 409.
  [cartActions.clear]: checkedForm(cartActions.clear, cartFormFields.cart, ({ cart }) => settled(clearCart(cart), 'cart-cleared')),
  // The note's rule is checked here as the island checks it, before the API is asked (product rule §3, cart note).
  [cartActions.note]: checkedForm(cartActions.note, cartFormFields.note, async ({ cart, note }) =>
    noteProblem(note) ? 'note-refused' : settled(setNote(cart, note.trim()), 'note-saved'),
  ),
};
