// Form journeys click through a dozen controls; on a shared, busy machine that can pass the 5 s default.
module.exports = { ...require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'mf-account' }), testTimeout: 20_000 };
