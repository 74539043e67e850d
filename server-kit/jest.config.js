module.exports = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'server-kit', environment: 'node' });
