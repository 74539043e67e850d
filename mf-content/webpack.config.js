const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, name: 'mf_content', prefix: 'cnt', port: 8085, env, argv });
