// The one React Fast Refresh runtime of a `npm run dev` page (docs/adr/0013-dev-loop.md). Every build
// bundles its own copy of this module, but React keeps a single refresh handler per renderer: with one
// runtime per team, the last team to refresh would own the handler and the others' edits would stop
// showing. The first build on the page (the shell, before React loads) keeps its copy on globalThis,
// and every remote's build uses that one.
const key = Symbol.for('bottega.reactRefreshRuntime');
module.exports = globalThis[key] ??= require('react-refresh');
