const { shellConfig, shellRendererConfig, serviceWorkerConfig } = require('../tooling/webpack.js');

// Three builds: the shell (MF host), its server render for the edge, and its service worker, served at /sw.js.
module.exports = (env, argv) => [
  shellConfig({ dir: __dirname, env, argv }),
  shellRendererConfig({ dir: __dirname }),
  serviceWorkerConfig({ dir: __dirname, entry: './src/features/service-worker/sw.ts', filename: 'sw.js', argv }),
];
