import { parseProxyTrust } from '@bottega/server-kit';
import { createTestApp, type TestApp } from './harness';
import { LIMITS } from '../src/methods/customer';

/** A newsletter sign-up as a proxy at `peer` forwards it, with the X-Forwarded-For the request arrived with. */
const signUp = (t: TestApp, peer: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/commerce/updateNewsletterSubscription',
    remoteAddress: peer,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify([{ email: `c${Math.random().toString(36).slice(2)}@example.it`, name: 'Anna', lastName: 'Verdi' }]),
  });

describe('the client address that rate limits count', () => {
  it('is the peer itself when the peer is not a trusted proxy, whatever X-Forwarded-For says', async () => {
    const t = await createTestApp('pglite', { products: 20 });
    try {
      const statuses = [];
      for (let i = 0; i <= LIMITS.newsletter.network; i++) statuses.push((await signUp(t, '203.0.113.5', `198.51.100.${i}`)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('is the address the trusted proxy saw, never the leftmost one a client wrote itself', async () => {
    const t = await createTestApp('pglite', { products: 20, config: { trustProxy: parseProxyTrust('1', false) } });
    try {
      const statuses = [];
      // The client makes up a new leftmost address each time; the load balancer appends the real one.
      for (let i = 0; i <= LIMITS.newsletter.network; i++) statuses.push((await signUp(t, '10.0.0.2', `198.51.100.${i}, 203.0.113.7`)).statusCode);
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another real client behind the same balancer has its own count.
      expect((await signUp(t, '10.0.0.2', '203.0.113.8')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
