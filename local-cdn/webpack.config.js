const { serviceConfig } = require('../tooling/webpack.js');

module.exports = serviceConfig({ dir: __dirname, entry: { main: './src/main.ts' } });
