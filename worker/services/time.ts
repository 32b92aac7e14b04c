/** Timestamps are ISO 8601 strings in UTC everywhere (they sort correctly as text in SQLite). */
export const isoIn = (ms: number, from: number = Date.now()) => new Date(from + ms).toISOString();
export const nowIso = () => new Date().toISOString();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
