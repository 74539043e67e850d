import { createApiClient, hasLiveSession, loadShopperCart } from '../src';

describe('hasLiveSession', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  it('is true while the expiry in seconds lies in the future', () => {
    expect(hasLiveSession(String(now / 1000 + 60), now)).toBe(true);
  });
  it('is false once the expiry has passed', () => {
    expect(hasLiveSession(String(now / 1000 - 1), now)).toBe(false);
  });
  it('is false without the cookie or with an unreadable one', () => {
    expect(hasLiveSession(undefined, now)).toBe(false);
    expect(hasLiveSession('domani', now)).toBe(false);
  });
});

describe("the shopper's cart", () => {
  /** A server that answers `customerCart` with the given status and `cart` with the guest cart. */
  function shop(customerStatus: number) {
    const asked: string[] = [];
    const fetch = (async (input: string | URL | Request) => {
      const method = String(input).split('/').pop()!;
      asked.push(method);
      const status = method === 'customerCart' ? customerStatus : 200;
      const body = status === 200 ? { data: { id: method === 'cart' ? 'guest' : 'customer' } } : { message: 'errore', statusCode: status };
      return { ok: status < 400, status, json: async () => body } as Response;
    }) as typeof globalThis.fetch;
    return { api: createApiClient({ baseUrl: '', fetch }), asked };
  }

  it('is the guest cart for a guest, without asking for the customer cart', async () => {
    const { api, asked } = shop(200);
    expect(await loadShopperCart(api, false)).toEqual({ id: 'guest' });
    expect(asked).toEqual(['cart']);
  });

  it('is the customer cart for a logged-in shopper', async () => {
    const { api, asked } = shop(200);
    expect(await loadShopperCart(api, true)).toEqual({ id: 'customer' });
    expect(asked).toEqual(['customerCart']);
  });

  it('falls back to the guest cart when the session expired in the meantime', async () => {
    const { api, asked } = shop(401);
    expect(await loadShopperCart(api, true)).toEqual({ id: 'guest' });
    expect(asked).toEqual(['customerCart', 'cart']);
  });

  it('passes on any other failure', async () => {
    const { api } = shop(500);
    await expect(loadShopperCart(api, true)).rejects.toMatchObject({ statusCode: 500 });
  });
});

describe('every call', () => {
  it('asks in Italian (accept-language it-IT) and sends the shopper’s cookies', async () => {
    const sent: RequestInit[] = [];
    const fetch = (async (_input: string | URL | Request, init?: RequestInit) => {
      sent.push(init!);
      return { ok: true, status: 200, json: async () => ({ data: null }) } as Response;
    }) as typeof globalThis.fetch;
    await createApiClient({ baseUrl: '', fetch }).call('commerce', 'cart', null);
    expect(sent[0].headers).toMatchObject({ 'accept-language': 'it-IT' });
    expect(sent[0].credentials).toBe('include');
  });
});
