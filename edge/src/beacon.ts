import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteMatch } from '@bottega/shell/routes';
import { BEACON_PATH, CSP_REPORT_PATH, ERROR_KINDS, MAX_BEACON_BYTES, MAX_ERRORS, VITALS, type Beacon } from '@bottega/shell/beacon';
import { versionOf, type EdgeMetrics } from './metrics';
import type { RegistrySource, ServerRegistry } from './registry';

/**
 * Real shoppers' reports (docs/adr/0034-metrics-and-real-shoppers.md): Web Vitals and errors at `POST /beacon`,
 * CSP reports at `POST /beacon/csp`, counted by route, team and live version; nothing sent is kept, logged or used as a label.
 */

/** Beacons one client address may send a minute: a shopper sends one as each page is hidden. */
export const BEACONS_PER_MINUTE = 30;
/** Client addresses counted at once; past it, a new address waits for the next minute (a flood from many addresses stays bounded). */
const MAX_CLIENTS = 10_000;

/** A fixed window per client address: counts reset each minute, memory bounded by MAX_CLIENTS. */
export function minuteLimiter(perMinute = BEACONS_PER_MINUTE, maxClients = MAX_CLIENTS, now = Date.now) {
  let window = Math.floor(now() / 60_000);
  const counts = new Map<string, number>();
  return (client: string): boolean => {
    const current = Math.floor(now() / 60_000);
    if (current !== window) {
      window = current;
      counts.clear();
    }
    const count = counts.get(client);
    if (count === undefined && counts.size >= maxClients) return false;
    if ((count ?? 0) >= perMinute) return false;
    counts.set(client, (count ?? 0) + 1);
    return true;
  };
}

/** Where a file came from: the team whose version folder holds it, with that version, or the shell, or `other`. */
export function teamOfFile(url: string | undefined, registry: ServerRegistry, shell: { origin: string; version: string }): { team: string; version: string } {
  if (!url || !URL.canParse(url)) return { team: 'other', version: 'none' };
  const file = new URL(url);
  for (const [name, remote] of Object.entries(registry.remotes)) {
    if (URL.canParse(remote.entry) && file.href.startsWith(new URL('.', remote.entry).href)) return { team: name, version: versionOf(remote) };
  }
  if (file.origin === shell.origin) return { team: 'shell', version: shell.version };
  return { team: 'other', version: 'none' };
}

/** A page's batch (shell features/beacon): anything else is refused as malformed. */
const beaconSchema = z.strictObject({
  page: z.string().startsWith('/').max(512),
  vitals: z.array(z.strictObject({ name: z.enum(VITALS), value: z.number().min(0).max(600_000) })).max(VITALS.length),
  errors: z.array(z.strictObject({ kind: z.enum(ERROR_KINDS), source: z.string().max(512).optional() })).max(MAX_ERRORS),
}) satisfies z.ZodType<Beacon>;

/** A CSP violation report as report-uri sends it (`application/csp-report`) or the Reporting API (`application/reports+json`). */
const cspReportSchema = z.union([
  z.object({ 'csp-report': z.object({ 'source-file': z.string().max(2048).optional() }).loose() }).loose(),
  z.array(z.object({ type: z.string().max(64), body: z.object({ sourceFile: z.string().max(2048).optional() }).loose() }).loose()).max(20),
]);

export interface BeaconOptions {
  metrics: EdgeMetrics;
  registry: Pick<RegistrySource, 'get'>;
  matchRoute: (pathname: string) => RouteMatch | null;
  /** Where the shell's files are served from, and its version (SHELL_ASSETS_URL's folder, or `local`). */
  shell: { origin: string; version: string };
  /** The client's limit: BEACONS_PER_MINUTE per address in production. */
  allow: (client: string) => boolean;
}

export async function registerBeacon(app: FastifyInstance, { metrics, registry, matchRoute, shell, allow }: BeaconOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // sendBeacon's text/plain needs no preflight; browsers' CSP reports come as their own types. All are JSON.
    scope.addContentTypeParser(
      ['text/plain', 'application/json', 'application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: MAX_BEACON_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      const tooLarge = error.statusCode === 413;
      metrics.beacons.inc({ outcome: tooLarge ? 'too_large' : 'malformed' });
      return reply.code(tooLarge ? 413 : 400).send();
    });

    /** Nothing goes back but a status: a page being hidden reads no answer. */
    const answer = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-store').send();

    /** The report as `schema` reads it, counted as `outcome`; null once the client past its limit or a malformed body has been answered and counted. */
    function accept<T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>, outcome: 'accepted' | 'csp'): T | null {
      if (!allow(request.ip)) {
        metrics.beacons.inc({ outcome: 'rate_limited' });
        void answer(reply, 429);
        return null;
      }
      let parsed: z.ZodSafeParseResult<T> | null;
      try {
        parsed = schema.safeParse(JSON.parse(String(request.body)));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) {
        metrics.beacons.inc({ outcome: 'malformed' });
        void answer(reply, 400);
        return null;
      }
      metrics.beacons.inc({ outcome });
      return parsed.data;
    }

    scope.post(BEACON_PATH, async (request, reply) => {
      const beacon = accept(request, reply, beaconSchema, 'accepted');
      if (!beacon) return reply;
      const live = await registry.get();
      const match = matchRoute(beacon.page);
      const screen = match?.route.screen.remote;
      const pageTeam = screen && Object.hasOwn(live.remotes, screen) ? { team: screen, version: versionOf(live.remotes[screen]) } : { team: 'shell', version: shell.version };
      const route = match?.route.path ?? 'unmatched';
      for (const { name, value } of beacon.vitals) {
        if (name === 'CLS') metrics.layoutShift.observe({ route, ...pageTeam }, value);
        else metrics.webVitals.observe({ metric: name, route, ...pageTeam }, value / 1000);
      }
      for (const { kind, source } of beacon.errors) metrics.browserErrors.inc({ kind, ...teamOfFile(source, live, shell) });
      return answer(reply, 204);
    });

    scope.post(CSP_REPORT_PATH, async (request, reply) => {
      const report = accept(request, reply, cspReportSchema, 'csp');
      if (!report) return reply;
      const live = await registry.get();
      const sources = Array.isArray(report) ? report.filter((one) => one.type === 'csp-violation').map((one) => one.body.sourceFile) : [report['csp-report']['source-file']];
      for (const source of sources) metrics.browserErrors.inc({ kind: 'csp', ...teamOfFile(source, live, shell) });
      return answer(reply, 204);
    });
  });
}
