// The one webpack policy of Bottega: the same loaders, shared modules and output rules for every build,
// so a page never downloads a library twice.
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

/** A workspace package is shared at its version at build time, so a remote never runs on an older copy that lacks what it uses. */
function workspaceVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/** A stylesheet module of the design system (a `.module.css` under `ui/src`), as webpack names it after its loaders. */
const DESIGN_SYSTEM_CSS = /[\\/]ui[\\/]src[\\/][^!|]*\.module\.css/;

/**
 * The design system's styles as one content-named stylesheet in every build: builds of the same design
 * system write the same file, and the edge links it once (edge/src/ssr/teamFiles.ts, `linkedBy`).
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

/** Modules every federated build shares: React as a strict singleton (the `react/` entries cover react-dom/client and react/jsx-runtime). */
function sharedModules(pkg, dir) {
  const deps = { ...pkg.dependencies, ...pkg.peerDependencies };
  const strict = (name) => ({ singleton: true, strictVersion: false, requiredVersion: deps[name] || false });
  const shared = {
    react: strict('react'),
    'react/': strict('react'),
    'react-dom': strict('react-dom'),
    'react-dom/': strict('react-dom'),
  };
  // A shared module arrives whole, so only libraries several teams use whole are shared; zod and rxjs stay
  // tree-shaken per bundle (docs/adr/0006-what-the-remotes-share.md, docs/adr/0012-one-form-layer.md).
  const ranged = ['@bottega/ui', '@bottega/browser-contract', '@bottega/api-contract', '@bottega/fragment-kit', '@tanstack/react-query', 'js-cookie', 'react-hook-form'];
  for (const name of ranged) {
    if (deps[name]) shared[name] = { requiredVersion: deps[name].startsWith('workspace:') ? `^${workspaceVersion(name, dir)}` : deps[name] };
  }
  return shared;
}

/** Class names carry the owning team's prefix (`ui__` for the design system) and a short hash of the file. */
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

/** react-router 7's exports name only its development build (its issue #14102): production builds take its production files. */
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
    // `es2015` first: rxjs resolves to its ES2015 build, ≈ 1.3 KB gzip less than the ES5 one with tslib.
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
              // Never a package's .swcrc: webpack needs ES modules, or `import()` loses its async boundary.
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
            // Chromium compiles a script with this comment whole while it streams in (ADR 0018); added after
            // the minifier, which would drop it, and before the source maps, which count its line.
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

/** Writes `<file>.br` at brotli's best quality beside each production script and stylesheet, for the static hosts to send (docs/benchmarks.md). */
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

/** Writes fragments.json: each fragment's CSS and JS, which its renderer answers with the HTML so the page links the CSS first. */
class FragmentAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FragmentAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FragmentAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // The design system is a shared module outside the fragment's chunks: its styles go with every
        // fragment, or server HTML would show unstyled.
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

/** A Node build of the components the browser hydrates: one CommonJS file, the same class names, no CSS. */
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

/** A remote's server renderer (`src/renderer.ts`) in `<version>/server/`, run as its own process (docs/adr/0011). */
const rendererConfig = ({ dir, prefix, outputPath }) => nodeConfig({ dir, prefix, outputPath, entry: { renderer: './src/renderer.ts' } });

/** `npm run dev` (docs/adr/0013-dev-loop.md): hot updates and Fast Refresh, all builds sharing the shell's one refresh runtime (dev/refreshRuntime.js). */
function devLoop(config, devServer) {
  config.resolve.alias = { ...config.resolve.alias, 'react-refresh/runtime$': require.resolve('./dev/refreshRuntime.js') };
  // The dev modules below are plain CommonJS that the refresh loader must leave alone.
  config.plugins.push(new ReactRefreshPlugin({ library: 'bottega', overlay: false, exclude: [/node_modules/, path.join(__dirname, 'dev')] }));
  config.devServer = { ...devServer, hot: true, liveReload: false };
  // A failed build is not served: the dev server keeps the last good one and the fix arrives as a hot update.
  config.optimization.emitOnErrors = false;
  return config;
}

/** A remote: exposes `./expose` only, on the host's MF runtime, in a self-contained deployable folder. */
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
  // Code three or more fragments use goes into one `common` chunk; webpack would copy each small module
  // into every fragment chunk that imports it.
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
 * Writes the shell's start into the page as an inert `<template id="shell-start">` of scripts, which the
 * head script (src/index.html, `data-start`) adds on the first intent (docs/adr/0037).
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
  // Each shell version salts its hashes, so its folder on the static origin never shares a chunk name.
  if (process.env.SHELL_VERSION) config.output.hashSalt = process.env.SHELL_VERSION;
  // 'auto': chunks are found beside main.js wherever the edge serves it (edge/src/edge.ts `templateLoader`).
  config.output.publicPath = env.dev ? '/' : 'auto';
  // What the shell provides (the fragment kit and its query library included) is eager, in its first
  // file: every page needs it before the first fragment mounts.
  const shellShared = Object.fromEntries(Object.entries(sharedModules(pkg, dir)).map(([name, config]) => [name, { ...config, eager: true }]));
  // The service worker is a separate build writing into the same folder.
  config.output.clean = { keep: /^sw\.js/ };
  config.entry = { main: './src/index.ts' };
  // The ES build of the external-runtime plugin: its CommonJS one brings a second copy of the MF runtime (≈ 20 KB gzip).
  const injectRuntime = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced')] });
  config.resolve.alias = { ...config.resolve.alias, [injectRuntime]: injectRuntime.replace(/\.cjs$/, '.js') };
  // The shell's styles in two files (the design system's, its own) and its code in one after main.js: it all runs on every page.
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
    // In front of the edge (EDGE_URL): the shell's code and hot updates from memory, pages and /api from the edge.
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

/** A server process (the edge, the local CDN): one CommonJS file per entry, registry packages left to `require` for `pnpm deploy --prod`. */
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
