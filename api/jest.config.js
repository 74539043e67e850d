const preset = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'api', environment: 'node' });

// ES-module-only packages (htmlparser2, cookie 2) and CommonJS builds that load files with `import()` (PGlite, @fastify/cookie)
// are compiled to plain CommonJS, as jest's module sandbox cannot load them.
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
