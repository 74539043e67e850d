import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartOpen } from '@bottega/browser-contract';
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { CartSidebar } from './CartSidebar';

const sweater = cartLine({ uid: '1', price: 59.5, regular: 85, quantity: 1, left: 3 });
const shirt = cartLine({
  uid: '2',
  price: 39.9,
  quantity: 2,
  product: { ...cartLine().product, sku: 'CAMICIA-02', name: 'Camicia in lino', url_key: 'camicia-lino' },
});

afterEach(() => {
  jest.useRealTimers();
});

describe('cart drawer', () => {
  it('opens at once when the shell mounted it for an open command, with lines, options and totals', async () => {
    fakeApi({ cart: () => cartOf([sweater, shirt]) });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    const drawer = await screen.findByRole('dialog', { name: /Il tuo carrello/ });
    expect((await within(drawer).findByRole('link', { name: 'Maglione in lana merino' })).getAttribute('href')).toBe('/it/p/p1');
    expect(within(drawer).getByText('(3 articoli)')).toBeTruthy();
    expect(within(drawer).getByText('Solo 3 pezzi disponibili')).toBeTruthy();
    expect(drawer.querySelector('img')?.getAttribute('width')).toBe('170');
    expect(drawer.querySelector('img')?.getAttribute('height')).toBe('170');
  });

  it('stays closed until someone publishes cart:open, and Escape closes it', async () => {
    fakeApi({ cart: () => cartOf([sweater]) });
    const { bus } = renderFragment(CartSidebar);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => bus.publish(cartOpen()));
    const drawer = await screen.findByRole('dialog', { name: /Il tuo carrello/ });
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the cart is empty when it is', async () => {
    fakeApi({ cart: () => cartOf([]) });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    expect(await screen.findByText('Il tuo carrello è vuoto')).toBeTruthy();
  });

  it('asks before removing a line, shows a loader, then confirms with a toast and the new count', async () => {
    let cart = cartOf([sweater, shirt]);
    let finishRemoval: () => void = () => {};
    const calls = fakeApi({
      cart: () => cart,
      removeItemFromCart: () =>
        new Promise((resolve) => {
          finishRemoval = () => resolve((cart = cartOf([sweater])));
        }),
    });
    const { toasts, heard } = renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Camicia in lino dal carrello' }));
    const question = await screen.findByRole('dialog', { name: 'Sei sicuro di voler rimuovere questo articolo dal carrello?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Rimozione in corso…')).toBeTruthy();
    expect(calls('removeItemFromCart')).toEqual([['cart-1', '2']]);
    await act(async () => finishRemoval());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Camicia in lino' })).toBeNull());
    // The focus the removed line held goes to the next line, so Escape and Tab still reach the drawer.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Maglione in lana merino' })));
    expect(toasts()).toContainEqual({ type: 'success', message: 'Camicia in lino è stato rimosso dal carrello' });
    expect(heard('cart:changed')).toContainEqual({ v: 1, totalQuantity: 1 });
  });

  it('removes nothing when the shopper answers Annulla', async () => {
    const calls = fakeApi({ cart: () => cartOf([sweater]) });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Maglione in lana merino dal carrello' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog', { name: /Sei sicuro/ })).toBeNull();
    expect(calls('removeItemFromCart')).toEqual([]);
  });

  it('explains a failed removal and keeps the line', async () => {
    fakeApi({
      cart: () => cartOf([sweater]),
      removeItemFromCart: () => {
        throw apiError(500, 'Errore interno');
      },
    });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi Maglione in lana merino dal carrello' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText("Si è verificato un errore durante la rimozione dell'articolo. Riprova.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Maglione in lana merino' })).toBeTruthy();
  });

  it('offers a Reload button when the line was already removed elsewhere', async () => {
    let reads = 0;
    fakeApi({
      cart: () => (reads++, cartOf([sweater])),
      removeItemFromCart: () => {
        throw apiError(404, 'Articolo non trovato nel carrello.');
      },
    });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: /Rimuovi Maglione/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Il carrello non è aggiornato e deve essere ricaricato.')).toBeTruthy();
    const before = reads;
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    await waitFor(() => expect(screen.queryByText('Il carrello non è aggiornato e deve essere ricaricato.')).toBeNull());
    expect(reads).toBeGreaterThan(before);
  });

  it('calls the cart outdated when the server now holds another cart (a login in another tab)', async () => {
    let cart = cartOf([shirt], { id: 'guest-cart' });
    fakeApi({
      cart: () => cart,
      updateCartItemQuantity: () => {
        cart = cartOf([sweater], { id: 'customer-cart' });
        throw apiError(409, 'Il carrello non è aggiornato: ricaricalo per continuare.');
      },
    });
    const { toasts } = renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Aumenta la quantità di Camicia in lino' }));
    expect(await screen.findByText('Il carrello non è aggiornato e deve essere ricaricato.', {}, { timeout: 3000 })).toBeTruthy();
    expect(toasts().filter((notification) => notification.type === 'danger')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    expect(await screen.findByRole('link', { name: 'Maglione in lana merino' })).toBeTruthy();
  });

  it('starts checkout with this site as base URL and goes to the localised step', async () => {
    const calls = fakeApi({ cart: () => cartOf([sweater]), initCheckout: () => ({ path: '/checkout/user-account' }) });
    const { navigate } = renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Procedi al checkout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/user-account'));
    expect(calls('initCheckout')).toEqual([[{ baseUrl: 'http://localhost' }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('quantity in the cart', () => {
  it('sends only the last of rapid clicks, once, a second after the last one', async () => {
    jest.useFakeTimers();
    let cart = cartOf([shirt]);
    const calls = fakeApi({
      cart: () => cart,
      updateCartItemQuantity: (_id: null, uid: string, quantity: number) => (cart = cartOf([cartLine({ ...shirt, uid, quantity, price: 39.9 })])),
    });
    const { toasts } = renderFragment(CartSidebar, { params: { open: 'true' } });
    const more = await screen.findByRole('button', { name: 'Aumenta la quantità di Camicia in lino' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect((screen.getByRole('textbox', { name: 'Quantità di Camicia in lino' }) as HTMLInputElement).value).toBe('5');
    await act(async () => jest.advanceTimersByTime(999));
    expect(calls('updateCartItemQuantity')).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    expect(calls('updateCartItemQuantity')).toEqual([['cart-1', '2', 5]]);
    await act(async () => jest.advanceTimersByTime(10));
    expect(toasts()).toContainEqual({ type: 'success', message: 'Quantità aggiornata' });
  });

  it('never loses a click made while the previous change is still on its way', async () => {
    jest.useFakeTimers();
    let cart = cartOf([shirt]);
    const answers: Array<() => void> = [];
    const calls = fakeApi({
      cart: () => cart,
      updateCartItemQuantity: (_id: string, uid: string, quantity: number) =>
        new Promise((resolve) => answers.push(() => resolve((cart = cartOf([cartLine({ ...shirt, uid, quantity, price: 39.9 })]))))),
    });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    const more = await screen.findByRole('button', { name: 'Aumenta la quantità di Camicia in lino' });
    fireEvent.click(more);
    await act(async () => jest.advanceTimersByTime(1000));
    fireEvent.click(more);
    await act(async () => jest.advanceTimersByTime(1000));
    // The second change waits for the first: answers can never arrive out of order.
    expect(calls('updateCartItemQuantity')).toEqual([['cart-1', '2', 3]]);
    await act(async () => answers.shift()!());
    await act(async () => jest.advanceTimersByTime(10));
    expect(calls('updateCartItemQuantity')).toEqual([
      ['cart-1', '2', 3],
      ['cart-1', '2', 4],
    ]);
    await act(async () => answers.shift()!());
    await act(async () => jest.advanceTimersByTime(10));
    expect((screen.getByRole('textbox', { name: 'Quantità di Camicia in lino' }) as HTMLInputElement).value).toBe('4');
    expect(screen.getByText('(4 articoli)')).toBeTruthy();
  });

  it('explains a typed quantity that is text or above stock, and sends nothing', async () => {
    jest.useFakeTimers();
    const calls = fakeApi({ cart: () => cartOf([sweater]) });
    renderFragment(CartSidebar, { params: { open: 'true' } });
    const input = await screen.findByRole('textbox', { name: 'Quantità di Maglione in lana merino' });
    fireEvent.change(input, { target: { value: 'due' } });
    expect(screen.getByText('Inserisci un numero intero').getAttribute('role')).toBe('alert');
    fireEvent.change(input, { target: { value: '7' } });
    expect(screen.getByText('Sono disponibili solo 3 pezzi').getAttribute('role')).toBe('alert');
    fireEvent.change(input, { target: { value: '-1' } });
    expect(screen.getByText('La quantità minima è 1').getAttribute('role')).toBe('alert');
    fireEvent.blur(input);
    await act(async () => jest.advanceTimersByTime(2000));
    expect(calls('updateCartItemQuantity')).toEqual([]);
  });

  it('puts the count back and shows the cart error when the change fails', async () => {
    jest.useFakeTimers();
    fakeApi({
      cart: () => cartOf([shirt]),
      updateCartItemQuantity: () => {
        throw apiError(400, 'Quantità non disponibile');
      },
    });
    const { toasts, heard } = renderFragment(CartSidebar, { params: { open: 'true' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Aumenta la quantità di Camicia in lino' }));
    await act(async () => jest.advanceTimersByTime(1000));
    await act(async () => jest.advanceTimersByTime(10));
    expect(toasts()).toContainEqual({ type: 'danger', title: 'Si è verificato un errore', message: 'Quantità non disponibile' });
    expect(screen.getByText('(2 articoli)')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Quantità di Camicia in lino' }) as HTMLInputElement).value).toBe('2');
    expect(heard('cart:changed')).toEqual([]);
  });
});
