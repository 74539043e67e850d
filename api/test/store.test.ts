import { randomBytes } from 'node:crypto';
import { MemoryStore, REDIS_LIMITS, createStore, type SharedStore } from '../src/store';
import { rateLimit } from '../src/rateLimit';
import { HttpError } from '../src/httpError';

/** A store and how its time passes: the memory store's clock moves on at once, Redis expires keys on the real clock. */
interface Timed {
  store: SharedStore;
  wait(ms: number): Promise<void>;
}

function inMemory(): Timed {
  let now = 1_000_000;
  return {
    store: new MemoryStore(() => now),
    wait: async (ms) => {
      now += ms;
    },
  };
}

/** The store behaves the same in memory and on Redis (when TEST_REDIS_URL names one). */
const kinds: Array<[string, () => Promise<Timed>]> = [['memory', async () => inMemory()]];
if (process.env.TEST_REDIS_URL) {
  kinds.push([
    'redis',
    async () => ({
      store: await createStore({ redisUrl: process.env.TEST_REDIS_URL, prefix: `test:${randomBytes(4).toString('hex')}:` }),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  ]);
}

describe.each(kinds)('the shared store in %s', (_kind, open) => {
  let store: SharedStore;
  let wait: Timed['wait'];
  beforeAll(async () => {
    ({ store, wait } = await open());
  });
  afterAll(() => store.close());

  it('keeps values until they expire', async () => {
    await store.set('a', { cart: 'x', n: 1 }, 60);
    expect(await store.get('a')).toEqual({ cart: 'x', n: 1 });
    await store.set('short', 1, 1);
    await wait(1100);
    expect(await store.get('short')).toBeUndefined();
    await store.del('a');
    expect(await store.get('a')).toBeUndefined();
  });

  it('counts within a window that starts at the first hit', async () => {
    expect(await store.incr('hits', 1)).toBe(1);
    expect(await store.incr('hits', 1)).toBe(2);
    await wait(1100);
    expect(await store.incr('hits', 1)).toBe(1);
  });

  it('takes one back from a live counter, never below zero, and leaves a gone one gone', async () => {
    await store.incr('forgiven', 60);
    await store.incr('forgiven', 60);
    await store.decr('forgiven');
    expect(await store.get('forgiven')).toBe(1);
    await store.decr('forgiven');
    await store.decr('forgiven');
    expect(await store.get('forgiven')).toBe(0);
    await store.decr('never-counted');
    expect(await store.get('never-counted')).toBeUndefined();
  });

  it('refuses with 429 past the limit, per client', async () => {
    const client = { store, ip: '10.0.0.1' };
    for (let index = 0; index < 3; index++) await rateLimit(client, 'login', 3, 60);
    await expect(rateLimit(client, 'login', 3, 60)).rejects.toEqual(new HttpError(429, 'Troppi tentativi, riprova tra qualche minuto.'));
    await expect(rateLimit({ store, ip: '10.0.0.2' }, 'login', 3, 60)).resolves.toBeUndefined();
  });

  it('multiplies every limit by the configured scale (the e2e run, all from one address)', async () => {
    const client = { store, ip: '10.0.0.3', config: { rateLimitScale: 2 } };
    for (let index = 0; index < 6; index++) await rateLimit(client, 'register', 3, 60);
    await expect(rateLimit(client, 'register', 3, 60)).rejects.toEqual(new HttpError(429, 'Troppi tentativi, riprova tra qualche minuto.'));
  });

  it('runs work under one lock at a time, and releases it when the work fails', async () => {
    const order: string[] = [];
    const slow = store.withLock('cart:1', async () => {
      order.push('first start');
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('first end');
    });
    const fast = store.withLock('cart:1', async () => {
      order.push('second');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['first start', 'first end', 'second']);
    await expect(store.withLock('cart:1', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(store.withLock('cart:1', async () => 'free again')).resolves.toBe('free again');
  });
});

describe('the memory store under a flood of one-off keys', () => {
  it('forgets expired entries nobody reads again, so memory follows what is live', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(() => now);
    // One rate-limit counter for each of many client addresses, never read again.
    for (let i = 0; i < 1000; i++) await store.incr(`rl:login:10.0.${i >> 8}.${i & 255}`, 60);
    expect(store.size).toBe(1000);
    now += 61_000;
    await store.incr('rl:login:10.9.9.9', 60);
    expect(store.size).toBe(1);
    await store.close();
  });
});

(process.env.TEST_REDIS_URL ? describe : describe.skip)('the Redis store when Redis does not answer', () => {
  it('fails a command after its timeout on a stalled server (paused from another connection) instead of holding the request', async () => {
    const store = await createStore({ redisUrl: process.env.TEST_REDIS_URL, prefix: `test:${randomBytes(4).toString('hex')}:` });
    const { Redis } = await import('ioredis');
    const admin = new Redis(process.env.TEST_REDIS_URL!);
    try {
      await admin.call('CLIENT', 'PAUSE', String(REDIS_LIMITS.commandTimeout + 3_000), 'ALL');
      await expect(store.incr('stalled', 60)).rejects.toThrow('Command timed out');
    } finally {
      await admin.call('CLIENT', 'UNPAUSE');
      admin.disconnect();
      await store.close();
    }
  });

  it('refuses to start on a server that is not there, says why in the log, and leaves no client retrying', async () => {
    const warnings: object[] = [];
    await expect(createStore({ redisUrl: 'redis://127.0.0.1:1', prefix: 'test:', log: { warn: (obj) => warnings.push(obj) } })).rejects.toThrow();
    expect(warnings).toEqual([expect.objectContaining({ err: expect.stringContaining('ECONNREFUSED') })]);
  });
});
