module.exports = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'local-cdn', environment: 'node' });
