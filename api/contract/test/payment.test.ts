import { ApiError, createPaymentClient, paymentLanding } from '../src';

describe('the payment calls of product rule §7', () => {
  /** A shop answering every GET with `status` and `body`, and noting what was asked. */
  function shop(status: number, body: unknown) {
    const asked: { url: string; init?: RequestInit }[] = [];
    const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      asked.push({ url: String(input), init });
      return { ok: status < 400, status, json: async () => body } as Response;
    }) as typeof globalThis.fetch;
    return { payment: createPaymentClient({ baseUrl: 'https://shop.example', tenantId: 'bottega', fetch }), asked };
  }

  it('asks with GET, the tenant id first and then the fields of the call', async () => {
    const { payment, asked } = shop(200, { data: { mac: 'abc' } });
    expect(await payment.mac({ codTrans: '100000012-x', divisa: 'EUR', importo: '9400' })).toEqual({ data: { mac: 'abc' } });
    await payment.config();
    await payment.isSuccessfulResult('codTrans=1&esito=OK');
    expect(asked.map((call) => call.url)).toEqual([
      'https://shop.example/api/payment/xpay/mac?tenant_id=bottega&codTrans=100000012-x&divisa=EUR&importo=9400',
      'https://shop.example/api/payment/xpay/config?tenant_id=bottega',
      'https://shop.example/api/payment/xpay/isSuccessfulResult?tenant_id=bottega&event=codTrans%3D1%26esito%3DOK',
    ]);
    expect(asked[0].init?.method ?? 'GET').toBe('GET');
  });

  it('hands back an answer with an error as it came, for the checkout to read', async () => {
    const { payment } = shop(400, { error: 'Negozio (tenant_id) sconosciuto.', message: 'Negozio (tenant_id) sconosciuto.', statusCode: 400 });
    expect((await payment.config()).error).toBe('Negozio (tenant_id) sconosciuto.');
  });

  it('throws as the storefront client does when the shop cannot be reached, or something else than the call answers', async () => {
    const offline = createPaymentClient({ baseUrl: '', tenantId: 'bottega', fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch });
    await expect(offline.config()).rejects.toEqual(new ApiError('Impossibile contattare il negozio. Controlla la connessione e riprova.', 0));
    await expect(shop(200, null).payment.config()).rejects.toBeInstanceOf(ApiError);
    await expect(shop(502, { message: 'Bad Gateway', statusCode: 502 }).payment.config()).rejects.toEqual(new ApiError('Bad Gateway', 502));
  });
});

describe('where the shopper lands after a payment', () => {
  it('goes to the thank-you page only for a paid order', () => {
    expect(paymentLanding('/it', { kind: 'paid', orderNumber: '100000012' })).toBe('/it/checkout/thank-you?order=100000012');
    expect(paymentLanding('/it', { kind: 'paid' })).toBe('/it/checkout-error?reason=invalid-payment-response');
  });

  it('goes back to payment after a refusal, saying when the card lacks 3-D Secure', () => {
    expect(paymentLanding('/it', { kind: 'declined', orderNumber: '100000012', codiceEsito: '103' })).toBe('/it/checkout/payment?error=declined&order=100000012');
    expect(paymentLanding('/it', { kind: 'declined', orderNumber: '100000012', codiceEsito: '112' })).toBe('/it/checkout/payment?error=needs-3ds&order=100000012');
    expect(paymentLanding('/it', { kind: 'cancelled', orderNumber: '100000012' })).toBe('/it/checkout/payment?error=cancelled&order=100000012');
  });

  it('explains a payment still pending, one to refund, and one it could not verify', () => {
    expect(paymentLanding('/it', { kind: 'pending', orderNumber: '7' })).toBe('/it/checkout-error?reason=pending&order=7');
    expect(paymentLanding('/it', { kind: 'refund_needed', orderNumber: '7' })).toBe('/it/checkout-error?reason=refund-needed&order=7');
    expect(paymentLanding('/it', { kind: 'invalid' })).toBe('/it/checkout-error?reason=invalid-payment-response');
  });
});
