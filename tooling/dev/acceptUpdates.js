// `npm run dev`: src/expose.ts accepts the hot updates that reach it, so an edit to a non-component
// module re-runs the components above it under Fast Refresh instead of reloading the page (docs/dev.md).
module.exports = function acceptUpdates(source) {
  return `${source}\nif (import.meta.webpackHot) import.meta.webpackHot.accept();\n`;
};
