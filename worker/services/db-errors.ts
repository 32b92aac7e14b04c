/** True when a write failed on a UNIQUE constraint (D1 and libSQL both say so in the message chain). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed/i.test(current.message)) return true;
  }
  return false;
}

/** True when a write failed on a FOREIGN KEY constraint (a row it needs, or one that needs it, changed meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/FOREIGN KEY constraint failed/i.test(current.message)) return true;
  }
  return false;
}
