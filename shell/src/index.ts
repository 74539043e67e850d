// The async boundary Module Federation needs before shared modules are used. The page holds the
// chunk's script before main.js (tooling/webpack.js, StartScriptsInPage), so it is not asked for again.
import(/* webpackChunkName: "start" */ './bootstrap');
