const preset = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'edge', environment: 'node' });
// The trace test (src/tracing.test.tsx) runs the real API in-process: its ES-module-only dependencies and the
// OTLP exporter (whose `import()` jest's sandbox refuses) are compiled as api/jest.config.js compiles them.
const apiSuite = require('../api/jest.config.js');
const exporter = '/node_modules/\\.pnpm/@opentelemetry\\+otlp-exporter-base@';

module.exports = {
  ...preset,
  transform: apiSuite.transform,
  transformIgnorePatterns: apiSuite.transformIgnorePatterns.map((pattern) => `^(?!.*${exporter}).*${pattern}`),
};
