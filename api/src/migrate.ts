import pino from 'pino';
import { loadConfig } from './config';
import { connect } from './db';
import { prepareDatabase } from './deps';

/**
 * The one-shot release step (`node dist/migrate.js`): applies the migrations and, outside production
 * only, seeds the catalog and the demo; in production it never seeds. Run it before starting a
 * release's web processes and worker, which then find the schema current.
 */
async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { service: 'bottega-migrate' } });
  const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    await prepareDatabase(handle.db, config, log);
    log.info('database schema current');
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
