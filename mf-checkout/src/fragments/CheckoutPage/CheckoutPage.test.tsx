import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { accountChanged, cartChanged } from '@bottega/browser-contract';
import { cartOf } from '@bottega/test-kit/fixtures';
import { apiError, fakeApi, renderFragment } from '@bottega/test-kit/render';
import { sessionExpiry } from '@bottega/test-kit/session';
import { address, line, readyCart, standardShipping } from '../../testing/fixtures';
import { CheckoutPage } from './CheckoutPage';

const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);

afterEach(() => {
  submit.mockClear();
  sessionStorage.clear();
  document.cookie = 'customer_expires=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const logIn = () => (document.cookie = `customer_expires=${sessionExpiry()}`);
// Labels carry a visual '*' for required fields; getByLabelText is much cheaper than getByRole in jsdom.
const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`));
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const guestCart = (overrides = {}) => cartOf([line()], { email: 'giulia@example.it', ...overrides });

// The payment calls of docs/product-rules.md §7 as the API answers them for an open payment of 94 EUR.
const MAC = '3f786850e387550fdab836ed7e6dc881de23001b';
const xpayConfig = { alias: 'ALIAS_SANDBOX', endpoint: '/api/payment/xpay/sandbox', divisa: 'EUR', languageId: 'ITA', url: 'u', url_back: 'b', urlpost: 'p' };
const paymentCalls = { config: () => xpayConfig, mac: () => ({ mac: MAC }) };
const redirect = {
  endpoint: '/api/payment/xpay/sandbox',
  fields: {
    alias: 'ALIAS_SANDBOX',
    importo: '9400',
    divisa: 'EUR',
    codTrans: '100000012-1',
    url: 'u',
    url_back: 'b',
    urlpost: 'p',
    mac: MAC,
    languageId: 'ITA',
    descrizione: 'Ordine 100000012',
    mail: 'giulia@example.it',
  },
};
const placed = { order: { number: '100000012', status: 'pending_payment', grand_total: { value: 94, currency: 'EUR' } }, payment: { method: 'xpay', redirect } };

const PAY = /^Ordina con obbligo di pagamento · 94,00/;
const termsBox = () => screen.getByRole('checkbox', { name: /Ho letto e accetto le condizioni generali di vendita/ });

/** The pay button, once the payment configuration is read (it is busy until then). */
async function payButton() {
  const pay = await screen.findByRole('button', { name: PAY });
  await waitFor(() => expect(pay.getAttribute('aria-busy')).toBeNull());
  return pay;
}

/** The pay button once the shopper has ticked the acceptance of the terms, as every order needs (product rule §10). */
async function acceptedPayButton() {
  const pay = await payButton();
  fireEvent.click(termsBox());
  return pay;
}

describe('checkout: account step', () => {
  it('lets a guest continue with an e-mail, checked before any request', async () => {
    const calls = fakeApi({ cart: () => cartOf([line()]), setGuestEmailOnCart: ({ email }: { email: string }) => guestCart({ email }) });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'user-account' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Continua come ospite' }));
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeTruthy();
    type('Email', 'giulia@example');
    fireEvent.click(screen.getByRole('button', { name: 'Continua come ospite' }));
    expect(await screen.findByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(calls('setGuestEmailOnCart')).toEqual([]);
    type('Email', ' giulia@example.it ');
    fireEvent.click(screen.getByRole('button', { name: 'Continua come ospite' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/shipping'));
    expect(calls('setGuestEmailOnCart')).toEqual([[{ email: 'giulia@example.it' }]]);
  });

  it('opens the login and moves on to shipping once the shopper is logged in', async () => {
    fakeApi({ cart: () => cartOf([line()]), customerCart: () => cartOf([line()]) });
    const { heard, bus, navigate } = renderFragment(CheckoutPage, { params: { step: 'user-account' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(heard('account:open-login')).toEqual([{ v: 1, mode: 'login', then: '/it/checkout/shipping' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Crea un account' }));
    expect(heard('account:open-login')[1]).toEqual({ v: 1, mode: 'register', then: '/it/checkout/shipping' });
    logIn();
    act(() => bus.publish(accountChanged(true)));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/shipping', { replace: true }));
  });

  it('skips the account step for a logged-in shopper', async () => {
    logIn();
    fakeApi({ customerCart: () => cartOf([line()]) });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'UserAccount' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/shipping', { replace: true }));
  });
});

describe('checkout: moving between steps', () => {
  it('gives the new step title the focus, but not on the first load', async () => {
    fakeApi({ cart: () => readyCart() });
    const first = renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    const shipping = await screen.findByRole('heading', { level: 2, name: 'Indirizzo di spedizione' });
    expect(document.activeElement).not.toBe(shipping);
    // The shell mounts each step's route afresh.
    first.unmount();
    renderFragment(CheckoutPage, { params: { step: 'billing' } });
    const billing = await screen.findByRole('heading', { level: 2, name: 'Indirizzo di fatturazione' });
    await waitFor(() => expect(document.activeElement).toBe(billing));
  });
});

describe('checkout: guards', () => {
  it('sends a shopper with an empty cart back to the cart with a message', async () => {
    fakeApi({ cart: () => cartOf([]) });
    const { navigate, heard } = renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/Cart', { replace: true }));
    expect(heard('shell:notify')[0]?.notification).toMatchObject({ type: 'warning', message: 'Il tuo carrello è vuoto: aggiungi un prodotto per procedere al checkout.' });
  });

  it('sends a cart whose lines can no longer be bought back to the cart', async () => {
    fakeApi({ cart: () => readyCart({ items: [line({ error: 'Ne restano solo 2' })] }) });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'payment' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/Cart', { replace: true }));
  });

  it('sends a guest who has not given an e-mail from payment to the account step', async () => {
    fakeApi({ cart: () => cartOf([line()]) });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'payment' } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/user-account', { replace: true }));
    expect(screen.getByRole('navigation', { name: 'Passaggi del checkout' })).toBeTruthy();
  });
});

/** The choices of the address form's country list, as value and name. */
const countryOptions = () => Array.from((screen.getByLabelText(/^Paese\*?$/) as HTMLSelectElement).options).map((option) => [option.value, option.textContent]);
const SHOP_COUNTRY_OPTIONS = [
  ['IT', 'Italia'],
  ['SM', 'San Marino'],
  ['VA', 'Città del Vaticano'],
];

describe('checkout: shipping step', () => {
  it('checks the Italian address before sending it, then offers free shipping over 100 EUR', async () => {
    let cart = guestCart({ items: [line({ price: 120 })] });
    const calls = fakeApi({
      cart: () => cart,
      setShippingAddressOnCart: (input: typeof address) => (cart = { ...cart, shipping_address: { ...address, ...input } }),
      shippingMethods: () => [standardShipping(0)],
      setShippingMethodOnCart: () => (cart = { ...cart, selected_shipping_method: standardShipping(0) }),
    });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(7);
    type('Nome', 'Giulia');
    type('Cognome', 'Bianchi;');
    type('Indirizzo e numero civico', 'Via <b>Roma</b> 12');
    type('CAP', '2012');
    type('Città', 'Milano');
    type('Provincia', 'XX');
    type('Telefono', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findByText('Il campo non può contenere il punto e virgola')).toBeTruthy();
    expect(screen.getByText('Il campo non può contenere i caratteri < e >')).toBeTruthy();
    expect(screen.getByText('CAP non valido')).toBeTruthy();
    expect(screen.getByText('Provincia non valida: indica la sigla di due lettere (es. MI)')).toBeTruthy();
    expect(screen.getByText('Numero di telefono non valido')).toBeTruthy();
    expect(calls('setShippingAddressOnCart')).toEqual([]);

    type('Cognome', 'Bianchi');
    type('Indirizzo e numero civico', 'Via Roma 12');
    type('CAP', '20121');
    type('Provincia', 'mi');
    type('Telefono', '333 1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect(await screen.findByText('Gratuita', { selector: 'span' })).toBeTruthy();
    expect(calls('setShippingAddressOnCart')).toEqual([
      [{ firstname: 'Giulia', lastname: 'Bianchi', street: ['Via Roma 12'], city: 'Milano', postcode: '20121', region_code: 'MI', country_code: 'IT', telephone: '333 1234567' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Continua alla fatturazione' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/billing'));
    expect(calls('setShippingMethodOnCart')).toEqual([[{ carrier_code: 'bottega', method_code: 'standard' }]]);
  });

  it('offers exactly the shop’s countries for the shipping address: Italy, San Marino and the Vatican', async () => {
    fakeApi({ cart: () => guestCart() });
    renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    await screen.findByRole('button', { name: 'Salva indirizzo' });
    expect(countryOptions()).toEqual(SHOP_COUNTRY_OPTIONS);
  });

  it('says when no shipping method serves the country', async () => {
    fakeApi({
      cart: () => guestCart({ shipping_address: address }),
      shippingMethods: () => {
        throw apiError(400, 'Non ci sono metodi di spedizione disponibili per questo paese.');
      },
    });
    renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    expect(await screen.findByText('Nessun metodo di spedizione disponibile per questo paese')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continua alla fatturazione' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal of an address so the shopper can fix it", async () => {
    fakeApi({
      cart: () => guestCart(),
      setShippingAddressOnCart: () => {
        throw apiError(400, 'CAP non valido');
      },
    });
    renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    await screen.findByRole('button', { name: 'Salva indirizzo' });
    type('Nome', 'Giulia');
    type('Cognome', 'Bianchi');
    type('Indirizzo e numero civico', 'Via Roma 12');
    type('CAP', '20121');
    type('Città', 'Milano');
    type('Provincia', 'MI');
    type('Telefono', '3331234567');
    fireEvent.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('CAP non valido');
  });
});

describe('checkout: shipping step for a customer', () => {
  it('ships to a saved address, the default one chosen first', async () => {
    logIn();
    let cart = cartOf([line()]);
    const saved = (id: number, city: string, isDefault: boolean) => ({ ...address, id, city, default_shipping: isDefault, default_billing: false });
    const calls = fakeApi({
      customerCart: () => cart,
      customerAddresses: () => [saved(7, 'Torino', false), saved(8, 'Roma', true)],
      setShippingAddressOnCart: () => (cart = { ...cart, shipping_address: { ...address, city: 'Roma' } }),
      shippingMethods: () => [standardShipping(5)],
    });
    renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    const roma = await screen.findByRole('radio', { name: /20121 Roma/ });
    expect((roma as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Salva indirizzo' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spedisci a questo indirizzo' }));
    expect(await screen.findByRole('radio', { name: /Corriere espresso/ })).toBeTruthy();
    expect(calls('setShippingAddressOnCart')).toEqual([[{ customer_address_id: 8 }]]);
  });

  it('lets a customer type a new address instead', async () => {
    logIn();
    fakeApi({ customerCart: () => cartOf([line()]), customerAddresses: () => [{ ...address, id: 7, default_shipping: true, default_billing: false }] });
    renderFragment(CheckoutPage, { params: { step: 'shipping' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Un nuovo indirizzo' }));
    expect(screen.getByRole('button', { name: 'Salva indirizzo' })).toBeTruthy();
  });
});

describe('checkout: billing step', () => {
  const shipped = () => guestCart({ shipping_address: address, selected_shipping_method: standardShipping(5) });

  it('checks the VAT number by its check digit, then bills the shipping address to the company', async () => {
    let cart = shipped();
    const calls = fakeApi({
      cart: () => cart,
      setBillingAddressOnCart: () => (cart = { ...cart, billing_address: address }),
      setBusinessData: (_id: string, data: { company: string; vat_number: string }) => (cart = { ...cart, business_data: { ...data, pec: null, sdi_code: null } }),
    });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'billing' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Richiedo la fattura per un’azienda o un professionista' }));
    type('Ragione sociale', 'Sartoria Bianchi srl');
    type('Partita IVA', '01234567890');
    fireEvent.click(screen.getByRole('button', { name: 'Continua al pagamento' }));
    expect(await screen.findByText('Partita IVA non valida')).toBeTruthy();
    expect(screen.getByText('Indica la PEC oppure il codice SDI per la fattura elettronica')).toBeTruthy();
    expect(calls('setBillingAddressOnCart')).toEqual([]);
    type('Partita IVA', '01234567897');
    type('Codice SDI', 'm5uxcr1');
    fireEvent.click(screen.getByRole('button', { name: 'Continua al pagamento' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/payment'));
    expect(calls('setBillingAddressOnCart')).toEqual([[{ same_as_shipping: true }]]);
    expect(calls('setBusinessData')).toEqual([['cart-1', { company: 'Sartoria Bianchi srl', vat_number: '01234567897', sdi_code: 'M5UXCR1' }]]);
  });

  it('asks for the other billing address when the shopper chooses one', async () => {
    const calls = fakeApi({ cart: () => shipped() });
    renderFragment(CheckoutPage, { params: { step: 'billing' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Un altro indirizzo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continua al pagamento' }));
    expect(await screen.findAllByText('Questo campo è obbligatorio')).toHaveLength(7);
    expect(calls('setBillingAddressOnCart')).toEqual([]);
  });

  it('offers exactly the shop’s countries for another billing address', async () => {
    fakeApi({ cart: () => shipped() });
    renderFragment(CheckoutPage, { params: { step: 'billing' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Un altro indirizzo' }));
    expect(countryOptions()).toEqual(SHOP_COUNTRY_OPTIONS);
  });
});

describe('checkout: payment step', () => {
  it('shows the order summary and posts the payment form once, however often the button is pressed', async () => {
    const calls = fakeApi({
      ...paymentCalls,
      cart: () => readyCart(),
      setPaymentMethodOnCart: (_id: string, code: string) => readyCart({ selected_payment_method: { code, title: 'Carta' } }),
      placeOrder: () => placed,
    });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    const pay = await acceptedPayButton();
    expect(screen.getByTestId('chk-grand-total').textContent).toBe('94,00\u00a0€');
    expect(screen.getByText('Maglione girocollo in lana merino')).toBeTruthy();
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls('placeOrder')).toHaveLength(1);
    expect(calls('setPaymentMethodOnCart')).toEqual([['cart-1', 'xpay']]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/payment/xpay/sandbox');
    expect(form.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual(redirect.fields);
    expect(screen.getByRole('status').textContent).toBe('Ti stiamo portando alla pagina di pagamento…');
  });

  it('places no order until the shopper ticks the terms, which it links with the withdrawal right, and sends the acceptance (product rule §10)', async () => {
    const calls = fakeApi({ ...paymentCalls, cart: () => readyCart({ selected_payment_method: { code: 'xpay', title: 'Carta' } }), placeOrder: () => placed });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    const pay = await payButton();
    expect(screen.getByText('Totale da pagare').parentElement!.textContent).toContain('94,00\u00a0€');
    const box = termsBox() as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.required).toBe(true);
    const links = [...box.closest('div')!.parentElement!.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(links).toEqual([
      ['condizioni generali di vendita (si apre in una nuova scheda)', '/it/condizioni-generali-di-vendita', '_blank'],
      ['informativa sul diritto di recesso (si apre in una nuova scheda)', '/it/diritto-di-recesso', '_blank'],
    ]);
    fireEvent.click(pay);
    const said = await screen.findByText('Per ordinare devi accettare le condizioni generali di vendita');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(said.id);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(calls('placeOrder')).toEqual([]);
    fireEvent.click(box);
    await waitFor(() => expect(screen.queryByText('Per ordinare devi accettare le condizioni generali di vendita')).toBeNull());
    fireEvent.click(pay);
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls('placeOrder')).toEqual([[{ idempotencyKey: expect.any(String), termsAccepted: true }]]);
  });

  it('pays again with the same order key after a decline, and says the cart was kept', async () => {
    const keys: string[] = [];
    fakeApi({
      ...paymentCalls,
      cart: () => readyCart({ selected_payment_method: { code: 'xpay', title: 'Carta' } }),
      placeOrder: ({ idempotencyKey }: { idempotencyKey: string }) => (keys.push(idempotencyKey), placed),
    });
    const first = renderFragment(CheckoutPage, { params: { step: 'payment' } });
    fireEvent.click(await acceptedPayButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    first.unmount();
    renderFragment(CheckoutPage, { params: { step: 'payment' }, query: '?error=declined&order=100000012' });
    expect((await screen.findByRole('alert')).textContent).toContain('Il pagamento è stato rifiutato');
    expect(screen.getByRole('alert').textContent).toContain('Ordine n. 100000012');
    fireEvent.click(await acceptedPayButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('says a cancelled payment kept the cart', async () => {
    fakeApi({ cart: () => readyCart() });
    renderFragment(CheckoutPage, { params: { step: 'payment' }, query: '?error=cancelled&order=100000012' });
    expect((await screen.findByRole('alert')).textContent).toContain('Hai annullato il pagamento. Il carrello è stato conservato');
  });

  it('says something went wrong with the payment method for a return that is neither declined nor cancelled', async () => {
    fakeApi({ cart: () => readyCart() });
    renderFragment(CheckoutPage, { params: { step: 'payment' }, query: '?error=timeout&order=100000012' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Si è verificato un problema con il metodo di pagamento selezionato.');
    expect(alert.textContent).toContain('Ordine n. 100000012');
  });

  it('reviews the company the invoice goes to with its VAT number', async () => {
    fakeApi({ ...paymentCalls, cart: () => readyCart({ business_data: { company: 'Sartoria Bianchi srl', vat_number: '01234567897', pec: null, sdi_code: 'M5UXCR1' } }) });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    expect(await screen.findByText('Partita IVA 01234567897')).toBeTruthy();
    expect(screen.getByText('Sartoria Bianchi srl')).toBeTruthy();
  });

  it('shows each line of the order summary with its picture at 100x100', async () => {
    fakeApi({
      cart: () => readyCart({ items: [line(), line({ uid: '2', product: { name: 'Sciarpa in cashmere', thumbnail: { url: '/media/sciarpa.svg', label: 'Sciarpa' } } })] }),
    });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    const summary = await screen.findByRole('region', { name: /Riepilogo ordine/ });
    const pictures = [...summary.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.getAttribute('width'), img.getAttribute('height')]);
    expect(pictures).toEqual([
      ['/media/maglione.svg', '100', '100'],
      ['/media/sciarpa.svg', '100', '100'],
    ]);
  });

  it('shows why an order could not be placed and offers to reload an outdated cart', async () => {
    let reads = 0;
    fakeApi({
      ...paymentCalls,
      cart: () => (reads++, readyCart({ selected_payment_method: { code: 'xpay', title: 'Carta' } })),
      placeOrder: () => {
        throw apiError(409, 'Il carrello non è aggiornato: ricaricalo per continuare.');
      },
    });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    fireEvent.click(await acceptedPayButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Il carrello non è aggiornato');
    const before = reads;
    fireEvent.click(screen.getByRole('button', { name: 'Ricarica' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('checkout: payment that cannot start', () => {
  it('says the payment information could not be processed when the answer is unusable', async () => {
    fakeApi({
      ...paymentCalls,
      cart: () => readyCart({ selected_payment_method: { code: 'xpay', title: 'Carta' } }),
      placeOrder: () => ({}),
    });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    fireEvent.click(await acceptedPayButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Impossibile elaborare le informazioni di pagamento.');
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('checkout: thank-you step', () => {
  it('shows the order number and what was bought, and tells the shop the cart is now empty', async () => {
    fakeApi({
      ...paymentCalls,
      cart: () => readyCart({ selected_payment_method: { code: 'xpay', title: 'Carta' } }),
      placeOrder: () => ({ order: { number: '100000012', status: 'pending_payment', grand_total: { value: 94, currency: 'EUR' } }, payment: { method: 'xpay', redirect: null } }),
    });
    const paying = renderFragment(CheckoutPage, { params: { step: 'payment' } });
    fireEvent.click(await acceptedPayButton());
    await waitFor(() => expect(paying.navigate).toHaveBeenCalledWith('/it/checkout/thank-you?order=100000012'));
    paying.unmount();

    const { heard } = renderFragment(CheckoutPage, { params: { step: 'ThankYou' }, query: '?order=100000012' });
    expect(screen.getByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeTruthy();
    expect(screen.getByTestId('chk-order-number').textContent).toBe('100000012');
    expect(screen.getByText(/Ti abbiamo inviato una email di conferma a giulia@example.it/)).toBeTruthy();
    expect(screen.getByText('Maglione girocollo in lana merino')).toBeTruthy();
    expect(heard('cart:changed')).toHaveLength(1);
    expect(heard('shell:analytics')).toEqual([{ v: 1, event: 'purchase', payload: expect.objectContaining({ transaction_id: '100000012', value: 94, currency: 'EUR' }) }]);
    expect(sessionStorage.getItem('bottega:checkout:order-key:cart-1')).toBeNull();
  });

  it('still confirms an order paid in another tab, without its summary', () => {
    const calls = fakeApi({});
    renderFragment(CheckoutPage, { params: { step: 'thank-you' }, query: '?order=100000077' });
    expect(screen.getByTestId('chk-order-number').textContent).toBe('100000077');
    expect(screen.queryByText('Riepilogo ordine')).toBeNull();
    expect(calls()).toEqual([]);
  });
});

describe('checkout: the payment calls', () => {
  const ready = () => readyCart({ selected_payment_method: { code: 'xpay', title: 'Carta' } });

  it('offers no payment method and nothing to pay while the payment configuration answers an error, until it is read', async () => {
    let configured = false;
    const calls = fakeApi({
      ...paymentCalls,
      cart: ready,
      config: () => {
        if (!configured) throw apiError(400, 'Negozio (tenant_id) sconosciuto.');
        return xpayConfig;
      },
      placeOrder: () => placed,
    });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Impossibile selezionare il metodo di pagamento.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    expect(calls('config')).toEqual([[{ tenant_id: 'bottega' }]]);
    configured = true;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    fireEvent.click(await acceptedPayButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('posts the form where the configuration says, with the MAC the mac call confirms for this payment', async () => {
    const provider = { ...xpayConfig, endpoint: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet', url: 'https://shop.example/it/checkout/thank-you' };
    const calls = fakeApi({ ...paymentCalls, cart: ready, config: () => provider, placeOrder: () => placed });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    fireEvent.click(await acceptedPayButton());
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(calls('mac')).toEqual([[{ tenant_id: 'bottega', codTrans: '100000012-1', divisa: 'EUR', importo: '9400' }]]);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe(provider.endpoint);
    expect(Object.fromEntries(new FormData(form))).toEqual({ ...redirect.fields, url: provider.url, mac: MAC });
  });

  it.each([
    [
      'answers an error',
      () => {
        throw apiError(400, 'Nessun pagamento aperto con questi codice, importo e valuta.');
      },
    ],
    ['signs another request', () => ({ mac: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' })],
  ])('sends no form when the mac call %s, and says the payment information could not be processed', async (_case, mac) => {
    fakeApi({ ...paymentCalls, cart: ready, mac, placeOrder: () => placed });
    renderFragment(CheckoutPage, { params: { step: 'payment' } });
    fireEvent.click(await acceptedPayButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Impossibile elaborare le informazioni di pagamento.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('says a card without 3-D Secure is not supported, and keeps the cart for another card', async () => {
    fakeApi({ ...paymentCalls, cart: ready });
    renderFragment(CheckoutPage, { params: { step: 'payment' }, query: '?error=needs-3ds&order=100000012' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tipo di carta non supportato: serve una carta abilitata al 3D Secure.');
    expect(alert.textContent).toContain('Ordine n. 100000012');
    expect(await payButton()).toBeTruthy();
  });
});

describe('checkout: back from the payment page', () => {
  const signed = '?codTrans=100000012-1&esito=OK&importo=9400&divisa=EUR&data=20261122&orario=101010&codAut=A1B2C3&mac=0a4d55a8d778e5022fab701977c5d840bbc486d0';
  const checked = (overrides = {}) => ({
    success: true,
    outcome: 'paid',
    order: '100000012',
    codTrans: '100000012-1',
    divisa: 'EUR',
    importo: '9400',
    esito: 'OK',
    codiceEsito: '0',
    ...overrides,
  });

  it('has the result checked by the shop before thanking, and leaves the signed address out of the history', async () => {
    const calls = fakeApi({ isSuccessfulResult: () => checked() });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'thank-you' }, query: signed });
    expect(screen.getByText('Stiamo verificando l’esito del pagamento…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/thank-you?order=100000012', { replace: true }));
    expect(calls('isSuccessfulResult')).toEqual([[{ tenant_id: 'bottega', event: signed.slice(1) }]]);
  });

  it.each([
    ['a refused card back to payment', { success: false, outcome: 'declined', esito: 'KO', codiceEsito: '103' }, '/it/checkout/payment?error=declined&order=100000012'],
    [
      'a card without 3-D Secure back to payment, saying why',
      { success: false, outcome: 'declined', esito: 'KO', codiceEsito: '112' },
      '/it/checkout/payment?error=needs-3ds&order=100000012',
    ],
    ['a payment the bank has still to confirm to the page that says so', { success: false, outcome: 'pending', esito: 'PEN' }, '/it/checkout-error?reason=pending&order=100000012'],
  ])('sends %s', async (_case, answer, landing) => {
    fakeApi({ isSuccessfulResult: () => checked(answer) });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'thank-you' }, query: signed });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(landing, { replace: true }));
  });

  it('never thanks for a result the shop answers with an error', async () => {
    fakeApi({
      isSuccessfulResult: () => {
        throw apiError(400, 'Esito del pagamento non valido.');
      },
    });
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'thank-you' }, query: signed });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout-error?reason=invalid-payment-response', { replace: true }));
    expect(screen.queryByRole('heading', { name: 'Grazie per il tuo ordine!' })).toBeNull();
  });

  it('asks the shopper not to pay again while the shop cannot be reached, and checks again on request', async () => {
    fakeApi({ isSuccessfulResult: () => checked() });
    const answering = globalThis.fetch;
    globalThis.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(answering);
    const { navigate } = renderFragment(CheckoutPage, { params: { step: 'thank-you' }, query: signed });
    expect((await screen.findByRole('alert')).textContent).toContain('Non ripetere il pagamento');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/it/checkout/thank-you?order=100000012', { replace: true }));
  });
});

describe('checkout: a cart that changes while paying', () => {
  const scarf = line({ uid: '2', product: { __typename: 'SimpleProduct', sku: 'SCIARPA-01', name: 'Sciarpa in cachemire' } });

  it('says which lines were removed from the cart, and stays on the step with what is left', async () => {
    let items = [line(), scarf];
    fakeApi({ ...paymentCalls, cart: () => readyCart({ items }) });
    const { bus, heard, navigate } = renderFragment(CheckoutPage, { params: { step: 'payment' } });
    await payButton();
    expect(heard('shell:notify')).toEqual([]);
    items = [line()];
    act(() => bus.publish(cartChanged()));
    await waitFor(() =>
      expect(heard('shell:notify').map(({ notification }) => notification)).toEqual([
        { type: 'warning', message: 'Alcuni articoli sono stati rimossi dal tuo carrello: Sciarpa in cachemire. Controlla il riepilogo prima di pagare.' },
      ]),
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText('Sciarpa in cachemire')).toBeNull();
  });
});
