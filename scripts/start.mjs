// `npm start`: installs what is missing (pnpm included), builds, and serves the shop at
// http://localhost:8080/it on its embedded defaults.
import { buildAll, ensureDependencies, log } from './lib.mjs';

try {
  ensureDependencies();
  buildAll();
} catch (error) {
  log(error.message);
  process.exit(1);
}
await import('./serve.mjs');
