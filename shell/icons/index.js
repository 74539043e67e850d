// The shop's icons, built with the shell from its one drawing (favicon.svg, the "B" monogram as a
// path, so no font is needed): the SVG favicon, the PNGs iOS and installed web apps ask for, and
// the web app manifest naming them. The edge serves them from the shell's build, at its root.
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const THEME = '#1c1b19';
const PNG_SIZES = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };

const manifest = {
  name: 'Bottega — Moda italiana online',
  short_name: 'Bottega',
  lang: 'it',
  start_url: '/it',
  scope: '/',
  display: 'standalone',
  theme_color: THEME,
  background_color: '#ffffff',
  icons: [
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
  ],
};

/** Every icon file by its name in the build. */
async function shellIcons() {
  const svg = await fs.promises.readFile(path.join(__dirname, 'favicon.svg'));
  const files = new Map([
    ['favicon.svg', svg],
    ['manifest.webmanifest', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)],
  ]);
  for (const [name, size] of Object.entries(PNG_SIZES)) {
    // Drawn at the size asked for, so every edge stays sharp; square on the theme colour, as iOS
    // would paint the transparent corners black and every platform rounds them its own way.
    files.set(
      name,
      await sharp(svg, { density: (72 * size) / 32 })
        .resize(size, size)
        .flatten({ background: THEME })
        .png()
        .toBuffer(),
    );
  }
  return files;
}

/** Adds the icons to the shell's build; they change only with favicon.svg or this file. */
class ShellIconsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'ShellIconsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(path.join(__dirname, 'favicon.svg'));
        for (const [name, content] of await shellIcons()) compilation.emitAsset(name, new compiler.webpack.sources.RawSource(content));
      });
    });
  }
}

module.exports = { shellIcons, ShellIconsPlugin };
