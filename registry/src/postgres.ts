import { Client, Pool, escapeIdentifier, type ClientConfig, type PoolClient } from 'pg';
import { RegistryRefusal, RegistryUnavailable, type HistoryItem, type LiveEntry, type LiveRegistry } from './types';
import { VERSION } from './origin';

/**
 * The live registry in PostgreSQL (docs/adr/0023-production-topology.md): deploy and rollback are
 * compare-and-set on a revision, each in one transaction with its notification, so edges hear only committed changes.
 */

export interface RegistryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface StoreOptions {
  databaseUrl: string;
  /** Origins (scheme://host[:port]) entries may point at: anything else is refused and never served. */
  allowedOrigins: string[];
  /** The PostgreSQL schema of the two tables; tests use one of their own. */
  schema?: string;
  log?: RegistryLog;
}

export interface DeployRequest {
  /** Federation name: mf_cart. */
  remote: string;
  version: string;
  entry: string;
  renderers: string[];
  /** The revision read before the deploy was prepared; 0 for a remote never deployed. */
  expectedRevision: number;
  by: string;
}

export interface RollbackRequest {
  remote: string;
  expectedRevision: number;
  by: string;
}

/** A dead store must fail a deploy, or an edge's refresh, within about two seconds, never hang it. */
const TIMEOUT_MS = 2_000;
const LIMITS = { connectionTimeoutMillis: TIMEOUT_MS, statement_timeout: TIMEOUT_MS, query_timeout: TIMEOUT_MS, lock_timeout: TIMEOUT_MS };

const SCHEMA = /^[a-z_][a-z0-9_]{0,47}$/;
const REMOTE = /^mf_[a-z]+$/;

const consoleLog: RegistryLog = {
  info: (obj, msg) => console.log(JSON.stringify({ level: 'info', component: 'registry', msg, ...obj })),
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 'warn', component: 'registry', msg, ...obj })),
};

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Checks one origin of the configuration: a typo there would refuse, or let through, every entry. */
function originOf(value: string): string {
  const trimmed = value.trim().replace(/\/$/, '');
  if (!isHttpUrl(trimmed) || new URL(trimmed).origin !== trimmed) throw new Error(`"${value}" is not a static origin (scheme://host[:port])`);
  return trimmed;
}

interface Row {
  remote: unknown;
  version: unknown;
  entry: unknown;
  renderers: unknown;
  revision: unknown;
}

interface HistoryRow {
  remote: string;
  version: string;
  entry: string;
  renderers: string[];
  action: 'deploy' | 'rollback';
  revision: string;
  at: Date;
  by: string;
}

function checkBy(by: string): void {
  if (!by.trim() || by.length > 200) throw new RegistryRefusal('a change needs a "by" (the job or the person making it), at most 200 characters; nothing was changed');
}

/** host:port of the store, for messages: the URL's credentials never reach a log. */
function hostOf(databaseUrl: string): string {
  try {
    return new URL(databaseUrl).host || 'the local socket';
  } catch {
    return 'the configured database';
  }
}

/** Where a deploy or rollback leaves a remote: the versions a rollback can go back through, the live one last. */
function stackOf(history: HistoryItem[]): HistoryItem[] {
  const stack: HistoryItem[] = [];
  for (const item of history) {
    if (item.action === 'rollback') stack.pop();
    // A deploy of the version already live replaces it (new renderers), so a rollback never "returns" to it.
    else if (stack.at(-1)?.version === item.version) stack[stack.length - 1] = item;
    else stack.push(item);
  }
  return stack;
}

export class PostgresRegistryStore {
  private readonly pool: Pool;
  private readonly schema: string;
  private readonly channel: string;
  private readonly allowedOrigins: string[];
  private readonly log: RegistryLog;
  private readonly watchers = new Set<() => Promise<void>>();
  private readonly where: string;
  /** Rows already reported as invalid: each is logged once, not at every read. */
  private readonly reported = new Set<string>();

  constructor(private readonly options: StoreOptions) {
    this.schema = options.schema ?? 'registry';
    if (!SCHEMA.test(this.schema)) throw new Error(`"${this.schema}" is not a schema name this store uses`);
    this.channel = `bottega_${this.schema}`;
    this.allowedOrigins = options.allowedOrigins.map(originOf);
    this.log = options.log ?? consoleLog;
    this.where = hostOf(options.databaseUrl);
    this.pool = new Pool({ ...this.clientConfig(), max: 4 });
    // An idle connection the server dropped is an `error` event: unheard, it would end the process.
    this.pool.on('error', (error) => this.log.warn({ err: error.message }, 'registry store dropped an idle connection'));
  }

  private clientConfig(): ClientConfig {
    return { connectionString: this.options.databaseUrl, ...LIMITS, options: `-c search_path=${this.schema}`, keepAlive: true };
  }

  /** Runs `work` on one connection of the pool; a store that does not answer becomes RegistryUnavailable. */
  private async withClient<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new RegistryUnavailable(`the registry store at ${this.where} cannot be reached (${(error as Error).message}); nothing was changed`);
    }
    let broken = false;
    try {
      return await work(client);
    } catch (error) {
      // A connection that timed out or failed mid-query is not given to the next caller.
      broken = !(error instanceof RegistryRefusal);
      if (error instanceof RegistryRefusal || error instanceof RegistryUnavailable) throw error;
      throw new RegistryUnavailable(`the registry store at ${this.where} failed (${(error as Error).message}); nothing was changed`);
    } finally {
      client.release(broken);
    }
  }

  private transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return this.withClient(async (client) => {
      await client.query('begin');
      let result: T;
      try {
        result = await work(client);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
      try {
        await client.query('commit');
      } catch (error) {
        // The commit may have landed before the connection failed: only the store can say.
        throw new RegistryUnavailable(`the registry store at ${this.where} did not confirm the change (${(error as Error).message}); run status to see whether it was made`);
      }
      return result;
    });
  }

  /** Creates the schema and its tables when they are missing: a release step that may run again and again. */
  migrate(): Promise<void> {
    const schema = escapeIdentifier(this.schema);
    return this.transaction(async (client) => {
      // Two releases migrating at once would race on CREATE ... IF NOT EXISTS; one waits for the other.
      await client.query(`select pg_advisory_xact_lock(hashtext('bottega registry migrate'))`);
      await client.query(`create schema if not exists ${schema}`);
      await client.query(`
        create table if not exists ${schema}.live (
          remote text primary key,
          version text not null,
          entry text not null,
          renderers text[] not null default '{}',
          revision bigint not null check (revision > 0),
          updated_at timestamptz not null default now()
        )`);
      await client.query(`
        create table if not exists ${schema}.history (
          id bigserial primary key,
          remote text not null,
          version text not null,
          entry text not null,
          renderers text[] not null,
          action text not null check (action in ('deploy', 'rollback')),
          revision bigint not null,
          at timestamptz not null default now(),
          by text not null,
          unique (remote, revision)
        )`);
      // The history is the record of what shoppers were served: the database itself refuses edits.
      await client.query(`
        create or replace function ${schema}.history_is_append_only() returns trigger language plpgsql as $$
        begin
          raise exception 'the registry history is append-only';
        end $$`);
      await client.query(`drop trigger if exists history_is_append_only on ${schema}.history`);
      await client.query(
        `create trigger history_is_append_only before update or delete or truncate on ${schema}.history for each statement execute function ${schema}.history_is_append_only()`,
      );
    });
  }

  /** Why a row may not be served, or null when it may: the browser would load code from its entry. */
  private problemOf(row: Row): string | null {
    if (typeof row.remote !== 'string' || !REMOTE.test(row.remote)) return 'remote is not a federation name';
    if (typeof row.version !== 'string' || !VERSION.test(row.version)) return 'version is not a version';
    if (!isHttpUrl(row.entry)) return 'entry is not an http(s) URL';
    if (!this.allowedOrigins.includes(new URL(row.entry).origin)) return `entry is outside the allowed static origins (${this.allowedOrigins.join(', ')})`;
    if (!Array.isArray(row.renderers) || !row.renderers.every(isHttpUrl)) return 'a renderer is not an http(s) URL';
    const revision = Number(row.revision);
    if (!Number.isSafeInteger(revision) || revision < 1) return 'revision is not a positive integer';
    return null;
  }

  /** The live registry. A row that fails validation is left out, and logged: it is never served. */
  read(): Promise<LiveRegistry> {
    return this.withClient(async (client) => {
      const { rows } = await client.query<Row>('select remote, version, entry, renderers, revision from live order by remote');
      const remotes: Record<string, LiveEntry> = {};
      for (const row of rows) {
        const problem = this.problemOf(row);
        if (problem) {
          const report = { remote: String(row.remote), entry: String(row.entry), problem };
          const key = JSON.stringify(report);
          if (!this.reported.has(key)) this.log.warn(report, 'registry row left out: it fails validation');
          this.reported.add(key);
          continue;
        }
        remotes[row.remote as string] = { version: row.version as string, entry: row.entry as string, renderers: row.renderers as string[], revision: Number(row.revision) };
      }
      return { remotes };
    });
  }

  /** The remote's changes, oldest first. */
  history(remote: string): Promise<HistoryItem[]> {
    return this.withClient((client) => this.historyOn(client, remote));
  }

  private async historyOn(client: PoolClient, remote: string): Promise<HistoryItem[]> {
    const { rows } = await client.query<HistoryRow>('select remote, version, entry, renderers, action, revision, at, by from history where remote = $1 order by revision', [
      remote,
    ]);
    return rows.map((row) => ({ ...row, revision: Number(row.revision), at: row.at.toISOString() }));
  }

  /** The remote's revision as stored, 0 when it was never deployed: what a deploy expects. */
  revisionOf(remote: string): Promise<number> {
    return this.withClient((client) => this.revisionOn(client, remote));
  }

  private async revisionOn(client: PoolClient, remote: string, lock = false): Promise<number> {
    const { rows } = await client.query<{ revision: string }>(`select revision from live where remote = $1${lock ? ' for update' : ''}`, [remote]);
    return rows[0] ? Number(rows[0].revision) : 0;
  }

  /** The deploy a rollback of `remote` would go back to, or null when there is none. */
  async rollbackTarget(remote: string): Promise<HistoryItem | null> {
    return stackOf(await this.history(remote)).at(-2) ?? null;
  }

  private refuseInvalid(request: DeployRequest): void {
    const problem = this.problemOf({ ...request, revision: 1 });
    if (problem) throw new RegistryRefusal(`${request.remote} ${request.version} refused: ${problem}; nothing was changed`);
    if (!Number.isSafeInteger(request.expectedRevision) || request.expectedRevision < 0)
      throw new RegistryRefusal(`expected revision ${request.expectedRevision} is not a revision; nothing was changed`);
    checkBy(request.by);
  }

  private async refuseLostRace(client: PoolClient, remote: string, expected: number): Promise<never> {
    const actual = await this.revisionOn(client, remote);
    throw new RegistryRefusal(
      `${remote} changed while this change was prepared: expected revision ${expected}, the registry is at revision ${actual} (another deploy or rollback came first); nothing was changed; run the deploy again`,
    );
  }

  private async record(client: PoolClient, item: Omit<HistoryItem, 'at'>): Promise<void> {
    await client.query('insert into history (remote, version, entry, renderers, action, revision, by) values ($1, $2, $3, $4, $5, $6, $7)', [
      item.remote,
      item.version,
      item.entry,
      item.renderers,
      item.action,
      item.revision,
      item.by,
    ]);
    // Delivered on commit only, so no watcher reads a change that was rolled back.
    await client.query('select pg_notify($1, $2)', [this.channel, JSON.stringify({ remote: item.remote, revision: item.revision })]);
  }

  /** Points the remote at a version, if its revision is still `expectedRevision`. Returns the new revision. */
  async deploy(request: DeployRequest): Promise<number> {
    this.refuseInvalid(request);
    const { remote, version, entry, renderers, expectedRevision, by } = request;
    return this.transaction(async (client) => {
      // A concurrent deploy holding the row makes this wait, then see the revision changed: one of the two wins.
      const { rows } =
        expectedRevision === 0
          ? await client.query<{ revision: string }>(
              'insert into live (remote, version, entry, renderers, revision) values ($1, $2, $3, $4, 1) on conflict (remote) do nothing returning revision',
              [remote, version, entry, renderers],
            )
          : await client.query<{ revision: string }>(
              'update live set version = $2, entry = $3, renderers = $4, revision = revision + 1, updated_at = now() where remote = $1 and revision = $5 returning revision',
              [remote, version, entry, renderers, expectedRevision],
            );
      if (rows.length === 0) await this.refuseLostRace(client, remote, expectedRevision);
      const revision = Number(rows[0].revision);
      await this.record(client, { remote, version, entry, renderers, action: 'deploy', revision, by });
      return revision;
    });
  }

  /** Points the remote back at the version deployed before the live one. Returns what is live now. */
  async rollback({ remote, expectedRevision, by }: RollbackRequest): Promise<HistoryItem> {
    checkBy(by);
    return this.transaction(async (client) => {
      const revisionNow = await this.revisionOn(client, remote, true);
      if (revisionNow === 0) throw new RegistryRefusal(`${remote} has never been deployed: there is nothing to roll back; nothing was changed`);
      if (revisionNow !== expectedRevision) await this.refuseLostRace(client, remote, expectedRevision);
      const target = stackOf(await this.historyOn(client, remote)).at(-2);
      if (!target) throw new RegistryRefusal(`${remote} has no earlier deploy to roll back to; nothing was changed`);
      const problem = this.problemOf(target);
      if (problem) throw new RegistryRefusal(`${remote} cannot go back to ${target.version}: ${problem}; nothing was changed`);
      const revision = expectedRevision + 1;
      await client.query('update live set version = $2, entry = $3, renderers = $4, revision = $5, updated_at = now() where remote = $1', [
        remote,
        target.version,
        target.entry,
        target.renderers,
        revision,
      ]);
      const item = { remote, version: target.version, entry: target.entry, renderers: target.renderers, action: 'rollback' as const, revision, by };
      await this.record(client, item);
      return { ...item, at: new Date().toISOString() };
    });
  }

  /**
   * Calls `onChange` on every change (a notification, or a poll every `pollMs` while the listening connection is down)
   * and once after the store recovers; failed reads go to `onError`. Returns `stop`.
   */
  watch(
    onChange: (registry: LiveRegistry) => void,
    {
      pollMs = 5_000,
      onError = (error: Error) => this.log.warn({ err: error.message }, 'registry store unreadable; the last registry stays in use'),
    }: { pollMs?: number; onError?: (error: Error) => void } = {},
  ): () => Promise<void> {
    let stopped = false;
    let listener: Client | null = null;
    let retryTimer: NodeJS.Timeout | undefined;
    let backoffMs = 250;
    let last: string | null = null;
    let failing = false;
    let reading: Promise<void> | null = null;
    let again = false;

    const refresh = (): Promise<void> => {
      // A notification that arrives during a read asks for one more read, not for a parallel one.
      if (reading) {
        again = true;
        return reading;
      }
      reading = (async () => {
        do {
          again = false;
          try {
            const registry = await this.read();
            const text = JSON.stringify(registry);
            // After a failed read the caller hears of the registry again, changed or not: the store is back.
            if (!stopped && (text !== last || failing)) {
              last = text;
              failing = false;
              onChange(registry);
            }
          } catch (error) {
            failing = true;
            onError(error as Error);
          }
        } while (again && !stopped);
        reading = null;
      })();
      return reading;
    };

    const reconnectLater = () => {
      if (stopped || retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void listen();
      }, backoffMs);
      retryTimer.unref();
      backoffMs = Math.min(backoffMs * 2, 10_000);
    };

    const listen = async () => {
      const client = new Client(this.clientConfig());
      listener = client;
      client.on('notification', () => void refresh());
      client.on('error', (error) => {
        this.log.warn({ err: error.message }, 'registry listener lost its connection; reconnecting');
        void client.end().catch(() => undefined);
        reconnectLater();
      });
      client.on('end', reconnectLater);
      try {
        await client.connect();
        await client.query(`listen ${escapeIdentifier(this.channel)}`);
        backoffMs = 250;
        // Whatever changed while no one was listening.
        await refresh();
      } catch (error) {
        this.log.warn({ err: (error as Error).message }, 'registry listener cannot connect; polling until it can');
        await client.end().catch(() => undefined);
        reconnectLater();
      }
    };

    const poll = setInterval(() => void refresh(), pollMs);
    poll.unref();
    void listen();

    const stop = async () => {
      stopped = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      this.watchers.delete(stop);
      await listener?.end().catch(() => undefined);
      await reading;
    };
    this.watchers.add(stop);
    return stop;
  }

  /** Stops every watcher and closes the pool. */
  async close(): Promise<void> {
    await Promise.all([...this.watchers].map((stop) => stop()));
    await this.pool.end();
  }
}
