import autocannon from 'autocannon';

/** The value at quantile `q` of ascending `sorted` numbers (NaN when there are none). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/**
 * autocannon at `url` for `duration` s with `connections` connections; `next()` gives each request's
 * body and, when it has them, its path and cookie. Besides autocannon's result it gives `p95`, in ms,
 * from every response's own time: autocannon's histogram has p90 and p97.5, the budgets say p95.
 */
export function load(url, { connections, duration, path, next }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        requests: [
          {
            method: 'POST',
            path,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => {
              const { path: target = request.path, body, cookie } = next();
              return { ...request, path: target, body, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } };
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              ...result,
              p95: quantile(
                times.sort((a, b) => a - b),
                0.95,
              ),
            }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    instance.on('error', reject);
  });
}
