/** What the API's long-lived clients (database pool, Redis) report through: pino's signature. */
export interface ProcessLog {
  warn(obj: object, msg: string): void;
}

/** Without the API's logger (a script, a test): one JSON line on stderr, as pino would write it. */
export const consoleLog: ProcessLog = { warn: (obj, msg) => console.error(JSON.stringify({ level: 40, time: Date.now(), ...obj, msg })) };
