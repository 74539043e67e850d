const { shellConfig, serviceWorkerConfig } = require('../tooling/webpack.js');

// Two builds: the shell (MF host) and its service worker, served at /sw.js.
module.exports = (env, argv) => [
  shellConfig({ dir: __dirname, env, argv }),
  serviceWorkerConfig({ dir: __dirname, entry: './src/features/service-worker/sw.ts', filename: 'sw.js', argv }),
];
