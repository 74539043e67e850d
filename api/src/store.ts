import { randomBytes } from 'node:crypto';
import type { Redis as RedisClient } from 'ioredis';
import { consoleLog, type ProcessLog } from './processLog';

/** State every API instance shares (rate-limit counters, caches, locks): Redis with REDIS_URL, so instances agree; memory otherwise. */
export interface SharedStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds one to a counter that starts when first incremented and lasts `windowSeconds`; returns the new count. */
  incr(key: string, windowSeconds: number): Promise<number>;
  /** Takes one from a live counter, never below zero, keeping its window; a counter that is gone stays gone. */
  decr(key: string): Promise<void>;
  /** Runs `fn` while holding a lock on `key` across instances; waits for a holder to finish. */
  withLock<T>(key: string, fn: () => Promise<T>, ttlSeconds?: number): Promise<T>;
  close(): Promise<void>;
  /** Redis's failures since start (the metrics' `bottega_redis_errors_total`): its connection's errors and commands that failed. None in memory. */
  errorCounts?(): { connection: number; command: number };
}

const LOCK_TIMEOUT_MS = 10_000;

/** How often the memory store drops expired entries nobody reads again (one per client address, for rate limits). */
const EVICT_EVERY_MS = 30_000;

export class MemoryStore implements SharedStore {
  private readonly values = new Map<string, { value: string; expiresAt: number }>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private lastEviction: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastEviction = now();
  }

  /** Entries held, expired ones not yet evicted included. */
  get size(): number {
    return this.values.size;
  }

  private live(key: string) {
    const entry = this.values.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.values.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Called on every write, so memory stays bounded by what is live even under a flood of new keys. */
  private evictExpired(): void {
    const now = this.now();
    if (now - this.lastEviction < EVICT_EVERY_MS) return;
    this.lastEviction = now;
    for (const [key, entry] of this.values) if (entry.expiresAt <= now) this.values.delete(key);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    return entry ? (JSON.parse(entry.value) as T) : undefined;
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.evictExpired();
    this.values.set(key, { value: JSON.stringify(value), expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async del(key: string): Promise<void> {
    this.values.delete(key);
  }

  async incr(key: string, windowSeconds: number): Promise<number> {
    this.evictExpired();
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    this.values.set(key, { value: String(count), expiresAt: entry?.expiresAt ?? this.now() + windowSeconds * 1000 });
    return count;
  }

  async decr(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
  }

  async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(fn);
    const settled = run.catch(() => undefined);
    this.locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    }
  }

  async close(): Promise<void> {
    this.values.clear();
  }
}

const INCR_WINDOW = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end return n`;
const DECR_LIVE = `if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end return 0`;
const RELEASE_LOCK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export class RedisStore implements SharedStore {
  private readonly errors = { connection: 0, command: 0 };

  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  errorCounts() {
    return { ...this.errors };
  }

  /** Counts a connection error ioredis reported (it reconnects by itself). */
  connectionFailed(): void {
    this.errors.connection += 1;
  }

  /** A command's answer; a command that failed is counted, and its error goes on to the caller. */
  private async counted<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch (error) {
      this.errors.command += 1;
      throw error;
    }
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.counted(this.redis.get(this.prefix + key));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.counted(this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds))));
  }

  async del(key: string): Promise<void> {
    await this.counted(this.redis.del(this.prefix + key));
  }

  async incr(key: string, windowSeconds: number): Promise<number> {
    return Number(await this.counted(this.redis.eval(INCR_WINDOW, 1, this.prefix + key, Math.max(1, Math.ceil(windowSeconds)))));
  }

  async decr(key: string): Promise<void> {
    await this.counted(this.redis.eval(DECR_LIVE, 1, this.prefix + key));
  }

  async withLock<T>(key: string, fn: () => Promise<T>, ttlSeconds = 10): Promise<T> {
    const lockKey = `${this.prefix}lock:${key}`;
    const token = randomBytes(16).toString('hex');
    const deadline = Date.now() + LOCK_TIMEOUT_MS;
    for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
      const acquired = await this.counted(this.redis.set(lockKey, token, 'PX', ttlSeconds * 1000, 'NX'));
      if (acquired === 'OK') break;
      if (Date.now() > deadline) throw new Error(`lock ${key} not acquired in ${LOCK_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    try {
      return await fn();
    } finally {
      await this.counted(this.redis.eval(RELEASE_LOCK, 1, lockKey, token));
    }
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** Redis's limits: a command or connection with no answer in time fails, so a stalled server cannot hang a request. */
export const REDIS_LIMITS = { commandTimeout: 2_000, connectTimeout: 5_000 };

export async function createStore(options: { redisUrl?: string; prefix: string; log?: ProcessLog }): Promise<SharedStore> {
  if (!options.redisUrl) return new MemoryStore();
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true, ...REDIS_LIMITS });
  const store = new RedisStore(redis, options.prefix);
  // ioredis reconnects by itself; its errors are said in the API's log rather than as bare text, and counted.
  redis.on('error', (error: Error) => {
    store.connectionFailed();
    (options.log ?? consoleLog).warn({ err: error.message }, 'Redis connection error');
  });
  // A first connection that fails leaves no client retrying in the background.
  await redis.connect().catch((error: Error) => {
    redis.disconnect();
    throw error;
  });
  return store;
}
