/**
 * The one bridge between the API's zod schemas (worker/schemas) and the forms: a schema's parse result becomes
 * the form's field errors, field → the first Spanish message the server would answer with. Type-only import:
 * this module adds nothing to a bundle; the schema a form runs decides what it loads.
 */
import type { ZodSafeParseResult } from 'zod';

/** Field name → message; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);

/**
 * `fields` maps the body's keys (the API's names, often snake_case) to the form's field names; issues on keys
 * it does not name are left out (a wizard step validates part of a body). `at` keeps only the issues under a
 * prefix of the path (one member of a list): `at: ['members', 0]`.
 */
export function fieldErrors<F extends string>(
  result: ZodSafeParseResult<unknown>,
  fields: Record<string, F>,
  at: readonly PropertyKey[] = [],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    if (!at.every((key, index) => issue.path[index] === key)) continue;
    const key = issue.path[at.length];
    const field = typeof key === 'string' ? fields[key] : undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
