// The one webpack policy of Bottega. Remotes and the shell share the same loaders, the same
// shared-module list and the same output rules, so a page never downloads a library twice.
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

const brotliCompress = promisify(zlib.brotliCompress);

/** A remote's Module Federation name, CSS prefix and local port, from remotes.json by its folder. */
function remoteNamed(dir) {
  const folder = path.basename(dir);
  const remote = require('../remotes.json').remotes.find((one) => one.folder === folder);
  if (!remote) throw new Error(`${folder} is not in remotes.json: a remote's name, prefix and port are written there (docs/architecture.md §1.2)`);
  return remote;
}

/** Modules every federated build shares. React is a strict singleton; the trailing-slash
 * entries cover react-dom/client and react/jsx-runtime, which are otherwise bundled again. */
/**
 * A workspace package is shared at the version it has when this build is made: a remote built
 * against a newer `ui` never runs on an older copy another build provides that lacks what it uses.
 */
function workspaceVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/** A stylesheet module of the design system (a `.module.css` under `ui/src`), as webpack names it after its loaders. */
const DESIGN_SYSTEM_CSS = /[\\/]ui[\\/]src[\\/][^!|]*\.module\.css/;

/**
 * The design system's styles as one stylesheet named by its content, `chunks/design-system.<hash>.css`,
 * in the shell and in every remote: builds of the same design system write the same file, and the
 * edge sends a page no team's copy of the one the shell links (edge/src/ssr/teamFiles.ts, `linkedBy`).
 */
const DESIGN_SYSTEM_CHUNK = 'design-system';
const designSystemStyles = {
  name: DESIGN_SYSTEM_CHUNK,
  test: (module) => DESIGN_SYSTEM_CSS.test(module.identifier()),
  type: 'css/mini-extract',
  chunks: 'all',
  enforce: true,
  priority: 10,
};

function sharedModules(pkg, dir) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const strict = (name) => ({ singleton: true, strictVersion: false, requiredVersion: deps[name] || false });
  const shared = {
    react: strict('react'),
    'react/': strict('react'),
    'react-dom': strict('react-dom'),
    'react-dom/': strict('react-dom'),
  };
  // A shared module cannot be tree-shaken: it arrives whole. Shared are the libraries used whole by
  // several teams; zod and rxjs are not shared, so each bundle keeps only the few functions it
  // uses (docs/adr/0006-what-the-remotes-share.md). react-hook-form is shared, not a singleton (no
  // form spans two teams): the account, checkout and content forms use nearly all of it, and two
  // teams' forms meet on one page, the footer's newsletter box and the login modal
  // (docs/adr/0012-one-form-layer.md).
  const ranged = ['@bottega/ui', '@bottega/browser-contract', '@bottega/api-contract', '@bottega/fragment-kit', '@tanstack/react-query', 'js-cookie', 'react-hook-form'];
  for (const name of ranged) {
    if (deps[name]) shared[name] = { requiredVersion: deps[name].startsWith('workspace:') ? `^${workspaceVersion(name, dir)}` : deps[name] };
  }
  return shared;
}

/**
 * Class names carry the owning team's prefix (the design system's own files keep `ui__` whichever
 * build compiles them), and a short hash of the file so two modules never share a class.
 */
function localIdent(resourcePath, local, prefix, production) {
  const team = /[\\/]ui[\\/]src[\\/]/.test(resourcePath) ? 'ui' : prefix;
  const file = path.basename(resourcePath).replace(/\.module\.css$/, '');
  const hash = require('node:crypto')
    .createHash('md5')
    .update(`${path.relative(__dirname, resourcePath)}:${local}`)
    .digest('base64url')
    .slice(0, 5);
  return production ? `${team}__${local}_${hash}` : `${team}__${file}__${local}_${hash}`;
}

/**
 * react-router 7's package exports name only its development build, whatever the mode (its
 * issue #14102): a production bundle would carry its development warnings and checks. Where a build
 * uses it, its production files take their place.
 */
function productionBuilds(dir) {
  let root;
  try {
    root = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }))] }));
  } catch {
    return {};
  }
  return { 'react-router$': path.join(root, 'dist/production/index.mjs'), 'react-router/dom$': path.join(root, 'dist/production/dom-export.mjs') };
}

function baseConfig({ dir, mode, prefix, outputPath, server = false, refresh = false }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // `npm run dev` pages come from the edge, whose CSP forbids eval: its builds map sources without it.
    devtool: production ? 'source-map' : refresh ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      // The MF runtime rejects [contenthash] in `filename`: hashes only in chunk names.
      filename: '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      publicPath: 'auto',
      clean: true,
      uniqueName: prefix,
    },
    // `es2015` first: rxjs then resolves to its ES2015 build (native classes) instead of the ES5 one
    // with tslib's helpers, ≈ 1.3 KB gzip less on every page.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], conditionNames: ['es2015', '...'], alias: production ? productionBuilds(dir) : {} },
    module: {
      // An import of a name a module does not export fails the build instead of warning.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              // Never a package's .swcrc (written for the Node build of a server): webpack needs ES
              // modules, or `import()` becomes require() and the async boundary disappears.
              swcrc: false,
              module: { type: 'es6' },
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            // A server build needs only the class names: the CSS itself reaches the page from the browser build.
            ...(server ? [] : [MiniCssExtractPlugin.loader]),
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  exportOnlyLocals: server,
                  getLocalIdent: (context, _name, local) => localIdent(context.resourcePath, local, prefix, production),
                },
              },
            },
          ],
        },
        { test: /\.svg$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      ...(server
        ? []
        : [
            new MiniCssExtractPlugin({
              filename: ({ chunk }) => (production && chunk?.name === DESIGN_SYSTEM_CHUNK ? 'chunks/[name].[contenthash:10].css' : '[name].css'),
              chunkFilename: production ? 'chunks/[name].[contenthash:10].css' : 'chunks/[name].css',
            }),
            // Chromium compiles a script that carries this comment whole, on the thread that streams
            // it in, rather than each function on the main thread the first time it runs; nearly all
            // of a browser build runs as soon as it arrives (ADR 0018). Added after the minifier, which
            // would drop it, and before the source maps are written, which then count its line.
            new webpack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }),
            ...(production ? [new PrecompressPlugin()] : []),
          ]),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Writes `<file>.br` beside each script and stylesheet of a production browser build, compressed
 * once at brotli's best quality. The static hosts send it to browsers that accept brotli
 * (edge/src/staticFiles.ts), instead of compressing the file on every request at a quality fast
 * enough for that: 9 % fewer bytes of JavaScript on a first load (docs/benchmarks.md).
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      // After the content hashes and the source map comments: the copy is of the file as served.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
      compilation.hooks.processAssets.tapPromise({ name: 'PrecompressPlugin', stage }, async (assets) => {
        const files = Object.keys(assets).filter((file) => /\.(js|css)$/.test(file) && assets[file].size() >= 1024);
        await Promise.all(
          files.map(async (file) => {
            const source = assets[file].buffer();
            const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length };
            compilation.emitAsset(`${file}.br`, new webpack.sources.RawSource(await brotliCompress(source, { params })));
          }),
        );
      });
    });
  }
}

/**
 * Writes fragments.json beside the browser build: for each fragment (its chunk is named
 * fragment-<Name>), the CSS and JS files the browser needs to show it. The team's server renderer
 * answers them with the fragment's HTML, so the page links the CSS before the HTML it styles and
 * hints the JS early.
 */
class FragmentAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FragmentAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FragmentAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // The design system arrives as a shared module, outside the fragment's own chunks: its styles
        // (this build's copy, one file: designSystemStyles) are linked with every fragment, or server
        // HTML would show unstyled.
        const designSystemCss = [...(compilation.namedChunks.get(DESIGN_SYSTEM_CHUNK)?.files ?? [])].filter((file) => file.endsWith('.css'));
        const fragments = {};
        for (const group of compilation.chunkGroups) {
          if (!group.name?.startsWith('fragment-')) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => !file.endsWith('.map'));
          const css = [...new Set([...designSystemCss, ...files.filter((file) => file.endsWith('.css'))])];
          fragments[group.name.slice('fragment-'.length)] = { css, js: files.filter((file) => file.endsWith('.js')) };
        }
        compilation.emitAsset('fragments.json', new webpack.sources.RawSource(`${JSON.stringify(fragments, null, 2)}\n`));
      });
    });
  }
}

/**
 * A build for Node of the same components the browser hydrates: one self-contained CommonJS file,
 * class names as in the browser build, no CSS (the page links the browser build's).
 */
function nodeConfig({ dir, prefix, outputPath, entry }) {
  const config = baseConfig({ dir, mode: 'production', prefix, outputPath, server: true });
  config.target = 'node20';
  config.devtool = false;
  config.name = Object.keys(entry)[0];
  config.entry = entry;
  config.output = { ...config.output, path: outputPath, filename: '[name].js', chunkFilename: '[name].js', library: { type: 'commonjs2' }, clean: true, publicPath: '' };
  // One file: a renderer is started by path, and an immutable version folder needs nothing else.
  config.plugins.push(new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }));
  // Readable stack traces in the server's logs; size matters little there.
  config.optimization.minimize = false;
  return config;
}

/**
 * A remote's server renderer (`src/renderer.ts`): its fragments for Node, in `<version>/server/`,
 * run as its own process (docs/adr/0011). It shares nothing with other teams' renderers or the edge.
 */
const rendererConfig = ({ dir, prefix, outputPath }) => nodeConfig({ dir, prefix, outputPath, entry: { renderer: './src/renderer.ts' } });

/**
 * `npm run dev` (docs/adr/0013-dev-loop.md): a browser build served from memory by webpack-dev-server
 * with hot updates and React Fast Refresh. All builds on the page share the one refresh runtime the
 * shell injects before React loads (dev/refreshRuntime.js), under one injection flag (`library`).
 */
function devLoop(config, devServer) {
  config.resolve.alias = { ...config.resolve.alias, 'react-refresh/runtime$': require.resolve('./dev/refreshRuntime.js') };
  // The dev modules below are plain CommonJS that the refresh loader must leave alone.
  config.plugins.push(new ReactRefreshPlugin({ library: 'bottega', overlay: false, exclude: [/node_modules/, path.join(__dirname, 'dev')] }));
  config.devServer = { ...devServer, hot: true, liveReload: false };
  // A build that fails is not served: the dev server keeps the last good one (a page opened meanwhile
  // still works), and the fix arrives as a hot update from it.
  config.optimization.emitOnErrors = false;
  return config;
}

/**
 * A remote: exposes `./expose` only, uses the host's MF runtime (externalRuntime), and writes a
 * self-contained folder (mf-manifest.json, remoteEntry.js, hashed chunks) deployable anywhere.
 */
function remoteConfig({ dir, env = {}, argv = {} }) {
  const { name, prefix, port } = remoteNamed(dir);
  const pkg = require(path.join(dir, 'package.json'));
  const mode = argv.mode || 'production';
  const version = process.env.REMOTE_VERSION || pkg.version;
  const outputPath = process.env.REMOTE_OUT ? path.resolve(process.env.REMOTE_OUT) : path.join(dir, 'dist', version);
  const config = baseConfig({ dir, mode, prefix, outputPath, refresh: Boolean(env.dev) });
  // The server renderer is written into server/ by its own build (rendererConfig).
  config.output.clean = { keep: /^server\// };
  config.plugins.push(new FragmentAssetsPlugin());
  config.entry = {};
  if (env.harness) {
    // Standalone harness: the remote's fragments mounted by a fake shell, no federation needed.
    config.entry.harness = './dev/harness.tsx';
    config.plugins.push(new HtmlWebpackPlugin({ template: path.join(__dirname, 'harness.html'), chunks: ['harness'], title: `${name} — harness` }));
  }
  // The harness imports the fragments directly: a plain bundle, no federation, no async boundary.
  if (!env.harness)
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './expose': './src/expose.ts' },
        shared: sharedModules(pkg, dir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // Remotes run on the shell's MF runtime and load no remotes themselves.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
      }),
    );
  // Webpack copies a module under 20 KB into every fragment chunk that imports it: the team's message
  // catalog and app glue arrived three or four times on one page. What three or more fragments use
  // goes into one `common` chunk instead; code only two share stays copied, so the chunk does not
  // grow into code the page never runs. Shared packages and node_modules keep their own chunks.
  const ownSource = path.join(dir, 'src') + path.sep;
  config.optimization.splitChunks = {
    cacheGroups: {
      common: { test: (module) => Boolean(module.resource?.startsWith(ownSource)), chunks: 'async', minChunks: 3, minSize: 0, name: 'common', priority: -5 },
      designSystem: designSystemStyles,
    },
  };
  config.plugins.push(new webpack.DefinePlugin({ 'process.env.REMOTE_VERSION': JSON.stringify(version) }));
  config.devServer = {
    port,
    headers: { 'Access-Control-Allow-Origin': '*' },
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: process.env.API_URL || 'http://127.0.0.1:8090' }],
  };
  if (env.harness) return config;
  if (env.dev) {
    // Its compile errors go to its own slots, not over the other teams' page (dev/slotErrors.js).
    config.plugins.push(
      new webpack.EntryPlugin(dir, require.resolve('./dev/slotErrors.js'), { name: undefined }),
      new webpack.DefinePlugin({ 'process.env.DEV_REMOTE': JSON.stringify(name) }),
    );
    config.module.rules.push({ test: path.join(dir, 'src', 'expose.ts'), use: require.resolve('./dev/acceptUpdates.js') });
    // Pages are drawn in the browser in `npm run dev`: no server renderer.
    return devLoop(config, { port, headers: config.devServer.headers, static: false, client: { overlay: false, webSocketURL: `ws://localhost:${port}/ws` } });
  }
  return [config, rendererConfig({ dir, prefix, outputPath: path.join(outputPath, 'server') })];
}

/**
 * Writes the shell's start into the page as a `<template id="shell-start">` of scripts: the shell's
 * own code (the chunk its entry imports at once, named `chunkName`) before main.js. Nothing in a
 * template is fetched or run; the page's head script (src/index.html, `data-start`) adds them on the
 * shopper's first intent, or at load when the server says the page cannot wait (docs/adr/0037). In
 * this order the chunk is already installed when main.js's runtime starts: no request after it.
 */
class StartScriptsInPage {
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartScriptsInPage', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartScriptsInPage', (groups) => {
        const chunk = compilation.namedChunks.get(this.chunkName);
        const file = chunk && [...chunk.files].find((name) => name.endsWith('.js'));
        if (!file) throw new Error(`no chunk named "${this.chunkName}": the entry must import it with webpackChunkName`);
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const isScript = (tag) => tag.tagName === 'script' && tag.attributes.src;
        const sources = [`${publicPath}${file}`, ...groups.bodyTags.filter(isScript).map((tag) => tag.attributes.src)];
        const scripts = sources.map((src) => `<script src="${src}"></script>`).join('');
        groups.bodyTags = [...groups.bodyTags.filter((tag) => !isScript(tag)), HtmlWebpackPlugin.createHtmlTagObject('template', { id: 'shell-start' }, scripts)];
        return groups;
      });
    });
  }
}

/** Where a shell build goes: `<shell>/dist` and `dist-ssr`, or under SHELL_OUT (a release's own folder). */
const shellOutput = (dir, name) => path.join(process.env.SHELL_OUT ? path.resolve(process.env.SHELL_OUT) : dir, name);

/** The shell: a host with no remotes at build time. It provides the MF runtime to remotes. */
function shellConfig({ dir, env = {}, argv = {} }) {
  const pkg = require(path.join(dir, 'package.json'));
  const mode = argv.mode || 'production';
  const config = baseConfig({ dir, mode, prefix: 'shell', outputPath: env.dev ? path.join(dir, 'dist-dev') : shellOutput(dir, 'dist'), refresh: Boolean(env.dev) });
  // A shell build names its version: builds of two versions never share a chunk name, even from the same
  // sources, so each version's folder on the static origin stands whole beside the others.
  if (process.env.SHELL_VERSION) config.output.hashSalt = process.env.SHELL_VERSION;
  // 'auto': the shell's code finds its chunks beside main.js, wherever the edge says the files are
  // (SHELL_ASSETS_URL, a versioned folder on the static origin, or the edge's own root); the page's
  // own links are written relative and the edge makes them absolute (edge/src/edge.ts `templateLoader`).
  config.output.publicPath = env.dev ? '/' : 'auto';
  // What the shell provides is in its own first file (eager), not one request per library: every
  // page needs all of it before the first fragment mounts, and the remotes take it from there. That
  // includes the fragment kit (the shell imports it by its root, so it is provided) with the query
  // library it is bound to: every page's fragments use both, and the first remote on the page
  // otherwise served them as two more requests.
  const shellShared = Object.fromEntries(Object.entries(sharedModules(pkg, dir)).map(([name, config]) => [name, { ...config, eager: true }]));
  // The service worker is a separate build writing into the same folder.
  config.output.clean = { keep: /^sw\.js/ };
  config.entry = { main: './src/index.ts' };
  // provideExternalRuntime injects its runtime plugin by `require.resolve`, i.e. its CommonJS build,
  // which brings a CommonJS copy of the whole MF runtime beside the ES one the shell already has
  // (≈ 20 KB gzip twice). Its ES build imports the same runtime the shell uses.
  const injectRuntime = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced')] });
  config.resolve.alias = { ...config.resolve.alias, [injectRuntime]: injectRuntime.replace(/\.cjs$/, '.js') };
  // The shell's styles in two files, both linked in the head: the design system's copy it provides,
  // named by its content like every remote's copy, and its own. The shell's own code is one file
  // after main.js (no vendor split: it all runs on every page, so splitting it only adds requests).
  config.optimization.splitChunks = {
    cacheGroups: {
      default: false,
      defaultVendors: false,
      designSystem: designSystemStyles,
      styles: { name: 'shell', type: 'css/mini-extract', chunks: 'all', enforce: true },
    },
  };
  config.plugins.push(
    // main.js keeps a fixed name (the MF runtime rejects hashes there): the query hash busts caches.
    // At the end of the body, inert until the start (StartScriptsInPage).
    new HtmlWebpackPlugin({ template: './src/index.html', inject: 'body', scriptLoading: 'defer', hash: true }),
    new StartScriptsInPage('start'),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: shellShared,
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  );
  if (env.dev) {
    // In front of the edge server (EDGE_URL): the shell's code and hot updates from memory, everything
    // else (pages, /api) from the edge, which reads the page template from disk.
    return devLoop(config, {
      port: 8080,
      static: false,
      historyApiFallback: false,
      devMiddleware: { index: false, writeToDisk: (file) => path.basename(file) === 'index.html' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      proxy: [
        {
          context: () => true,
          target: process.env.EDGE_URL,
          // The page's CSP names the remotes' http origins; their dev servers' hot-update sockets are ws:.
          onProxyRes: (response) => {
            const csp = response.headers['content-security-policy'];
            if (csp) response.headers['content-security-policy'] = csp.replace('connect-src', 'connect-src ws://localhost:*');
          },
        },
      ],
    });
  }
  return config;
}

/**
 * A server process of the shop (the edge, the local CDN): one CommonJS file per entry with the
 * workspace's own code inside, and every registry package left to `require`, so that its release
 * folder is that file beside the production dependencies `pnpm deploy --prod` installs.
 */
function serviceConfig({ dir, entry }) {
  const config = baseConfig({ dir, mode: 'production', prefix: 'service', outputPath: path.join(dir, 'dist'), server: true });
  config.target = 'node20';
  config.name = path.basename(dir);
  config.entry = entry;
  config.output = { ...config.output, filename: '[name].js', library: { type: 'commonjs2' }, clean: true, publicPath: '' };
  config.externalsPresets = { node: true };
  config.externals = [({ request }, callback) => (/^[@a-z]/.test(request) && !request.startsWith('@bottega/') ? callback(null, `commonjs ${request}`) : callback())];
  // __dirname is the file's own folder, as in the sources; a path `require`d at run time stays a path.
  config.node = { __dirname: false, __filename: false };
  config.module.parser.javascript.createRequire = false;
  config.plugins.push(new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }));
  config.optimization.minimize = false;
  return config;
}

/** The shell's server render (src/server/renderPage.tsx), which the edge server loads: `dist-ssr/renderPage.js`. */
const shellRendererConfig = ({ dir }) => nodeConfig({ dir, prefix: 'shell', outputPath: shellOutput(dir, 'dist-ssr'), entry: { renderPage: './src/server/renderPage.tsx' } });

/** A service worker: its own build (no federation runtime, no window), served at a fixed name. */
function serviceWorkerConfig({ dir, entry, filename, argv = {} }) {
  const mode = argv.mode || 'production';
  const config = baseConfig({ dir, mode, prefix: 'sw', outputPath: shellOutput(dir, 'dist') });
  config.entry = { sw: entry };
  config.target = 'webworker';
  config.devtool = false;
  config.output = { ...config.output, filename, clean: false, publicPath: '/' };
  return config;
}

module.exports = { remoteConfig, shellConfig, shellRendererConfig, serviceConfig, serviceWorkerConfig, sharedModules };
