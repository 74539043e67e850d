const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, name: 'mf_account', prefix: 'acc', port: 8084, env, argv });
