import { z } from 'zod';
import { method } from './define';
import { sdiCodePattern } from './italian';
import { money, personName, plainText, productImage, selectedConfigurableOption, stockStatus, email, storedAddress } from './commerce-common';

/** A cart id as the `cart` cookie holds it; `null` means "the current cart of this shopper". */
const cartId = z.string().max(64).nullable();
const itemUid = z.string().regex(/^[1-9]\d{0,8}$/, 'Articolo non valido');
const quantity = z.number().int('Inserisci un numero intero').min(1, 'La quantità minima è 1').max(9999);

export const cartAddress = storedAddress;

export const shippingMethod = z.object({
  carrier_code: z.string(),
  method_code: z.string(),
  carrier_title: z.string(),
  method_title: z.string(),
  amount: money,
});

export const paymentMethod = z.object({ code: z.string(), title: z.string() });

export const cartItem = z.object({
  uid: z.string(),
  product: z.object({
    __typename: z.string(),
    uid: z.string(),
    sku: z.string(),
    /** The parent's sku for a variant of a configurable product. */
    parent_sku: z.string().nullable(),
    name: z.string(),
    url_key: z.string(),
    thumbnail: productImage,
    stock_status: stockStatus,
    only_x_left_in_stock: z.number().int().nullable(),
  }),
  quantity: z.number().int(),
  prices: z.object({ price: money, regular_price: money, row_total: money, row_regular_total: money }),
  configurable_options: z.array(selectedConfigurableOption),
  /** Set when the line cannot be bought as it is (stock fell after it was added): the shopper must change it. */
  error: z.string().nullable(),
  /** Set with `error`: the most units the line may hold now (0 when sold out), so the shopper can fit it to the stock. */
  max_quantity: z.number().int().nullable(),
});

export const businessData = z.object({
  company: z.string(),
  vat_number: z.string(),
  pec: z.string().nullable(),
  sdi_code: z.string().nullable(),
});

export const cart = z.object({
  /** `null` until the first product is added (the guest cart is created then). */
  id: z.string().nullable(),
  email: z.string().nullable(),
  items: z.array(cartItem),
  total_quantity: z.number().int(),
  prices: z.object({
    subtotal: money,
    subtotal_regular: money,
    discounts: z.array(z.object({ label: z.string(), amount: money })),
    shipping: money.nullable(),
    gift_cards: money,
    grand_total: money,
  }),
  applied_coupons: z.array(z.object({ code: z.string() })),
  applied_gift_cards: z.array(z.object({ code: z.string(), applied_balance: money, current_balance: money })),
  note: z.string().nullable(),
  business_data: businessData.nullable(),
  shipping_address: cartAddress.nullable(),
  billing_address: cartAddress.nullable(),
  selected_shipping_method: shippingMethod.nullable(),
  available_payment_methods: z.array(paymentMethod),
  selected_payment_method: paymentMethod.nullable(),
});
export type Cart = z.infer<typeof cart>;

export const cartUserError = z.object({
  code: z.enum(['PRODUCT_NOT_FOUND', 'NOT_SALABLE', 'INSUFFICIENT_STOCK', 'UNDEFINED']),
  message: z.string(),
  /** The sku of the line the error is about. */
  sku: z.string(),
});

const cartItemInput = z.strictObject({
  /** A simple product's sku or a variant's sku. */
  sku: z.string().min(1).max(64),
  quantity,
  /** For a variant: the configurable product's sku (checked against the variant's parent). */
  parent_sku: z.string().min(1).max(64).optional(),
  /** For a configurable product: the chosen `configurable_options[].values[].uid`s (colour and size). */
  selected_options: z.array(z.string().min(1).max(200)).max(5).optional(),
});

/** The add-to-cart form's key (a fresh one in every form the server draws): a form posted twice adds once. */
export const formKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Chiave del modulo non valida');

const sdiCode = z.string().regex(sdiCodePattern, 'Codice SDI non valido');

export const cartMethods = {
  cart: method('The guest cart named by the `cart` cookie (or the customer cart when logged in).', z.tuple([cartId.optional()]), cart),
  customerCart: method("The logged-in customer's cart (401 without a valid session).", z.tuple([]), cart),
  addProductsToCart: method(
    'Add lines; each failing line is reported in user_errors and never blocks the others. With a form key, a second add with the same key to the same cart adds nothing and says `repeated`.',
    z.tuple([cartId, z.array(cartItemInput).min(1).max(50), formKey.optional()]),
    z.object({ cart, user_errors: z.array(cartUserError), repeated: z.boolean().optional() }),
  ),
  removeItemFromCart: method('Remove one line.', z.tuple([cartId, itemUid]), cart),
  updateCartItemQuantity: method("Set a line's quantity (0 removes it).", z.tuple([cartId, itemUid, z.number().int('Inserisci un numero intero').min(0).max(9999)]), cart),
  bulkUpdateCart: method(
    'Add (or, with subtract, remove) quantities per line uid; lines reaching 0 are removed.',
    z.tuple([cartId, z.record(itemUid, z.number().int().min(0).max(9999)), z.boolean()]),
    cart,
  ),
  setCartNote: method('Set or clear (empty text) the order note.', z.tuple([cartId, plainText(500, 0)]), cart),
  applyCouponToCart: method('Apply a coupon code (one per cart).', z.tuple([cartId, z.string().min(1).max(64)]), cart),
  removeCouponFromCart: method('Remove the coupon.', z.tuple([cartId]), cart),
  applyGiftCardToCart: method('Apply a gift card; its balance pays part of the total.', z.tuple([cartId, z.string().min(1).max(64)]), cart),
  removeGiftCardFromCart: method('Remove a gift card.', z.tuple([cartId, z.string().min(1).max(64)]), cart),
  setBusinessData: method(
    'Invoice to a company: VAT number (checked by its check digit) and PEC or SDI code; null clears it.',
    z.tuple([
      cartId,
      z
        .strictObject({
          company: personName(120),
          vat_number: z.string().min(1).max(16),
          pec: email.optional(),
          sdi_code: sdiCode.optional(),
        })
        .nullable(),
    ]),
    cart,
  ),
  clearCart: method('Remove every line.', z.tuple([cartId]), cart),
  setPaymentMethodOnCart: method('Choose the payment method (codes from available_payment_methods).', z.tuple([cartId, z.string().min(1).max(32)]), cart),
};
