import type { DataVersion, RequestContext, SharedReads } from '../requestContext';
import type { Version } from './guestCache';
import { runInRequest } from './requestScope';

export interface SharedReadsOptions {
  versions: Record<DataVersion, Version>;
  /**
   * A request of nobody in particular, one for each shared read: the API without any shopper's
   * cookies, and nothing a team caches per request carried from one read to the next.
   */
  anonymous: () => RequestContext;
  /** How long an answer is cached at most, even while its version does not change. */
  maxAgeMs?: number;
  maxEntries?: number;
}

/**
 * The renderer's reads that are the same for every shopper (sameForEveryShopper): each made once,
 * as nobody in particular, and shared by every request that asks while its version stands. A read
 * on its way is shared too; one that fails is forgotten, so the next request tries again. When the
 * version cannot be read, nothing is cached.
 */
export function createSharedReads({ versions, anonymous, maxAgeMs = 60_000, maxEntries = 200 }: SharedReadsOptions): SharedReads {
  const entries = new Map<string, { version: number; at: number; answer: Promise<unknown> }>();
  return async <T>(kind: DataVersion, key: string, read: () => Promise<T>): Promise<T> => {
    const asNobody = () => runInRequest(anonymous(), read);
    const current = await versions[kind]();
    if (current === null) return asNobody();
    const id = `${kind} ${key}`;
    const entry = entries.get(id);
    if (entry && entry.version === current && Date.now() - entry.at < maxAgeMs) return entry.answer as Promise<T>;
    const answer = asNobody();
    entries.delete(id);
    entries.set(id, { version: current, at: Date.now(), answer });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    answer.catch(() => {
      if (entries.get(id)?.answer === answer) entries.delete(id);
    });
    return answer;
  };
}
