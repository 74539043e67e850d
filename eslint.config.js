// The lint policy is in lint/, beside the plugins and the TypeScript its parser needs.
module.exports = require('./lint/eslint.config.js');
