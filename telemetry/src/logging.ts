import pino, { type Logger, type LoggerOptions } from 'pino';
import { activeTraceIds, withoutQueryValues } from './tracing';

/** The log lines of the server processes: JSON, one per request, with the active span's ids and no personal data (docs/adr/0033-traces-and-logs.md, docs/security.md). */

export const REDACTED = '[redacted]';

/** Fields whose value is a shopper's data or a secret, at any depth (contacts, addresses, names, credentials, payment data, fiscal code, VAT number). */
const PERSONAL_KEY =
  /e-?mail|passw|token|secret|cookie|authori[sz]ation|card|^pan$|cvv|cvc|address|street|^city$|post_?code|^zip|^region|phone|mobile|fiscal|^vat|vat_?(?:id|number)|first_?name|last_?name|full_?name|^name$|^customer(?:_?expires)?$|^body$|^payload$|^args$/i;

/** Values that are personal data wherever they appear in a string (a message, an error, an address). */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;
/** A card or phone number: ten digits or more, longer than the shop's own numbers (an order has 9, a product 5). */
const LONG_DIGITS = /(?<![\w-])\+?\d(?:[ -]?\d){9,18}(?![\w-])/g;

/** An address as a log may carry it: the path and the query's parameter names, without values (tokens, search terms). */
export const safeUrl = (url: string): string => scrubText(withoutQueryValues(url));

const scrubText = (text: string) => text.replace(EMAIL, REDACTED).replace(LONG_DIGITS, REDACTED);

const MAX_DEPTH = 6;

/** A copy of `value` fit to log: personal fields `[redacted]`, e-mails and long numbers in strings too, addresses by `safeUrl`. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return /^(?:https?:\/\/[^/]*)?\/[^\s]*\?/.test(value) ? safeUrl(value) : scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Error) return scrubError(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) kept[key] = PERSONAL_KEY.test(key) ? REDACTED : scrub(field, depth + 1);
  return kept;
}

/** An error as a log line keeps it: its type, code, message and stack, scrubbed like any string. */
function scrubError(error: Error & { code?: unknown; statusCode?: unknown }) {
  return { type: error.name, ...(error.code ? { code: String(error.code) } : {}), message: scrubText(error.message), stack: error.stack && scrubText(error.stack) };
}

/** pino's options for a process: its name and the span's ids on every line, every field scrubbed, framework headers redacted. */
export function loggerOptions(service: string, level = 'info'): LoggerOptions {
  return {
    level,
    base: { service },
    mixin: activeTraceIds,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'], censor: REDACTED },
    serializers: { err: (error) => scrub(error), error: (error) => scrub(error), req: () => undefined, res: () => undefined },
    formatters: { log: (fields) => scrub(fields) as Record<string, unknown> },
    // The message and its printf arguments too, for a call site that writes data into the text.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
}

/** A process's logger: JSON lines on stdout. */
export const createLogger = (service: string, level?: string): Logger => pino(loggerOptions(service, level));

/** pino's numbers for the levels the shop writes. */
export const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/** One line as pino writes it, for a process that carries no pino (a team's renderer); warnings and errors go to stderr. */
export function logLine(service: string, level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level: LEVELS[level], time: Date.now(), service, ...activeTraceIds(), ...(scrub(fields) as object), msg });
  if (level === 'info') console.log(line);
  else console.error(line);
}

/** A request as `logRequests` reads it. */
interface LoggedRequest {
  method: string;
  url: string;
  routeOptions: { url?: string };
  log: Pick<Logger, 'info' | 'error'>;
}

/** The part of Fastify `logRequests` needs. */
interface RequestHooks {
  addHook(name: 'onError', hook: (request: LoggedRequest, reply: unknown, error: Error) => Promise<void>): unknown;
  addHook(name: 'onResponse', hook: (request: LoggedRequest, reply: { statusCode: number; elapsedTime: number }) => Promise<void>): unknown;
}

/** The one line per answered request: method, route, `safeUrl` address, status and time; a 5xx at error level with its error. */
export function logRequests(app: RequestHooks) {
  app.addHook('onError', async (request, _reply, error) => {
    failedWith(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const line = { method: request.method, route: request.routeOptions.url, url: safeUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    const err = failures.get(request);
    if (reply.statusCode >= 500) request.log.error({ ...line, err }, 'request');
    else request.log.info(err ? { ...line, err } : line, 'request');
  });
}

const failures = new WeakMap<object, unknown>();

/** What went wrong answering `request` (an upstream that did not answer), said on its one line rather than on a line of its own. */
export function failedWith(request: object, error: unknown) {
  failures.set(request, error);
}
