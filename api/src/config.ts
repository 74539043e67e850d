import path from 'node:path';
import { CONFIGURATION } from '@bottega/api-contract';
import { parseProxyTrust, type ProxyTrust } from '@bottega/server-kit';
import { PAYMENT_PATHS } from './payment/paths';

/** Everything the API reads from its environment (documented in docs/api.md). */
export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** postgres://… switches from the embedded PGlite to PostgreSQL. */
  databaseUrl?: string;
  /** PGlite's data folder. */
  dataDir: string;
  /** redis://… shares sessions, rate limits and caches between API instances. */
  redisUrl?: string;
  /** `sandbox`: payments go to the shop's own sandbox page (XPAY_ENDPOINT unset), the only case its routes and public secret exist. */
  xpay: { alias: string; secret: string; endpoint: string; sandbox: boolean };
  /** smtp://… sends mail; without it mail goes to the database outbox. */
  smtpUrl?: string;
  /** DEV_OUTBOX=1: `GET /api/dev/outbox` lists the last mails for a developer or the e2e run; refused in production, never forwarded by the edge. */
  devOutbox: boolean;
  /** reCAPTCHA on the public forms (docs/product-rules.md §7), on only with a site key and a secret; tokens are checked at verifyUrl against minScore and the form's action. */
  captcha: { siteKey?: string; secret?: string; version: number; minScore: number; scriptUrl: string; verifyUrl: string };
  tenantId: string;
  /** The origin shoppers see: e-mail links and payment return addresses are built from it, never from a `Host` a client sent. Required in production. */
  publicOrigin: string;
  /** How long an order awaiting payment holds its stock before it expires and gives it back. */
  stockReservationMinutes: number;
  /** The demo's accounts and codes (docs/api.md), seeded at every start; refused in production, as their passwords are public. */
  demoData: boolean;
  /** Size of the generated catalog loaded on first start. */
  seedProducts: number;
  customerTokenTtlSeconds: number;
  logLevel: string;
  /** Longest time graceful shutdown waits for requests in flight (and the worker for its job run). */
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long readiness answers 503 before the listener closes, so a load balancer sends new requests elsewhere. */
  drainDelayMs: number;
  /** API_JOBS: the web process runs the background jobs itself, as the embedded PGlite is one process's; in production `node dist/worker.js` does. */
  jobs: boolean;
  /** The worker's own port, for its liveness and readiness only. */
  workerPort: number;
  /** Proxies whose X-Forwarded-For names the client: by default this machine (the edge server). */
  trustProxy: ProxyTrust | false;
  /** How long product pages and search results may be served from memory (0 turns the cache off). */
  catalogCacheSeconds: number;
  /** Multiplies every rate limit: the e2e run raises it (scripts/serve.mjs), as all its journeys come from one address. */
  rateLimitScale: number;
}

const SANDBOX_XPAY_SECRET = 'bottega-sandbox-secret';

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

const DEVELOPMENT_ORIGIN = 'http://localhost:8080';

function origin(env: NodeJS.ProcessEnv, name: string, production: boolean): string {
  const raw = optional(env, name);
  if (raw === undefined) {
    if (production) throw new Error(`${name} is required when NODE_ENV=production (e.g. https://shop.example): links in e-mails and payment return addresses are built from it`);
    return DEVELOPMENT_ORIGIN;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an origin such as https://shop.example, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== raw.replace(/\/$/, ''))
    throw new Error(`${name} must be an origin such as https://shop.example (scheme and host only), got "${raw}"`);
  if (production && url.protocol !== 'https:') throw new Error(`${name} must use https when NODE_ENV=production, got "${raw}"`);
  return url.origin;
}

/** The payment page shoppers are sent to. The sandbox's secret is public (in this file), so it is refused in production and never given a real one. */
function paymentProvider(env: NodeJS.ProcessEnv, production: boolean): Config['xpay'] {
  const alias = optional(env, 'XPAY_ALIAS') ?? 'ALIAS_WEB_BOTTEGA';
  const secret = optional(env, 'XPAY_SECRET');
  const endpoint = optional(env, 'XPAY_ENDPOINT');
  if (endpoint === undefined || endpoint === PAYMENT_PATHS.sandbox) {
    if (production)
      throw new Error("XPAY_ENDPOINT is required when NODE_ENV=production: the sandbox payment page cannot take real payments (set the provider's payment page URL, https://…)");
    if (secret)
      throw new Error(
        "XPAY_SECRET is set but XPAY_ENDPOINT is not: the sandbox signs only with its own public test secret; set XPAY_ENDPOINT to the provider's payment page, or unset XPAY_SECRET",
      );
    return { alias, secret: SANDBOX_XPAY_SECRET, endpoint: PAYMENT_PATHS.sandbox, sandbox: true };
  }
  let url: URL | null = null;
  try {
    url = new URL(endpoint);
  } catch {
    // Reported below with the expected form.
  }
  if (!url || url.protocol !== 'https:') throw new Error(`XPAY_ENDPOINT must be the provider's payment page as an https URL, got "${endpoint}"`);
  if (!secret) throw new Error('XPAY_SECRET is required with XPAY_ENDPOINT: results from the provider are checked with it');
  return { alias, secret, endpoint: url.href, sandbox: false };
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = optional(env, name) ?? fallback;
  try {
    const url = new URL(raw);
    if (/^https?:$/.test(url.protocol)) return url.href;
  } catch {
    // Reported below.
  }
  throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
}

function captcha(env: NodeJS.ProcessEnv): Config['captcha'] {
  const siteKey = optional(env, 'CAPTCHA_SITE_KEY');
  const secret = optional(env, 'CAPTCHA_SECRET');
  if (Boolean(siteKey) !== Boolean(secret)) throw new Error('CAPTCHA_SITE_KEY and CAPTCHA_SECRET go together: the browser needs the one, the API the other');
  const minScore = Number(optional(env, 'CAPTCHA_MIN_SCORE') ?? '0.7');
  if (!(minScore >= 0 && minScore <= 1)) throw new Error(`CAPTCHA_MIN_SCORE must be a number from 0 to 1, got "${env.CAPTCHA_MIN_SCORE}"`);
  return {
    siteKey,
    secret,
    version: integer(env, 'CAPTCHA_VERSION', 3, 2),
    minScore,
    scriptUrl: httpUrl(env, 'CAPTCHA_SCRIPT_URL', 'https://www.google.com/recaptcha/api.js'),
    verifyUrl: httpUrl(env, 'CAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
  };
}

function devOutbox(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const raw = optional(env, 'DEV_OUTBOX');
  if (raw !== undefined && raw !== '0' && raw !== '1') throw new Error(`DEV_OUTBOX must be 0 or 1, got "${raw}"`);
  if (production && raw === '1') throw new Error("DEV_OUTBOX=1 is refused when NODE_ENV=production: it would show every customer's mail");
  return raw === '1';
}

function demoData(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const raw = optional(env, 'DEMO_DATA');
  if (raw !== undefined && raw !== '0' && raw !== '1') throw new Error(`DEMO_DATA must be 0 or 1, got "${raw}"`);
  if (production && raw === '1') throw new Error('DEMO_DATA=1 is refused when NODE_ENV=production: the demo accounts and codes are public');
  return raw === undefined ? !production : raw === '1';
}

function jobs(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const raw = optional(env, 'API_JOBS');
  if (raw !== undefined && raw !== 'on' && raw !== 'off') throw new Error(`API_JOBS must be on or off, got "${raw}"`);
  return raw === undefined ? !production : raw === 'on';
}

/** What the processes of a production shop share: each variable with an example and why it cannot be left out. */
const PRODUCTION_SERVICES = [
  ['DATABASE_URL', 'postgres://user@db:5432/bottega', "the embedded PGlite is one process's data folder, which no worker, migration or second instance can share"],
  ['REDIS_URL', 'redis://cache:6379', 'without it every instance keeps rate limits, locks and caches of its own'],
] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  if (production)
    for (const [name, example, why] of PRODUCTION_SERVICES) if (!optional(env, name)) throw new Error(`${name} is required when NODE_ENV=production (e.g. ${example}): ${why}`);
  const xpay = paymentProvider(env, production);
  return {
    production,
    port: integer(env, 'PORT', 8090),
    // Loopback: the edge server on this machine is the API's one door (HOST=0.0.0.0 behind a load balancer).
    host: optional(env, 'HOST') ?? '127.0.0.1',
    databaseUrl: optional(env, 'DATABASE_URL'),
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? path.join(__dirname, '..', '..', '.data', 'pglite')),
    redisUrl: optional(env, 'REDIS_URL'),
    xpay,
    smtpUrl: optional(env, 'SMTP_URL'),
    devOutbox: devOutbox(env, production),
    captcha: captcha(env),
    tenantId: optional(env, 'TENANT_ID') ?? CONFIGURATION.tenantId,
    publicOrigin: origin(env, 'PUBLIC_ORIGIN', production),
    stockReservationMinutes: integer(env, 'STOCK_RESERVATION_MINUTES', 30, 1),
    demoData: demoData(env, production),
    seedProducts: integer(env, 'SEED_PRODUCTS', 5200, 1),
    customerTokenTtlSeconds: integer(env, 'CUSTOMER_TOKEN_TTL_SECONDS', 3600, 1),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0),
    drainDelayMs: integer(env, 'DRAIN_DELAY_MS', 0, 0),
    jobs: jobs(env, production),
    workerPort: integer(env, 'WORKER_PORT', 8091),
    trustProxy: parseProxyTrust(env.TRUST_PROXY, ['loopback']),
    catalogCacheSeconds: integer(env, 'CATALOG_CACHE_SECONDS', 60, 0),
    rateLimitScale: integer(env, 'RATE_LIMIT_SCALE', 1, 1),
  };
}
