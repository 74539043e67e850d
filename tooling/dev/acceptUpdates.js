// `npm run dev`: a remote's src/expose.ts accepts the hot updates that reach it. An edit to a module
// that is no component (the message catalog, a hook) travels up to the fragments that import it and
// then to expose.ts; without this, webpack could not apply it and the whole page would reload. Now the
// components above the edit run again, and Fast Refresh swaps them in with their state.
module.exports = function acceptUpdates(source) {
  return `${source}\nif (import.meta.webpackHot) import.meta.webpackHot.accept();\n`;
};
