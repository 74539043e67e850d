// What the edge server and the API allow one client's connection, so a slow or hostile client
// (headers sent a byte at a time, a request that never ends, huge headers) cannot hold a server's
// sockets or memory. Both servers take the same numbers from here, the package they share.

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

/**
 * A client that keeps its connections to these servers open (the edge's proxy to the API) drops one
 * idle this long, a second before the server would. A request written on a socket the server is just
 * closing fails (ECONNRESET), and the edge answered it 502. Node's agent keeps idle sockets with no
 * limit of its own unless it is given one.
 */
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
 * Every call a server makes waits at most `ms`, whatever its HTTP client does. An abort signal
 * alone did not hold: after an e2e run's busy start, two of the edge's reads of team stylesheets
 * stayed pending for good, with no socket left open, long after their `AbortSignal.timeout` had
 * passed, and every page that named those fragments waited with them. Where fetch lost the abort
 * was not found (Node keeps a timeout signal only weakly, and undici has had bugs of that kind),
 * so the limit does not depend on it: `within` settles when the limit passes, whether or not the
 * call ever does, and the timer holds its own controller.
 */
export function deadline(ms: number): Deadline {
  const controller = new AbortController();
  const passed = new Promise<never>((_resolve, reject) => {
    const timer: unknown = setTimeout(() => {
      const reason = new DOMException(`The operation was aborted due to timeout (${ms} ms)`, 'TimeoutError');
      controller.abort(reason);
      reject(reason);
    }, ms);
    // A deadline is no reason for a process to stay up: a server that is closing, or a test run that
    // has ended, does not wait for the limit of a call that settled long ago. (Node's timers can say
    // so; this file is type-checked with the DOM's, whose timer is a number.)
    (timer as { unref?: () => void }).unref?.();
  });
  // Observed through `within`; a deadline nobody waits on passes quietly.
  passed.catch(() => undefined);
  return { signal: controller.signal, within: (work) => Promise.race([work, passed]) };
}
