// The one React Fast Refresh runtime of a `npm run dev` page (docs/adr/0013-dev-loop.md): React keeps one
// refresh handler per renderer, so the first build on the page keeps its copy on globalThis and every remote uses it.
const key = Symbol.for('bottega.reactRefreshRuntime');
module.exports = globalThis[key] ??= require('react-refresh');
