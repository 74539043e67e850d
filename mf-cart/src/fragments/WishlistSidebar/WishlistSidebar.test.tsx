import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wishlistOpen } from '@bottega/browser-contract';
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { fakeApi, renderFragment } from '@bottega/test-kit/render';
import { jumperOptions, wishlistItem, wishlistOf } from '../../testing/fixtures';
import { WishlistSidebar } from './WishlistSidebar';

const scarf = wishlistItem({ id: '11', product: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere', url_key: 'sciarpa-cashmere' } });
const boots = wishlistItem({ id: '12', product: { sku: 'STIVALI-04', name: 'Stivaletti in pelle', url_key: 'stivaletti', stock_status: 'OUT_OF_STOCK' } });

describe('wishlist drawer', () => {
  it('lists the items with their count and product links under /it, and Continue shopping closes it', async () => {
    fakeApi({ wishlist: () => wishlistOf([scarf, boots]) });
    const { bus } = renderFragment(WishlistSidebar);
    act(() => bus.publish(wishlistOpen()));
    const drawer = await screen.findByRole('dialog', { name: /Lista dei desideri/ });
    expect(await within(drawer).findByText('(2 articoli)')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Sciarpa in cashmere' }).getAttribute('href')).toBe('/it/p/p2');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Continua lo shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each saved product’s picture at 140x200', async () => {
    fakeApi({ wishlist: () => wishlistOf([scarf, boots]) });
    renderFragment(WishlistSidebar, { params: { open: 'true' } });
    const drawer = await screen.findByRole('dialog', { name: /Lista dei desideri/ });
    await within(drawer).findByText('(2 articoli)');
    expect([...drawer.querySelectorAll('img')].map((img) => [img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['140', '200'],
      ['140', '200'],
    ]);
  });

  it('says the wishlist is empty with the texts of product rule §2', async () => {
    fakeApi({ wishlist: () => wishlistOf([]) });
    renderFragment(WishlistSidebar, { params: { open: 'true' } });
    expect(await screen.findByText('La tua lista dei desideri è vuota')).toBeTruthy();
    expect(screen.getByText('Sembra che tu non abbia ancora aggiunto articoli alla lista dei desideri.')).toBeTruthy();
  });

  it('passes each item a stock of 99999: its quantity may grow past the warehouse stock up to 99999 and no further (product rule §9)', async () => {
    const lastTwo = wishlistItem({ id: '21', qty: 9999, product: { sku: 'GUANTI-05', name: 'Guanti in lana', only_x_left_in_stock: 2 } });
    const plenty = wishlistItem({ id: '22', qty: 99999, product: { sku: 'CAPPELLO-06', name: 'Cappello in feltro' } });
    fakeApi({ wishlist: () => wishlistOf([lastTwo, plenty]) });
    renderFragment(WishlistSidebar, { params: { open: 'true' } });
    const more = (name: string) => screen.getByRole('button', { name: `Aumenta la quantità di ${name}` }) as HTMLButtonElement;
    await screen.findByRole('link', { name: 'Guanti in lana' });
    expect(more('Guanti in lana').disabled).toBe(false);
    expect(more('Cappello in feltro').disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantità di Guanti in lana' }), { target: { value: '100000' } });
    expect(screen.getByRole('alert').textContent).toBe('Sono disponibili solo 99999 pezzi');
  });

  it('moves an item to the cart: added, then removed from the wishlist, with both counts announced', async () => {
    let items = [scarf];
    const calls = fakeApi({
      wishlist: () => wishlistOf(items),
      addProductsToCart: () => ({ cart: cartOf([cartLine({ quantity: 1 })]), user_errors: [] }),
      removeProductFromWishlist: () => wishlistOf((items = [])),
    });
    const { toasts, heard } = renderFragment(WishlistSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sposta nel carrello: Sciarpa in cashmere' }));
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Sciarpa in cashmere è stato aggiunto al carrello' }));
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'SCIARPA-02', quantity: 1 }]]]);
    expect(calls('removeProductFromWishlist')).toEqual([['11']]);
    expect(heard('cart:changed')).toEqual([{ v: 1, totalQuantity: 1 }]);
    expect(heard('wishlist:changed')).toEqual([{ v: 1, count: 0 }]);
    expect(heard('shell:analytics')).toEqual([{ v: 1, event: 'add_to_cart', payload: { sku: 'SCIARPA-02', quantity: 1 } }]);
    expect(await screen.findByText('La tua lista dei desideri è vuota')).toBeTruthy();
  });

  const giftSet = wishlistItem({ id: '13', product: { __typename: 'BundleProduct', sku: 'SET-07', name: 'Set regalo sciarpa e guanti' } });

  it.each([
    ['the stock is short', scarf, { code: 'INSUFFICIENT_STOCK', message: 'Quantità richiesta non disponibile' }],
    // docs/product-rules.md §8: 'Product Type X not supported in add to cart yet', as the API words it.
    ['a bundle is not supported in the cart yet', giftSet, { code: 'UNDEFINED', message: "Il tipo di prodotto BundleProduct non è ancora supportato nell'aggiunta al carrello" }],
  ])('shows the cart error in Italian and keeps the item when the cart refuses it: %s', async (_case, item, refusal) => {
    const calls = fakeApi({
      wishlist: () => wishlistOf([item]),
      addProductsToCart: () => ({ cart: cartOf([]), user_errors: [{ ...refusal, sku: item.product.sku }] }),
    });
    const { toasts, heard } = renderFragment(WishlistSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: `Sposta nel carrello: ${item.product.name}` }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'danger', message: refusal.message },
        { type: 'info', title: 'Si è verificato un errore', message: refusal.message },
      ]),
    );
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: item.product.sku, quantity: 1 }]]]);
    expect(calls('removeProductFromWishlist')).toEqual([]);
    expect(heard('shell:analytics')).toEqual([]);
    expect(screen.getByRole('link', { name: item.product.name })).toBeTruthy();
  });

  it('lets the shopper choose colour and size of a jumper hearted without them, then moves that variant to the cart', async () => {
    const jumper = wishlistItem({ id: '14', qty: 2, product: { __typename: 'ConfigurableProduct', uid: 'p3', sku: 'CAPPOTTO-03', name: 'Maglione a trecce' } });
    let items = [jumper];
    const calls = fakeApi({
      wishlist: () => wishlistOf(items),
      productDetail: () => jumperOptions(),
      addProductsToCart: () => ({ cart: cartOf([cartLine({ quantity: 2 })]), user_errors: [] }),
      removeProductFromWishlist: () => wishlistOf((items = [])),
    });
    const { toasts } = renderFragment(WishlistSidebar, { params: { open: 'true' } });
    const move = await screen.findByRole('button', { name: 'Sposta nel carrello: Maglione a trecce' });
    const colour = await screen.findByRole('combobox', { name: 'Colore di Maglione a trecce' });
    const size = screen.getByRole('combobox', { name: 'Taglia di Maglione a trecce' });
    expect(calls('productDetail')).toEqual([['p3']]);

    // Pressed before choosing: said beside the choices, and the cart is not asked.
    fireEvent.click(move);
    expect(screen.getByRole('alert').textContent).toBe('Scegli colore e taglia prima di spostarlo nel carrello');
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    // A sold-out combination is said too.
    fireEvent.change(colour, { target: { value: 'color::blu' } });
    fireEvent.change(size, { target: { value: 'dimensione::s' } });
    fireEvent.click(move);
    expect(screen.getByRole('alert').textContent).toBe('Questa combinazione di colore e taglia non è disponibile');
    expect(calls('addProductsToCart')).toEqual([]);

    fireEvent.change(size, { target: { value: 'dimensione::m' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(move);
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Maglione a trecce è stato aggiunto al carrello' }));
    expect(calls('addProductsToCart')).toEqual([[null, [{ sku: 'CAPPOTTO-03-BLU-M', quantity: 2, parent_sku: 'CAPPOTTO-03', selected_options: ['color::blu', 'dimensione::m'] }]]]);
    expect(calls('removeProductFromWishlist')).toEqual([['14']]);
  });

  it('says an unavailable product cannot be added, without asking the cart', async () => {
    const calls = fakeApi({ wishlist: () => wishlistOf([boots]) });
    const { toasts } = renderFragment(WishlistSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Sposta nel carrello: Stivaletti in pelle' }));
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'danger', message: 'Questo prodotto non può essere aggiunto al carrello' }));
    expect(calls('addProductsToCart')).toEqual([]);
  });
});
