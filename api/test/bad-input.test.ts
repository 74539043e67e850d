import { sql } from 'kysely';
import { methods } from '@bottega/api-contract';
import { createTestApp, databases, type TestApp } from './harness';
import { BODY_LIMIT_BYTES } from '@bottega/server-kit';

/** Every method of the contract: the walk covers methods added later without changing this file. */
const catalog = Object.entries(methods).flatMap(([tag, group]) =>
  Object.entries(group as Record<string, { args: { safeParse(value: unknown): { success: boolean } } }>).map(([name, schema]) => ({ tag, name, schema })),
);

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Raw bodies no method accepts: not arrays, not JSON, too many arguments, too big, polluting. */
const MALFORMED: Array<[string, string]> = [
  ['an object body', '{"0": "x"}'],
  ['a string body', '"x"'],
  ['a null body', 'null'],
  ['invalid JSON', '[{"a": '],
  ['truncated JSON', '['],
  ['deep nesting', `[${nested(2000)}]`],
  ['thirty arguments', JSON.stringify(new Array(30).fill(null))],
  ['a number beyond range', '[1e400]'],
  ['an unknown nested key', '[{"zz_unknown": {"deep": [1, {"x": "y"}]}}, 1, 2, 3, 4, 5, 6, 7]'],
  ['a __proto__ key', '[{"__proto__": {"polluted": true}}]'],
  ['a constructor.prototype key', '[{"constructor": {"prototype": {"polluted": true}}}]'],
  ['a body above the limit', JSON.stringify(['x'.repeat(BODY_LIMIT_BYTES + 1)])],
];

/** Wrong types and missing arguments: each is malformed for the methods whose schema refuses it. */
const WRONG_TYPES: Array<[string, unknown[]]> = [
  ['missing arguments', []],
  ['an array as first argument', [[]]],
  ['a number as first argument', [42]],
  ['a boolean as first argument', [true]],
  ['null as first argument', [null]],
  ['a string as first argument', ['x']],
  ['an empty object as first argument', [{}]],
  ['an object with unknown keys', [{ zz_unknown: 1 }]],
  ['a huge number', [1e308, 1e308, 1e308]],
];

describe.each(databases())('bad input over the whole method catalog on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { products: 40 });
  });
  afterAll(() => t.close());

  /** Row count of every table, in one query: bad input must leave all of them as they were. */
  async function snapshot(): Promise<Record<string, number>> {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(t.deps.db);
    const counts = await sql<{ name: string; n: number }>`${sql.join(
      tables.rows.map(({ name }) => sql`select ${name} as name, count(*)::int as n from ${sql.table(name)}`),
      sql` union all `,
    )}`.execute(t.deps.db);
    return Object.fromEntries(counts.rows.map((row) => [row.name, row.n]));
  }

  it('walks every method of the contract', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(8);
    expect(catalog.map((entry) => entry.name)).toEqual(expect.arrayContaining(['products', 'productDetail', 'cmsBlocks', 'contactUs']));
  });

  it.each(catalog.map((entry) => [`${entry.tag}/${entry.name}`, entry] as const))(
    '%s answers every malformed body with 4xx and changes nothing',
    async (_path, { tag, name, schema }) => {
      const before = await snapshot();
      const wrong = WRONG_TYPES.filter(([, args]) => !schema.args.safeParse(args).success);
      expect(wrong.length).toBeGreaterThanOrEqual(4);
      const bodies = [...MALFORMED, ...wrong.map(([label, args]) => [label, JSON.stringify(args)] as [string, string])];
      for (const [label, payload] of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/${tag}/${name}`,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: '10.9.9.9',
        });
        const body = response.json();
        expect({ label, status: response.statusCode }).toEqual({ label, status: expect.any(Number) });
        expect([label, response.statusCode >= 400 && response.statusCode < 500]).toEqual([label, true]);
        expect(body).toEqual({ message: expect.any(String), statusCode: response.statusCode });
        expect(body.message.length).toBeGreaterThan(0);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await snapshot()).toEqual(before);
    },
  );
});
