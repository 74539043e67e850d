import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { filesOf, manifestSchema } from '../src/manifest';
import { checkPublished, publish, publishShell } from '../src/origin';
import { NAMED_FILES, manifestOf, staticServer, writeBuild, type TestServer } from './helpers';

describe('publishing to the static origin', () => {
  let work: string;
  let originDir: string;
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'registry-origin-'));
    originDir = path.join(work, 'origin');
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('copies the browser files into <remote>/<version>/, never server bundles or source maps', async () => {
    const build = writeBuild(path.join(work, 'build'));
    const result = await publish({ buildDir: build, originDir, remoteFolder: 'mf-cart', version: '1.4.0' });
    const folder = path.join(originDir, 'mf-cart', '1.4.0');
    expect(result).toEqual({ folder, files: 10, copied: true });
    const published = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((item) => item.isFile());
    expect(published.map((item) => path.relative(folder, path.join(item.parentPath, item.name))).sort()).toEqual([...NAMED_FILES, 'mf-stats.json', 'remoteEntry.js.br'].sort());
    // Nothing is left beside it: the dot folder it was written to became the version folder.
    expect(readdirSync(path.join(originDir, 'mf-cart'))).toEqual(['1.4.0']);
  });

  it('accepts the same build again and refuses a different one under a published version', async () => {
    const build = writeBuild(path.join(work, 'build'));
    await publish({ buildDir: build, originDir, remoteFolder: 'mf_cart', version: '1.4.0' });
    expect(await publish({ buildDir: build, originDir, remoteFolder: 'mf_cart', version: '1.4.0' })).toMatchObject({ copied: false });

    const other = writeBuild(path.join(work, 'other'), 'mf_cart', { marker: 'two' });
    await expect(publish({ buildDir: other, originDir, remoteFolder: 'mf-cart', version: '1.4.0' })).rejects.toThrow(
      'mf-cart/1.4.0 is already published with other files (remoteEntry.js differs); a version never changes: publish the build under a new version',
    );
    expect(readdirSync(path.join(originDir, 'mf-cart'))).toEqual(['1.4.0']);
  });

  it('lets one of two publishes of the same version win, and the identical other pass', async () => {
    const build = writeBuild(path.join(work, 'build'));
    const results = await Promise.all([1, 2].map(() => publish({ buildDir: build, originDir, remoteFolder: 'mf-cart', version: '1.4.0' })));
    expect(results.map((result) => result.copied).sort()).toEqual([false, true]);
  });

  it('refuses a build whose manifest fails its schema, names another remote, or lacks a file it names', async () => {
    const broken = writeBuild(path.join(work, 'broken'), 'mf_cart', {
      manifest: { ...manifestOf('mf_cart'), exposes: [{ name: 'expose', assets: { js: { sync: ['../../etc/passwd'] } } }] },
    });
    await expect(publish({ buildDir: broken, originDir, remoteFolder: 'mf-cart', version: '1.0.0' })).rejects.toThrow(/the build's manifest fails its schema: exposes\.0\.assets/);

    const other = writeBuild(path.join(work, 'other'), 'mf_catalog');
    await expect(publish({ buildDir: other, originDir, remoteFolder: 'mf-cart', version: '1.0.0' })).rejects.toThrow(
      "the build's manifest names remote mf_catalog, expected mf_cart",
    );

    const lacking = writeBuild(path.join(work, 'lacking'));
    rmSync(path.join(lacking, 'chunks/fragment-CartPage.d8eb0dd2a4.js'));
    await expect(publish({ buildDir: lacking, originDir, remoteFolder: 'mf-cart', version: '1.0.0' })).rejects.toThrow(
      'the build lacks files its manifest names: chunks/fragment-CartPage.d8eb0dd2a4.js',
    );
    expect(existsSync(path.join(originDir, 'mf-cart', '1.0.0'))).toBe(false);
  });

  it('refuses a version that is not a plain name', async () => {
    await expect(publish({ buildDir: writeBuild(path.join(work, 'build')), originDir, remoteFolder: 'mf-cart', version: '../1.0.0' })).rejects.toThrow(
      /"..\/1.0.0" is not a version/,
    );
  });

  it("publishes the shell's browser files under shell/<version>/, without index.html or maps", async () => {
    const build = path.join(work, 'shell');
    writeBuild(build, 'shell');
    writeFileSync(path.join(build, 'main.js'), 'shell');
    writeFileSync(path.join(build, 'main.js.map'), '{}');
    writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
    await publishShell({ buildDir: build, originDir, version: '2.0.0' });
    const published = readdirSync(path.join(originDir, 'shell', '2.0.0')).sort();
    expect(published).toContain('main.js');
    expect(published.filter((file) => file === 'index.html' || file.endsWith('.map') || file === 'server')).toEqual([]);
    await expect(publishShell({ buildDir: path.join(work, 'nowhere'), originDir, version: '2.0.1' })).rejects.toThrow(/the build has no main.js/);
  });
});

describe('checking a version at the origin before a deploy', () => {
  let work: string;
  let server: TestServer;
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'registry-check-'));
    server = await staticServer(work);
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('answers the entry and every file a page may ask for when the version is whole', async () => {
    await publish({ buildDir: writeBuild(path.join(work, 'build')), originDir: work, remoteFolder: 'mf-cart', version: '1.0.0' });
    const published = await checkPublished({ origin: server.origin, remoteFolder: 'mf-cart', version: '1.0.0' });
    expect(published.entry).toBe(`${server.origin}/mf-cart/1.0.0/mf-manifest.json`);
    expect(published.files).toEqual(NAMED_FILES);
  });

  it('refuses a version that was never published', async () => {
    await expect(checkPublished({ origin: server.origin, remoteFolder: 'mf-cart', version: '9.9.9' })).rejects.toThrow(
      `mf-cart 9.9.9 is not published: ${server.origin}/mf-cart/9.9.9/mf-manifest.json answered 404`,
    );
  });

  it('refuses naming every file missing at the origin', async () => {
    await publish({ buildDir: writeBuild(path.join(work, 'build2')), originDir: work, remoteFolder: 'mf-cart', version: '1.1.0' });
    rmSync(path.join(work, 'mf-cart/1.1.0/remoteEntry.js'));
    rmSync(path.join(work, 'mf-cart/1.1.0/chunks/design-system.3a423172a6.css'));
    await expect(checkPublished({ origin: server.origin, remoteFolder: 'mf-cart', version: '1.1.0' })).rejects.toThrow(
      `mf-cart 1.1.0 is missing files at the origin ${server.origin}/mf-cart/1.1.0/: chunks/design-system.3a423172a6.css, remoteEntry.js`,
    );
  });

  it('refuses a manifest that fails its schema, or names another remote', async () => {
    const folder = path.join(work, 'mf-cart', '1.2.0');
    writeBuild(folder, 'mf_cart', { manifest: { name: 'mf_cart', metaData: {} } });
    await expect(checkPublished({ origin: server.origin, remoteFolder: 'mf-cart', version: '1.2.0' })).rejects.toThrow(
      /mf-cart 1.2.0: manifest fails its schema: metaData.remoteEntry: /,
    );

    writeBuild(path.join(work, 'mf-cart', '1.3.0'), 'mf_catalog');
    await expect(checkPublished({ origin: server.origin, remoteFolder: 'mf-cart', version: '1.3.0' })).rejects.toThrow(
      'mf-cart 1.3.0: the manifest names remote mf_catalog, expected mf_cart',
    );
  });

  it('refuses a manifest whose files would load from somewhere else', async () => {
    const manifest = manifestOf('mf_cart');
    manifest.metaData.publicPath = 'https://evil.example/';
    writeBuild(path.join(work, 'mf-cart', '1.4.0'), 'mf_cart', { manifest });
    await expect(checkPublished({ origin: server.origin, remoteFolder: 'mf-cart', version: '1.4.0' })).rejects.toThrow(/publicPath https:\/\/evil.example\/ is not its own folder/);
  });

  it('checks with GET where the origin does not answer HEAD', async () => {
    const getOnly = await staticServer(work, { head: false });
    try {
      await expect(checkPublished({ origin: getOnly.origin, remoteFolder: 'mf-cart', version: '1.0.0' })).resolves.toMatchObject({
        files: expect.arrayContaining(['remoteEntry.js']),
      });
    } finally {
      await getOnly.close();
    }
  });
});

describe('the files of a manifest', () => {
  it('lists the remote entry in its folder, every asset once, and the fragments’ files', () => {
    const manifest = manifestSchema.parse({ ...manifestOf('mf_cart'), metaData: { ...manifestOf('mf_cart').metaData, remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } });
    expect(filesOf(manifest)).toEqual([
      'chunks/923.89df3c0a2e.js',
      'chunks/__federation_expose_expose.20e7ba619e.js',
      'chunks/fragment-CartPage.4951c3fd59.css',
      'chunks/fragment-CartPage.d8eb0dd2a4.js',
      'entry/remoteEntry.js',
      'mf-manifest.json',
    ]);
    expect(filesOf(manifest, { CartPage: { css: ['chunks/extra.css', 'chunks/fragment-CartPage.4951c3fd59.css'], js: [] } })).toEqual(
      expect.arrayContaining(['chunks/extra.css', 'fragments.json']),
    );
  });

  it('refuses a manifest with neither publicPath nor getPublicPath', () => {
    const { publicPath: _publicPath, ...metaData } = manifestOf('mf_cart').metaData;
    expect(manifestSchema.safeParse({ ...manifestOf('mf_cart'), metaData }).success).toBe(false);
  });
});
