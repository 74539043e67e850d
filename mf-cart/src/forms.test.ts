import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { apiError, fakeApi } from '@bottega/test-kit/render';
import { asGuestWithWishlist, jumperOptions, wishlistItem, wishlistOf } from './testing/fixtures';
import { forms } from './forms';

const page = '/it/p/20001?color=grigio';
const key = '0123456789abcdef0123456789abcdef';
const variant = { sku: 'BT20001-GRIGIO-M', parent_sku: 'BT20001', options: 'color::grigio,dimensione::m', key };
const addedCart = cartOf([cartLine({ quantity: 1, product: { sku: 'BT20001-GRIGIO-M', name: 'Dolcevita' } })]);
const answer = (fields: Record<string, string>) => forms['add-to-cart']({ action: 'add-to-cart', fields, page });
const cartPage = '/it/Cart';
const post = (action: string, fields: Record<string, string>) => forms[action]({ action, fields, page: cartPage });

describe("the cart team's answer to the add-to-cart form", () => {
  it('adds one piece of the variant the form names, with its key, and goes back to the page saying so', async () => {
    const calls = fakeApi({ addProductsToCart: () => ({ cart: addedCart, user_errors: [] }) });
    expect(await answer(variant)).toBe(`${page}&esito=add-to-cart.added.BT20001-GRIGIO-M`);
    expect(calls('addProductsToCart')).toEqual([
      [null, [{ sku: 'BT20001-GRIGIO-M', quantity: 1, parent_sku: 'BT20001', selected_options: ['color::grigio', 'dimensione::m'] }], key],
    ]);
  });

  it('reads no price or quantity from the form, whatever it was given', async () => {
    const calls = fakeApi({ addProductsToCart: () => ({ cart: addedCart, user_errors: [] }) });
    await answer({ ...variant, quantity: '50', price: '0.01' });
    expect(calls('addProductsToCart')[0][1]).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect(JSON.stringify(calls('addProductsToCart'))).not.toMatch(/0\.01|50/);
  });

  it('says "posted twice" when the API has taken the key already', async () => {
    fakeApi({ addProductsToCart: () => ({ cart: addedCart, user_errors: [], repeated: true }) });
    expect(await answer(variant)).toBe(`${page}&esito=add-to-cart.repeated.BT20001-GRIGIO-M`);
  });

  it.each([
    ['a sku the shop does not sell', { code: 'PRODUCT_NOT_FOUND' }, { ...variant, sku: 'FALSO-99' }, 'cannot-add.FALSO-99'],
    ['no piece left to add', { code: 'INSUFFICIENT_STOCK' }, variant, 'in-cart-limit.BT20001-GRIGIO-M'],
    ['a configurable product without its colour and size', { code: 'UNDEFINED' }, { sku: 'BT20001', key }, 'choose-options.BT20001'],
  ])('turns %s into its message on the page', async (_case, error, fields, outcome) => {
    fakeApi({ addProductsToCart: () => ({ cart: cartOf([]), user_errors: [{ ...error, message: 'no', sku: fields.sku }] }) });
    expect(await answer(fields)).toBe(`${page}&esito=add-to-cart.${outcome}`);
  });

  it.each([
    [409, 'outdated'],
    [400, 'invalid'],
    [500, 'failed'],
  ])('goes back to the page when the API answers %s, never failing itself', async (status, outcome) => {
    fakeApi({
      addProductsToCart: () => {
        throw apiError(status);
      },
    });
    expect(await answer(variant)).toBe(`${page}&esito=add-to-cart.${outcome}.BT20001-GRIGIO-M`);
  });

  it('asks the API nothing for a form it did not draw: no key, or a sku past its length', async () => {
    const calls = fakeApi({});
    expect(await answer({ sku: 'BT20001' })).toBe(`${page}&esito=add-to-cart.invalid.BT20001`);
    expect(await answer({ ...variant, sku: 'X'.repeat(65) })).toBe(`${page}&esito=add-to-cart.invalid`);
    expect(calls()).toEqual([]);
  });
});

describe("the cart team's answers to the cart page's forms", () => {
  it('sets the quantity the stepper posts, a step from the one shown or the number typed, for the cart the page was drawn from', async () => {
    const calls = fakeApi({ updateCartItemQuantity: () => cartOf([]), removeItemFromCart: () => cartOf([]) });
    expect(await post('cart-quantity', { cart: 'c1', line: '7', quantity: '2', step: '1' })).toBe('/it/Cart?esito=cart-quantity.quantity-changed');
    expect(await post('cart-quantity', { cart: 'c1', line: '7', quantity: '5' })).toBe('/it/Cart?esito=cart-quantity.quantity-changed');
    expect(await post('cart-quantity', { cart: 'c1', line: '7', quantity: '1', step: '-1' })).toBe('/it/Cart?esito=cart-quantity.line-removed');
    expect(calls('updateCartItemQuantity')).toEqual([
      ['c1', '7', 3],
      ['c1', '7', 5],
    ]);
    expect(calls('removeItemFromCart')).toEqual([['c1', '7']]);
  });

  it('refuses a quantity the stock does not allow, a stale cart, and a tampered form, changing nothing', async () => {
    fakeApi({
      updateCartItemQuantity: (cart: string) => {
        throw apiError(409, cart === 'c1' ? 'Disponibili solo 2 pezzi' : 'Il carrello non è aggiornato');
      },
      cart: (cart: string) => {
        if (cart !== 'c1') throw apiError(409, 'Il carrello non è aggiornato');
        return cartOf([]);
      },
      removeItemFromCart: () => {
        throw apiError(409, 'Il carrello non è aggiornato');
      },
    });
    expect(await post('cart-quantity', { cart: 'c1', line: '7', quantity: '99' })).toBe('/it/Cart?esito=cart-quantity.quantity-refused');
    expect(await post('cart-quantity', { cart: 'vecchio', line: '7', quantity: '2' })).toBe('/it/Cart?esito=cart-quantity.outdated');
    expect(await post('cart-remove', { cart: 'vecchio', line: '7' })).toBe('/it/Cart?esito=cart-remove.outdated');
    const tampered: Record<string, string>[] = [
      { cart: 'c1', line: '7', quantity: '-3' },
      { cart: 'c1', line: '0', quantity: '1' },
      { cart: 'c1', line: '7', quantity: '1', step: '50' },
      { line: '7', quantity: '1' },
    ];
    for (const fields of tampered) expect(await post('cart-quantity', fields)).toBe('/it/Cart?esito=cart-quantity.invalid');
  });

  it('applies and removes a coupon and a gift card, and says a missing or refused code', async () => {
    const calls = fakeApi({
      applyCouponToCart: (_cart: string, code: string) => {
        if (code !== 'BENVENUTO10') throw apiError(400, 'Il codice sconto non è valido');
        return cartOf([]);
      },
      removeCouponFromCart: () => cartOf([]),
      applyGiftCardToCart: () => {
        throw apiError(404, 'Impossibile applicare la carta regalo');
      },
      removeGiftCardFromCart: () => cartOf([]),
    });
    expect(await post('coupon', { cart: 'c1', code: ' BENVENUTO10 ' })).toBe('/it/Cart?esito=coupon.coupon-applied');
    expect(await post('coupon', { cart: 'c1', code: 'FALSO' })).toBe('/it/Cart?esito=coupon.coupon-refused');
    expect(await post('coupon', { cart: 'c1', code: '  ' })).toBe('/it/Cart?esito=coupon.coupon-missing');
    expect(await post('coupon-remove', { cart: 'c1' })).toBe('/it/Cart?esito=coupon-remove.coupon-removed');
    expect(await post('gift-card', { cart: 'c1', code: 'GC-0000' })).toBe('/it/Cart?esito=gift-card.gift-card-refused');
    expect(await post('gift-card-remove', { cart: 'c1', code: 'GC-1111' })).toBe('/it/Cart?esito=gift-card-remove.gift-card-removed');
    expect(calls()).toEqual(['applyCouponToCart', 'applyCouponToCart', 'removeCouponFromCart', 'applyGiftCardToCart', 'removeGiftCardFromCart']);
    expect(calls('applyCouponToCart')[0]).toEqual(['c1', 'BENVENUTO10']);
  });
});

describe("the cart team's answers to the cart page's last controls", () => {
  it('empties the cart the page was drawn from, and answers the same when the same form comes again', async () => {
    const calls = fakeApi({ clearCart: () => cartOf([]) });
    expect(await post('cart-clear', { cart: 'c1' })).toBe('/it/Cart?esito=cart-clear.cart-cleared');
    expect(await post('cart-clear', { cart: 'c1' })).toBe('/it/Cart?esito=cart-clear.cart-cleared');
    expect(calls('clearCart')).toEqual([['c1'], ['c1']]);
  });

  it('saves the note trimmed, and refuses one past 500 characters or with markup before asking the API', async () => {
    const calls = fakeApi({ setCartNote: () => cartOf([]) });
    expect(await post('cart-note', { cart: 'c1', note: '  Consegnare dopo le 18  ' })).toBe('/it/Cart?esito=cart-note.note-saved');
    expect(await post('cart-note', { cart: 'c1', note: 'x'.repeat(501) })).toBe('/it/Cart?esito=cart-note.note-refused');
    expect(await post('cart-note', { cart: 'c1', note: '<b>urgente</b>' })).toBe('/it/Cart?esito=cart-note.note-refused');
    expect(calls('setCartNote')).toEqual([['c1', 'Consegnare dopo le 18']]);
  });

  it('says "il carrello era cambiato" for a stale cart, and refuses a tampered form, changing nothing', async () => {
    const stale = () => {
      throw apiError(409, 'Il carrello non è aggiornato');
    };
    const calls = fakeApi({ clearCart: stale, setCartNote: stale });
    expect(await post('cart-clear', { cart: 'vecchio' })).toBe('/it/Cart?esito=cart-clear.outdated');
    expect(await post('cart-note', { cart: 'vecchio', note: 'Citofono Rossi' })).toBe('/it/Cart?esito=cart-note.outdated');
    expect(await post('cart-clear', {})).toBe('/it/Cart?esito=cart-clear.invalid');
    expect(await post('cart-note', { cart: 'c1' })).toBe('/it/Cart?esito=cart-note.invalid');
    expect(await post('cart-note', { cart: 'x'.repeat(65), note: 'ciao' })).toBe('/it/Cart?esito=cart-note.invalid');
    expect(calls()).toEqual(['clearCart', 'setCartNote']);
  });
});

describe("the cart team's answers to the wishlist cards' forms", () => {
  asGuestWithWishlist();
  const wishlistPage = '/it/wishlist';
  const card = (action: string, fields: Record<string, string>) => forms[action]({ action, fields, page: wishlistPage });
  const gone = () => {
    throw apiError(404, 'Articolo non trovato nella lista dei desideri');
  };
  const scarf = wishlistItem({ id: '11', qty: 2 });
  const jumper = wishlistItem({ id: '12', qty: 1, product: { __typename: 'ConfigurableProduct', uid: 'p3', sku: 'CAPPOTTO-03', name: 'Cappotto' } });

  it('removes the item, and says it is no longer there when the same form comes again', async () => {
    let saved = [scarf];
    const calls = fakeApi({
      removeProductFromWishlist: (id: string) => {
        if (!saved.some((item) => item.id === id)) gone();
        saved = [];
        return wishlistOf(saved);
      },
    });
    expect(await card('wishlist-remove', { item: '11' })).toBe('/it/wishlist?esito=wishlist-remove.removed');
    expect(await card('wishlist-remove', { item: '11' })).toBe('/it/wishlist?esito=wishlist-remove.missing');
    expect(calls('removeProductFromWishlist')).toEqual([['11'], ['11']]);
  });

  it('sets the quantity the stepper posts, and removes the item at 0', async () => {
    const calls = fakeApi({ updateWishlistItem: () => wishlistOf([scarf]), removeProductFromWishlist: () => wishlistOf([]) });
    expect(await card('wishlist-quantity', { item: '11', quantity: '2', step: '1' })).toBe('/it/wishlist?esito=wishlist-quantity.quantity-changed');
    expect(await card('wishlist-quantity', { item: '11', quantity: '1', step: '-1' })).toBe('/it/wishlist?esito=wishlist-quantity.removed');
    expect(calls('updateWishlistItem')).toEqual([['11', 3]]);
    expect(calls('removeProductFromWishlist')).toEqual([['11']]);
  });

  it('moves an item to the cart with its saved quantity and takes it out of the wishlist', async () => {
    let saved = [scarf];
    const calls = fakeApi({
      wishlist: () => wishlistOf(saved),
      removeProductFromWishlist: (id: string) => {
        if (!saved.some((item) => item.id === id)) gone();
        saved = [];
        return wishlistOf(saved);
      },
      addProductsToCart: () => ({ cart: addedCart, user_errors: [] }),
    });
    expect(await card('wishlist-move', { item: '11' })).toBe('/it/wishlist?esito=wishlist-move.moved');
    // Posted twice: the item is gone, nothing more goes to the cart.
    expect(await card('wishlist-move', { item: '11' })).toBe('/it/wishlist?esito=wishlist-move.missing');
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'SCIARPA-02', quantity: 2 }]]]);
    expect(calls('removeProductFromWishlist')).toEqual([['11']]);
  });

  it('of two identical posts at once, only the one that took the item out adds it to the cart', async () => {
    let removed = false;
    const calls = fakeApi({
      wishlist: () => wishlistOf([scarf]),
      removeProductFromWishlist: () => {
        if (removed) gone();
        removed = true;
        return wishlistOf([]);
      },
      addProductsToCart: () => ({ cart: addedCart, user_errors: [] }),
    });
    const answers = await Promise.all([card('wishlist-move', { item: '11' }), card('wishlist-move', { item: '11' })]);
    expect(answers.sort()).toEqual(['/it/wishlist?esito=wishlist-move.missing', '/it/wishlist?esito=wishlist-move.moved']);
    expect(calls('addProductsToCart')).toHaveLength(1);
  });

  it('sends the colour and size chosen on the card for a product saved without them, and asks for them otherwise', async () => {
    const calls = fakeApi({
      wishlist: () => wishlistOf([jumper]),
      productDetail: () => ({ ...jumperOptions(), name: 'Cappotto' }),
      removeProductFromWishlist: () => wishlistOf([]),
      addProductsToCart: () => ({ cart: addedCart, user_errors: [] }),
    });
    expect(await card('wishlist-move', { item: '12', 'option-color': 'color::blu' })).toBe('/it/wishlist?esito=wishlist-move.choose-options');
    // A value the product does not have counts as not chosen.
    expect(await card('wishlist-move', { item: '12', 'option-color': 'color::oro', 'option-dimensione': 'dimensione::m' })).toBe('/it/wishlist?esito=wishlist-move.choose-options');
    expect(await card('wishlist-move', { item: '12', 'option-color': 'color::blu', 'option-dimensione': 'dimensione::s' })).toBe(
      '/it/wishlist?esito=wishlist-move.variant-unavailable',
    );
    expect(calls('addProductsToCart')).toEqual([]);
    expect(await card('wishlist-move', { item: '12', 'option-color': 'color::blu', 'option-dimensione': 'dimensione::m' })).toBe('/it/wishlist?esito=wishlist-move.moved');
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'CAPPOTTO-03-BLU-M', quantity: 1, parent_sku: 'CAPPOTTO-03', selected_options: ['color::blu', 'dimensione::m'] }]]]);
  });

  it('saves the item back when the cart refuses it, and says so', async () => {
    const calls = fakeApi({
      wishlist: () => wishlistOf([scarf]),
      removeProductFromWishlist: () => wishlistOf([]),
      addProductsToCart: () => ({ cart: cartOf([]), user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'Esaurito', sku: 'SCIARPA-02' }] }),
      addProductToWishlist: () => wishlistOf([scarf]),
    });
    expect(await card('wishlist-move', { item: '11' })).toBe('/it/wishlist?esito=wishlist-move.cannot-add');
    expect(calls('addProductToWishlist')).toEqual([[{ sku: 'SCIARPA-02', quantity: 2 }]]);
  });

  it('refuses a tampered form before asking the API, and never fails itself when the API does', async () => {
    const calls = fakeApi({
      wishlist: () => {
        throw apiError(500);
      },
      updateWishlistItem: () => {
        throw apiError(500);
      },
    });
    for (const fields of [{ item: '0' }, { item: '11; drop' }, {}] as Record<string, string>[])
      expect(await card('wishlist-remove', fields)).toBe('/it/wishlist?esito=wishlist-remove.invalid');
    expect(await card('wishlist-quantity', { item: '11', quantity: '-1' })).toBe('/it/wishlist?esito=wishlist-quantity.invalid');
    expect(calls()).toEqual([]);
    expect(await card('wishlist-move', { item: '11' })).toBe('/it/wishlist?esito=wishlist-move.failed');
    expect(await card('wishlist-quantity', { item: '11', quantity: '3' })).toBe('/it/wishlist?esito=wishlist-quantity.failed');
  });
});

describe("the cart team's answer to a heart's form", () => {
  asGuestWithWishlist();
  const heart = (fields: Record<string, string>) => forms['wishlist-heart']({ action: 'wishlist-heart', fields, page: '/it/c/donna' });

  it('adds the product the page showed as not saved, once, and removes the one it showed as saved', async () => {
    let saved: { sku: string; id: string; qty: number }[] = [];
    const calls = fakeApi({
      wishlistItemsBySku: () => saved,
      addProductToWishlist: () => {
        saved = [{ sku: 'SCIARPA-02', id: '11', qty: 1 }];
        return wishlistOf([]);
      },
      removeProductFromWishlist: () => {
        saved = [];
        return wishlistOf([]);
      },
    });
    expect(await heart({ sku: 'SCIARPA-02', saved: '0' })).toBe('/it/c/donna?esito=wishlist-heart.added.SCIARPA-02');
    // Posted again: already there, nothing added, and the shopper still reads "added".
    expect(await heart({ sku: 'SCIARPA-02', saved: '0' })).toBe('/it/c/donna?esito=wishlist-heart.added.SCIARPA-02');
    expect(await heart({ sku: 'SCIARPA-02', saved: '1' })).toBe('/it/c/donna?esito=wishlist-heart.removed.SCIARPA-02');
    expect(await heart({ sku: 'SCIARPA-02', saved: '1' })).toBe('/it/c/donna?esito=wishlist-heart.removed.SCIARPA-02');
    expect(calls().filter((method) => method !== 'wishlistItemsBySku')).toEqual(['addProductToWishlist', 'removeProductFromWishlist']);
  });

  it('refuses a form it did not draw and says a failed change, changing nothing', async () => {
    const calls = fakeApi({
      wishlistItemsBySku: () => [],
      addProductToWishlist: () => {
        throw apiError(404, 'Prodotto non disponibile');
      },
    });
    expect(await heart({ sku: 'SCIARPA-02', saved: 'forse' })).toBe('/it/c/donna?esito=wishlist-heart.invalid.SCIARPA-02');
    expect(await heart({ sku: 'FALSO', saved: '0' })).toBe('/it/c/donna?esito=wishlist-heart.failed.FALSO');
    expect(calls('addProductToWishlist')).toEqual([[{ sku: 'FALSO', quantity: 1 }]]);
  });
});
