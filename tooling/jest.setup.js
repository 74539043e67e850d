// jest 30 + jsdom + react-router 7 need these (docs/architecture.md §6).
const util = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') {
  globalThis.TextEncoder = util.TextEncoder;
  globalThis.TextDecoder = util.TextDecoder;
}
