import { describeError, notFoundError, RouteError, unknownMiddlewareError } from './errorLayout.rules';

describe('describeError', () => {
  it('shows 404 "Questa pagina non esiste" for an unknown page', () => {
    expect(describeError(notFoundError())).toEqual({ status: 404, message: 'Questa pagina non esiste' });
  });

  it('shows 500 "Middleware sconosciuto" for a guard that does not exist', () => {
    expect(describeError(unknownMiddlewareError())).toEqual({ status: 500, message: 'Middleware sconosciuto' });
  });

  it('shows a generic error object’s status and message', () => {
    expect(describeError({ statusCode: 403, message: 'Accesso negato' })).toEqual({ status: 403, message: 'Accesso negato' });
  });

  it('defaults a generic error object without a usable status to 500', () => {
    expect(describeError({ statusCode: 'boh', message: 'Errore del server' })).toEqual({ status: 500, message: 'Errore del server' });
  });

  it('keeps a router response’s status with an Italian message', () => {
    expect(describeError({ status: 404, statusText: 'Not Found', internal: true, data: 'No route matches URL' })).toEqual({
      status: 404,
      message: 'Questa pagina non esiste',
    });
  });

  it('never shows a technical message from a bug', () => {
    expect(describeError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toEqual({
      status: 500,
      message: 'Si è verificato un errore imprevisto. Riprova tra poco.',
    });
    expect(describeError(undefined).status).toBe(500);
  });

  it('does not accept a status outside the error range', () => {
    expect(describeError(new RouteError(200, 'ok')).status).toBe(500);
  });
});
