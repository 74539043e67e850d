// webpack is the tooling package's dependency: resolve it from there.
const webpack = require(require.resolve('webpack', { paths: [require('node:path').join(__dirname, '../tooling')] }));
const { remoteConfig } = require('../tooling/webpack.js');

module.exports = (env, argv) => {
  const config = remoteConfig({ dir: __dirname, name: 'mf_content', prefix: 'cnt', port: 8085, env, argv });
  // The captcha is off unless a site key is given at build time (src/app/config.ts).
  config.plugins.push(new webpack.DefinePlugin({ 'process.env.CONTENT_CAPTCHA_SITE_KEY': JSON.stringify(process.env.CONTENT_CAPTCHA_SITE_KEY || '') }));
  return config;
};
