const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, name: 'mf_cart', prefix: 'cart', port: 8082, env, argv });
