import autocannon from 'autocannon';

/**
 * autocannon at `url` for `duration` s with `connections` connections; `next()` gives each request's
 * body and, when it has them, its path and cookie.
 */
export function load(url, { connections, duration, path, next }) {
  return new Promise((resolve, reject) => {
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
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}
