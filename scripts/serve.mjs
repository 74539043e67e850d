// Starts the built shop: the API (embedded database by default), the local CDN and the edge server.
// `npm start` builds first; the e2e suite calls this directly on a fresh data folder.
import path from 'node:path';
import { ensureRenderToken, root, start, supervise, waitFor, log } from './lib.mjs';
import { cdnHealthUrl } from './cdn-registry.mjs';

const dataDir = process.env.DATA_DIR ?? path.join(root, '.data', 'pglite');
ensureRenderToken();
const shop = supervise();
shop.keep(start('api', 'node', ['api/dist/server.js'], { DATA_DIR: dataDir, PORT: process.env.API_PORT ?? '8090' }));
shop.keep(start('cdn', 'node', ['local-cdn/dist/main.js']));

try {
  // The edge's first page already finds the teams' files and renderers.
  await waitFor(await cdnHealthUrl(), 60_000);
  // The edge's metrics on a port of their own, never the shoppers' (docs/operations.md, "Metrics").
  shop.keep(start('edge', 'node', ['edge/dist/main.js'], { METRICS_PORT: process.env.METRICS_PORT ?? '8089' }));
  // The first start seeds the catalog: minutes on a busy 2-core machine.
  await waitFor('http://127.0.0.1:8090/api/health', 600_000);
  await waitFor('http://127.0.0.1:8080/api/health', 60_000);
  // One home page drawn before anyone asks: a cold edge, renderers and API miss the fragment budget on
  // their first page, which shoppers would then get drawn in the browser.
  await fetch('http://127.0.0.1:8080/it', { signal: AbortSignal.timeout(60_000) }).then(
    (response) => response.text(),
    () => undefined,
  );
  log('Bottega is open at http://localhost:8080/it');
} catch (error) {
  log(error.message);
  shop.stop(1);
}
