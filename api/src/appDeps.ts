import type { Config } from './config';
import type { Db } from './db';
import type { SharedStore } from './store';

/** What every part of the API is given at start: the database, the configuration and the shared store (deps.ts makes them). */
export interface AppDeps {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  store: SharedStore;
}
