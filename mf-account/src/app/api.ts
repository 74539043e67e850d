import { createApiClient, createCaptcha } from '@bottega/api-contract';

/** The one API client of this remote: same origin, the edge server proxies /api (cookies included). */
export const api = createApiClient({ baseUrl: '' });

/** The forms' captcha (spec §7): off unless the API says it is on; then each form sends a token for its action. */
export const captcha = createCaptcha(api);
