import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shellProps } from '@bottega/test-kit/harness';
import { eventually } from '@bottega/test-kit/eventually';

/** docs/adding-a-team.md followed with a throwaway remote: scaffolded, built, registered, one fragment rendered and hydrated, then removed. */
const root = path.resolve(__dirname, '../..');
const FOLDER = 'mf-trial';
const REMOTE = 'mf_trial';
/** What the scaffold and the install change outside the remote's folder, put back at the end. */
const CHANGED = ['remotes.json', 'shell/registry/local.json', 'pnpm-lock.yaml'];
const saved = new Map(CHANGED.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

const cdn = mkdtempSync(path.join(tmpdir(), 'bottega-trial-cdn-'));
const registryFile = path.join(cdn, 'registry.json');
let port = 0;
let renderer: ChildProcess | undefined;
let rendererUrl = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });

const inRoot = (command: string, args: string[], env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

/** The renderer's port, from the line it logs when it listens. */
function startRenderer(file: string): Promise<string> {
  renderer = spawn(process.execPath, [file], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    renderer!.stdout!.on('data', (chunk) => {
      output += chunk;
      const ready = /"port":(\d+),"msg":"renderer ready"/.exec(output);
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`);
    });
    renderer!.once('exit', (code) => reject(new Error(`the renderer exited (${code}) before it listened: ${output}`)));
  });
}

/** jsdom has no fetch: the edge's render request, through Node's http. */
function post(url: string, body: unknown): Promise<{ status: number; json: { html: string; state: unknown; assets: { js: string[] } } }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
    });
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  if (existsSync(path.join(root, FOLDER))) throw new Error(`${FOLDER}/ exists: a run that was stopped left it; delete it and put back ${CHANGED.join(', ')} with git`);
  port = await freePort();
  inRoot(process.execPath, ['scripts/new-remote.mjs', FOLDER, 'tri', String(port)]);
  // The new remote changes the lockfile, which pnpm refuses by default when CI is set: say so.
  inRoot('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline']);
  inRoot(process.execPath, ['scripts/deploy-remote.mjs', FOLDER, '1.0.0'], { CDN_DIR: cdn, REGISTRY_FILE: registryFile });
  rendererUrl = await startRenderer(path.join(cdn, FOLDER, '1.0.0', 'server', 'renderer.js'));
});

afterAll(() => {
  renderer?.kill();
  rmSync(path.join(root, FOLDER), { recursive: true, force: true });
  for (const [file, text] of saved) writeFileSync(path.join(root, file), text);
  rmSync(cdn, { recursive: true, force: true });
  inRoot('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']);
});

it('is registered on the local CDN at its port, beside the five teams', () => {
  const { remotes } = JSON.parse(readFileSync(registryFile, 'utf8'));
  expect(remotes[REMOTE]).toEqual({ entry: `http://localhost:${port}/1.0.0/mf-manifest.json` });
  expect(Object.keys(remotes)).toEqual(expect.arrayContaining(['mf_catalog', 'mf_cart', 'mf_checkout', 'mf_account', 'mf_content']));
  expect(JSON.parse(readFileSync(path.join(cdn, FOLDER, '1.0.0', 'mf-manifest.json'), 'utf8')).name).toBe(REMOTE);
});

it('type-checks and passes the lint, its boundaries included', () => {
  inRoot('pnpm', ['exec', 'tsc', '--noEmit', '-p', FOLDER]);
  inRoot('pnpm', ['exec', 'eslint', '--max-warnings', '0', FOLDER]);
});

it('renders its fragment on the server, and the browser hydrates that HTML', async () => {
  const props = { locale: 'it', market: 'it', basePath: '/it', params: {}, query: '' };
  const { status, json: answer } = await post(`${rendererUrl}/render`, { fragment: 'Welcome', props, idPrefix: 'tri-w-' });
  expect(status).toBe(200);
  expect(answer.html).toBe('<div data-team="tri"><section><h2>Un nuovo team nel negozio</h2><button type="button">Premuto 0 volte</button></section></div>');
  expect(answer.assets.js).toEqual([expect.stringMatching(/^chunks\/fragment-Welcome\.\w+\.js$/)]);

  const slot = document.body.appendChild(document.createElement('div'));
  slot.innerHTML = answer.html;
  const drawn = slot.querySelector('button')!;
  const errors = jest.spyOn(console, 'error');
  // The module its browser build loads for the fragment, as the shell mounts it into a slot the server filled.
  const { default: fragment } = (await import(path.join(root, FOLDER, 'src', 'fragments', 'Welcome'))) as { default: { mount(props: object): Promise<void> } };
  await fragment.mount({ ...shellProps(), name: `${REMOTE}/Welcome`, domElement: slot, ssr: { idPrefix: 'tri-w-', state: answer.state } });

  expect(slot.querySelector('button')).toBe(drawn);
  drawn.click();
  await eventually(() => drawn.textContent === 'Premuto 1 volta');
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
