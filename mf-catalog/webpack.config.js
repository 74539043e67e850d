const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, name: 'mf_catalog', prefix: 'cat', port: 8081, env, argv });
