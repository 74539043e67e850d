import { Writable } from 'node:stream';
import pino from 'pino';
import { trace } from '@opentelemetry/api';
import { loggerOptions, REDACTED, safeUrl, scrub } from './logging';

/** A logger as a process makes it, writing into an array: one parsed object per line. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino(loggerOptions('bottega-test'), sink), lines };
}

describe('a log line', () => {
  it('keeps an address’s path and the names of its parameters, never their values', () => {
    expect(safeUrl('/it/reset-password?token=abc123&email=mario.rossi%40example.it')).toBe('/it/reset-password?token&email');
    expect(safeUrl('/api/payment/xpay/return?codTrans=B-1&esito=OK&mac=ff00')).toBe('/api/payment/xpay/return?codTrans&esito&mac');
    expect(safeUrl('/it/p/10001')).toBe('/it/p/10001');
  });

  it('drops personal fields at any depth, and e-mail addresses and card numbers wherever they are written', () => {
    expect(
      scrub({
        method: 'commerce/createCustomer',
        args: [{ email: 'a@b.it' }],
        nested: { deeper: { shipping: { street: ['Via Roma 1'], telephone: '3331234567', firstname: 'Mario' } } },
        headers: { cookie: 'customer=secret', 'user-agent': 'Chromium' },
        err: new Error('no customer mario.rossi@example.it for card 4539 9700 0000 0006'),
        status: 409,
      }),
    ).toEqual({
      method: 'commerce/createCustomer',
      args: REDACTED,
      nested: { deeper: { shipping: { street: REDACTED, telephone: REDACTED, firstname: REDACTED } } },
      headers: { cookie: REDACTED, 'user-agent': 'Chromium' },
      err: expect.objectContaining({ type: 'Error', message: `no customer ${REDACTED} for card ${REDACTED}` }),
      status: 409,
    });
  });

  it('leaves what an operator needs: ids of the shop, package paths in a stack, times and counts', () => {
    const fields = { sku: 'BT10001', order: '100000042', url: '/api/commerce/productDetail', ms: 12, stack: 'at /node_modules/.pnpm/@opentelemetry+api@1.9.1/x.js' };
    expect(scrub(fields)).toEqual(fields);
  });

  it('is written by the process’s logger scrubbed, message included, with the active span’s ids', () => {
    const { log, lines } = capture();
    const span = trace.wrapSpanContext({ traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', traceFlags: 1 });
    // Without a context manager the span is passed explicitly; a process's tracing makes it the active one.
    jest.spyOn(trace, 'getSpan').mockReturnValue(span);
    log.info({ customer: { email: 'mario.rossi@example.it' }, url: '/it/reset-password?token=abc' }, 'reset asked by %s', 'mario.rossi@example.it');
    jest.restoreAllMocks();
    log.warn({ card: '4539970000000006' }, 'outside a span');
    expect(lines).toEqual([
      expect.objectContaining({
        service: 'bottega-test',
        trace_id: '0af7651916cd43dd8448eb211c80319c',
        span_id: 'b7ad6b7169203331',
        customer: REDACTED,
        url: '/it/reset-password?token',
        msg: `reset asked by ${REDACTED}`,
      }),
      expect.not.objectContaining({ trace_id: expect.anything() }),
    ]);
    expect(lines[1]).toMatchObject({ card: REDACTED, msg: 'outside a span' });
  });
});
