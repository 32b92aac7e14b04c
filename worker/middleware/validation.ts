import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/**
 * `zValidator` with the one hook every route shares: a failed validation answers 400 with the first
 * Spanish message from the schema and the full list of issues.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return c.json({ success: false as const, error: issues[0]?.message ?? 'Datos inválidos', issues }, 400);
    }
  });
