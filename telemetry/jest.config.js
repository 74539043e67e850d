const preset = require('../tooling/jest.preset.js')({ rootDir: __dirname, displayName: 'telemetry', environment: 'node' });

// The OTLP exporter loads its HTTP transport with `import()`, which jest's sandbox refuses: it is
// compiled to CommonJS like our own code (edge/jest.config.js does the same).
module.exports = { ...preset, transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?@opentelemetry[+/]otlp-exporter-base[@/])'] };
