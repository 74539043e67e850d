const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, name: 'mf_checkout', prefix: 'chk', port: 8083, env, argv });
