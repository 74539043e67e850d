const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * One line of a renderer's log, shaped as pino writes the edge's and the API's (numeric level, time,
 * message), so one reader (`npm test`'s, an operator's) filters them all alike. Warnings and errors
 * go to stderr.
 */
export function logLine(level: keyof typeof LEVELS, msg: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({ level: LEVELS[level], time: Date.now(), service: 'renderer', ...fields, msg });
  if (level === 'info') console.log(line);
  else console.error(line);
}
