import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './harness';
import { checkPaymentResult, pickCatalog, readyGuest, registeredCustomer, Shopper } from './commerce-shopper';
import { deliverQueuedMail, MAIL_ATTEMPTS } from '../src/mail/transport';
import { resultMac, providerTimestamp } from '../src/payment/xpay';

type Behaviour = 'accept' | 'refuse' | 'stall';

/** A real SMTP server on 127.0.0.1 that accepts, refuses, or hangs as a test asks, counting its connections. */
async function smtpServer() {
  const received: string[] = [];
  const state = { behaviour: 'accept' as Behaviour };
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (state.behaviour === 'stall') return;
    if (state.behaviour === 'refuse') {
      socket.end('554 5.3.2 Servizio non disponibile\r\n');
      return;
    }
    socket.write('220 test ESMTP\r\n');
    let inData = false;
    let message = '';
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 2.0.0 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    state,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const quiet = { info() {}, warn() {}, error() {} };

describe('mail through a durable outbox', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await smtpServer();
    t = await createTestApp('pglite', { config: { smtpUrl: smtp.url, devOutbox: true, publicOrigin: 'https://shop.example' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const mailTo = (email: string) => t.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();

  it('answers forgot-password without waiting on a mail server that hangs, and sends the mail once it is back', async () => {
    smtp.state.behaviour = 'stall';
    const { email } = await registeredCustomer(t);
    const connectionsBefore = smtp.connections();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/commerce/requestPasswordResetEmail',
      // A client's Host never makes the link: the configured public origin does.
      headers: { 'content-type': 'application/json', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: JSON.stringify([{ email }]),
    });
    expect(answer.json()).toEqual({ data: { result: true } });
    // The answer only queued the mail: no delivery was tried, and the server that hangs was not even called.
    const queued = await mailTo(email);
    expect([queued.status, queued.attempts]).toEqual(['queued', 0]);
    expect(smtp.connections()).toBe(connectionsBefore);
    expect(/https?:\/\/\S+/.exec(queued.text_body)![0].startsWith('https://shop.example/it/reset-password?')).toBe(true);

    smtp.state.behaviour = 'accept';
    // The claim lease has passed when the sender tries again.
    await deliverQueuedMail(t.deps.db, smtp.url, quiet, new Date(Date.now() + 10 * 60_000));
    expect((await mailTo(email)).status).toBe('sent');
    expect(smtp.received.some((message) => message.includes('reset-password'))).toBe(true);
  });

  it('keeps a payment whose confirmation the mail server refuses, and retries the mail until its last attempt', async () => {
    smtp.state.behaviour = 'refuse';
    const catalog = await pickCatalog(t);
    const { shopper, email } = await readyGuest(t, catalog.simple.sku);
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'mail-refused-0001', termsAccepted: true }]);
    const fields = placed.payment.redirect.fields;
    const signed = { codTrans: fields.codTrans, esito: 'OK', importo: fields.importo, divisa: 'EUR', ...providerTimestamp(new Date()), codAut: 'AB12CD' };
    const back = await checkPaymentResult(t, new URLSearchParams({ ...signed, mac: resultMac(signed, t.deps.config.xpay.secret) }));
    expect(back.body.data).toMatchObject({ success: true, order: placed.order.number });

    let now = Date.now();
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
      now += 7 * 3600_000;
      await deliverQueuedMail(t.deps.db, smtp.url, quiet, new Date(now));
      const mail = await mailTo(email);
      expect([mail.attempts, mail.status]).toEqual([attempt, attempt < MAIL_ATTEMPTS ? 'queued' : 'failed']);
      expect(mail.last_error).toMatch(/554/);
    }
    const order = await t.deps.db.selectFrom('orders').select('status').where('number', '=', placed.order.number).executeTakeFirstOrThrow();
    expect(order.status).toBe('processing');
  });

  it('lets a developer who switched it on read the outbox on the API itself', async () => {
    const { email } = await registeredCustomer(t);
    await new Shopper(t).ok('requestPasswordResetEmail', [{ email }]);
    const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().data[0]).toMatchObject({ to_address: email, kind: 'password-reset' });
  });
});
