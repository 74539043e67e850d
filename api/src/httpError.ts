/** Thrown by handlers for errors the shopper can act on; the server answers `{ message, statusCode }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
