/**
 * What the processes' metrics say went wrong between two scrapes (docs/deploy.md, "The drill"):
 * the slots each team's renderers left to the browser, and the errors each process answered or met.
 * A process that restarted in between starts its counters again: its increase is what it has now,
 * as Prometheus' `increase()` reads a counter reset.
 */

/** One scrape per process, by the drill's name for it; empty for one that did not answer. */
export type Scrapes = Map<string, string>;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Map<string, Sample> {
  const found = new Map<string, Sample>();
  for (const line of text.split('\n')) {
    const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[2].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
    found.set(`${match[1]}{${match[2]}}`, { name: match[1], labels, value: Number(match[3]) });
  }
  return found;
}

/** Each series' increase from `before` to `after` in one process's scrape. */
function increases(before: string, after: string): Sample[] {
  const earlier = samples(before);
  return [...samples(after)].map(([series, sample]) => {
    const was = earlier.get(series)?.value ?? 0;
    return { ...sample, value: sample.value >= was ? sample.value - was : sample.value };
  });
}

export interface Faults {
  /** Slots left to the browser (fallback, timeout, error) by team and version (`mf_cart@1.4.0`, `…@override`), as every edge counted them, with their outcomes. */
  fallbacksByTeam: Record<string, Record<string, number>>;
  /** Calls a renderer instance did not take, which the edges asked of another, by team and version. */
  retriesByTeam: Record<string, number>;
  /** Per process: 5xx answers, renders that failed, and errors shoppers' browsers reported to it. */
  errorsByProcess: Record<string, number>;
}

export function faultsBetween(before: Scrapes, after: Scrapes): Faults {
  const fallbacksByTeam: Faults['fallbacksByTeam'] = {};
  const retriesByTeam: Faults['retriesByTeam'] = {};
  const errorsByProcess: Faults['errorsByProcess'] = {};
  for (const [process, text] of after) {
    let errors = 0;
    for (const { name, labels, value } of increases(before.get(process) ?? '', text)) {
      if (value === 0) continue;
      if (name === 'bottega_fragment_outcomes_total' && labels.outcome !== 'rendered') {
        const team = (fallbacksByTeam[`${labels.team}@${labels.version}`] ??= {});
        team[labels.outcome] = (team[labels.outcome] ?? 0) + value;
      }
      if (name === 'bottega_fragment_renderer_retries_total') retriesByTeam[`${labels.team}@${labels.version}`] = (retriesByTeam[`${labels.team}@${labels.version}`] ?? 0) + value;
      if (name === 'http_server_request_duration_seconds_count' && labels.status?.startsWith('5')) errors += value;
      if (name === 'bottega_fragment_renders_total' && labels.outcome === 'error') errors += value;
      if (name === 'bottega_browser_errors_total') errors += value;
    }
    errorsByProcess[process] = errors;
  }
  return { fallbacksByTeam, retriesByTeam, errorsByProcess };
}

/** One line for the drill's output: `step: slots left to the browser: mf_content@1.0.0 4 (error 4); renderer calls retried…; errors by process: api-1 2, …`. */
export function describeFaults(step: string, { fallbacksByTeam, retriesByTeam, errorsByProcess }: Faults): string {
  const teams = Object.entries(fallbacksByTeam).map(
    ([team, outcomes]) =>
      `${team} ${Object.values(outcomes).reduce((sum, count) => sum + count, 0)} (${Object.entries(outcomes)
        .map(([outcome, count]) => `${outcome} ${count}`)
        .join(', ')})`,
  );
  const processes = Object.entries(errorsByProcess).filter(([, count]) => count > 0);
  const retries = Object.entries(retriesByTeam);
  return (
    `drill: ${step}: slots left to the browser: ${teams.join('; ') || 'none'}; ` +
    `renderer calls retried on another instance: ${retries.map(([team, count]) => `${team} ${count}`).join(', ') || 'none'}; ` +
    `errors by process: ${processes.map(([name, count]) => `${name} ${count}`).join(', ') || 'none'}`
  );
}
