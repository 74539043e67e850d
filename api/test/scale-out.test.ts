import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connect, type DatabaseHandle } from '../src/db';
import { migrate } from '../src/db/migrations';
import { seedIfEmpty } from '../src/seed';
import { createStore } from '../src/store';
import { buildApp } from '../src/app';
import { TEST_CATALOG_SIZE, testConfig, type TestApp } from './harness';
import { pickCatalog, readyGuest, Shopper } from './commerce-shopper';
import { releaseExpiredOrders } from '../src/commerce/reservations';
import { LIMITS } from '../src/methods/customer';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const run = databaseUrl && redisUrl ? describe : describe.skip;
if (!databaseUrl || !redisUrl) {
  console.warn('scale-out test skipped: it needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis) to run two instances on shared state');
}

/** Two API instances behind a load balancer, each with its own pool and Redis client on one schema and prefix: nothing that matters lives in either. */
run('two API instances on one PostgreSQL and one Redis', () => {
  const schema = `scale_${randomBytes(6).toString('hex')}`;
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  let admin: DatabaseHandle;
  const instances: TestApp[] = [];

  beforeAll(async () => {
    admin = await connect({ databaseUrl: databaseUrl!, poolSize: 1 });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    for (let i = 0; i < 2; i++) {
      const handle = await connect({ databaseUrl: databaseUrl!, schema, poolSize: 5 });
      if (i === 0) {
        await migrate(handle.db);
        await seedIfEmpty(handle.db, { products: TEST_CATALOG_SIZE });
      }
      const store = await createStore({ redisUrl: redisUrl!, prefix });
      const deps = { db: handle.db, dbKind: 'postgres' as const, config: testConfig({ redisUrl }), store };
      const app = await buildApp({ deps, logger: false, ownsDeps: true });
      await app.ready();
      instances.push({
        app,
        deps,
        async call(tag, method, args, { cookies, ip } = {}) {
          const response = await app.inject({
            method: 'POST',
            url: `/api/${tag}/${method}`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(args),
            cookies,
            remoteAddress: ip,
          });
          return { status: response.statusCode, body: response.json(), response };
        },
        close: () => app.close(),
      });
    }
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  });

  it('reads and changes through one instance a cart made through the other', async () => {
    const [a, b] = instances;
    const catalog = await pickCatalog(a);
    const onA = new Shopper(a, '10.9.0.1');
    const { cart } = await onA.ok('addProductsToCart', [null, [{ sku: catalog.simple.sku, quantity: 1 }]]);
    const onB = new Shopper(b, '10.9.0.1');
    Object.assign(onB.cookies, onA.cookies);
    expect((await onB.ok('cart')).id).toBe(cart.id);
    const changed = await onB.ok('updateCartItemQuantity', [cart.id, cart.items[0].uid, 3]);
    expect(changed.items[0].quantity).toBe(3);
    expect((await onA.ok('cart')).items[0].quantity).toBe(3);
  });

  it('counts a rate limit across both instances', async () => {
    const [a, b] = instances;
    const ip = '10.9.0.2';
    const args = () => [{ email: `n${randomBytes(4).toString('hex')}@example.it`, name: 'Anna', lastName: 'Verdi' }];
    for (let i = 0; i < LIMITS.newsletter.network; i++) {
      const instance = i % 2 === 0 ? a : b;
      expect((await new Shopper(instance, ip).call('updateNewsletterSubscription', args())).status).toBe(200);
    }
    expect((await new Shopper(a, ip).call('updateNewsletterSubscription', args())).status).toBe(429);
    expect((await new Shopper(b, ip).call('updateNewsletterSubscription', args())).status).toBe(429);
  });

  it('releases an expired order once when both instances sweep at the same moment', async () => {
    const [a, b] = instances;
    const catalog = await pickCatalog(a);
    const stockOf = async () => (await a.deps.db.selectFrom('products').select('stock_qty').where('sku', '=', catalog.other.sku).executeTakeFirstOrThrow()).stock_qty;
    const before = await stockOf();
    const { shopper } = await readyGuest(a, catalog.other.sku, '10.9.0.3');
    await shopper.ok('placeOrder', [{ idempotencyKey: 'two-sweepers-0001', termsAccepted: true }]);
    const later = new Date(Date.now() + 31 * 60_000);
    const quiet = { info() {}, error() {} };
    const released = await Promise.all([releaseExpiredOrders(a.deps.db, later, quiet), releaseExpiredOrders(b.deps.db, later, quiet)]);
    expect(released[0] + released[1]).toBe(1);
    expect(await stockOf()).toBe(before);
  });
});
