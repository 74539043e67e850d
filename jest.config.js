// The front-end and contract unit suites, run together by `npm test` (the API suite runs on its own, in band).
module.exports = {
  projects: ['event-bus', 'ui', 'fragment-kit', 'shell', 'mf-catalog', 'mf-cart', 'mf-checkout', 'mf-account', 'mf-content', 'api/contract'].map((dir) => `<rootDir>/${dir}`),
};
