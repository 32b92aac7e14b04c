import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationError } from '../errors';
import { SPANISH_PARSE } from '../schemas/spanish-issues';
import { errorEnvelope } from './errors';

/**
 * `zValidator` with the one hook every route shares: a failed validation answers 400 `VALIDATION_FAILED` with
 * the first Spanish message from the schema, its `field` and the full list of issues (worker/errors.ts
 * `validationError`). Parsed with the Spanish fallback, so no zod default English text reaches an answer.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(
    target,
    schema,
    (result, c) => {
      if (!result.success) {
        const refusal = validationError(result.error);
        return c.json(errorEnvelope(refusal.message, refusal.code, refusal.details), 400);
      }
    },
    // The library types this result by a conditional on the schema that a generic Schema leaves unresolved; it is
    // exactly what zValidator itself would get from `schema.safeParseAsync(value)`.
    { validationFunction: (checked, value) => checked.safeParseAsync(value, SPANISH_PARSE) as never },
  );
