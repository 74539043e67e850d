import { HttpError } from './methods/handler';
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
