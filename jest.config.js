// The front-end, contract and lint unit suites, run together by `npm test` (the API suite runs on its own, in band).
const { remotes } = require('./remotes.json');

module.exports = {
  projects: [
    'browser-contract',
    'ui',
    'fragment-kit',
    'telemetry',
    'server-kit',
    'shell',
    'edge',
    'local-cdn',
    'registry',
    ...remotes.map((remote) => remote.folder),
    'api/contract',
    'lint',
    'deploy',
  ].map((dir) => `<rootDir>/${dir}`),
};
