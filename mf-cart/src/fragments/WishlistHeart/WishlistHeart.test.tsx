import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { asGuestWithWishlist, forgetGuestWishlist, wishlistItem, wishlistOf } from '../../testing/fixtures';
import { WishlistHeart } from './WishlistHeart';

const scarf = wishlistItem({ id: '11', product: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });

describe('wishlist heart', () => {
  asGuestWithWishlist();

  it('asks nothing for a shopper with neither a session nor a wishlist, and is ready to add', async () => {
    forgetGuestWishlist();
    const calls = fakeApi({ wishlistItemsBySku: () => [] });
    renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    expect(calls('wishlistItemsBySku')).toEqual([]);
  });

  it('adds a product that is not in the wishlist, with quantity 1, and says so', async () => {
    const calls = fakeApi({
      wishlistItemsBySku: () => [],
      addProductToWishlist: () => wishlistOf([scarf]),
      wishlist: () => wishlistOf([scarf]),
    });
    const { toasts, heard } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(heart);
    expect((await screen.findByRole('button', { name: 'Rimuovi Sciarpa in cashmere dalla lista dei desideri' })).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Aggiunto alla lista dei desideri' }));
    expect(calls('addProductToWishlist')).toEqual([[{ sku: 'SCIARPA-02', quantity: 1 }]]);
    expect(heard('wishlist:changed')).toEqual([{ v: 1, count: 1 }]);
  });

  it('removes the item it has just added when pressed again right after "Aggiunto"', async () => {
    let saved = false;
    const calls = fakeApi({
      wishlistItemsBySku: () => (saved ? [{ sku: 'SCIARPA-02', id: '11', qty: 1 }] : []),
      addProductToWishlist: () => {
        saved = true;
        return wishlistOf([scarf]);
      },
      wishlist: () => wishlistOf(saved ? [scarf] : []),
      removeProductFromWishlist: () => {
        saved = false;
        return wishlistOf([]);
      },
    });
    const { toasts } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(heart);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Aggiunto alla lista dei desideri' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi Sciarpa in cashmere dalla lista dei desideri' }));
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Sciarpa in cashmere è stato rimosso dalla lista dei desideri' }));
    expect(calls('removeProductFromWishlist')).toEqual([['11']]);
    // Once on mount and once for the new item's id: each change's own answer is not asked for again.
    expect(calls('wishlistItemsBySku')).toHaveLength(2);
  });

  it('removes a product that is in the wishlist, naming it', async () => {
    const calls = fakeApi({
      wishlistItemsBySku: () => [{ sku: 'SCIARPA-02', id: '11', qty: 1 }],
      wishlist: () => wishlistOf([scarf]),
      removeProductFromWishlist: () => wishlistOf([]),
    });
    const { toasts } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Sciarpa in cashmere dalla lista dei desideri' }));
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Sciarpa in cashmere è stato rimosso dalla lista dei desideri' }));
    expect(calls('removeProductFromWishlist')).toEqual([['11']]);
  });

  it('still has a name when an older catalog places it with the sku alone', async () => {
    fakeApi({ wishlistItemsBySku: () => [{ sku: 'SCIARPA-02', id: '11', qty: 1 }] });
    renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02' } });
    expect((await screen.findByRole('button', { name: 'Rimuovi dalla lista dei desideri' })).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back to its previous state and says why when the call fails', async () => {
    fakeApi({
      wishlistItemsBySku: () => [],
      addProductToWishlist: () => {
        throw apiError(404, 'Prodotto non trovato');
      },
    });
    const { toasts, heard } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(heart);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'danger', title: 'Si è verificato un errore', message: 'Prodotto non trovato' }));
    expect(screen.getByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' }).getAttribute('aria-pressed')).toBe('false');
    expect(heard('wishlist:changed')).toEqual([]);
  });

  it('stays usable when the look-up fails: a click adds the product, as for one not saved', async () => {
    let saved = false;
    const calls = fakeApi({
      // Down on mount only: the toggle reads the new item's id once the add has gone through.
      wishlistItemsBySku: () => {
        if (!saved) throw apiError(500, 'Servizio momentaneamente non disponibile');
        return [{ sku: 'SCIARPA-02', id: '11', qty: 1 }];
      },
      addProductToWishlist: () => {
        saved = true;
        return wishlistOf([scarf]);
      },
      wishlist: () => wishlistOf([scarf]),
    });
    const { toasts } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(calls('wishlistItemsBySku')).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Aggiunto alla lista dei desideri' }));
    expect(calls('addProductToWishlist')).toEqual([[{ sku: 'SCIARPA-02', quantity: 1 }]]);
    expect(screen.getByRole('button', { name: 'Rimuovi Sciarpa in cashmere dalla lista dei desideri' }).getAttribute('aria-pressed')).toBe('true');
  });

  /** Adds the scarf while the look-up that follows the add is down; returns the pressed heart. */
  async function addWhileLookupIsDown() {
    const state = { saved: false, lookupDown: false };
    const calls = fakeApi({
      wishlistItemsBySku: () => {
        if (state.lookupDown) throw apiError(500, 'Servizio momentaneamente non disponibile');
        return state.saved ? [{ sku: 'SCIARPA-02', id: '11', qty: 1 }] : [];
      },
      addProductToWishlist: () => {
        state.saved = true;
        state.lookupDown = true;
        return wishlistOf([scarf]);
      },
      wishlist: () => wishlistOf(state.saved ? [scarf] : []),
      removeProductFromWishlist: () => {
        state.saved = false;
        return wishlistOf([]);
      },
    });
    const { toasts, heard } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(heart);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Aggiunto alla lista dei desideri' }));
    const pressed = screen.getByRole('button', { name: 'Rimuovi Sciarpa in cashmere dalla lista dei desideri' });
    await waitFor(() => expect(pressed.getAttribute('aria-disabled')).toBeNull());
    return { state, calls, toasts, heard, pressed };
  }

  it('counts an add as done when the new item cannot be read back, and reads its id when pressed again', async () => {
    const { state, calls, toasts, heard, pressed } = await addWhileLookupIsDown();
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(heard('wishlist:changed')).toEqual([{ v: 1, count: 1 }]);
    state.lookupDown = false;
    fireEvent.click(pressed);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Sciarpa in cashmere è stato rimosso dalla lista dei desideri' }));
    expect(calls('removeProductFromWishlist')).toEqual([['11']]);
    expect(toasts().filter((each) => each.type === 'danger')).toEqual([]);
  });

  it('removes nothing when the item it could not read back has gone meanwhile, and reads the count again', async () => {
    const { state, calls, toasts, heard, pressed } = await addWhileLookupIsDown();
    state.lookupDown = false;
    state.saved = false;
    fireEvent.click(pressed);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Articolo rimosso dalla lista dei desideri' }));
    expect(calls('removeProductFromWishlist')).toEqual([]);
    expect(heard('wishlist:changed')).toEqual([
      { v: 1, count: 1 },
      { v: 1, count: 0 },
    ]);
    expect(screen.getByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says why when the add tried after a failed look-up fails too, and can be pressed again', async () => {
    const calls = fakeApi({
      wishlistItemsBySku: () => {
        throw apiError(500, 'Servizio momentaneamente non disponibile');
      },
      addProductToWishlist: () => {
        throw apiError(500, 'Impossibile aggiornare la lista dei desideri');
      },
    });
    const { toasts } = renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    const heart = await screen.findByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    await waitFor(() => expect(calls('wishlistItemsBySku')).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(heart);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'danger', title: 'Si è verificato un errore', message: 'Impossibile aggiornare la lista dei desideri' }));
    const after = screen.getByRole('button', { name: 'Aggiungi Sciarpa in cashmere alla lista dei desideri' });
    expect(after.getAttribute('aria-pressed')).toBe('false');
    expect(after.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(after);
    await waitFor(() => expect(calls('addProductToWishlist')).toHaveLength(2));
  });

  it('is a form the cart team answers without scripts, posting its product and the state it shows, and says how it ended', async () => {
    fakeApi({ wishlistItemsBySku: () => [{ sku: 'SCIARPA-02', id: '11', qty: 1 }] });
    renderFragment(WishlistHeart, { params: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' }, query: '?esito=wishlist-heart.added.SCIARPA-02' });
    const heart = await screen.findByRole('button', { name: 'Rimuovi Sciarpa in cashmere dalla lista dei desideri' });
    const form = heart.closest('form')!;
    expect(form.getAttribute('action')).toBe('/forms/mf_cart/wishlist-heart');
    expect(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>)).toEqual({ sku: 'SCIARPA-02', saved: '1' });
    expect(screen.getByRole('status').textContent).toBe('Aggiunto alla lista dei desideri');
  });
});
