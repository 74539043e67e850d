import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { readRegistry } from '@bottega/shell/registry';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from '@bottega/edge/cache';
import { buildCdnServer, cdnSites } from './cdn';
import { listen, request } from '@bottega/edge/test-http';
import { remotes } from '../../remotes.json';

const bigScript = `globalThis.answer = ${JSON.stringify('x'.repeat(5000))};\n`;
// The build's compressed copy of a chunk: told apart from the chunk itself, to see which one is sent.
const builtCopy = `globalThis.answer = ${JSON.stringify('y'.repeat(5000))};\n`;

describe('local CDN site of one remote', () => {
  let root: string;
  let app: FastifyInstance;
  let base: string;
  const get = (path: string, headers: Record<string, string> = {}) => request(base, path, { headers });
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'cdn-'));
    const version = path.join(root, 'mf-cart', '2.0.0');
    mkdirSync(path.join(version, 'chunks'), { recursive: true });
    writeFileSync(path.join(version, 'mf-manifest.json'), JSON.stringify({ name: 'mf_cart' }));
    writeFileSync(path.join(version, 'remoteEntry.js'), bigScript);
    // The version's renderer lives in its folder; it is run, never served.
    mkdirSync(path.join(version, 'server'));
    writeFileSync(path.join(version, 'server', 'renderer.js'), 'module.exports = "the renderer";');
    writeFileSync(path.join(version, 'chunks', '412.0a1b2c3d4e.js'), bigScript);
    writeFileSync(path.join(version, 'chunks', 'fragment-cart.5f6a7b8c9d.js'), bigScript);
    writeFileSync(path.join(version, 'chunks', 'fragment-cart.5f6a7b8c9d.js.br'), brotliCompressSync(builtCopy));
    // The build writes no copy of a manifest: one lying beside it is not what the host sends.
    writeFileSync(path.join(version, 'mf-manifest.json.br'), brotliCompressSync(JSON.stringify({ name: 'a stray copy' })));
    // A deploy still being written: never served.
    mkdirSync(path.join(root, 'mf-cart', '.building-3.0.0-1'), { recursive: true });
    writeFileSync(path.join(root, 'mf-cart', '.building-3.0.0-1', 'mf-manifest.json'), '{}');
    app = await buildCdnServer(root, { name: 'mf_cart', folder: 'mf-cart', port: 0 });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('says it is up on /health, which is no file of any version', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text())).toEqual({ status: 'ok' });
  });

  it('serves the manifest cross-origin, revalidated on every load', async () => {
    const response = await get('/2.0.0/mf-manifest.json');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text())).toEqual({ name: 'mf_cart' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it('keeps hashed chunks for a year, and revalidates remoteEntry.js', async () => {
    expect((await get('/2.0.0/chunks/412.0a1b2c3d4e.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/2.0.0/remoteEntry.js')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('compresses with brotli or gzip, as the browser asks', async () => {
    const br = await get('/2.0.0/remoteEntry.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    const gz = await get('/2.0.0/chunks/412.0a1b2c3d4e.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
    expect(gz.body.length).toBeLessThan(bigScript.length / 10);
  });

  it('sends the copy the build compressed to a browser that accepts brotli, with the type and the lifetime of the file', async () => {
    const response = await get('/2.0.0/chunks/fragment-cart.5f6a7b8c9d.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(builtCopy);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([['gzip'], ['br;q=0, gzip']])('compresses the file itself for a browser that asks %s', async (acceptEncoding) => {
    const response = await get('/2.0.0/chunks/fragment-cart.5f6a7b8c9d.js', { 'accept-encoding': acceptEncoding });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(bigScript);
  });

  it('looks for a compressed copy only of the scripts and stylesheets the build compresses', async () => {
    const response = await get('/2.0.0/mf-manifest.json', { 'accept-encoding': 'br' });
    const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body).toString() : response.text();
    expect(JSON.parse(body)).toEqual({ name: 'mf_cart' });
  });

  it('never serves a compressed copy as a file of its own, however its address is spelled', async () => {
    for (const address of ['/2.0.0/chunks/fragment-cart.5f6a7b8c9d.js.br', '/2.0.0/chunks/fragment-cart.5f6a7b8c9d.js%2ebr', '/2.0.0/chunks/fragment-cart.5f6a7b8c9d.js%2Ebr']) {
      expect((await get(address, { 'accept-encoding': 'br' })).status).toBe(404);
    }
  });

  it("never serves a version's server bundle, as the static origin never has it", async () => {
    for (const address of ['/2.0.0/server/renderer.js', '/2.0.0/server/../server/renderer.js', '/2.0.0/%73erver/renderer.js']) {
      expect((await get(address)).status).toBe(404);
    }
  });

  it('answers 404 with CORS headers, so a missing manifest is not mistaken for a CORS failure', async () => {
    const response = await get('/9.9.9/mf-manifest.json');
    expect(response.status).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('never serves a deploy that is still being written', async () => {
    expect((await get('/.building-3.0.0-1/mf-manifest.json')).status).toBe(404);
    expect((await get('/2.0.0/../.building-3.0.0-1/mf-manifest.json')).status).toBe(404);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['chunks/412.0a1b2c3d4e.js', IMMUTABLE],
    ['chunks/412.0a1b2c3d4e.css', IMMUTABLE],
    ['assets/logo.0a1b2c3d4e.svg', IMMUTABLE],
    ['main.0a1b2c3d4e.js', IMMUTABLE],
    ['chunks/412.0a1b2c3d4e.js.map', IMMUTABLE],
    ['remoteEntry.js', REVALIDATE],
    ['mf-manifest.json', REVALIDATE],
    ['sw.js', REVALIDATE],
    ['main.js', REVALIDATE],
    ['chunks/vendors.js', REVALIDATE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('cdnSites', () => {
  it('puts each remote of local.json on the port its entry names', () => {
    const { registry } = readRegistry(readFileSync(path.join(__dirname, '..', '..', 'shell', 'registry', 'local.json'), 'utf8'));
    expect(cdnSites(registry)).toEqual(remotes.map(({ name, folder, port }) => ({ name, folder, port })));
  });
});
