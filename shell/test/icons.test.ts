/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's own CommonJS module, as webpack.config.js loads it
const { shellIcons } = require('../icons') as { shellIcons: () => Promise<Map<string, Buffer>> };

const template = readFileSync(path.join(__dirname, '../src/index.html'), 'utf8');

describe('the shop’s icons', () => {
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    files = await shellIcons();
  });

  it('are drawn from the monogram at the sizes iOS and installed apps ask for', async () => {
    expect([...files.keys()].sort()).toEqual(['apple-touch-icon.png', 'favicon.svg', 'icon-192.png', 'icon-512.png', 'manifest.webmanifest']);
    for (const [name, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      expect(await sharp(files.get(name)).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }
    // The "B": white on its stem, the dark ground through its upper bowl and in the corner.
    const { data, info } = await sharp(files.get('apple-touch-icon.png')).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(Math.round((y / 32) * info.height) * info.width + Math.round((x / 32) * info.width)) * info.channels];
    expect([red(11.5, 16), red(16, 11.75), red(1, 1)]).toEqual([255, 0x1c, 0x1c]);
  });

  it('are named by a manifest that opens the shop in Italian, in the theme’s colour', () => {
    const manifest = JSON.parse(files.get('manifest.webmanifest')!.toString('utf8'));
    expect(manifest).toMatchObject({ name: expect.stringContaining('Bottega'), short_name: 'Bottega', lang: 'it', start_url: '/it' });
    expect(template).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    for (const icon of manifest.icons) expect(files.has(icon.src.slice(1))).toBe(true);
  });

  it('are linked from the page template at the root, where the edge serves them, and no longer as a data: URI', () => {
    expect(template).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(template).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(template).not.toContain('data:image');
  });
});
