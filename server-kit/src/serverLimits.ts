// What a server allows one client's connection, so a slow or hostile client cannot hold its sockets or memory.

export const SERVER_LIMITS = {
  /** A socket idle this long is closed. */
  connectionTimeout: 30_000,
  /** The whole request must have arrived within this. */
  requestTimeout: 30_000,
  /** An idle keep-alive socket waits this long for the next request. */
  keepAliveTimeout: 5_000,
  http: {
    /** The request line and headers must have arrived within this. */
    headersTimeout: 10_000,
    /** Bytes of request headers; larger ones are answered 431. */
    maxHeaderSize: 16 * 1024,
    /** How often the two timeouts above are checked (Node's default, 30 s, would let them run far over). */
    connectionsCheckingInterval: 1_000,
  },
} as const;

/** Clients of these servers drop an idle socket a second before the server does: a request written on a socket being closed fails with ECONNRESET. */
export const KEEP_ALIVE_CLIENT_IDLE_MS = SERVER_LIMITS.keepAliveTimeout - 1_000;

/** Request bodies the API takes (JSON arguments, the payment provider's forms); the edge refuses larger ones before forwarding. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Strict-Transport-Security in production: a year of https only, for the shop's host and its subdomains. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** A time limit on a server's own call to another service: `signal` for the call, `within` for what it waits on. */
export interface Deadline {
  signal: AbortSignal;
  /** `work`, or a TimeoutError when the limit passes first, whether or not `work` ever settles. */
  within<T>(work: Promise<T>): Promise<T>;
}

/**
 * Every call a server makes waits at most `ms`, whatever its HTTP client does: fetch was seen to lose an
 * `AbortSignal.timeout` and leave pages waiting for good, so `within` settles on its own timer.
 */
export function deadline(ms: number): Deadline {
  const controller = new AbortController();
  const passed = new Promise<never>((_resolve, reject) => {
    const timer: unknown = setTimeout(() => {
      const reason = new DOMException(`The operation was aborted due to timeout (${ms} ms)`, 'TimeoutError');
      controller.abort(reason);
      reject(reason);
    }, ms);
    // A pending deadline keeps no process up (Node's timers have unref; the DOM types, checked here, do not).
    (timer as { unref?: () => void }).unref?.();
  });
  // Observed through `within`; a deadline nobody waits on passes quietly.
  passed.catch(() => undefined);
  return { signal: controller.signal, within: (work) => Promise.race([work, passed]) };
}
