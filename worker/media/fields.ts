import type { z, ZodType } from 'zod';
import { validationError } from '../errors';
import { SPANISH_PARSE } from '../schemas/spanish-issues';

/** The text fields of an upload form, by name (a repeated name keeps its first value). */
export type FormFields = Map<string, string>;

/**
 * Validates upload form fields with a zod schema. Upload bodies are streamed, so `zValidator('form')`
 * (which buffers the whole body) cannot run; this answers with the same body as the shared hook:
 * `{ success: false, error: '<first Spanish message>', code: 'VALIDATION_FAILED', field, issues }`.
 */
export function parseFields<S extends ZodType>(schema: S, fields: FormFields): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(fields), SPANISH_PARSE);
  if (result.success) return result.data;
  throw validationError(result.error);
}
