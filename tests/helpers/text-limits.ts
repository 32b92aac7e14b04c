import type { ZodType } from 'zod';

/**
 * Test cases for every free-text field of a request schema, generated from the zod schema itself (zod 4's
 * introspection: `_zod.def` and a string's `maxLength`), so a field added to a schema is covered without
 * anyone listing it: the longest text the field allows in Colombian Spanish, one character more, a control
 * character and a line break. What the schema does with each one (its output, or its first issue) is what the
 * endpoint must do.
 */

export type FieldPath = (string | number)[];
export type TextField = { path: FieldPath; max: number };

/** Names, accents, ñ, an apostrophe, a hyphen, a compound surname and a 4-byte emoji (with its variation selector). */
const RICH_CYCLE = "María de los Ángeles Ñáñez-O'Connor Rodríguez 🕯️ ";
/** For fields that take letters and spaces only (a payer's name as the bank prints it). */
const LETTERS_CYCLE = 'María de los Ángeles Ñáñez Rodríguez Güiza ';

/**
 * Exactly `length` characters of the cycle as zod 4.6 counts them: Unicode code points (its max check measures
 * code points, so the emoji counts 2: the candle and its variation selector). The end is never a space (schemas
 * trim) nor a cut emoji: a letter takes its place.
 */
export function spanishText(length: number, cycle = RICH_CYCLE): string {
  const points = Array.from(cycle.repeat(Math.ceil(length / Array.from(cycle).length) + 1)).slice(0, length);
  if (/[\s\ufe0f]|\p{Extended_Pictographic}/u.test(points.at(-1) ?? '')) points[points.length - 1] = 'a';
  return points.join('');
}

type Def = {
  type: string;
  innerType?: ZodType;
  in?: ZodType;
  out?: ZodType;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  valueType?: ZodType;
  options?: ZodType[];
  left?: ZodType;
  right?: ZodType;
};
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const STRUCTURES = new Set(['object', 'array', 'record']);

/** The object, array or record a schema is, under its wrappers and pipes (a z.preprocess is a pipe into one). */
function structureOf(schema: ZodType): ZodType | null {
  const def = defOf(schema);
  if (STRUCTURES.has(def.type)) return schema;
  if (WRAPPERS.has(def.type)) return structureOf(def.innerType!);
  if (def.type === 'pipe') return structureOf(def.out!) ?? structureOf(def.in!);
  return null;
}

/** Every z.string() in a field's chain (pipes, wrappers), or none when the field is no plain text (a union, an enum). */
function stringsOf(schema: ZodType): ZodType[] {
  const def = defOf(schema);
  if (def.type === 'string') return [schema];
  if (WRAPPERS.has(def.type)) return stringsOf(def.innerType!);
  if (def.type === 'pipe') return [...stringsOf(def.in!), ...stringsOf(def.out!)];
  return [];
}

/**
 * The text fields of `schema` present in shape (objects, records and arrays are walked into through the first
 * entry `sample` holds: a list the sample leaves empty has no element to vary). `max` is the smallest
 * `maxLength` along the field's chain, or Infinity when no z.string() states one.
 */
export function textFieldsOf(schema: ZodType, sample: unknown, path: FieldPath = []): TextField[] {
  const structure = structureOf(schema);
  if (structure) {
    const def = defOf(structure);
    if (def.type === 'object') {
      const value = (sample ?? {}) as Record<string, unknown>;
      return Object.entries(def.shape!).flatMap(([key, field]) => textFieldsOf(field, value[key], [...path, key]));
    }
    if (def.type === 'array') return Array.isArray(sample) && sample.length > 0 ? textFieldsOf(def.element!, sample[0], [...path, 0]) : [];
    if (def.type === 'record') {
      const [key] = Object.keys((sample ?? {}) as object);
      return key === undefined ? [] : textFieldsOf(def.valueType!, (sample as Record<string, unknown>)[key], [...path, key]);
    }
  }
  const strings = stringsOf(schema);
  if (strings.length === 0) return [];
  const maxima = strings
    .map((string) => (string as unknown as { maxLength: number | null }).maxLength)
    .filter((max): max is number => typeof max === 'number');
  return [{ path, max: maxima.length ? Math.min(...maxima) : Infinity }];
}

export const getAt = (value: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(
    (node, key) => (node === null || node === undefined ? undefined : (node as Record<string | number, unknown>)[key]),
    value,
  );

/** A deep copy of `body` with `value` at `path`. */
export function setAt<T>(body: T, path: FieldPath, value: unknown): T {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  path.slice(0, -1).forEach((key, index) => {
    node[key] ??= typeof path[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
  return copy as T;
}

export type Verdict = { ok: true; value: unknown } | { ok: false; message: string; path: string };

/** What the schema makes of `body`: the field's value after its own trimming and cleaning, or its first issue. */
export function verdictOf(schema: ZodType, body: unknown, path: FieldPath): Verdict {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: getAt(result.data, path) };
  const [issue] = result.error.issues;
  return { ok: false, message: issue!.message, path: issue!.path.join('.') };
}

export type TextCase = {
  /** 'profile_name at 100 characters', 'members.0.name with a line break'. */
  title: string;
  path: FieldPath;
  body: unknown;
  verdict: Verdict;
  /** The case's own promise, independent of the schema: true, false, or undefined when only the schema says. */
  mustAccept?: boolean;
};

/** Fields whose text has a format or names something stored (ids, addresses, dates, captcha answers): not free text. */
const NOT_FREE_TEXT = /(^|_)(id|ids|url|date|email|phone|password|token|captcha_input|payment_method|payment_reference)$/;

/** The longest text the schema takes in the field, when no maxLength states it (a regular expression's bound). */
function probedMax(schema: ZodType, base: unknown, path: FieldPath, cycle: string): number {
  let low = 1;
  let high = 20_000;
  if (!schema.safeParse(setAt(base, path, spanishText(low, cycle))).success) return 0;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (schema.safeParse(setAt(base, path, spanishText(middle, cycle))).success) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The cases for every free-text field of `schema`, varied one at a time in `base` (a valid body). A field that
 * refuses plain Spanish text of any length has a format of its own (a department from the list, a tracking
 * number) and is left to its own tests.
 */
export function textCases(schema: ZodType, base: unknown, options: { skip?: string[] } = {}): TextCase[] {
  if (!schema.safeParse(base).success)
    throw new Error(`The base body does not pass its schema: ${JSON.stringify(schema.safeParse(base).error?.issues)}`);
  const cases: TextCase[] = [];
  for (const field of textFieldsOf(schema, base)) {
    const name = field.path.join('.');
    const key = String(field.path.filter((part) => typeof part === 'string').at(-1));
    if (NOT_FREE_TEXT.test(key) || options.skip?.includes(name)) continue;

    // Rich text first; a field that takes letters and spaces only (a payer's name) gets letters.
    const fits = (cycle: string, max: number) => max > 0 && schema.safeParse(setAt(base, field.path, spanishText(max, cycle))).success;
    const alphabets = [RICH_CYCLE, LETTERS_CYCLE].map((cycle) => ({
      cycle,
      max: Number.isFinite(field.max) ? field.max : probedMax(schema, base, field.path, cycle),
    }));
    const chosen = alphabets.filter((option) => fits(option.cycle, option.max)).sort((a, b) => b.max - a.max)[0];
    if (!chosen) continue;
    const { cycle, max } = chosen;
    const vary = (title: string, value: string, mustAccept?: boolean) => {
      const body = setAt(base, field.path, value);
      cases.push({ title: `${name} ${title}`, path: field.path, body, verdict: verdictOf(schema, body, field.path), mustAccept });
    };
    vary(`at ${max} characters`, spanishText(max, cycle), true);
    vary(`at ${max + 1} characters`, spanishText(max + 1, cycle), false);
    const short = spanishText(Math.min(max, 24), cycle);
    const cut = Math.max(1, Math.floor(short.length / 2));
    const withControl = (control: string) =>
      short.length > 2 ? `${short.slice(0, cut)}${control}${short.slice(cut + 1)}` : `a${control}a`;
    vary('with a NUL character', withControl('\u0000'), false);
    vary('with a line break', withControl('\r\n'));
    if (cycle === RICH_CYCLE) vary('with a tab', withControl('\t'));
  }
  return cases;
}
