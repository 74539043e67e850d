import type { z } from 'zod';
import { CONFIGURATION, languageTag } from './locale';
import type { Methods, MethodName, Tag } from './methods';

type Schema<T extends Tag, M extends MethodName<T>> = Methods[T][M] extends { args: infer A; result: infer R } ? { args: A; result: R } : never;
export type ArgsOf<T extends Tag, M extends MethodName<T>> = Schema<T, M>['args'] extends z.ZodType ? z.input<Schema<T, M>['args']> : never;
export type ResultOf<T extends Tag, M extends MethodName<T>> = Schema<T, M>['result'] extends z.ZodType ? z.output<Schema<T, M>['result']> : never;

/** An API error as a value the interface can show: the server's message and HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** docs/product-rules.md §7: every call says it speaks the shop's language (`it-IT`). */
const ACCEPT_LANGUAGE = languageTag(CONFIGURATION.defaultLocale);
/** What a shopper reads when the shop cannot be reached at all, or answers something unreadable. */
export const UNREACHABLE = 'Impossibile contattare il negozio. Controlla la connessione e riprova.';
export const UNREADABLE = 'Si è verificato un errore, riprova più tardi.';

/** The edge's `<meta name="traceparent">` (docs/adr/0033-traces-and-logs.md): API calls send it back, so they join their page's trace. */
export const TRACEPARENT_META = 'traceparent';
const TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The page's `traceparent`, read on each call (a page's meta never changes); none on a server or while tracing is off. */
function pageTraceparent(): Record<string, string> {
  // The contract is compiled for the server too, without the DOM's types.
  const page = (globalThis as { document?: { querySelector(selector: string): { getAttribute(name: string): string | null } | null } }).document;
  const value = page?.querySelector(`meta[name="${TRACEPARENT_META}"]`)?.getAttribute('content') ?? '';
  return TRACEPARENT.test(value) ? { traceparent: value } : {};
}

export interface ApiClientOptions {
  /** Where `/api` lives, e.g. '' for the same origin or 'http://localhost:8090'. */
  baseUrl: string;
  /** By default the page's fetch, looked up on each call: whatever fetch the page has then is used (a test's fake, a service worker's wrapper). */
  fetch?: typeof fetch;
}

/** The one way front-end code calls the API, typed by the contract; results are not parsed again, as the server validates them (docs/adr/0006-what-the-remotes-share.md). */
export function createApiClient({ baseUrl, fetch: fetchImpl = (input, init) => globalThis.fetch(input, init) }: ApiClientOptions) {
  async function call<T extends Tag, M extends MethodName<T>>(tag: T, name: M, ...args: ArgsOf<T, M> extends unknown[] ? ArgsOf<T, M> : never): Promise<ResultOf<T, M>> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/api/${tag}/${name}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'accept-language': ACCEPT_LANGUAGE, ...pageTraceparent() },
        body: JSON.stringify(args),
      });
    } catch {
      throw new ApiError(UNREACHABLE, 0);
    }
    const body = (await response.json().catch(() => null)) as { data?: unknown; message?: string; statusCode?: number } | null;
    if (!response.ok || body === null) {
      throw new ApiError(body?.message ?? UNREADABLE, body?.statusCode ?? response.status);
    }
    return body.data as ResultOf<T, M>;
  }
  return { call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Product rule §6: the customer cart when the shopper is logged in, otherwise the guest cart. */
export async function loadShopperCart(api: ApiClient, loggedIn: boolean): Promise<ResultOf<'commerce', 'cart'>> {
  if (!loggedIn) return api.call('commerce', 'cart', null);
  try {
    return await api.call('commerce', 'customerCart');
  } catch (error) {
    // A session that expired between the cookie check and the call: the guest cart instead.
    if (error instanceof ApiError && error.statusCode === 401) return api.call('commerce', 'cart', null);
    throw error;
  }
}
