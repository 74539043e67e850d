export { SERVER_LIMITS, KEEP_ALIVE_CLIENT_IDLE_MS, BODY_LIMIT_BYTES, HSTS, deadline } from './serverLimits';
export type { Deadline } from './serverLimits';
export { parseProxyTrust } from './proxyTrust';
export type { ProxyTrust } from './proxyTrust';
export { CONTEXT_COOKIES, CONTEXT_COOKIE_MAX_AGE_SECONDS, SHOPPER_COOKIES, RENDERER_COOKIES, parseCookieHeader, keepCookies, isGuestRequest } from './cookieHeader';
