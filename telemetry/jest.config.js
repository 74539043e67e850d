const preset = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'telemetry', environment: 'node' });

// The OTLP exporter loads its transport with `import()`, which jest's sandbox refuses: compile it to CommonJS.
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?@opentelemetry[+/]otlp-exporter-base[@/])'] };
