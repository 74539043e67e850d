import { AsyncLocalStorage } from 'node:async_hooks';
import { LEVELS, logLine as writeLine } from '@bottega/telemetry/logging';

type Level = 'info' | 'warn' | 'error';
const RANK: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** What was said while a request was answered: it goes on that request's line. */
interface Notes {
  level: Level;
  said: Array<Record<string, unknown>>;
}
const inRequest = new AsyncLocalStorage<Notes>();

/** One log line shaped and scrubbed as pino writes the edge's and API's (@bottega/telemetry/logging); said while a
 * request is answered, it joins that request's line. */
export function logLine(level: Level, msg: string, fields: Record<string, unknown> = {}) {
  const notes = inRequest.getStore();
  if (!notes) return writeLine('renderer', level, msg, fields);
  notes.said.push({ level: LEVELS[level], msg, ...fields });
  if (RANK[level] > RANK[notes.level]) notes.level = level;
}

/** Answers through `work` and writes one line on `finish`, with what was said meanwhile, at the gravest level. */
export function logRequest<T>(work: (finish: (line: { method?: string; url?: string; status: number; ms: number }) => void) => T): T {
  const notes: Notes = { level: 'info', said: [] };
  return inRequest.run(notes, () =>
    work((line) => {
      const level = line.status >= 500 ? 'error' : notes.level;
      writeLine('renderer', level, 'request', { ...line, ...(notes.said.length ? { notes: notes.said } : {}) });
    }),
  );
}
