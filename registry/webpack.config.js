const { serviceConfig } = require('../tooling/webpack.js');

module.exports = serviceConfig({ dir: __dirname, entry: { cli: './src/cli.ts' } });
