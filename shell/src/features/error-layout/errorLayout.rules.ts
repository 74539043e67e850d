import { messages } from '../../messages/it';

/** A route error with the status and the Italian message the error page shows (docs/product-rules.md §8). */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}

/** 404 'This page could not be found': an unknown route or a page that failed validation. */
export const notFoundError = () => new RouteError(404, messages.errorLayout.notFound);
/** 500 'Unknown middleware': a route names a guard that does not exist. */
export const unknownMiddlewareError = () => new RouteError(500, messages.errorLayout.unknownMiddleware);

export interface ErrorView {
  status: number;
  message: string;
}

const validStatus = (status: unknown): status is number => typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599;
const defaultMessage = (status: number) => (status === 404 ? messages.errorLayout.notFound : messages.errorLayout.generic);

/** What the error page shows: an error's message and statusCode (default 500, product rule §8), a router response's
 * status, and for anything else a 500 with a plain Italian sentence. */
export function describeError(error: unknown): ErrorView {
  if (error instanceof RouteError) return { status: validStatus(error.status) ? error.status : 500, message: error.message };
  if (typeof error !== 'object' || error === null) return { status: 500, message: messages.errorLayout.generic };
  const { statusCode, status, message } = error as { statusCode?: unknown; status?: unknown; message?: unknown };
  if (statusCode !== undefined) {
    const code = validStatus(statusCode) ? statusCode : 500;
    return { status: code, message: typeof message === 'string' && message.trim() ? message : defaultMessage(code) };
  }
  // A thrown Response (status and statusText).
  if (validStatus(status) && 'statusText' in error) return { status, message: defaultMessage(status) };
  return { status: 500, message: messages.errorLayout.generic };
}
