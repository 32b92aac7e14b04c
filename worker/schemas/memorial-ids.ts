import { z } from 'zod';

/**
 * How a body or a query names the page it is about (a wall, its remembrance dates, a candle, a reminder): a
 * memorial's id or a family's, each trimmed, at most 64 characters, empty as none; exactly one of the two.
 */
const memorialIdField = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .max(64, invalid)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** `memorial_profile_id` and `family_profile_id`, both optional, to spread into an object schema. */
const memorialIdFields = (invalid: string) => ({
  memorial_profile_id: memorialIdField(invalid),
  family_profile_id: memorialIdField(invalid),
});

type MemorialOrFamily = { memorial_profile_id: string | null; family_profile_id: string | null };

/** True when exactly one of the two ids is given: a memorial's page or a family's, never both or neither. */
const namesExactlyOne = (value: MemorialOrFamily): boolean => (value.memorial_profile_id === null) !== (value.family_profile_id === null);

/** The two texts such a schema refuses with: an unreadable id, and neither or both given. */
export type MemorialIdMessages = { memorialIdInvalid: string; oneMemorial: string };

/**
 * An object schema of `fields` beside the two ids, refused with `oneMemorial` (on `memorial_profile_id`) unless
 * exactly one id is given.
 */
export function aboutOneMemorial<Shape extends z.ZodRawShape>(messages: MemorialIdMessages, fields: Shape) {
  return (
    z
      .object({ ...memorialIdFields(messages.memorialIdInvalid), ...fields })
      // The object holds both ids whatever `fields` adds; TypeScript cannot see it through the generic shape.
      .refine((value) => namesExactlyOne(value as MemorialOrFamily), { message: messages.oneMemorial, path: ['memorial_profile_id'] })
  );
}
