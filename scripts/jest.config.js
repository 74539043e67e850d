// The test that follows docs/adding-a-team.md. `npm test` runs it on its own, after the unit suites:
// it writes remotes.json and the workspace, which they read.
module.exports = { ...require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'scripts' }), testTimeout: 600_000 };
