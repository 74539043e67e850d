import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseProxyTrust, type ProxyTrust } from '@bottega/server-kit';
import { readRenderToken } from '@bottega/fragment-kit/protocol';

export interface TagManager {
  containerUrl: string;
  origins: string[];
}

/** Where things are and which ports they answer on; every value can be set from the environment. */
export interface EdgeConfig {
  repoRoot: string;
  host: string;
  edgePort: number;
  apiUrl: string;
  shellDist: string;
  /** Server rendering (docs/adr/0011): the shell's page renderer (SHELL_SSR), or null with SERVER_RENDERING=off, pages then rendered in the browser. */
  shellRenderer: string | null;
  /** How long the edge waits for the teams' renderers (docs/adr/0040). */
  budgets: RenderBudgets;
  /** RENDER_TOKEN: the secret the edge sends the teams' renderers (docs/security.md); null leaves them open, for a renderer no one else can reach. */
  renderToken: string | null;
  /** RENDER_TOKEN_PREVIOUS: the old token, still accepted by the local CDN's renderers while RENDER_TOKEN changes; the edge never sends it. */
  renderTokenPrevious: string | null;
  cdnRoot: string;
  registryFile: string;
  /** The registry a fresh machine starts from (shell/registry/<REGISTRY_ENV>.json, or REGISTRY_SEED), which also gives the local CDN's ports. */
  seedRegistryFile: string;
  formActionOrigins: string[];
  /** TRUST_PROXY behind a load balancer: its hop count or addresses (read as the API reads it); off when the edge faces browsers. */
  trustProxy: ProxyTrust | false;
  logLevel: string;
  /** NODE_ENV=production: HSTS on every answer (the shop is then served over https). */
  production: boolean;
  /** The captcha provider's origins the CSP allows while the captcha is on: CAPTCHA_CSP_ORIGINS, CAPTCHA_SCRIPT_URL's origin, or the default provider's hosts. */
  captchaOrigins: string[];
  /** The tag-manager container (GTM_CONTAINER_URL, off by default), loaded after consent to statistics, and the origins its CSP allows (GTM_CSP_ORIGINS). */
  tagManager: TagManager | null;
  /** PUBLIC_ORIGIN, read as the API reads it: canonical addresses, Open Graph, robots.txt and the sitemap. */
  publicOrigin: string;
  /** Addresses per sitemap file, past which a kind goes on in its next file (the protocol's limit by default). */
  sitemapUrlsPerFile: number;
  /** REGISTRY_DATABASE_URL: the shared registry every edge reads (docs/adr/0023), required in production; null reads the registry file (`npm start`). */
  registryDatabaseUrl: string | null;
  /** STATIC_ORIGIN: the origins the teams' and the shell's files come from (comma separated); an entry elsewhere is not served. */
  staticOrigins: string[];
  /** OVERRIDE_ORIGINS: where testers may point overrides, with the shared registry (none by default). */
  overrideOrigins: string[];
  /** SHELL_ASSETS_URL: the shell version's folder on the static origin (`<origin>/shell/<version>/`); null serves SHELL_DIST, as `npm start` does. */
  shellAssetsUrl: string | null;
  /** DRAIN_DELAY_MS: how long readiness fails before the edge stops taking requests on SIGTERM (the load balancer's time to notice). */
  drainDelayMs: number;
  /** SHUTDOWN_TIMEOUT_MS: how long requests in flight may take to finish once the edge stops taking new ones. */
  shutdownTimeoutMs: number;
  /** METRICS_PORT: a listener of its own for `GET /metrics` on METRICS_HOST, never the shoppers' port (docs/operations.md, "Metrics"); null: none. */
  metricsPort: number | null;
  metricsHost: string;
  /** BEACON_SAMPLE_RATE: the share of pages whose browser reports to /beacon, 0 to 1 (1 by default; 0 turns it off). */
  beaconSampleRate: number;
  /** RATE_LIMIT_SCALE, as the API reads it: the edge's per-address limits times it (a test suite whose every page comes from one address). */
  rateLimitScale: number;
}

/** What relative paths are read from: the workspace root (the folder holding pnpm-workspace.yaml), or in a release folder, which has none, the working directory. */
export function findRepoRoot(from: string): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) throw new Error(`invalid port: ${value}`);
  return parsed;
}

/**
 * FRAGMENT_BUDGET_MS: past it a silent renderer instance gets company (another is asked). PAGE_BUDGET_MS: past
 * it a slot is sent empty and mounts in the browser (docs/adr/0040).
 */
export interface RenderBudgets {
  slotMs: number;
  pageMs: number;
}

function budget(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 10 || value > 10_000) throw new Error(`${name} must be a whole number of milliseconds from 10 to 10000, got "${raw}"`);
  return value;
}

export const DEFAULT_BUDGETS: RenderBudgets = { slotMs: 250, pageMs: 1000 };

function renderBudgets(env: NodeJS.ProcessEnv): RenderBudgets {
  const slotMs = budget('FRAGMENT_BUDGET_MS', env.FRAGMENT_BUDGET_MS, DEFAULT_BUDGETS.slotMs);
  const pageMs = budget('PAGE_BUDGET_MS', env.PAGE_BUDGET_MS, Math.max(DEFAULT_BUDGETS.pageMs, slotMs));
  if (pageMs < slotMs) throw new Error(`PAGE_BUDGET_MS (${pageMs}) must not be shorter than FRAGMENT_BUDGET_MS (${slotMs})`);
  return { slotMs, pageMs };
}

function serverRendering(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`SERVER_RENDERING must be on or off, got "${raw}"`);
}

function milliseconds(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 600_000) throw new Error(`${name} must be a whole number of milliseconds from 0 to 600000, got "${raw}"`);
  return value;
}

function scale(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`RATE_LIMIT_SCALE must be a whole number from 1, got "${raw}"`);
  return value;
}

/** A production start without these would run on the demo's defaults: the local registry, an open renderer, a loopback API. */
const REQUIRED_IN_PRODUCTION = ['PUBLIC_ORIGIN', 'API_URL', 'RENDER_TOKEN', 'REGISTRY_DATABASE_URL', 'STATIC_ORIGIN'] as const;

function assertProductionSettings(env: NodeJS.ProcessEnv) {
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`${missing.join(', ')} required when NODE_ENV=production (docs/deploy.md, "Configuration")`);
}

function urlsPerFile(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 50_000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 50_000) throw new Error(`SITEMAP_URLS_PER_FILE must be an integer from 1 to 50000 (the protocol's limit), got "${raw}"`);
  return value;
}

function sampleRate(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new Error(`BEACON_SAMPLE_RATE must be a share from 0 to 1 (0.1 is one page in ten), got "${raw}"`);
  return value;
}

function publicOrigin(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBLIC_ORIGIN;
  if (!raw) {
    if (env.NODE_ENV === 'production')
      throw new Error('PUBLIC_ORIGIN is required when NODE_ENV=production (e.g. https://shop.example): canonical addresses and the sitemap are built from it');
    return 'http://localhost:8080';
  }
  const url = new URL(raw);
  if (url.origin !== raw.replace(/\/$/, '')) throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example, got "${raw}"`);
  return url.origin;
}

const DEFAULT_CAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com'];

/** A list of origins (or URLs on them) separated by spaces or commas. */
const originList = (raw: string | undefined) =>
  (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);

function captchaOrigins(env: NodeJS.ProcessEnv): string[] {
  if (!env.CAPTCHA_SITE_KEY) return [];
  if (env.CAPTCHA_CSP_ORIGINS) return originList(env.CAPTCHA_CSP_ORIGINS);
  return env.CAPTCHA_SCRIPT_URL ? [new URL(env.CAPTCHA_SCRIPT_URL).origin] : DEFAULT_CAPTCHA_ORIGINS;
}

function shellAssetsUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if ((url?.protocol !== 'https:' && url?.protocol !== 'http:') || !raw.endsWith('/'))
    throw new Error(`SHELL_ASSETS_URL must be the shell's versioned folder on the static origin, ending in /, e.g. https://static.example/shell/1.4.0/, got "${raw}"`);
  return url.href;
}

function tagManager(env: NodeJS.ProcessEnv): TagManager | null {
  const raw = env.GTM_CONTAINER_URL;
  if (!raw) return null;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:')
    throw new Error(`GTM_CONTAINER_URL must be the container's script URL, e.g. https://www.googletagmanager.com/gtm.js?id=GTM-XXXXXXX, got "${raw}"`);
  return { containerUrl: url.href, origins: [...new Set([url.origin, ...originList(env.GTM_CSP_ORIGINS)])] };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, from = __dirname): EdgeConfig {
  if (env.NODE_ENV === 'production') assertProductionSettings(env);
  const repoRoot = env.BOTTEGA_ROOT ? path.resolve(env.BOTTEGA_ROOT) : findRepoRoot(from);
  const cdnRoot = path.resolve(repoRoot, env.CDN_DIR ?? '.cdn');
  const environment = env.REGISTRY_ENV ?? 'local';
  if (!/^[a-z]+$/.test(environment)) throw new Error(`invalid REGISTRY_ENV: ${environment}`);
  return {
    repoRoot,
    host: env.HOST ?? '0.0.0.0',
    edgePort: port(env.EDGE_PORT, 8080),
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    shellDist: path.resolve(repoRoot, env.SHELL_DIST ?? 'shell/dist'),
    shellRenderer: serverRendering(env.SERVER_RENDERING) ? path.resolve(repoRoot, env.SHELL_SSR ?? 'shell/dist-ssr/renderPage.js') : null,
    budgets: renderBudgets(env),
    renderToken: readRenderToken('RENDER_TOKEN', env.RENDER_TOKEN),
    renderTokenPrevious: readRenderToken('RENDER_TOKEN_PREVIOUS', env.RENDER_TOKEN_PREVIOUS),
    cdnRoot,
    registryFile: path.resolve(repoRoot, env.REGISTRY_FILE ?? path.join(cdnRoot, 'registry.json')),
    seedRegistryFile: env.REGISTRY_SEED ? path.resolve(repoRoot, env.REGISTRY_SEED) : path.join(repoRoot, 'shell', 'registry', `${environment}.json`),
    formActionOrigins: (env.CSP_FORM_ACTION ?? '').split(/\s+/).filter(Boolean),
    trustProxy: parseProxyTrust(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    captchaOrigins: captchaOrigins(env),
    tagManager: tagManager(env),
    publicOrigin: publicOrigin(env),
    sitemapUrlsPerFile: urlsPerFile(env.SITEMAP_URLS_PER_FILE),
    registryDatabaseUrl: env.REGISTRY_DATABASE_URL || null,
    staticOrigins: originList(env.STATIC_ORIGIN),
    overrideOrigins: originList(env.OVERRIDE_ORIGINS),
    shellAssetsUrl: shellAssetsUrl(env.SHELL_ASSETS_URL),
    drainDelayMs: milliseconds('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, 0),
    shutdownTimeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    // Read here, not by the telemetry package: the local CDN reads this configuration too, and needs no metrics.
    metricsPort: env.METRICS_PORT ? port(env.METRICS_PORT, 0) : null,
    metricsHost: env.METRICS_HOST ?? '127.0.0.1',
    beaconSampleRate: sampleRate(env.BEACON_SAMPLE_RATE),
    rateLimitScale: scale(env.RATE_LIMIT_SCALE),
  };
}
