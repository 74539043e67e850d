import { fileAddress, MAX_ERRORS, reportedError, toBeacon } from './beacon.rules';

describe('what a page reports', () => {
  it('keeps a file address without its query or fragment, and nothing that is not http(s)', () => {
    expect(fileAddress('https://static.example/mf-cart/1.4.0/chunks/a.js?token=x#y')).toBe('https://static.example/mf-cart/1.4.0/chunks/a.js');
    expect(fileAddress('chrome-extension://abc/inject.js')).toBeUndefined();
    expect(fileAddress(42)).toBeUndefined();
  });

  it("tells a failed chunk apart from other errors by the loaders' own words, and never carries a message", () => {
    expect(reportedError({ kind: 'rejection', name: 'ChunkLoadError', message: 'Loading chunk 512 failed.' })).toEqual({ kind: 'chunk' });
    expect(
      reportedError({ kind: 'error', message: 'Uncaught Error: [ Federation Runtime ]: RUNTIME-008 Failed to load script resources.', source: 'http://localhost:8080/main.js' }),
    ).toEqual({
      kind: 'chunk',
      source: 'http://localhost:8080/main.js',
    });
    expect(reportedError({ kind: 'error', name: 'TypeError', message: 'x is undefined, mario.rossi@example.com', source: 'http://localhost:8081/1.0.0/a.js' })).toEqual({
      kind: 'error',
      source: 'http://localhost:8081/1.0.0/a.js',
    });
  });

  it("names a rejection's file from the first address of its stack", () => {
    const stack = 'TypeError: boom\n    at load (http://localhost:8082/1.0.0/chunks/cart.0a1b2c3d4e.js:1:2345)\n    at http://localhost:8080/main.js:1:1';
    expect(reportedError({ kind: 'rejection', name: 'TypeError', stack })).toEqual({ kind: 'rejection', source: 'http://localhost:8082/1.0.0/chunks/cart.0a1b2c3d4e.js' });
  });

  it('sends nothing when there is nothing to say, and at most ten errors a batch', () => {
    expect(toBeacon('/it', [], new Map())).toBeNull();
    const many = Array.from({ length: MAX_ERRORS + 5 }, () => ({ kind: 'error' as const }));
    const beacon = toBeacon('/it/c/uomo', many, new Map([['LCP', 1234.56789]]));
    expect(beacon).toEqual({ page: '/it/c/uomo', vitals: [{ name: 'LCP', value: 1234.568 }], errors: many.slice(0, MAX_ERRORS).map(() => ({ kind: 'error' })) });
  });
});
