import { jumperOptions, wishlistItem, wishlistOf } from '../../testing/fixtures';
import {
  allItems,
  chosenVariant,
  DEFAULT_VIEW,
  isAvailable,
  moveOutcome,
  moveToCartPlan,
  needsChoice,
  nextPageToken,
  parseWishlistQuantity,
  quantityAction,
  toggleAction,
} from './wishlist.rules';

describe('wishlist toggle', () => {
  it('removes a product that is already in the wishlist', () => {
    expect(toggleAction('SCIARPA-02', { sku: 'SCIARPA-02', id: '11', qty: 2 })).toEqual({ kind: 'remove', id: '11' });
  });

  it('adds a product that is not there, with quantity 1', () => {
    expect(toggleAction('SCIARPA-02', undefined)).toEqual({ kind: 'add', sku: 'SCIARPA-02', quantity: 1 });
  });
});

describe('wishlist quantity', () => {
  it('updates the item when the quantity is above 0', () => {
    expect(quantityAction('11', 3)).toEqual({ kind: 'update', id: '11', quantity: 3 });
  });

  it('removes the item at 0 or less', () => {
    expect(quantityAction('11', 0)).toEqual({ kind: 'remove', id: '11' });
    expect(quantityAction('11', -1)).toEqual({ kind: 'remove', id: '11' });
  });
});

describe('availability for the cart', () => {
  it('is available in stock when no stock figure is given', () => {
    expect(isAvailable(wishlistItem())).toBe(true);
  });

  it('is not available out of stock', () => {
    expect(isAvailable(wishlistItem({ product: { stock_status: 'OUT_OF_STOCK' } }))).toBe(false);
  });

  it('is available up to the "only x left" figure and not beyond', () => {
    expect(isAvailable(wishlistItem({ qty: 2, product: { only_x_left_in_stock: 2 } }))).toBe(true);
    expect(isAvailable(wishlistItem({ qty: 3, product: { only_x_left_in_stock: 2 } }))).toBe(false);
  });
});

describe('moving to the cart', () => {
  it('adds a simple product with its wishlist quantity', () => {
    expect(moveToCartPlan(wishlistItem({ qty: 2 }))).toEqual({ ok: true, line: { sku: 'SCIARPA-02', quantity: 2 } });
  });

  it('adds a chosen variant together with its parent', () => {
    const variant = wishlistItem({ product: { __typename: 'ConfigurableProduct', sku: 'CAPPOTTO-03-M-NERO', parent_sku: 'CAPPOTTO-03' } });
    expect(moveToCartPlan(variant)).toEqual({ ok: true, line: { sku: 'CAPPOTTO-03-M-NERO', quantity: 1, parent_sku: 'CAPPOTTO-03' } });
  });

  it('says the product cannot be added when it is unavailable', () => {
    expect(moveToCartPlan(wishlistItem({ qty: 5, product: { only_x_left_in_stock: 1 } }))).toEqual({
      ok: false,
      message: 'Questo prodotto non può essere aggiunto al carrello',
    });
  });

  describe('a configurable product hearted before its colour and size were chosen', () => {
    const jumper = wishlistItem({ qty: 2, product: { __typename: 'ConfigurableProduct', sku: 'CAPPOTTO-03' } });
    const options = jumperOptions();

    it('is chosen in the wishlist; a chosen variant or a simple product is not', () => {
      expect(needsChoice(jumper)).toBe(true);
      expect(needsChoice(wishlistItem({ product: { __typename: 'ConfigurableProduct', sku: 'CAPPOTTO-03-M-NERO', parent_sku: 'CAPPOTTO-03' } }))).toBe(false);
      expect(needsChoice(wishlistItem())).toBe(false);
    });

    it('finds the variant only once both colour and size are chosen', () => {
      expect(chosenVariant(options, {})).toBeUndefined();
      expect(chosenVariant(options, { color: 'color::grigio' })).toBeUndefined();
      expect(chosenVariant(options, { color: 'color::grigio', dimensione: 'dimensione::m' })?.product.sku).toBe('CAPPOTTO-03-GRIGIO-M');
    });

    it('asks for the choice instead of sending the product to the cart', () => {
      expect(moveToCartPlan(jumper)).toEqual({ ok: false, message: 'Scegli colore e taglia prima di spostarlo nel carrello' });
    });

    it('sends the chosen variant under its parent, with its options and the saved quantity', () => {
      expect(moveToCartPlan(jumper, chosenVariant(options, { color: 'color::blu', dimensione: 'dimensione::m' }))).toEqual({
        ok: true,
        line: { sku: 'CAPPOTTO-03-BLU-M', quantity: 2, parent_sku: 'CAPPOTTO-03', selected_options: ['color::blu', 'dimensione::m'] },
      });
    });

    it('says when the chosen combination is sold out', () => {
      expect(moveToCartPlan(jumper, chosenVariant(options, { color: 'color::blu', dimensione: 'dimensione::s' }))).toEqual({
        ok: false,
        message: 'Questa combinazione di colore e taglia non è disponibile',
      });
    });
  });

  it('keeps the item and shows the cart error when the add reports one', () => {
    expect(moveOutcome('SCIARPA-02', [{ sku: 'SCIARPA-02', message: 'Quantità non disponibile' }])).toEqual({
      kind: 'cart-error',
      message: 'Quantità non disponibile',
    });
  });

  it('moves the item when the add reports no error', () => {
    expect(moveOutcome('SCIARPA-02', [])).toEqual({ kind: 'moved' });
  });
});

describe('wishlist pages', () => {
  it('follows nextPageToken until the last page', () => {
    expect(nextPageToken(wishlistOf([], 'abc'))).toBe('abc');
    expect(nextPageToken(wishlistOf([]))).toBeUndefined();
  });

  it('lists the items of every page once', () => {
    const first = wishlistOf([wishlistItem({ id: '1' }), wishlistItem({ id: '2' })], 't');
    const second = wishlistOf([wishlistItem({ id: '2' }), wishlistItem({ id: '3' })]);
    expect(allItems([first, second]).map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('shows a grid by default', () => {
    expect(DEFAULT_VIEW).toBe('grid');
  });
});

describe('typed wishlist quantities', () => {
  it('accepts whole numbers, reading 0 or less as a removal', () => {
    expect(parseWishlistQuantity('3')).toEqual({ ok: true, value: 3 });
    expect(parseWishlistQuantity('-4')).toEqual({ ok: true, value: 0 });
  });

  it('refuses text and quantities above the ceiling', () => {
    expect(parseWishlistQuantity('due')).toEqual({ ok: false, message: 'Inserisci un numero intero' });
    expect(parseWishlistQuantity('100000')).toEqual({ ok: false, message: 'Sono disponibili solo 99999 pezzi' });
  });

  it('gives every saved item a stock of 99999, whatever the warehouse holds (product rule §9)', () => {
    expect(parseWishlistQuantity('99999')).toEqual({ ok: true, value: 99999 });
    expect(parseWishlistQuantity('100000').ok).toBe(false);
  });
});
