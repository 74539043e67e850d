import { sql } from 'kysely';
import { connect } from '../src/db';
import { inTransaction, TRANSACTION_ATTEMPTS } from '../src/db/transaction';
import { createTestApp, databases, type TestApp } from './harness';
import { readyGuest, type Shopper } from './commerce-shopper';

/** A random generator with a seed, so a failing draw can be run again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe.each(databases())('orders and stock under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { rateLimitScale: 100 } });
  });
  afterAll(() => t.close());

  /** Ten sellable rows: simple products and sizes of two configurable products (their product's own stock changes too). */
  async function tenSkus() {
    const simples = await sql<{ sku: string; uid: string }>`
      select sku, uid from products where type = 'SimpleProduct' order by uid limit 4`.execute(t.deps.db);
    const sizes = await sql<{ sku: string; uid: string }>`
      select v.sku, v.product_uid as uid from product_variants v
      where v.product_uid in (select product_uid from product_variants group by product_uid having count(*) >= 3 order by product_uid limit 2)
      order by v.product_uid, v.sku`.execute(t.deps.db);
    const byProduct = new Map<string, { sku: string; uid: string }[]>();
    for (const size of sizes.rows) byProduct.set(size.uid, [...(byProduct.get(size.uid) ?? []), size]);
    return [...simples.rows.map((row) => ({ ...row, variant: false })), ...[...byProduct.values()].flatMap((rows) => rows.slice(0, 3).map((row) => ({ ...row, variant: true })))];
  }

  async function stockOf(skus: string[]) {
    const { rows } = await sql<{ sku: string; stock: number }>`
      select sku, stock_qty as stock from products where sku = any(${skus}::text[])
      union all select sku, stock_qty from product_variants where sku = any(${skus}::text[])`.execute(t.deps.db);
    return new Map(rows.map((row) => [row.sku, row.stock]));
  }

  it('places 50 orders at once over overlapping sets of 1–5 of 10 SKUs: no 5xx, stock exactly conserved, nothing oversold', async () => {
    const random = seeded(31);
    const skus = await tenSkus();
    expect(skus).toHaveLength(10);
    // Scarce enough that many orders find a line sold out, plenty enough that many go through.
    for (const { sku } of skus) {
      await sql`update products set stock_qty = 15 where sku = ${sku}`.execute(t.deps.db);
      await sql`update product_variants set stock_qty = 15 where sku = ${sku}`.execute(t.deps.db);
    }
    const parents = [...new Set(skus.filter((row) => row.variant).map((row) => row.uid))];
    for (const uid of parents) await sql`update products set stock_qty = 100 where uid = ${uid}`.execute(t.deps.db);
    const parentStock = async () =>
      new Map(
        (await sql<{ uid: string; stock: number }>`select uid, stock_qty as stock from products where uid = any(${parents}::text[])`.execute(t.deps.db)).rows.map((row) => [
          row.uid,
          row.stock,
        ]),
      );
    const parentsBefore = await parentStock();

    const shoppers: Array<{ shopper: Shopper; wants: Map<string, number> }> = [];
    for (let i = 0; i < 50; i++) {
      const count = 1 + Math.floor(random() * 5);
      const wants = new Map<string, number>();
      while (wants.size < count) wants.set(skus[Math.floor(random() * skus.length)].sku, 1 + Math.floor(random() * 3));
      const [first, ...rest] = [...wants];
      const { shopper } = await readyGuest(t, first[0], `10.31.${Math.floor(i / 200)}.${(i % 200) + 1}`);
      const more = [{ sku: first[0], quantity: first[1] - 1 }, ...rest.map(([sku, quantity]) => ({ sku, quantity }))].filter((line) => line.quantity > 0);
      if (more.length) expect((await shopper.ok('addProductsToCart', [null, more])).cart.items).toHaveLength(wants.size);
      shoppers.push({ shopper, wants });
    }
    const before = await stockOf(skus.map((row) => row.sku));

    const answers = await Promise.all(shoppers.map(({ shopper }, i) => shopper.call('placeOrder', [{ idempotencyKey: `concurrency-${kind}-${i}`, termsAccepted: true }])));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toMatch(/Prodotto esaurito|Quantità non disponibile: ne restano solo \d+\./);
    }
    const placed = answers.flatMap((answer, i) => (answer.status === 200 ? [shoppers[i].wants] : []));
    expect(placed.length).toBeGreaterThan(5);
    expect(placed.length).toBeLessThan(50);

    const after = await stockOf(skus.map((row) => row.sku));
    for (const { sku } of skus) {
      const sold = placed.reduce((sum, wants) => sum + (wants.get(sku) ?? 0), 0);
      expect(after.get(sku)).toBe(before.get(sku)! - sold);
      expect(after.get(sku)).toBeGreaterThanOrEqual(0);
    }
    const parentsAfter = await parentStock();
    for (const uid of parents) {
      const sold = skus.filter((row) => row.uid === uid).reduce((sum, { sku }) => sum + before.get(sku)! - after.get(sku)!, 0);
      expect(parentsAfter.get(uid)).toBe(parentsBefore.get(uid)! - sold);
    }
    const ordered = await sql<{ sku: string; quantity: number }>`
      select i.sku, sum(i.quantity)::int as quantity from order_items i join orders o on o.id = i.order_id
      where o.idempotency_key like ${`concurrency-${kind}-%`} group by i.sku`.execute(t.deps.db);
    for (const row of ordered.rows) expect(row.quantity).toBe(before.get(row.sku)! - after.get(row.sku)!);

    // The same key again (a retry after a timeout) answers the same order and takes nothing more.
    const again = await Promise.all(shoppers.map(({ shopper }, i) => shopper.call('placeOrder', [{ idempotencyKey: `concurrency-${kind}-${i}`, termsAccepted: true }])));
    answers.forEach((answer, i) => {
      if (answer.status === 200) expect(again[i].body.data.order.number).toBe(answer.body.data.order.number);
    });
    expect(await stockOf(skus.map((row) => row.sku))).toEqual(after);
  });

  it('runs a transaction again when the database rolls it back for a conflict, with the same outcome, and gives up after its last try', async () => {
    const conflict = Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
    let tries = 0;
    const value = await inTransaction(t.deps.db, async (trx) => {
      tries += 1;
      await sql`insert into catalog_changes (product_uid, kind) values ('retry-test', 'stock')`.execute(trx);
      if (tries < 3) throw conflict;
      return 'placed';
    });
    expect(value).toBe('placed');
    expect(tries).toBe(3);
    // Only the try that finished left its row: the others were rolled back whole.
    expect((await sql<{ n: number }>`select count(*)::int as n from catalog_changes where product_uid = 'retry-test'`.execute(t.deps.db)).rows[0].n).toBe(1);

    tries = 0;
    await expect(
      inTransaction(t.deps.db, async () => {
        tries += 1;
        throw conflict;
      }),
    ).rejects.toBe(conflict);
    expect(tries).toBe(TRANSACTION_ATTEMPTS);

    tries = 0;
    const fault = Object.assign(new Error('violates check constraint'), { code: '23514' });
    await expect(
      inTransaction(t.deps.db, async () => {
        tries += 1;
        throw fault;
      }),
    ).rejects.toBe(fault);
    expect(tries).toBe(1);
    await sql`delete from catalog_changes where product_uid = 'retry-test'`.execute(t.deps.db);
  });

  if (kind === 'postgres') {
    /** A second connection to the same schema, as another API instance or an operator has. */
    async function otherConnection() {
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.deps.db)).rows[0].schema;
      return connect({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 2 });
    }

    it('lets two transactions that change the shown stock of different products commit while both are open: no row all writers share', async () => {
      const [a, b] = (await sql<{ sku: string }>`select sku from products where type = 'SimpleProduct' and stock_qty > 10 order by uid limit 2`.execute(t.deps.db)).rows;
      const other = await otherConnection();
      const last = (await sql<{ id: string | null }>`select max(id)::text as id from catalog_changes`.execute(t.deps.db)).rows[0].id ?? '0';
      try {
        let releaseFirst!: () => void;
        const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstWrote!: () => void;
        const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
        const first = inTransaction(t.deps.db, async (trx) => {
          await sql`update products set stock_qty = 1 where sku = ${a.sku}`.execute(trx);
          firstWrote();
          await firstHolds;
        });
        await wrote;
        // With a shared version row this would wait for the first transaction and hit the lock timeout.
        await other.db.transaction().execute(async (trx) => {
          await sql`set local lock_timeout = '2s'`.execute(trx);
          await sql`update products set stock_qty = 1 where sku = ${b.sku}`.execute(trx);
        });
        releaseFirst();
        await first;
        const logged = await sql<{ n: number }>`
          select count(*)::int as n from catalog_changes c join products p on p.uid = c.product_uid where p.sku in (${a.sku}, ${b.sku}) and c.kind = 'stock' and c.id > ${last}::bigint`.execute(
          t.deps.db,
        );
        expect(logged.rows[0].n).toBe(2);
      } finally {
        await other.close();
      }
    });

    it('resolves a deadlock between two transactions by running the loser again: both commit', async () => {
      const [a, b] = (await sql<{ sku: string }>`select sku from products where type = 'SimpleProduct' order by uid limit 2`.execute(t.deps.db)).rows;
      let tries = 0;
      let bothHoldOne!: () => void;
      let held = 0;
      const together = new Promise<void>((resolve) => (bothHoldOne = resolve));
      // Each locks one row, waits until the other holds its own, then asks for the other's: a deadlock on purpose.
      const crossing = (first: string, second: string) =>
        inTransaction(t.deps.db, async (trx) => {
          tries += 1;
          await sql`select sku from products where sku = ${first} for update`.execute(trx);
          if (tries <= 2 && ++held === 2) bothHoldOne();
          if (tries <= 2) await together;
          await sql`select sku from products where sku = ${second} for update`.execute(trx);
          return first;
        });
      expect(await Promise.all([crossing(a.sku, b.sku), crossing(b.sku, a.sku)])).toEqual([a.sku, b.sku]);
      expect(tries).toBe(3);
    });
  }
});
