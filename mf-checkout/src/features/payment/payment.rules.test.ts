import { memoryStorage } from '@bottega/fragment-kit/storage';
import { line, readyCart } from '../../testing/fixtures';
import {
  acceptanceForm,
  firstReport,
  forgetOrderKeys,
  isMac,
  isPaymentConfig,
  orderKeyFor,
  paymentForm,
  readOrderNumber,
  readPaymentAnswer,
  readPaymentReturn,
  readProviderReturn,
  readSnapshot,
  resultLanding,
  saveSnapshot,
  snapshotOf,
} from './payment.rules';

let counter = 0;
const makeKey = () => `key-${String(++counter).padStart(6, '0')}`;

describe('order idempotency key', () => {
  it('keeps one key for a double click or a reload of the same cart', () => {
    const store = memoryStorage();
    const first = orderKeyFor(store, readyCart(), makeKey);
    expect(orderKeyFor(store, readyCart(), makeKey)).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('takes a new key when the cart changed since the order was placed', () => {
    const store = memoryStorage();
    const first = orderKeyFor(store, readyCart(), makeKey);
    const changed = readyCart({ items: [line({ quantity: 2 })] });
    expect(orderKeyFor(store, changed, makeKey)).not.toBe(first);
  });

  it('keeps keys per cart and replaces an unreadable entry', () => {
    const store = memoryStorage();
    const one = orderKeyFor(store, readyCart(), makeKey);
    const other = orderKeyFor(store, readyCart({ id: 'cart-2' }), makeKey);
    expect(other).not.toBe(one);
    store.setItem('bottega:checkout:order-key:cart-1', '{not json');
    expect(orderKeyFor(store, readyCart(), makeKey)).not.toBe(one);
  });

  it('uses a browser-generated random key by default', () => {
    const key = orderKeyFor(memoryStorage(), readyCart());
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('forgets every key once an order is paid, and only those', () => {
    const store = memoryStorage();
    orderKeyFor(store, readyCart(), makeKey);
    store.setItem('other', 'x');
    forgetOrderKeys(store);
    expect(store.length).toBe(1);
    expect(store.getItem('other')).toBe('x');
  });
});

describe('payment return', () => {
  it('reads a declined or cancelled payment and its order', () => {
    expect(readPaymentReturn('?error=declined&order=100000012')).toEqual({ error: 'declined', order: '100000012' });
    expect(readPaymentReturn('?error=cancelled&order=100000012')).toEqual({ error: 'cancelled', order: '100000012' });
    expect(readPaymentReturn('?error=boh&order=<x>')).toEqual({ error: 'unknown', order: null });
    expect(readPaymentReturn('')).toBeNull();
  });

  it('reads a refusal for lack of 3-D Secure apart from other refusals', () => {
    expect(readPaymentReturn('?error=needs-3ds&order=100000012')).toEqual({ error: 'needs-3ds', order: '100000012' });
  });

  it('reads the order number of the thank-you page', () => {
    expect(readOrderNumber('?order=100000012')).toBe('100000012');
    expect(readOrderNumber('?order=%3Cscript%3E')).toBeNull();
    expect(readOrderNumber('')).toBeNull();
  });
});

describe('purchase report', () => {
  it('reports an order once per tab, however often the thank-you page is reloaded', () => {
    const store = memoryStorage();
    expect(firstReport(store, '100000012')).toBe(true);
    expect(firstReport(store, '100000012')).toBe(false);
    expect(firstReport(store, '100000013')).toBe(true);
  });
});

describe('order snapshot', () => {
  it('keeps what the thank-you page shows after the cart is emptied', () => {
    const store = memoryStorage();
    saveSnapshot(store, snapshotOf('100000012', readyCart()));
    const snapshot = readSnapshot(store, '100000012');
    expect(snapshot).toMatchObject({
      number: '100000012',
      email: 'giulia@example.it',
      grandTotal: 94,
      shipping: 5,
      lines: [{ name: 'Maglione girocollo in lana merino', options: 'Taglia: M', quantity: 1 }],
    });
    expect(readSnapshot(store, '999')).toBeNull();
  });
});

describe('payment answers (product rule §7, §8)', () => {
  const config = {
    alias: 'ALIAS_WEB',
    endpoint: 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
    divisa: 'EUR',
    languageId: 'ITA',
    url: 'https://shop.example/it/checkout/thank-you',
    url_back: 'https://shop.example/api/payment/xpay/cancel',
    urlpost: 'https://shop.example/api/payment/xpay/notify',
  };
  const MAC = '3f786850e387550fdab836ed7e6dc881de23001b';

  it('reads the error field first: an error makes the answer not successful, whatever data comes with it', () => {
    expect(readPaymentAnswer({ error: 'Negozio (tenant_id) sconosciuto.', data: config }, isPaymentConfig)).toEqual({
      successful: false,
      error: 'Negozio (tenant_id) sconosciuto.',
    });
    expect(readPaymentAnswer({ data: config }, isPaymentConfig)).toEqual({ successful: true, data: config });
  });

  it('takes no data but in the shape the call promises', () => {
    const unusable = { successful: false, error: 'Impossibile elaborare le informazioni di pagamento.' };
    expect(readPaymentAnswer({ data: { ...config, endpoint: '' } }, isPaymentConfig)).toEqual(unusable);
    expect(readPaymentAnswer({ data: { mac: 'abc' } }, isMac)).toEqual(unusable);
    expect(readPaymentAnswer({ error: '' }, isMac)).toEqual(unusable);
    expect(readPaymentAnswer(null, isMac)).toEqual(unusable);
  });

  it('builds the payment form from the configuration, the placed order and the confirmed MAC', () => {
    const order = {
      alias: 'ALIAS_WEB',
      importo: '9400',
      divisa: 'EUR',
      codTrans: '100000012-x',
      url: 'old',
      url_back: 'old',
      urlpost: 'old',
      mac: MAC,
      languageId: 'ITA',
      descrizione: 'Ordine 100000012',
      mail: 'giulia@example.it',
    };
    expect(paymentForm(config, order, { successful: true, data: { mac: MAC.toUpperCase() } })).toEqual({
      endpoint: config.endpoint,
      fields: { ...order, url: config.url, url_back: config.url_back, urlpost: config.urlpost, mac: MAC.toUpperCase() },
    });
    expect(paymentForm(config, order, { successful: true, data: { mac: 'da39a3ee5e6b4b0d3255bfef95601890afd80709' } })).toBeNull();
    expect(paymentForm(config, order, { successful: false, error: 'Nessun pagamento aperto con questi codice, importo e valuta.' })).toBeNull();
  });

  it("recognises the provider's result on the return address, and nothing else", () => {
    expect(readProviderReturn('?codTrans=1-x&esito=KO&importo=9400&divisa=EUR&data=20261122&orario=101010&mac=ab')).toBe(
      'codTrans=1-x&esito=KO&importo=9400&divisa=EUR&data=20261122&orario=101010&mac=ab',
    );
    expect(readProviderReturn('?order=100000012')).toBeNull();
    expect(readProviderReturn('?codTrans=1-x&esito=OK')).toBeNull();
  });

  it('lands where the checked result says, and on the error page when the shop answers an error or nothing usable', () => {
    const checked = { success: false, outcome: 'declined' as const, order: '100000012', codTrans: '1-x', divisa: 'EUR', importo: '9400', esito: 'KO', codiceEsito: '112' };
    expect(resultLanding('/it', { data: checked })).toBe('/it/checkout/payment?error=needs-3ds&order=100000012');
    expect(resultLanding('/it', { data: { ...checked, success: true, outcome: 'paid', esito: 'OK' } })).toBe('/it/checkout/thank-you?order=100000012');
    expect(resultLanding('/it', { error: 'Esito del pagamento non valido.', data: { ...checked, success: true, outcome: 'paid' } })).toBe(
      '/it/checkout-error?reason=invalid-payment-response',
    );
    expect(resultLanding('/it', { data: { ...checked, outcome: 'forse' as never } })).toBe('/it/checkout-error?reason=invalid-payment-response');
  });
});

describe('acceptance of the terms (product rule §10)', () => {
  it('takes only a ticked box, and says why otherwise', () => {
    expect(acceptanceForm.safeParse({ terms: true })).toEqual({ success: true, data: { terms: true } });
    const refused = acceptanceForm.safeParse({ terms: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['terms'], 'Per ordinare devi accettare le condizioni generali di vendita']]);
  });
});
