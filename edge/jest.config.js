const preset = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'edge', environment: 'node' });
// The trace test (src/tracing.test.tsx) runs the real API in-process: its ES-module-only
// dependencies are compiled as the API's own suite compiles them (api/jest.config.js), and so is
// the OTLP exporter, which loads its HTTP transport with `import()`, which jest's sandbox refuses.
const apiSuite = require('../api/jest.config.js');
const exporter = '/node_modules/\\.pnpm/@opentelemetry\\+otlp-exporter-base@';

module.exports = {
  ...preset,
  transform: apiSuite.transform,
  transformIgnorePatterns: apiSuite.transformIgnorePatterns.map((pattern) => `^(?!.*${exporter}).*${pattern}`),
};
