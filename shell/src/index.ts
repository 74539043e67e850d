// The async boundary Module Federation needs before shared modules are used. The page links the
// chunk itself, before main.js (tooling/webpack.js, StartChunkInPage), so it is not asked for again.
import(/* webpackChunkName: "start" */ './bootstrap');
