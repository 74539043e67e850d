const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, env, argv });
