import { createApiClient, createCaptcha } from '@bottega/api-contract';
import { requestContext } from './requestContext';

/** The one API client of every remote: the page's origin in the browser (the edge proxies /api), the API
 * with the rendered request's cookies on the server. */
export const api = createApiClient({
  baseUrl: '',
  fetch: (input, init) => (requestContext()?.fetch ?? globalThis.fetch)(input, init),
});

/** The forms' captcha (docs/product-rules.md §7): off unless the API says it is on; then each form sends a token for its action. */
export const captcha = createCaptcha(api);
