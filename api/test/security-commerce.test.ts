import crypto, { createHash } from 'node:crypto';
import { createTestApp, databases, type TestApp } from './harness';
import { FISCAL_CODE, ITALIAN_ADDRESS, mailedLink, PASSWORD, pickCatalog, registeredCustomer, setStock, Shopper, uniqueEmail, type Catalog } from './commerce-shopper';
import { LINK_FAILURES } from '../src/auth/confirmRoutes';
import { clientNetwork } from '../src/rateLimit';
import { hashPassword, verifyPassword } from '../src/auth/password';
import { LIMITS } from '../src/methods/customer';

describe('password hashing', () => {
  it('uses scrypt with N = 2^17, r = 8, p = 1 and a random salt', async () => {
    const saved = process.env.SCRYPT_LOG_N_FOR_TESTS;
    delete process.env.SCRYPT_LOG_N_FOR_TESTS;
    try {
      const hash = await hashPassword(PASSWORD);
      expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
      expect(hash).not.toContain(PASSWORD);
      expect(await verifyPassword(PASSWORD, hash)).toBe(true);
      expect(await verifyPassword('Bottega1?', hash)).toBe(false);
      expect(await hashPassword(PASSWORD)).not.toBe(hash);
    } finally {
      if (saved !== undefined) process.env.SCRYPT_LOG_N_FOR_TESTS = saved;
    }
  });
});

describe.each(databases())('security guarantees on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    process.env.SCRYPT_LOG_N_FOR_TESTS = '10';
    t = await createTestApp(kind);
    catalog = await pickCatalog(t);
  });
  afterAll(() => t.close());

  async function customer() {
    return (await registeredCustomer(t)).email;
  }

  it('stores only the sha256 of session tokens', async () => {
    const email = await customer();
    const shopper = new Shopper(t);
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD }]);
    const token = shopper.cookies.customer;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    const rows = await t.deps.db.selectFrom('customer_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('counts failed logins, never successes, per account and per network: two shoppers behind one address, a thousand tries from one /64', async () => {
    const [anna, bruno] = [uniqueEmail(), uniqueEmail()];
    for (const email of [anna, bruno]) await registeredCustomer(t, email);
    const office = '10.9.9.9';
    const login = (email: string, password: string, ip = office) => new Shopper(t, ip).call('generateCustomerToken', [{ email, password }]);
    for (let i = 0; i < LIMITS.loginFailures.account + 2; i++) expect((await login(anna, PASSWORD)).status).toBe(200);
    for (let i = 0; i < LIMITS.loginFailures.account; i++) expect((await login(anna, 'Sbagliata1!')).status).toBe(401);
    expect((await login(anna, PASSWORD)).body).toEqual({ message: 'Troppi tentativi, riprova tra qualche minuto.', statusCode: 429 });
    // Bruno, at the desk beside hers behind the same address, is not locked out by her mistakes.
    expect((await login(bruno, PASSWORD)).status).toBe(200);

    // One /64: every try from a fresh address and for another account still counts against the network.
    const inNetwork = (i: number) => `2001:db8:31:7:${(i + 1).toString(16)}::${(i * 7 + 1).toString(16)}`;
    let refused = 0;
    for (let i = 0; i < LIMITS.loginFailures.network + 5; i++) if ((await login(`n${i}@example.it`, 'Sbagliata1!', inNetwork(i))).status === 429) refused += 1;
    expect(refused).toBe(5);
    expect((await login(bruno, PASSWORD, '2001:db8:31:7::ffff')).status).toBe(429);
    expect((await login(bruno, PASSWORD, '2001:db8:31:8::1')).status).toBe(200);
  });

  it.each([
    ['2001:db8:0:1:aaaa::1', '2001:db8:0:1::/64'],
    ['2001:0db8:0000:0001:ffff:ffff:ffff:ffff', '2001:db8:0:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['10.1.2.3', '10.1.2.3'],
  ])('counts failures from %s against the network %s', (ip, network) => expect(clientNetwork(ip)).toBe(network));

  it('answers a registration the same for an address with an account and one without, hashing the password once on both', async () => {
    const owner = await customer();
    const stranger = uniqueEmail();
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const register = async (email: string) => {
      scrypt.mockClear();
      const answer = await new Shopper(t, '10.31.0.1').call('createCustomer', [{ email, firstname: 'Eva', lastname: 'Greco', tax_code: FISCAL_CODE, password: 'Altra_pass9' }]);
      return { status: answer.status, body: answer.body, cookies: answer.response.headers['set-cookie'], hashes: scrypt.mock.calls.length };
    };
    try {
      const taken = await register(owner);
      const fresh = await register(stranger);
      expect(taken).toEqual(fresh);
      expect(taken).toEqual({ status: 200, body: { data: { result: true } }, cookies: undefined, hashes: 1 });
    } finally {
      scrypt.mockRestore();
    }
    // The outcome is told only in the mailbox: the owner hears of the attempt, the stranger gets an activation link.
    const kinds = async (email: string) =>
      (await t.deps.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', email).orderBy('id').execute()).map((row) => row.kind);
    expect(await kinds(owner)).toEqual(['registration-confirm', 'registration-attempt']);
    expect(await kinds(stranger)).toEqual(['registration-confirm']);
    const attempt = await t.deps.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', owner)
      .where('kind', '=', 'registration-attempt')
      .executeTakeFirstOrThrow();
    expect(attempt.text_body).toContain('qualcuno ha provato a creare un account Bottega con questo indirizzo email');
    // The owner's account is untouched: the old password still opens it, the attempt's does not.
    expect((await new Shopper(t).call('generateCustomerToken', [{ email: owner, password: PASSWORD }])).status).toBe(200);
    expect((await new Shopper(t).call('generateCustomerToken', [{ email: owner, password: 'Altra_pass9' }])).status).toBe(401);
  });

  it('answers a newsletter subscription the same for a subscribed address and a new one', async () => {
    const shopper = new Shopper(t);
    const subscribedAlready = uniqueEmail();
    await shopper.ok('updateNewsletterSubscription', [{ email: subscribedAlready, name: 'Anna', lastName: 'Verdi' }]);
    await shopper.open(await mailedLink(t, subscribedAlready, 'newsletter-confirm'));
    const again = await new Shopper(t).call('updateNewsletterSubscription', [{ email: subscribedAlready, name: 'Anna', lastName: 'Verdi' }]);
    const fresh = await new Shopper(t).call('updateNewsletterSubscription', [{ email: uniqueEmail(), name: 'Anna', lastName: 'Verdi' }]);
    expect([again.status, again.body, again.response.headers['set-cookie']]).toEqual([fresh.status, fresh.body, fresh.response.headers['set-cookie']]);
    expect(again.body).toEqual({ data: { status: 'NOT_ACTIVE' } });
  });

  it.each([
    [
      'register',
      'createCustomer',
      LIMITS.register,
      (email: string) => [{ email, firstname: 'A', lastname: 'B', tax_code: FISCAL_CODE, password: PASSWORD }],
      'registration-confirm',
    ],
    ['newsletter', 'updateNewsletterSubscription', LIMITS.newsletter, (email: string) => [{ email, name: 'Anna', lastName: 'Verdi' }], 'newsletter-confirm'],
  ])('counts %s mails not yet confirmed per address and per /64, and gives a confirmed one back', async (_name, method, limits, args, kind) => {
    // Per address: a mailbox is not flooded from many networks.
    const victim = uniqueEmail();
    for (let i = 0; i < limits.account; i++) expect((await new Shopper(t).call(method, args(victim))).status).toBe(200);
    expect((await new Shopper(t).call(method, args(victim))).body).toEqual({ message: 'Troppi tentativi, riprova tra qualche minuto.', statusCode: 429 });

    // Per network: a thousand addresses from one /64 get the limit's worth of mails, then a clear 429, never a 500.
    const inNetwork = (i: number) => `2001:db8:${_name === 'register' ? 'a' : 'b'}:1:${(i + 1).toString(16)}::1`;
    const statuses = new Map<number, number>();
    const first = uniqueEmail();
    for (let i = 0; i < 1000; i++) {
      const { status } = await new Shopper(t, inNetwork(i)).call(method, args(i === 0 ? first : `rete${i}.${victim}`));
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: limits.network, 429: 1000 - limits.network });
    // The shopper who opens the link is no failure: the network may ask once more.
    await new Shopper(t).open(await mailedLink(t, first, kind));
    expect((await new Shopper(t, inNetwork(5000)).call(method, args(uniqueEmail()))).status).toBe(200);
    expect((await new Shopper(t, inNetwork(5001)).call(method, args(uniqueEmail()))).status).toBe(429);
  });

  it('answers a thousand forged links from one /64 with Italian notices, never a 500, and refuses them past the limit', async () => {
    const locations = new Set<string>();
    const messages = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const shopper = new Shopper(t, `2001:db8:c:1:${(i + 1).toString(16)}::9`);
      const path = i % 2 ? '/api/customer/confirm' : '/api/newsletter/confirm';
      const opened = await shopper.open(`${t.deps.config.publicOrigin}${path}?token=${i.toString(16).padStart(32, '0')}`);
      expect(opened.status).toBe(303);
      locations.add(opened.location as string);
      const { message } = JSON.parse(decodeURIComponent(shopper.cookies.message));
      messages.set(message, (messages.get(message) ?? 0) + 1);
    }
    expect([...locations]).toEqual(['/it']);
    expect(messages.get('Troppi tentativi, riprova tra qualche minuto.')).toBe(1000 - LINK_FAILURES.network);
  });

  it('answers forgot-password the same for a known and an unknown address, and counts the requests per address', async () => {
    const email = await customer();
    const shopper = new Shopper(t);
    const known = await shopper.call('requestPasswordResetEmail', [{ email }]);
    const unknown = await shopper.call('requestPasswordResetEmail', [{ email: 'sconosciuto@example.it' }]);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.response.headers['set-cookie']).toEqual(unknown.response.headers['set-cookie']);
    for (let i = 1; i < LIMITS.forgotPassword.account; i++) await new Shopper(t).call('requestPasswordResetEmail', [{ email }]);
    expect((await new Shopper(t).call('requestPasswordResetEmail', [{ email }])).status).toBe(429);
    // The reset done with the link gives its request back.
    const link = new URL(await mailedLink(t, email, 'password-reset'));
    await shopper.ok('resetPassword', [{ email, token: link.searchParams.get('token'), newPassword: 'Rifatta_pass1' }]);
    expect((await shopper.call('requestPasswordResetEmail', [{ email }])).status).toBe(200);
  });

  /** A guest with the product in the cart and every checkout step done. */
  async function readyToOrder(sku: string) {
    const shopper = new Shopper(t);
    await shopper.ok('addProductsToCart', [null, [{ sku, quantity: 1 }]]);
    await shopper.ok('setGuestEmailOnCart', [{ email: 'corsa@example.it' }]);
    await shopper.ok('setShippingAddressOnCart', [ITALIAN_ADDRESS]);
    await shopper.ok('setBillingAddressOnCart', [{ same_as_shipping: true }]);
    await shopper.ok('setShippingMethodOnCart', [{ carrier_code: 'bottega', method_code: 'standard' }]);
    await shopper.ok('setPaymentMethodOnCart', [null, 'xpay']);
    return shopper;
  }

  it('sells the last unit once when many orders race for it, and never takes stock below zero', async () => {
    const sku = catalog.other.sku;
    await setStock(t, sku, 5);
    const shoppers = [];
    for (let i = 0; i < 6; i++) shoppers.push(await readyToOrder(sku));
    await setStock(t, sku, 1);
    const answers = await Promise.all(shoppers.map((shopper, i) => shopper.call('placeOrder', [{ idempotencyKey: `race-last-unit-${i}`, termsAccepted: true }])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409).length).toBe(5);
    const { stock_qty } = await t.deps.db.selectFrom('products').select('stock_qty').where('sku', '=', sku).executeTakeFirstOrThrow();
    expect(stock_qty).toBe(0);
    await setStock(t, sku, catalog.other.stock);
  });

  it('loses no quantity change when many arrive at once', async () => {
    const shopper = new Shopper(t);
    const { cart } = await shopper.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    const uid = cart.items[0].uid;
    await Promise.all([
      ...Array.from({ length: 8 }, () => shopper.call('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]])),
      ...Array.from({ length: 8 }, () => shopper.call('bulkUpdateCart', [null, { [uid]: 1 }, false])),
    ]);
    expect((await shopper.ok('cart')).items[0].quantity).toBe(17);
  });

  it('never takes a line past the stock when adds race', async () => {
    const sku = catalog.other.sku;
    await setStock(t, sku, 3);
    const shopper = new Shopper(t);
    await shopper.ok('addProductsToCart', [null, [{ sku, quantity: 1 }]]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => shopper.ok('addProductsToCart', [null, [{ sku, quantity: 1 }]])));
    expect(answers.filter((answer) => answer.user_errors.length === 0).length).toBe(2);
    expect((await shopper.ok('cart')).items[0].quantity).toBe(3);
    await setStock(t, sku, catalog.other.stock);
  });

  it('makes one order from a double-submitted checkout', async () => {
    const shopper = await readyToOrder(catalog.simple.sku);
    const answers = await Promise.all([0, 1, 2].map(() => shopper.call('placeOrder', [{ idempotencyKey: 'double-submit-0001', termsAccepted: true }])));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const numbers = new Set(answers.map((answer) => answer.body.data.order.number));
    expect(numbers.size).toBe(1);
    const codTrans = new Set(answers.map((answer) => answer.body.data.payment.redirect.fields.codTrans));
    expect(codTrans.size).toBe(1);
    const orders = await t.deps.db.selectFrom('orders').select('id').where('idempotency_key', '=', 'double-submit-0001').execute();
    expect(orders).toHaveLength(1);
  });
});
