import { CODE_ATTEMPTS } from '../src/methods/cart';
import { createTestApp, databases, type TestApp } from './harness';
import { pickCatalog, readyGuest, setStock, Shopper, type Catalog } from './commerce-shopper';

describe.each(databases())('cart on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    t = await createTestApp(kind);
    catalog = await pickCatalog(t);
  });
  afterAll(() => t.close());

  it('has no cart until the first product is added, then keeps it in the cart cookie', async () => {
    const shopper = new Shopper(t);
    expect((await shopper.ok('cart')).id).toBeNull();
    const { cart, user_errors } = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 2 }]]);
    expect(user_errors).toEqual([]);
    expect(shopper.cookies.cart).toBe(cart.id);
    expect(cart.total_quantity).toBe(2);
    expect(cart.items[0]).toMatchObject({ quantity: 2, product: { sku: catalog.simple.sku, stock_status: 'IN_STOCK', __typename: 'SimpleProduct' } });
    expect(cart.items[0].prices.row_total.value).toBeCloseTo((catalog.simple.price * 2) / 100, 2);
    expect((await shopper.ok('cart', [cart.id])).items).toHaveLength(1);
  });

  it('adds once when the same add-to-cart form is posted twice, and again for a new form', async () => {
    const shopper = new Shopper(t);
    const line = { sku: catalog.simple.sku, quantity: 1 };
    // A guest's first add: the key is taken for the cart the add makes.
    const first = await shopper.ok('addProductsToCart', [null, [line], 'chiave-del-modulo-0001']);
    const repost = await shopper.ok('addProductsToCart', [null, [line], 'chiave-del-modulo-0001']);
    expect(first.repeated).toBeUndefined();
    expect(repost).toMatchObject({ repeated: true, user_errors: [], cart: { id: first.cart.id, total_quantity: 1 } });
    expect((await shopper.ok('addProductsToCart', [first.cart.id, [line], 'chiave-del-modulo-0002'])).cart.total_quantity).toBe(2);
    const twice = await Promise.all([1, 2].map(() => shopper.call('addProductsToCart', [first.cart.id, [line], 'chiave-del-modulo-0003'])));
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await shopper.ok('cart')).total_quantity).toBe(3);
    // Another guest served the same form (a cached guest render) adds to a cart of their own.
    expect((await new Shopper(t).ok('addProductsToCart', [null, [line], 'chiave-del-modulo-0001'])).cart.total_quantity).toBe(1);
    expect((await shopper.call('addProductsToCart', [null, [line], 'corta'])).status).toBe(400);
  });

  it('serves a shopper whose market, locale, currency or country cookie is foreign or malformed as an Italian shopper, without an error', async () => {
    const shopper = new Shopper(t);
    Object.assign(shopper.cookies, { market: 'fr', store: '<b>', locale: '../en', currency: 'USD', country: 'it', language: 'xx' });
    const { cart } = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    expect(cart.prices.grand_total.currency).toBe('EUR');
    // A malformed country counts as Italy, so Italy's shipping is offered.
    expect((await shopper.ok('shippingMethods')).length).toBeGreaterThan(0);
  });

  it('reports each failing line on its own and still adds the good ones', async () => {
    const shopper = new Shopper(t);
    const { cart, user_errors } = await shopper.ok('addProductsToCart', [
      null,
      [
        { sku: 'NON-ESISTE', quantity: 1 },
        { sku: catalog.unsupported.sku, quantity: 1 },
        { sku: catalog.variant.parentSku, quantity: 1 },
        { sku: catalog.simple.sku, quantity: 1 },
        { sku: catalog.variant.sku, quantity: 1, parent_sku: catalog.variant.parentSku },
      ],
    ]);
    expect(user_errors.map((error: { code: string }) => error.code)).toEqual(['PRODUCT_NOT_FOUND', 'UNDEFINED', 'UNDEFINED']);
    expect(user_errors[1].message).toBe(`Il tipo di prodotto ${catalog.unsupported.type} non è ancora supportato nell'aggiunta al carrello`);
    expect(user_errors[2].message).toMatch(/Seleziona taglia e colore/);
    expect(cart.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual([catalog.simple.sku, catalog.variant.sku]);
    const variantLine = cart.items[1];
    expect(variantLine.product.parent_sku).toBe(catalog.variant.parentSku);
    expect(variantLine.configurable_options.map((option: { option_label: string }) => option.option_label)).toEqual(['Colore', 'Taglia']);
  });

  it('refuses, in Italian, a bundle moved from the wishlist to the cart', async () => {
    const shopper = new Shopper(t);
    const bundle = await t.deps.db.selectFrom('products').select('sku').where('type', '=', 'BundleProduct').orderBy('uid').executeTakeFirstOrThrow();
    const [saved] = (await shopper.ok('addProductToWishlist', [{ sku: bundle.sku }])).items;
    expect(saved.product).toMatchObject({ __typename: 'BundleProduct', sku: bundle.sku, parent_sku: null });
    // What the wishlist's "move to cart" sends for it.
    const { cart, user_errors } = await shopper.ok('addProductsToCart', [null, [{ sku: saved.product.sku, quantity: saved.qty }]]);
    expect(user_errors).toEqual([{ code: 'UNDEFINED', message: "Il tipo di prodotto BundleProduct non è ancora supportato nell'aggiunta al carrello", sku: bundle.sku }]);
    expect(cart.items).toEqual([]);
  });

  it('adds a configurable product by its chosen colour and size', async () => {
    const shopper = new Shopper(t);
    const { cart } = await shopper.ok('addProductsToCart', [
      null,
      [{ sku: catalog.variant.parentSku, quantity: 1, selected_options: [`color::${catalog.variant.color}`, `dimensione::${catalog.variant.size}`] }],
    ]);
    expect(cart.items[0].product.sku).toBe(catalog.variant.sku);
  });

  it('keeps the quantity in the cart within the stock and the maximum saleable quantity', async () => {
    const shopper = new Shopper(t);
    await setStock(t, catalog.other.sku, 3);
    const first = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.other.sku, quantity: 2 }]]);
    expect(first.cart.items[0].product.only_x_left_in_stock).toBe(3);
    const second = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.other.sku, quantity: 2 }]]);
    expect(second.user_errors).toEqual([{ code: 'INSUFFICIENT_STOCK', message: 'Quantità non disponibile: ne restano solo 3.', sku: catalog.other.sku }]);
    expect(second.cart.items[0].quantity).toBe(2);
    const tooMany = await shopper.call('updateCartItemQuantity', [null, second.cart.items[0].uid, 4]);
    expect(tooMany.status).toBe(409);
    const maximum = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 21 }]]);
    expect(maximum.user_errors[0].message).toMatch(/quantità massima acquistabile/);

    await setStock(t, catalog.other.sku, 0);
    const soldOut = await shopper.ok('cart');
    expect(soldOut.items[0]).toMatchObject({ product: { stock_status: 'OUT_OF_STOCK' }, error: 'Prodotto esaurito.' });
    // One sold-out line never blocks changes to the rest of the cart.
    const added = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    expect(added.user_errors).toEqual([]);
    await setStock(t, catalog.other.sku, catalog.other.stock);
  });

  it('says how many a line may hold once the stock fell, and fits the cart to the stock in one bulk update', async () => {
    const shopper = new Shopper(t);
    const { cart } = await shopper.ok('addProductsToCart', [
      null,
      [
        { sku: catalog.simple.sku, quantity: 3 },
        { sku: catalog.other.sku, quantity: 2 },
      ],
    ]);
    expect(cart.items.map((line: { max_quantity: number | null }) => line.max_quantity)).toEqual([null, null]);
    await setStock(t, catalog.simple.sku, 1);
    await setStock(t, catalog.other.sku, 0);
    try {
      const short = await shopper.ok('cart');
      expect(short.items).toMatchObject([
        { quantity: 3, error: 'Quantità non disponibile: ne restano solo 1.', max_quantity: 1 },
        { quantity: 2, error: 'Prodotto esaurito.', max_quantity: 0 },
      ]);
      const [a, b] = short.items as Array<{ uid: string; quantity: number; max_quantity: number }>;
      const fitted = await shopper.ok('bulkUpdateCart', [short.id, { [a.uid]: a.quantity - a.max_quantity, [b.uid]: b.quantity - b.max_quantity }, true]);
      expect(fitted.items).toMatchObject([{ uid: a.uid, quantity: 1, error: null, max_quantity: null }]);
    } finally {
      await setStock(t, catalog.simple.sku, catalog.simple.stock);
      await setStock(t, catalog.other.sku, catalog.other.stock);
    }
  });

  it('updates, bulk-updates and removes lines', async () => {
    const shopper = new Shopper(t);
    const { cart } = await shopper.ok('addProductsToCart', [
      null,
      [
        { sku: catalog.simple.sku, quantity: 1 },
        { sku: catalog.other.sku, quantity: 3 },
      ],
    ]);
    const [a, b] = cart.items.map((item: { uid: string }) => item.uid);
    expect((await shopper.ok('updateCartItemQuantity', [cart.id, a, 4])).items[0].quantity).toBe(4);
    const bulk = await shopper.ok('bulkUpdateCart', [cart.id, { [a]: 1, [b]: 3 }, true]);
    expect(bulk.items.map((item: { quantity: number }) => item.quantity)).toEqual([3]);
    expect((await shopper.ok('bulkUpdateCart', [cart.id, { [a]: 2 }, false])).items[0].quantity).toBe(5);
    expect((await shopper.ok('updateCartItemQuantity', [cart.id, a, 0])).items).toEqual([]);
    expect((await shopper.call('removeItemFromCart', [cart.id, a])).status).toBe(404);
    expect((await shopper.call('updateCartItemQuantity', [cart.id, a, 1.5])).status).toBe(400);
  });

  it('applies coupons and gift cards with clear errors', async () => {
    const shopper = new Shopper(t);
    await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    // Unknown and expired codes answer alike, so trying codes tells a guesser nothing.
    expect((await shopper.call('applyCouponToCart', [null, 'NONESISTE'])).body).toEqual({ message: 'Il codice sconto non è valido o non è più utilizzabile.', statusCode: 400 });
    expect((await shopper.call('applyCouponToCart', [null, 'SALDI2025'])).body).toEqual({ message: 'Il codice sconto non è valido o non è più utilizzabile.', statusCode: 400 });
    const discounted = await shopper.ok('applyCouponToCart', [null, 'benvenuto10']);
    expect(discounted.applied_coupons).toEqual([{ code: 'BENVENUTO10' }]);
    expect(discounted.prices.discounts[0].amount.value).toBeCloseTo(Math.round(catalog.simple.price / 10) / 100, 2);
    expect((await shopper.call('applyCouponToCart', [null, 'SPEDIZIONEGRATIS'])).status).toBe(409);
    expect((await shopper.ok('removeCouponFromCart', [null])).applied_coupons).toEqual([]);

    const unable = { message: 'Impossibile applicare la carta regalo: il codice non è valido, è scaduto o il saldo è esaurito.', statusCode: 400 };
    for (const code of ['REGALO-ESAURITA', 'REGALO-SCADUTA', 'REGALO-INESISTENTE']) expect((await shopper.call('applyGiftCardToCart', [null, code])).body).toEqual(unable);
    const withCard = await shopper.ok('applyGiftCardToCart', [null, 'REGALO-25-BOTTEGA']);
    const before =
      withCard.prices.subtotal.value -
      withCard.prices.discounts.reduce((sum: number, d: { amount: { value: number } }) => sum + d.amount.value, 0) +
      withCard.prices.shipping.value;
    expect(withCard.applied_gift_cards[0].applied_balance.value).toBeCloseTo(Math.min(25, before), 2);
    expect(withCard.prices.grand_total.value).toBeCloseTo(Math.max(0, before - 25), 2);
    expect((await shopper.ok('removeGiftCardFromCart', [null, 'REGALO-25-BOTTEGA'])).applied_gift_cards).toEqual([]);
  });

  it('limits how many coupon and gift-card codes one client may try', async () => {
    const shopper = new Shopper(t, '10.66.0.1');
    await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    for (const method of ['applyCouponToCart', 'applyGiftCardToCart']) {
      const answers = [];
      for (let i = 0; i <= CODE_ATTEMPTS.limit; i++) answers.push((await shopper.call(method, [null, `INDOVINA-${i}`])).status);
      expect(answers.slice(0, CODE_ATTEMPTS.limit).every((status) => status === 400)).toBe(true);
      expect(answers[CODE_ATTEMPTS.limit]).toBe(429);
    }
  });

  it('keeps a note, business data checked by the VAT check digit, and the payment method', async () => {
    const shopper = new Shopper(t);
    await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    expect((await shopper.ok('setCartNote', [null, 'Consegnare al portiere'])).note).toBe('Consegnare al portiere');
    expect((await shopper.call('setCartNote', [null, '<script>'])).status).toBe(400);
    const wrongVat = await shopper.call('setBusinessData', [null, { company: 'Rossi Srl', vat_number: '12345678901', sdi_code: '0000000' }]);
    expect(wrongVat.body).toEqual({ message: 'Partita IVA non valida', statusCode: 400 });
    expect((await shopper.call('setBusinessData', [null, { company: 'Rossi Srl', vat_number: '12345678903' }])).body.message).toMatch(/PEC oppure il codice SDI/);
    const business = await shopper.ok('setBusinessData', [null, { company: 'Rossi Srl', vat_number: 'IT12345678903', pec: 'rossi@pec.it' }]);
    expect(business.business_data).toEqual({ company: 'Rossi Srl', vat_number: '12345678903', pec: 'rossi@pec.it', sdi_code: null });
    expect((await shopper.call('setPaymentMethodOnCart', [null, 'paypal'])).body.message).toBe('Impossibile selezionare il metodo di pagamento.');
    expect((await shopper.ok('setPaymentMethodOnCart', [null, 'xpay'])).selected_payment_method.code).toBe('xpay');
    expect((await shopper.ok('clearCart', [null])).items).toEqual([]);
  });

  it('gives a fresh cart for a cookie naming a cart that is gone, and asks to reload a stale cart id', async () => {
    const shopper = new Shopper(t);
    shopper.cookies.cart = 'f'.repeat(32);
    expect((await shopper.ok('cart')).id).toBeNull();
    const { cart } = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    expect(cart.id).not.toBe('f'.repeat(32));
    const stale = await shopper.call('updateCartItemQuantity', ['a'.repeat(32), cart.items[0].uid, 2]);
    expect(stale.body).toEqual({ message: 'Il carrello non è aggiornato: ricaricalo per continuare.', statusCode: 409 });
  });

  it('refuses customerCart to a guest', async () => {
    expect((await new Shopper(t).call('customerCart')).status).toBe(401);
  });

  // docs/product-rules.md §8 "product not available": a sku the catalog does not sell, or no longer sells.
  describe('a product the shop does not sell', () => {
    it('is "not available" when added to the cart or the wishlist, never a sku the shopper cannot read', async () => {
      const shopper = new Shopper(t);
      const { user_errors } = await shopper.ok('addProductsToCart', [null, [{ sku: 'NON-ESISTE', quantity: 1 }]]);
      expect(user_errors).toEqual([{ code: 'PRODUCT_NOT_FOUND', message: 'Prodotto non disponibile.', sku: 'NON-ESISTE' }]);
      expect((await shopper.call('addProductToWishlist', [{ sku: 'NON-ESISTE' }])).body).toEqual({ message: 'Prodotto non disponibile.', statusCode: 404 });
    });

    it('marks a line whose size was withdrawn as not available, and places no order with it', async () => {
      const { shopper } = await readyGuest(t, catalog.simple.sku);
      const variant = await t.deps.db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.uid', 'v.product_uid')
        .select(['v.sku', 'p.sku as parent_sku'])
        .where('v.stock_qty', '>', 0)
        .where('v.sku', '!=', catalog.variant.sku)
        .orderBy('v.sku', 'desc')
        .executeTakeFirstOrThrow();
      await shopper.ok('addProductsToCart', [null, [{ sku: variant.sku, quantity: 1, parent_sku: variant.parent_sku }]]);

      await t.deps.db.deleteFrom('product_variants').where('sku', '=', variant.sku).execute();

      const cart = await shopper.ok('cart');
      const withdrawn = cart.items.find((item: { product: { sku: string } }) => item.product.sku === variant.sku);
      expect(withdrawn).toMatchObject({ error: 'Prodotto non disponibile.', product: { stock_status: 'OUT_OF_STOCK' }, configurable_options: [] });
      expect(cart.items.find((item: { product: { sku: string } }) => item.product.sku === catalog.simple.sku).error).toBeNull();
      const refused = await shopper.call('placeOrder', [{ idempotencyKey: 'withdrawn-0001', termsAccepted: true }]);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/: Prodotto non disponibile\.$/);

      await shopper.ok('removeItemFromCart', [null, withdrawn.uid]);
      expect((await shopper.ok('placeOrder', [{ idempotencyKey: 'withdrawn-0002', termsAccepted: true }])).order.status).toBe('pending_payment');
    });
  });
});
