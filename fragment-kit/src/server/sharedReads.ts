import type { DataVersion, RequestContext, SharedReads } from '../requestContext';
import type { Version } from './guestCache';
import { runInRequest } from './requestScope';

export interface SharedReadsOptions {
  versions: Record<DataVersion, Version>;
  /** A request of nobody in particular for each shared read: no shopper's cookies, nothing cached per request. */
  anonymous: () => RequestContext;
  /** How long an answer is cached at most, even while its version does not change. */
  maxAgeMs?: number;
  maxEntries?: number;
}

/** Reads the same for every shopper, made once and shared while their version stands; a failed read is forgotten so
 * the next request retries, and an unreadable version caches nothing. */
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
