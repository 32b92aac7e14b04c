import type { z } from 'zod';

/**
 * The Spanish words for a validation issue whose schema gave none (docs/api.md, "Errors"): zod's own defaults are
 * English ('Invalid input: expected string…') and must never reach a person. Schemas still carry their own
 * messages; this only fills a gap, naming the field so the form can show it where it belongs.
 */
export const ISSUE_TEXTS = {
  shape: 'Los datos enviados no tienen la forma esperada',
  field: (name: string) => `El campo ${name} no es válido`,
} as const;

export const spanishIssueFallback: z.core.$ZodErrorMap = (issue) =>
  issue.path && issue.path.length > 0 ? ISSUE_TEXTS.field(issue.path.map(String).join('.')) : ISSUE_TEXTS.shape;

/** The parse options every input the API validates goes through: `schema.safeParse(value, SPANISH_PARSE)`. */
export const SPANISH_PARSE = { error: spanishIssueFallback } as const;
