// The front-end, contract and lint unit suites, run together by `npm test` (the API suite runs on its own, in band).
module.exports = {
  projects: [
    'event-bus',
    'ui',
    'fragment-kit',
    'shell',
    'edge',
    'local-cdn',
    'registry',
    'telemetry',
    'mf-catalog',
    'mf-cart',
    'mf-checkout',
    'mf-account',
    'mf-content',
    'api/contract',
    'lint',
    'deploy',
  ].map((dir) => `<rootDir>/${dir}`),
};
