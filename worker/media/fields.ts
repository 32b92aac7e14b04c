import type { z, ZodType } from 'zod';
import { AppError } from '../errors';

/** The text fields of an upload form, by name (a repeated name keeps its first value). */
export type FormFields = Map<string, string>;

/**
 * Validates upload form fields with a zod schema. Upload bodies are streamed, so `zValidator('form')`
 * (which buffers the whole body) cannot run; this answers with the same body as the shared hook:
 * `{ success: false, error: '<first Spanish message>', issues }`.
 */
export function parseFields<S extends ZodType>(schema: S, fields: FormFields): z.output<S> {
  const result = schema.safeParse(Object.fromEntries(fields));
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new AppError(400, issues[0]?.message ?? 'Datos inválidos', { issues });
}
