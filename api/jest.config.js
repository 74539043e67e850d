const preset = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'api', environment: 'node' });

// Node 20 runs these as they are, jest's module sandbox cannot: sanitize-html's parser
// (htmlparser2 and its dom packages) and cookie 2 ship ES modules only, and PGlite's and
// @fastify/cookie's CommonJS builds load files with `import()`. They are compiled to plain
// CommonJS like our own code (PGlite's build is `.cjs`).
const NEEDS_TRANSFORM = [
  'htmlparser2',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'entities',
  '@electric-sql/pglite',
  '@electric-sql\\+pglite',
  '@fastify/cookie',
  '@fastify\\+cookie',
  'cookie',
];
const [swc] = Object.values(preset.transform);

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${NEEDS_TRANSFORM.join('|')})[@/])`],
  // PGlite opens in one to a few seconds on this machine; a suite seeds a small catalog once.
  testTimeout: 60000,
};
