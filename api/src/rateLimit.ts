import { isIPv6 } from 'node:net';
import { HttpError } from './httpError';
import type { Context } from './context';

export const TOO_MANY_ATTEMPTS = 'Troppi tentativi, riprova tra qualche minuto.';

/**
 * Counts a request of this client in `bucket` and refuses it with 429 past `limit` per window.
 * Counters live in the shared store, so the limit holds across API instances.
 */
export async function rateLimit(
  ctx: Pick<Context, 'store' | 'ip'> & { config?: Pick<Context['config'], 'rateLimitScale'> },
  bucket: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const count = await ctx.store.incr(`rl:${bucket}:${ctx.ip}`, windowSeconds);
  if (count > limit * (ctx.config?.rateLimitScale ?? 1)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

/**
 * The network a client address stands for in failure limits: an IPv4 client is its address, an
 * IPv6 client its /64, since one subscriber is given a whole /64 and could otherwise take a fresh
 * address, and a fresh limit, for every attempt.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const failureKeys = (bucket: string, account: string | null, network: string) => ({
  account: account === null ? null : `fl:${bucket}:account:${account}`,
  network: `fl:${bucket}:network:${network}`,
});

/**
 * A limit on failures, never on successes: refuses with 429 once `account` or the client's network
 * (clientNetwork) has failed `limit` times in the window, so shoppers who share an address are not
 * locked out by each other's logins, and a guesser meets the limit whichever account or address
 * of its /64 it tries. Call `failed()` when the attempt fails; `account` null counts the network only.
 */
export async function failureLimit(
  ctx: Pick<Context, 'store' | 'ip'> & { config?: Pick<Context['config'], 'rateLimitScale'> },
  bucket: string,
  account: string | null,
  limits: { account?: number; network: number; window: number },
): Promise<{ network: string; failed(): Promise<void> }> {
  const network = clientNetwork(ctx.ip);
  const keys = failureKeys(bucket, account, network);
  const scale = ctx.config?.rateLimitScale ?? 1;
  const [byAccount, byNetwork] = await Promise.all([keys.account ? ctx.store.get<number>(keys.account) : undefined, ctx.store.get<number>(keys.network)]);
  if ((keys.account && limits.account !== undefined && (byAccount ?? 0) >= limits.account * scale) || (byNetwork ?? 0) >= limits.network * scale)
    throw new HttpError(429, TOO_MANY_ATTEMPTS);
  return {
    network,
    async failed() {
      await Promise.all([keys.account && ctx.store.incr(keys.account, limits.window), ctx.store.incr(keys.network, limits.window)]);
    },
  };
}

/**
 * Takes back a failure counted before its outcome was known: a mailed link (registration, newsletter,
 * password reset) counts against its address and the requester's network until it is used.
 */
export async function forgiveFailure(store: Context['store'], bucket: string, account: string, network: string): Promise<void> {
  const keys = failureKeys(bucket, account, network);
  await Promise.all([store.decr(keys.account!), store.decr(keys.network)]);
}
