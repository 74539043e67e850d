import { isIPv6 } from 'node:net';
import { HttpError } from './httpError';
import type { Context } from './context';

export const TOO_MANY_ATTEMPTS = 'Troppi tentativi, riprova tra qualche minuto.';

/** Counts a request of this client in `bucket`, refused with 429 past `limit` per window; counters live in the shared store, across instances. */
export async function rateLimit(
  ctx: Pick<Context, 'store' | 'ip'> & { config?: Pick<Context['config'], 'rateLimitScale'> },
  bucket: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const count = await ctx.store.incr(`rl:${bucket}:${ctx.ip}`, windowSeconds);
  if (count > limit * (ctx.config?.rateLimitScale ?? 1)) throw new HttpError(429, TOO_MANY_ATTEMPTS);
}

/** The network a client stands for in failure limits: an IPv4 address, or an IPv6 /64, since a subscriber could take a fresh address per attempt from its /64. */
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
 * A limit on failures, never successes: 429 once `account` or the client's network failed `limit` times, so shoppers sharing an address do not lock
 * each other out and a guesser meets it whatever account or address it tries. Call `failed()` on failure; `account` null counts the network only.
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

/** Takes back a failure counted before its outcome was known: a mailed link counts against its address and network until it is used. */
export async function forgiveFailure(store: Context['store'], bucket: string, account: string, network: string): Promise<void> {
  const keys = failureKeys(bucket, account, network);
  await Promise.all([store.decr(keys.account!), store.decr(keys.network)]);
}
