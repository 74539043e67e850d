import { readSample } from '@bottega/telemetry/metrics';

export { readSample };

/** A process's scrape, as Prometheus reads it (docs/operations.md, "Metrics"); empty when it does not answer. */
export async function scrape(url: string): Promise<string> {
  return fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
}

/** How much each series grew between two scrapes of one process. */
export const grew = (before: string, after: string, series: string) => readSample(after, series) - readSample(before, series);

/**
 * The sum of every series of `name` whose labels include `labels` (written `key="value"`): a
 * counter's series, or a histogram's `_count` ones when `name` ends in `_count`.
 */
export function sumOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) && wanted.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
