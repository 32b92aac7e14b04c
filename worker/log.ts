import { errorForLog } from './log-error';

/**
 * The Worker's one logger: each line is one JSON object (`level`, `event`, the fields, and for errors the error as
 * errorForLog gives it: never a query's parameters). Personal data stay out by key: a field whose name has a
 * word such as email, name, password, token, phone, ip or address (`email`, `first_name`, `ipAddress`,
 * `access_token`) is written as '[oculto]', at any depth. Counts and ids keep their values.
 */
export type LogFields = Record<string, unknown>;

/** The words that mark a field as personal (compared with each word of its key, in lower case). */
const PERSONAL_WORDS = new Set(['email', 'name', 'password', 'token', 'phone', 'ip', 'address']);

export const MASKED = '[oculto]';

const MAX_DEPTH = 5;

/** `ipAddress`, `first_name`, `access-token` → their words in lower case. */
function wordsOf(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

export function isPersonalKey(key: string): boolean {
  return wordsOf(key).some((word) => PERSONAL_WORDS.has(word));
}

function maskValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return maskFields(value as LogFields, depth + 1);
}

/** The fields with every personal one's value replaced by MASKED (nested objects and arrays too). */
export function maskFields(fields: LogFields, depth = 0): LogFields {
  const masked: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    masked[key] = isPersonalKey(key) ? MASKED : maskValue(value, depth);
  }
  return masked;
}

type Level = 'info' | 'warn' | 'error';

/** The line as written: level and event first, then the masked fields (which cannot replace either). */
export function logLine(level: Level, event: string, fields: LogFields = {}, error?: unknown): string {
  const line: LogFields = { level, event, ...maskFields(fields) };
  line.level = level;
  line.event = event;
  if (error !== undefined) line.error = errorForLog(error);
  return JSON.stringify(line);
}

export const log = {
  info(event: string, fields?: LogFields): void {
    console.info(logLine('info', event, fields));
  },
  warn(event: string, fields?: LogFields, error?: unknown): void {
    console.warn(logLine('warn', event, fields, error));
  },
  error(event: string, error: unknown, fields?: LogFields): void {
    console.error(logLine('error', event, fields, error));
  },
};
