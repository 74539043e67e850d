// After the test framework: the setup imports Testing Library, which registers its cleanup only then.
module.exports = { ...require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'mf-catalog' }), setupFilesAfterEnv: ['<rootDir>/src/testing/setup.ts'] };
