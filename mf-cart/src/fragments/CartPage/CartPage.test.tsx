import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartLine, cartOf } from '@bottega/test-kit/fixtures';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { CartPage } from './CartPage';

const line = cartLine({ price: 60, quantity: 1 });
const eur = (value: number) => ({ value, currency: 'EUR' as const });

describe('cart page', () => {
  it('shows how far free shipping in Italy is, and the grand total with the 5 EUR shipping', async () => {
    fakeApi({ cart: () => cartOf([line]) });
    renderFragment(CartPage);
    expect(await screen.findByText('Ti mancano 40,00 € per la spedizione gratuita in Italia')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(screen.getByTestId('cart-grand-total').textContent).toBe('65,00\u00a0€');
  });

  it('empties the cart after asking (Si / Annulla), with a loader, then a toast and the empty cart announced', async () => {
    const sweater = cartLine({ uid: '1', quantity: 2 });
    const shirt = cartLine({ uid: '2', product: { sku: 'CAMICIA-03', name: 'Camicia in lino' } });
    let cart = cartOf([sweater, shirt]);
    let finishClearing: () => void = () => {};
    const calls = fakeApi({
      cart: () => cart,
      clearCart: () =>
        new Promise((resolve) => {
          finishClearing = () => resolve((cart = cartOf([], { id: 'cart-1' })));
        }),
    });
    const { toasts, heard } = renderFragment(CartPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Svuota il carrello' }));
    const question = await screen.findByRole('dialog', { name: 'Sei sicuro di voler svuotare il carrello?' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Annulla' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Si' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Svuota il carrello' }).getAttribute('aria-busy')).toBe('true'));
    expect(calls('clearCart')).toEqual([['cart-1']]);
    await act(async () => finishClearing());
    expect(await screen.findByText('Il tuo carrello è vuoto')).toBeTruthy();
    expect(toasts()).toContainEqual({ type: 'success', message: 'Il carrello è stato svuotato' });
    expect(heard('cart:changed')).toContainEqual({ v: 1, totalQuantity: 0 });
    expect(heard('shell:analytics').map(({ event, payload }) => [event, payload])).toEqual([
      ['remove_from_cart', { sku: 'MAGLIA-01' }],
      ['remove_from_cart', { sku: 'CAMICIA-03' }],
    ]);
  });

  it('empties nothing when the shopper answers Annulla', async () => {
    const calls = fakeApi({ cart: () => cartOf([line]) });
    renderFragment(CartPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Svuota il carrello' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog', { name: /Sei sicuro/ })).toBeNull();
    expect(calls('clearCart')).toEqual([]);
  });

  it('fits every line the stock no longer covers in one bulk update, removing the sold-out ones', async () => {
    const short = cartLine({ uid: '1', quantity: 3, left: 1, error: 'Quantità non disponibile: ne restano solo 1.', max_quantity: 1 });
    const soldOut = cartLine({
      uid: '2',
      quantity: 2,
      product: { sku: 'CAMICIA-03', name: 'Camicia in lino', stock_status: 'OUT_OF_STOCK' },
      error: 'Prodotto esaurito.',
      max_quantity: 0,
    });
    const fine = cartLine({ uid: '3', product: { sku: 'SCIARPA-02', name: 'Sciarpa in cashmere' } });
    let cart = cartOf([short, soldOut, fine]);
    const calls = fakeApi({ cart: () => cart, bulkUpdateCart: () => (cart = cartOf([{ ...short, quantity: 1, error: null, max_quantity: null }, fine])) });
    const { toasts } = renderFragment(CartPage);
    expect(await screen.findByText('Alcuni articoli non sono più disponibili nella quantità scelta.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adegua le quantità' }));
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'success', message: 'Quantità adeguate alla disponibilità' }));
    expect(calls('bulkUpdateCart')).toEqual([['cart-1', { 1: 2, 2: 2 }, true]]);
    expect(screen.queryByText('Alcuni articoli non sono più disponibili nella quantità scelta.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Camicia in lino' })).toBeNull();
  });

  it('applies a valid coupon and shows the discount, then removes it', async () => {
    let cart = cartOf([line]);
    fakeApi({
      cart: () => cart,
      applyCouponToCart: (_id: null, code: string) =>
        (cart = cartOf([line], {
          applied_coupons: [{ code }],
          prices: { ...cart.prices, discounts: [{ label: 'Sconto benvenuto 10%', amount: eur(6) }], grand_total: eur(54) },
        })),
      removeCouponFromCart: () => (cart = cartOf([line])),
    });
    const { toasts } = renderFragment(CartPage);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Codice sconto' }), { target: { value: ' BENVENUTO10 ' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Applica' })[0]!);
    expect(await screen.findByText('Sconto benvenuto 10%')).toBeTruthy();
    expect(toasts()).toContainEqual({ type: 'success', message: 'Codice BENVENUTO10 applicato' });
    fireEvent.click(screen.getByRole('button', { name: 'Rimuovi il codice BENVENUTO10' }));
    await waitFor(() => expect(screen.queryByText('Sconto benvenuto 10%')).toBeNull());
  });

  it('keeps the coupon and says why when its removal fails on the server', async () => {
    const withCoupon = cartOf([line], { applied_coupons: [{ code: 'BENVENUTO10' }] });
    const calls = fakeApi({
      cart: () => withCoupon,
      removeCouponFromCart: () => {
        throw apiError(500, 'Servizio momentaneamente non disponibile');
      },
    });
    const { toasts } = renderFragment(CartPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi il codice BENVENUTO10' }));
    await waitFor(() => expect(toasts()).toContainEqual({ type: 'danger', title: 'Si è verificato un errore', message: 'Servizio momentaneamente non disponibile' }));
    expect(calls('removeCouponFromCart')).toEqual([['cart-1']]);
    expect(screen.getByRole('button', { name: 'Rimuovi il codice BENVENUTO10' })).toBeTruthy();
  });

  it('keeps the gift card and says so when the network drops during its removal', async () => {
    const card = { code: 'REGALO-25', applied_balance: eur(25), current_balance: eur(25) };
    fakeApi({ cart: () => cartOf([line], { applied_gift_cards: [card] }) });
    const answering = globalThis.fetch;
    globalThis.fetch = jest.fn((input: string | URL | Request, init?: RequestInit) =>
      String(input).endsWith('/removeGiftCardFromCart') ? Promise.reject(new TypeError('Failed to fetch')) : answering(input, init),
    ) as typeof fetch;
    const { toasts } = renderFragment(CartPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi la carta regalo REGALO-25' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ type: 'danger', title: 'Si è verificato un errore', message: 'Impossibile contattare il negozio. Controlla la connessione e riprova.' }),
    );
    expect(screen.getByRole('button', { name: 'Rimuovi la carta regalo REGALO-25' })).toBeTruthy();
  });

  it("shows the server's refusal of a coupon under the field", async () => {
    fakeApi({
      cart: () => cartOf([line]),
      applyCouponToCart: () => {
        throw apiError(400, 'Il codice sconto non è valido');
      },
    });
    renderFragment(CartPage);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Codice sconto' }), { target: { value: 'NONESISTE' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Applica' })[0]!);
    expect(await screen.findByText('Il codice sconto non è valido')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Codice sconto' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a code before sending an empty one', async () => {
    const calls = fakeApi({ cart: () => cartOf([line]) });
    renderFragment(CartPage);
    await screen.findByRole('textbox', { name: 'Codice carta regalo' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Applica' })[1]!);
    expect(screen.getByText('Inserisci il codice della carta regalo')).toBeTruthy();
    expect(calls('applyGiftCardToCart')).toEqual([]);
  });

  it('says why a gift card could not be applied', async () => {
    fakeApi({
      cart: () => cartOf([line]),
      applyGiftCardToCart: () => {
        throw apiError(400, 'Impossibile applicare la carta regalo: il saldo è esaurito.');
      },
    });
    renderFragment(CartPage);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Codice carta regalo' }), { target: { value: 'GC-1234' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Applica' })[1]!);
    expect(await screen.findByText('Impossibile applicare la carta regalo: il saldo è esaurito.')).toBeTruthy();
  });

  it('refuses markup in the note before any request, and saves a plain one', async () => {
    const calls = fakeApi({ cart: () => cartOf([line]), setCartNote: (_id: null, note: string) => cartOf([line], { note }) });
    renderFragment(CartPage);
    const note = await screen.findByRole('textbox', { name: 'Nota per il negozio (facoltativa)' });
    fireEvent.change(note, { target: { value: '<b>regalo</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva nota' }));
    expect(screen.getByText('Il campo non può contenere i caratteri < e >')).toBeTruthy();
    expect(calls('setCartNote')).toEqual([]);
    fireEvent.change(note, { target: { value: 'Confezione regalo, grazie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva nota' }));
    await waitFor(() => expect(calls('setCartNote')).toEqual([['cart-1', 'Confezione regalo, grazie']]));
  });

  it('shows the empty state with a way back to the shop', async () => {
    fakeApi({ cart: () => cartOf([]) });
    const { navigate } = renderFragment(CartPage);
    expect(await screen.findByText('Il tuo carrello è vuoto')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Inizia lo shopping' }));
    expect(navigate).toHaveBeenCalledWith('/it');
  });
});
