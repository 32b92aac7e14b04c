/** True when a write failed on a UNIQUE constraint (D1 and libSQL both say so in the message chain). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed/i.test(current.message)) return true;
  }
  return false;
}
