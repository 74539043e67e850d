import path from 'node:path';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { withSpan } from '@bottega/telemetry/tracing';
import { consoleLog, type ProcessLog } from '../processLog';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PGlite answers one query at a time, so Kysely gets one connection behind a FIFO lock: a transaction holds it from BEGIN to COMMIT. */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  /** Each statement in a span shaped as the pg instrumentation's: its text with placeholders, never the values, which may be a shopper's data. */
  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const operation = /^\s*(\w+)/.exec(compiled.sql)?.[1]?.toUpperCase() ?? 'SQL';
    return withSpan(
      `pglite.query:${operation}`,
      { 'db.system': 'postgresql', 'db.statement': compiled.sql, 'db.operation': operation },
      async () => {
        const result = await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[]);
        const affected = result.affectedRows;
        const isWrite = result.command !== undefined && result.command !== 'SELECT';
        return {
          rows: result.rows,
          ...(isWrite && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
        };
      },
      { requireParent: true },
    );
  }

  // eslint-disable-next-line require-yield -- Kysely's Driver wants an async generator; PGlite cannot stream, so this one only throws
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

/** How full a process's connections are, read on each scrape (api/src/metrics.ts). */
export interface PoolStats {
  /** Connections the pool may open (PGlite: its one). */
  max: number;
  /** Connections open now. */
  total: number;
  /** Open and unused. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

/** What the metrics read of a database's pool: its figures now, and each wait for a connection as it ends. */
interface PoolProbe {
  stats(): PoolStats;
  readonly waitListeners: Set<(ms: number) => void>;
}

const probes = new WeakMap<Db, PoolProbe>();

/** The pool's figures now; undefined for a Db not opened by `connect`. */
export function poolStats(db: Db): PoolStats | undefined {
  return probes.get(db)?.stats();
}

/** Calls `listener` with how long each query waited for a connection; returns its removal. */
export function onPoolWait(db: Db, listener: (ms: number) => void): () => void {
  const probe = probes.get(db);
  probe?.waitListeners.add(listener);
  return () => probe?.waitListeners.delete(listener);
}

const waited = (listeners: Set<(ms: number) => void>, since: number) => {
  const ms = performance.now() - since;
  for (const listener of listeners) listener(ms);
};

class PGliteDriver implements Driver {
  private tail: Promise<void> = Promise.resolve();
  /** Statements waiting for their turn on the one connection. */
  waiting = 0;
  readonly waitListeners = new Set<(ms: number) => void>();
  private readonly connection: PGliteConnection;
  private releaseHolder?: () => void;

  /** `release` gives up the data folder's lock once PGlite is closed. */
  constructor(
    private readonly pg: PGlite,
    private readonly release: () => void,
  ) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const since = performance.now();
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => turn);
    this.waiting += 1;
    try {
      await previous;
      // PGlite answers in microtasks, so a queue would drain without Node reading a request meanwhile:
      // a turn of the event loop between holders keeps shoppers under load served in order.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      this.waiting -= 1;
    }
    waited(this.waitListeners, since);
    this.releaseHolder = release;
    return this.connection;
  }

  /** In use while a holder has it. */
  get busy(): boolean {
    return this.releaseHolder !== undefined;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseHolder;
    this.releaseHolder = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.tail;
    if (!this.pg.closed) await this.pg.close();
    this.release();
  }
}

class PGliteDialect implements Dialect {
  readonly driver: PGliteDriver;
  constructor(pg: PGlite, release: () => void) {
    this.driver = new PGliteDriver(pg, release);
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return this.driver;
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

type WriteListener = (table: string) => void;

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
}

const RAW_WRITE = /\b(?:update|insert\s+into|delete\s+from)\s+"?(\w+)"?/gi;

/** The text of a raw statement with nested raw pieces and table names in place, values as `?`. */
function rawText(node: OperationNode): string {
  if (node.kind === 'RawNode') {
    const raw = node as unknown as { sqlFragments: readonly string[]; parameters: readonly OperationNode[] };
    return raw.sqlFragments.map((fragment, index) => fragment + (index < raw.parameters.length ? rawText(raw.parameters[index]) : '')).join('');
  }
  if (node.kind === 'IdentifierNode') return (node as unknown as { name: string }).name;
  return tableName(node) ?? '?';
}

/** Tables a statement writes: from the query tree, or from the text of a raw `sql` statement. */
function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'UpdateQueryNode':
      return [tableName(node.table)].filter((name): name is string => !!name);
    case 'InsertQueryNode':
      return [tableName(node.into)].filter((name): name is string => !!name);
    case 'DeleteQueryNode':
      return node.from.froms.map(tableName).filter((name): name is string => !!name);
    case 'RawNode':
      return [...rawText(node).matchAll(RAW_WRITE)].map((match) => match[1].toLowerCase());
    default:
      return [];
  }
}

/** Tells listeners which tables a successful statement wrote, so the catalog cache forgets products without writers knowing it exists. */
class WriteWatcher implements KyselyPlugin {
  readonly listeners: WriteListener[] = [];
  private readonly writes = new WeakMap<QueryId, string[]>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.length) {
      const tables = writtenTables(node);
      if (tables.length) this.writes.set(queryId, tables);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.writes.get(queryId);
    if (tables) for (const table of tables) for (const listener of this.listeners) listener(table);
    return result;
  }
}

const watchers = new WeakMap<Db, WriteWatcher>();

/** Calls `listener` with the table name after each statement that writes one (transactions included). */
export function onWrite(db: Db, listener: WriteListener): void {
  watchers.get(db)?.listeners.push(listener);
}

function watched(create: (plugin: WriteWatcher) => Db): Db {
  const watcher = new WriteWatcher();
  const db = create(watcher);
  watchers.set(db, watcher);
  return db;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dataDir` for this process, as two PGlite instances corrupt one folder; a dead process's lock is taken over. Returns the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is already open in process ${holder}: stop that process first, or start this one with another DATA_DIR (lock file ${file}).`,
      );
    }
    rmSync(file, { force: true });
  }
}

/** Opens PGlite in `dataDir` (created if missing) with the extensions search needs. */
export async function openPGlite(dataDir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, { extensions: { unaccent, pg_trgm } });
}

export interface ConnectOptions {
  /** postgres://… switches to PostgreSQL through node-postgres. */
  databaseUrl?: string;
  /** PGlite's data folder when no databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests give each suite its own); default `public`. */
  schema?: string;
  poolSize?: number;
  /** Where a connection's error is said (a PostgreSQL restart drops idle connections). */
  log?: ProcessLog;
}

/** PostgreSQL's limits on the wait for a connection and on a statement, so a runaway query cannot hold one for good; the client gives up a little later. */
export const POSTGRES_LIMITS = { connectionTimeoutMillis: 5_000, statement_timeout: 30_000, query_timeout: 35_000 };

export function defaultDataDir(): string {
  return path.resolve(__dirname, '..', '..', '..', '.data', 'pglite');
}

/** One database for the whole process: PGlite embedded by default, PostgreSQL when a URL is given. */
export async function connect(options: ConnectOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { Pool, types } = await import('pg');
    // int8 (count, sums) as numbers, like PGlite returns them; our values stay far below 2^53.
    types.setTypeParser(20, (value: string) => Number(value));
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...POSTGRES_LIMITS,
      ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
    });
    // An idle connection the server dropped is an `error` event that would end the process unheard; the pool replaces it.
    pool.on('error', (error) => (options.log ?? consoleLog).warn({ err: error.message }, 'PostgreSQL dropped an idle connection'));
    const waitListeners = new Set<(ms: number) => void>();
    // Kysely asks the pool for a connection per query or transaction: the time until it has one is the pool's wait.
    const timed = {
      connect: async () => {
        const since = performance.now();
        const client = await pool.connect();
        waited(waitListeners, since);
        return client;
      },
      end: () => pool.end(),
    };
    const db = watched((watcher) => new Kysely<Database>({ dialect: new PostgresDialect({ pool: timed }), plugins: [watcher] }));
    probes.set(db, { waitListeners, stats: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? defaultDataDir();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const pg = await openPGlite(dataDir);
    const dialect = new PGliteDialect(pg, release);
    const db = watched((watcher) => new Kysely<Database>({ dialect, plugins: [watcher] }));
    const { driver } = dialect;
    probes.set(db, { waitListeners: driver.waitListeners, stats: () => ({ max: 1, total: 1, idle: driver.busy ? 0 : 1, waiting: driver.waiting }) });
    return {
      db,
      kind: 'pglite',
      // Kysely skips the driver's destroy when no query ran: the folder is still given back.
      close: async () => {
        await db.destroy();
        if (!pg.closed) await pg.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
