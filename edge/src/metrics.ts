import type { FragmentOutcome } from '@bottega/telemetry/tracing';
import { Counter, createProcessMetrics, DURATION_BUCKETS, Gauge, Histogram, type ProcessMetrics } from '@bottega/telemetry/metrics';
import type { RegistrySource, ServerRegistry, ServerRemote } from './registry';

/** The edge's metrics (docs/operations.md, "Metrics"): requests, slot outcomes, renderer latency, live versions and the shoppers' beacons. */

/** The version label of a remote a tester's override points elsewhere: their URL never becomes a label. */
export const OVERRIDE_VERSION = 'override';

/** A folder name as the deploy scripts write them (`1.4.0`, `2.0.0-rc.1`); anything else is `unknown`. */
const VERSION_FOLDER = /^[\w.+-]{1,40}$/;

/** A live version's name: the registry's own when it says it, else its manifest's folder (`…/mf-catalog/1.4.0/mf-manifest.json`). */
export function versionOf(remote: ServerRemote): string {
  if (remote.version) return remote.version;
  try {
    const folder = new URL(remote.entry).pathname.split('/').slice(-2, -1)[0] ?? '';
    return VERSION_FOLDER.test(folder) ? folder : 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface EdgeMetrics extends ProcessMetrics {
  fragmentOutcomes: Counter<'team' | 'version' | 'outcome'>;
  rendererLatency: Histogram<'team' | 'version'>;
  rendererRetries: Counter<'team' | 'version'>;
  beacons: Counter<'outcome'>;
  webVitals: Histogram<'metric' | 'route' | 'team' | 'version'>;
  layoutShift: Histogram<'route' | 'team' | 'version'>;
  browserErrors: Counter<'kind' | 'team' | 'version'>;
}

export function createEdgeMetrics(registry: Pick<RegistrySource, 'get'>, options: { nodeMetrics?: boolean } = {}): EdgeMetrics {
  const base = createProcessMetrics('edge', options);
  const registers = [base.registry];
  new Gauge({
    name: 'bottega_remote_info',
    help: 'The live version of each remote, as the registry this edge reads says it: 1 per remote and version.',
    labelNames: ['remote', 'version'],
    registers,
    async collect() {
      const live = await registry.get();
      this.reset();
      for (const [name, remote] of Object.entries(live.remotes)) this.set({ remote: name, version: versionOf(remote) }, 1);
    },
  });
  return {
    ...base,
    fragmentOutcomes: new Counter({
      name: 'bottega_fragment_outcomes_total',
      help: 'Fragments the edge asked a team for, by team, version and outcome: rendered on the server, fallback (no live version, or the renderer left it), timeout (past the slot budget), error (refused, unreachable, malformed).',
      labelNames: ['team', 'version', 'outcome'],
      registers,
    }),
    rendererLatency: new Histogram({
      name: 'bottega_fragment_renderer_duration_seconds',
      help: "How long a team's renderer took to answer, as the edge saw it (a failed or late call too), by team and version.",
      labelNames: ['team', 'version'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    rendererRetries: new Counter({
      name: 'bottega_fragment_renderer_retries_total',
      help: "Calls the edge also asked of another instance of a team's renderer: the first refused or reset the connection, or was silent past the slot budget; by team and version.",
      labelNames: ['team', 'version'],
      registers,
    }),
    beacons: new Counter({
      name: 'bottega_beacons_total',
      help: "Real shoppers' reports at POST /beacon, by outcome: accepted, malformed, too_large, rate_limited, csp (a CSP violation report).",
      labelNames: ['outcome'],
      registers,
    }),
    webVitals: new Histogram({
      name: 'bottega_web_vitals_seconds',
      help: "Real shoppers' Web Vitals in seconds (LCP, INP, TTFB), by metric, route, the page's team and its live version.",
      labelNames: ['metric', 'route', 'team', 'version'],
      buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
      registers,
    }),
    layoutShift: new Histogram({
      name: 'bottega_web_vitals_cls',
      help: "Real shoppers' cumulative layout shift, by route, the page's team and its live version.",
      labelNames: ['route', 'team', 'version'],
      buckets: [0, 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
    browserErrors: new Counter({
      name: 'bottega_browser_errors_total',
      help: "Errors real shoppers' browsers met, by kind (error, rejection, chunk, csp) and the team and live version whose file raised it (shell, or other).",
      labelNames: ['kind', 'team', 'version'],
      registers,
    }),
  };
}

/** Records what the edge saw of one page's fragments (ssr/fragmentSource.ts), labelled with versions from the registry only. */
export interface FragmentObserver {
  outcome(remote: string, outcome: FragmentOutcome, count?: number): void;
  latency(remote: string, ms: number): void;
  /** An instance of `remote`'s renderer did not take a call, and another is asked. */
  retry(remote: string): void;
}

/** The observer of one page: a remote is labelled with its published version, `override` when a tester replaced it, nothing if unknown. */
export function fragmentObserver(metrics: EdgeMetrics, published: ServerRegistry, current: ServerRegistry): FragmentObserver {
  const labels = (remote: string) => {
    const live = Object.hasOwn(published.remotes, remote) ? published.remotes[remote] : undefined;
    const used = Object.hasOwn(current.remotes, remote) ? current.remotes[remote] : undefined;
    // A name neither registry knows (a layout naming a remote not deployed here) is one series, not one per name.
    if (!live && !used) return { team: 'unknown', version: 'none' };
    return { team: remote, version: live && used?.entry === live.entry ? versionOf(live) : used ? OVERRIDE_VERSION : 'none' };
  };
  return {
    outcome: (remote, outcome, count = 1) => metrics.fragmentOutcomes.inc({ ...labels(remote), outcome }, count),
    latency: (remote, ms) => metrics.rendererLatency.observe(labels(remote), ms / 1000),
    retry: (remote) => metrics.rendererRetries.inc(labels(remote)),
  };
}
