const { shellConfig, shellRendererConfig, serviceWorkerConfig } = require('../tooling/webpack.js');
const { ShellIconsPlugin } = require('./icons');

// Three builds: the shell (MF host), its server render for the edge, and its service worker, served at /sw.js.
// `npm run dev` needs only the first: its pages are rendered in the browser, and the worker is for production.
module.exports = (env, argv) => {
  const shell = shellConfig({ dir: __dirname, env, argv });
  shell.plugins.push(new ShellIconsPlugin());
  if (env.dev) return shell;
  return [shell, shellRendererConfig({ dir: __dirname }), serviceWorkerConfig({ dir: __dirname, entry: './src/features/service-worker/sw.ts', filename: 'sw.js', argv })];
};
