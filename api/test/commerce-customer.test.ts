// Many customers are registered here; security-passwords.test.ts checks the real scrypt cost.
process.env.SCRYPT_LOG_N_FOR_TESTS = '10';

import { createTestApp, databases, type TestApp } from './harness';
import { FISCAL_CODE, ITALIAN_ADDRESS, mailedLink, PASSWORD, pickCatalog, registeredCustomer, Shopper, uniqueEmail, type Catalog } from './commerce-shopper';

describe.each(databases())('customers, wishlist and newsletter on %s', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    t = await createTestApp(kind);
    catalog = await pickCatalog(t);
  });
  afterAll(() => t.close());

  const registered = (email = uniqueEmail()) => registeredCustomer(t, email);

  it('registers with a fiscal code checked by its check character and the spec password rule, and activates the account from the mailed link', async () => {
    const shopper = new Shopper(t);
    const base = { email: uniqueEmail(), firstname: 'Mario', lastname: 'Rossi', tax_code: FISCAL_CODE, password: PASSWORD };
    expect((await shopper.call('createCustomer', [{ ...base, tax_code: 'RSSMRA80A01H501A' }])).body).toEqual({
      message: 'Argomento non valido (0.tax_code): Codice fiscale non valido',
      statusCode: 400,
    });
    const weak = await shopper.call('createCustomer', [{ ...base, password: 'password' }]);
    expect(weak.body.message).toBe(
      'Argomento non valido (0.password): La password deve contenere almeno 8 caratteri e almeno: 1 lettera maiuscola o minuscola, 1 numero e un carattere speciale (! # $ % & * ? @ ^ _ -)',
    );
    expect(await shopper.ok('createCustomer', [{ ...base, is_subscribed: true }])).toEqual({ result: true });
    // No account, and no session, until the owner of the address opens the link.
    expect(await t.deps.db.selectFrom('customers').select('id').where('email', '=', base.email).executeTakeFirst()).toBeUndefined();
    expect(shopper.cookies.customer).toBeUndefined();
    expect((await new Shopper(t).call('generateCustomerToken', [{ email: base.email, password: PASSWORD }])).status).toBe(401);

    const link = await mailedLink(t, base.email, 'registration-confirm');
    expect(new URL(link).pathname).toBe('/api/customer/confirm');
    const opened = await shopper.open(link);
    expect(opened).toMatchObject({ status: 303, location: '/it/my-account' });
    expect(JSON.parse(decodeURIComponent(shopper.cookies.message))).toEqual({
      type: 'success',
      title: 'Account attivato',
      message: 'Benvenuto in Bottega! Il tuo account è attivo e hai già effettuato l’accesso.',
    });
    expect(await shopper.ok('customer')).toMatchObject({ email: base.email, firstname: 'Mario', tax_code: FISCAL_CODE, is_subscribed: true, addresses: [] });
  });

  it.each([
    ['a reused', async (link: string) => link],
    ['a forged', async (link: string) => link.replace(/token=[0-9a-f]+/, `token=${'0'.repeat(32)}`)],
    ['a malformed', async (link: string) => link.replace(/token=[0-9a-f]+/, 'token=%27%3B--')],
    [
      'an expired',
      async (link: string) => {
        await t.deps.db
          .updateTable('email_confirmations')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('used_at', 'is', null)
          .execute();
        return link;
      },
    ],
  ])('answers %s activation link with an Italian notice on the home page and creates nothing', async (kind, spoil) => {
    const shopper = new Shopper(t);
    const email = uniqueEmail();
    await shopper.ok('createCustomer', [{ email, firstname: 'Lia', lastname: 'Costa', tax_code: FISCAL_CODE, password: PASSWORD }]);
    const link = await mailedLink(t, email, 'registration-confirm');
    if (kind === 'a reused') await new Shopper(t).open(link);
    const customersBefore = await t.deps.db.selectFrom('customers').select('id').execute();
    const opened = await shopper.open(await spoil(link));
    expect(opened).toMatchObject({ status: 303, location: '/it' });
    expect(JSON.parse(decodeURIComponent(shopper.cookies.message))).toEqual({
      type: 'danger',
      title: 'Link non valido',
      message: 'Il link per attivare l’account non è valido, è già stato usato o è scaduto. Registrati di nuovo per riceverne uno nuovo.',
    });
    expect(shopper.cookies.customer).toBeUndefined();
    expect(await t.deps.db.selectFrom('customers').select('id').execute()).toHaveLength(customersBefore.length);
  });

  it('logs in with an HttpOnly token cookie and a readable expiry in seconds, and logs out', async () => {
    const { shopper, email } = await registered();
    expect((await shopper.call('generateCustomerToken', [{ email, password: 'Sbagliata1!' }])).body).toEqual({ message: 'Email o password non corretti.', statusCode: 401 });
    const login = await shopper.call('generateCustomerToken', [{ email: email.toUpperCase(), password: PASSWORD }]);
    const session = login.body.data;
    expect(session.lifetime_seconds).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    const cookies = login.response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string }[];
    expect(cookies.find((cookie) => cookie.name === 'customer')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((cookie) => cookie.name === 'customer_expires')).toMatchObject({ value: String(session.expires_at) });
    expect(cookies.find((cookie) => cookie.name === 'customer_expires')?.httpOnly).toBeFalsy();
    expect(JSON.stringify(login.body)).not.toContain(shopper.cookies.customer);
    expect((await shopper.ok('customer')).email).toBe(email);
    expect(await shopper.ok('revokeCustomerToken')).toEqual({ result: true });
    expect(shopper.cookies.customer).toBeUndefined();
    expect((await shopper.call('customer')).body).toEqual({ message: "Non sei autorizzato, effettua l'accesso.", statusCode: 401 });
  });

  it('subscribes a customer who ticks the newsletter box at login, and leaves the subscription alone when it is unticked', async () => {
    const shopper = new Shopper(t);
    const email = uniqueEmail();
    await shopper.ok('createCustomer', [{ email, firstname: 'Carla', lastname: 'Neri', tax_code: FISCAL_CODE, password: PASSWORD }]);
    await new Shopper(t).open(await mailedLink(t, email, 'registration-confirm'));
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD, is_subscribed: false }]);
    expect((await shopper.ok('customer')).is_subscribed).toBe(false);
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD, is_subscribed: true }]);
    expect((await shopper.ok('customer')).is_subscribed).toBe(true);
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD, is_subscribed: false }]);
    expect((await shopper.ok('customer')).is_subscribed).toBe(true);
    expect((await shopper.call('generateCustomerToken', [{ email, password: 'Sbagliata1!', is_subscribed: 'sì' }])).status).toBe(400);
  });

  it('treats an unknown token as a guest and clears the session cookies', async () => {
    const shopper = new Shopper(t);
    shopper.cookies.customer = 'a'.repeat(32);
    shopper.cookies.customer_expires = '9999999999';
    const answer = await shopper.call('cart');
    expect(answer.body.data.id).toBeNull();
    expect(shopper.cookies.customer).toBeUndefined();
    expect(shopper.cookies.customer_expires).toBeUndefined();
  });

  it.each([
    ['missing', undefined],
    ['unreadable', 'mercoledì'],
    ['past', '1000000000'],
  ])('ends the session on both sides when its expiry cookie is %s: the token is revoked and the answer is a guest’s', async (_case, expires) => {
    const { shopper, email } = await registered();
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD }]);
    const token = shopper.cookies.customer;
    if (expires === undefined) delete shopper.cookies.customer_expires;
    else shopper.cookies.customer_expires = expires;
    expect((await shopper.call('customer')).body).toEqual({ message: "Non sei autorizzato, effettua l'accesso.", statusCode: 401 });
    expect(shopper.cookies.customer).toBeUndefined();
    expect(shopper.cookies.customer_expires).toBeUndefined();
    // The token is gone from the database: sending it again with a fresh expiry does not bring the session back.
    const stolen = new Shopper(t);
    Object.assign(stolen.cookies, { customer: token, customer_expires: String(Math.floor(Date.now() / 1000) + 3600) });
    expect((await stolen.call('customer')).status).toBe(401);
  });

  it("merges the guest cart and wishlist into the customer's at login and clears their cookies", async () => {
    const { email } = await registered();
    const earlier = new Shopper(t);
    await earlier.ok('generateCustomerToken', [{ email, password: PASSWORD }]);
    await earlier.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);

    const guest = new Shopper(t);
    await guest.ok('addProductsToCart', [
      null,
      [
        { sku: catalog.simple.sku, quantity: 2 },
        { sku: catalog.other.sku, quantity: 1 },
      ],
    ]);
    await guest.ok('applyCouponToCart', [null, 'BENVENUTO10']);
    await guest.ok('addProductToWishlist', [{ sku: catalog.variant.sku }]);
    expect(guest.cookies.cart).toBeDefined();
    expect(guest.cookies.wishlist).toBeDefined();
    await guest.ok('generateCustomerToken', [{ email, password: PASSWORD }]);
    expect(guest.cookies.cart).toBeUndefined();
    expect(guest.cookies.wishlist).toBeUndefined();
    const cart = await guest.ok('customerCart');
    expect(cart.items.map((item: { product: { sku: string }; quantity: number }) => [item.product.sku, item.quantity])).toEqual([
      [catalog.simple.sku, 3],
      [catalog.other.sku, 1],
    ]);
    expect(cart.applied_coupons).toEqual([{ code: 'BENVENUTO10' }]);
    const wishlist = await guest.ok('wishlist');
    expect(wishlist.items.map((item: { product: { sku: string } }) => item.product.sku)).toEqual([catalog.variant.sku]);
    expect(wishlist.items[0].product.configurable_options.map((option: { option_label: string }) => option.option_label)).toEqual(['Colore', 'Taglia']);
  });

  it('keeps a guest’s wishlist in a cookie that lasts one year', async () => {
    const added = await new Shopper(t).call('addProductToWishlist', [{ sku: catalog.simple.sku }]);
    const setCookies = [added.response.headers['set-cookie'] ?? []].flat();
    const wishlist = setCookies.find((cookie) => cookie.startsWith('wishlist='));
    expect(wishlist).toMatch(/; Max-Age=31536000(;|$)/);
  });

  it('pages the wishlist with a cursor and updates or removes items', async () => {
    const shopper = new Shopper(t);
    const skus = (await t.deps.db.selectFrom('products').select('sku').orderBy('uid').limit(5).execute()).map((row) => row.sku);
    for (const sku of skus) await shopper.ok('addProductToWishlist', [{ sku }]);
    const first = await shopper.ok('wishlist', [{ pageSize: 2 }]);
    expect(first.items_count).toBe(5);
    expect(first.items).toHaveLength(2);
    const second = await shopper.ok('wishlist', [{ pageSize: 2, nextPageToken: first.nextPageToken }]);
    const third = await shopper.ok('wishlist', [{ pageSize: 2, nextPageToken: second.nextPageToken }]);
    expect([...first.items, ...second.items, ...third.items].map((item: { product: { sku: string } }) => item.product.sku)).toEqual(skus);
    expect(third.nextPageToken).toBeNull();
    const bySku = await shopper.ok('wishlistItemsBySku', [[skus[0], 'NON-ESISTE']]);
    expect(bySku).toEqual([{ sku: skus[0], id: first.items[0].id, qty: 1 }]);
    expect((await shopper.ok('updateWishlistItem', [bySku[0].id, 3])).items[0].qty).toBe(3);
    expect((await shopper.ok('updateWishlistItem', [bySku[0].id, 0])).items_count).toBe(4);
    expect((await shopper.ok('removeProductFromWishlist', [first.items[1].id])).items_count).toBe(3);
    expect((await shopper.call('removeProductFromWishlist', [first.items[1].id])).status).toBe(404);
    expect((await shopper.call('wishlist', [{ nextPageToken: 'rotto' }])).status).toBe(400);
  });

  it('lets a wishlist item hold up to its stock of 99999, whatever the warehouse holds (product rule §9)', async () => {
    const shopper = new Shopper(t);
    const { items } = await shopper.ok('addProductToWishlist', [{ sku: catalog.simple.sku, quantity: 99999 }]);
    expect(items[0].qty).toBe(99999);
    expect((await shopper.ok('addProductToWishlist', [{ sku: catalog.simple.sku, quantity: 5 }])).items[0].qty).toBe(99999);
    expect((await shopper.ok('updateWishlistItem', [items[0].id, 12345])).items[0].qty).toBe(12345);
    const above = await shopper.call('updateWishlistItem', [items[0].id, 100000]);
    expect(above.status).toBe(400);
    expect(above.body.message).toBe('Argomento non valido (1): Troppo grande: number deve essere <=99999');
  });

  it('keeps the profile, addresses (Italian checks) and password changes', async () => {
    const { shopper, email } = await registered();
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD }]);
    expect(await shopper.ok('updateCustomer', [{ firstname: 'Luigi', is_subscribed: false }])).toMatchObject({ firstname: 'Luigi', is_subscribed: false });
    const badProvince = await shopper.call('createCustomerAddress', [{ ...ITALIAN_ADDRESS, region_code: 'XX' }]);
    expect(badProvince.body.message).toBe('Argomento non valido (region_code): Provincia non valida: indica la sigla di due lettere (es. MI)');
    expect((await shopper.call('createCustomerAddress', [{ ...ITALIAN_ADDRESS, telephone: '12' }])).body.message).toMatch(/Numero di telefono non valido/);
    const home = await shopper.ok('createCustomerAddress', [{ ...ITALIAN_ADDRESS, default_shipping: true }]);
    const office = await shopper.ok('createCustomerAddress', [{ ...ITALIAN_ADDRESS, street: ['Corso Como 1'], default_shipping: true }]);
    const list = await shopper.ok('customerAddresses');
    expect(list.map((address: { id: number; default_shipping: boolean }) => [address.id, address.default_shipping])).toEqual([
      [home.id, false],
      [office.id, true],
    ]);
    expect((await shopper.ok('updateCustomerAddress', [home.id, { ...ITALIAN_ADDRESS, city: 'Monza', region_code: 'MB' }])).city).toBe('Monza');
    // The checks forgive spaces around the CAP and a lower-case province; what is stored has neither.
    expect(await shopper.ok('updateCustomerAddress', [home.id, { ...ITALIAN_ADDRESS, postcode: ' 20121 ', region_code: 'mi ' }])).toMatchObject({
      postcode: '20121',
      region_code: 'MI',
    });
    expect(await shopper.ok('deleteCustomerAddress', [home.id])).toEqual({ result: true });
    expect((await shopper.call('deleteCustomerAddress', [home.id])).status).toBe(404);

    expect((await shopper.call('changePassword', [{ currentPassword: 'Sbagliata1!', newPassword: 'Nuova-pass1' }])).status).toBe(400);
    await shopper.ok('changePassword', [{ currentPassword: PASSWORD, newPassword: 'Nuova-pass1' }]);
    expect((await new Shopper(t).call('generateCustomerToken', [{ email, password: PASSWORD }])).status).toBe(401);
    await new Shopper(t).ok('generateCustomerToken', [{ email, password: 'Nuova-pass1' }]);
  });

  it('mails a single-use reset link that expires, and resets the password with it', async () => {
    const { email } = await registered();
    const shopper = new Shopper(t);
    expect(await shopper.ok('requestPasswordResetEmail', [{ email }])).toEqual({ result: true });
    const mail = await t.deps.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('kind', '=', 'password-reset').executeTakeFirstOrThrow();
    const link = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
    expect(link.pathname).toBe('/it/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token')!;
    await shopper.ok('resetPassword', [{ email, token, newPassword: 'Reimpostata1!' }]);
    expect((await shopper.call('resetPassword', [{ email, token, newPassword: 'Ancora-una1' }])).body.message).toMatch(/non è valido o è scaduto/);
    await new Shopper(t).ok('generateCustomerToken', [{ email, password: 'Reimpostata1!' }]);

    await shopper.ok('requestPasswordResetEmail', [{ email }]);
    const second = await t.deps.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const expiring = new URL(/https?:\/\/\S+/.exec(second.text_body)![0]).searchParams.get('token')!;
    await t.deps.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    expect((await shopper.call('resetPassword', [{ email, token: expiring, newPassword: 'Scaduta-1' }])).status).toBe(400);
  });

  it('subscribes to the newsletter only once the mailed link is opened, and once only', async () => {
    const shopper = new Shopper(t);
    const email = uniqueEmail();
    const subscribed = () => t.deps.db.selectFrom('newsletter_subscribers').select(['status', 'firstname']).where('email', '=', email).executeTakeFirst();
    expect(await shopper.ok('updateNewsletterSubscription', [{ email, name: 'Anna', lastName: 'Verdi' }])).toEqual({ status: 'NOT_ACTIVE' });
    expect(await subscribed()).toBeUndefined();
    const link = await mailedLink(t, email, 'newsletter-confirm');
    expect(new URL(link).pathname).toBe('/api/newsletter/confirm');
    // Only the token's hash is stored.
    const token = new URL(link).searchParams.get('token')!;
    expect(await t.deps.db.selectFrom('email_confirmations').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();

    expect(await shopper.open(link)).toMatchObject({ status: 303, location: '/it' });
    expect(JSON.parse(decodeURIComponent(shopper.cookies.message))).toEqual({
      type: 'success',
      title: 'Iscrizione completata',
      message: 'Ti sei iscritto alla nostra newsletter!',
    });
    expect(await subscribed()).toEqual({ status: 'SUBSCRIBED', firstname: 'Anna' });

    await t.deps.db.updateTable('newsletter_subscribers').set({ status: 'UNSUBSCRIBED' }).where('email', '=', email).execute();
    expect(await shopper.open(link)).toMatchObject({ status: 303, location: '/it' });
    expect(JSON.parse(decodeURIComponent(shopper.cookies.message)).message).toBe(
      'Il link per confermare l’iscrizione alla newsletter non è valido, è già stato usato o è scaduto. Iscriviti di nuovo per riceverne uno nuovo.',
    );
    expect((await subscribed())?.status).toBe('UNSUBSCRIBED');
    expect((await shopper.call('updateNewsletterSubscription', [{ email: 'non-valida', name: 'Anna', lastName: 'Verdi' }])).status).toBe(400);
  });

  it('refuses an expired or forged newsletter link and subscribes nobody', async () => {
    const shopper = new Shopper(t);
    const email = uniqueEmail();
    await shopper.ok('updateNewsletterSubscription', [{ email, name: 'Ugo', lastName: 'Riva' }]);
    const link = await mailedLink(t, email, 'newsletter-confirm');
    expect(await shopper.open(link.replace(/token=[0-9a-f]+/, `token=${'f'.repeat(32)}`))).toMatchObject({ status: 303, location: '/it' });
    expect(JSON.parse(decodeURIComponent(shopper.cookies.message)).type).toBe('danger');
    await t.deps.db
      .updateTable('email_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    expect(await shopper.open(link)).toMatchObject({ status: 303, location: '/it' });
    expect(JSON.parse(decodeURIComponent(shopper.cookies.message)).title).toBe('Link non valido');
    expect(await t.deps.db.selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it("lists the customer's orders and reviews", async () => {
    const { shopper, email } = await registered();
    await shopper.ok('generateCustomerToken', [{ email, password: PASSWORD }]);
    await shopper.ok('addProductsToCart', [null, [{ sku: catalog.variant.sku, quantity: 1 }]]);
    await shopper.ok('setShippingAddressOnCart', [ITALIAN_ADDRESS]);
    await shopper.ok('setBillingAddressOnCart', [{ same_as_shipping: true }]);
    await shopper.ok('setShippingMethodOnCart', [{ carrier_code: 'bottega', method_code: 'standard' }]);
    await shopper.ok('setPaymentMethodOnCart', [null, 'xpay']);
    // docs/product-rules.md §4: the cart's checkout button leads customers to user-account too; the checkout moves them on.
    expect(await shopper.ok('initCheckout', [{ baseUrl: `${t.deps.config.publicOrigin}/it` }])).toEqual({ path: '/checkout/user-account' });
    const placed = await shopper.ok('placeOrder', [{ idempotencyKey: 'orders-list-01', termsAccepted: true }]);
    const orders = await shopper.ok('customerOrders', [{ pageSize: 5 }]);
    expect(orders.total_count).toBe(1);
    expect(orders.items[0]).toMatchObject({ number: placed.order.number, status: 'pending_payment', status_label: 'In attesa di pagamento' });
    expect(orders.items[0].items[0]).toMatchObject({ product_sku: catalog.variant.sku, quantity_ordered: 1 });
    expect(orders.items[0].items[0].selected_options.map((option: { label: string }) => option.label)).toEqual(['Colore', 'Taglia']);

    const review = await shopper.ok('createProductReview', [
      { sku: catalog.variant.sku, nickname: 'Mario', summary: 'Ottimo', text: 'Caldo e morbido, taglia giusta.', rating: 5 },
    ]);
    expect(review.product_sku).toBe(catalog.variant.parentSku);
    expect((await shopper.ok('customerReviews', [null])).items.map((item: { id: number }) => item.id)).toEqual([review.id]);
    expect((await shopper.call('createProductReview', [{ sku: catalog.simple.sku, nickname: 'M', summary: 'x', text: 'troppo corto', rating: 6 }])).status).toBe(400);
  });
});
