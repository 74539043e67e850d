import pino from 'pino';
import { loadConfig } from './config';
import { connect } from './db';
import { prepareDatabase } from './deps';

/** The release step (`node dist/migrate.js`), run before a release's processes: migrates, and seeds only outside production. */
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
