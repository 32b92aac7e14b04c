import { inspect } from 'node:util';
import { expect, it } from 'vitest';

/** The argument list without its last parameter when that one is optional. */
type WithoutOptionalLast<Args extends unknown[]> = Args extends [...unknown[], unknown]
  ? Args
  : Args extends [...infer Leading, (infer _Optional)?]
    ? Leading
    : Args;

/** The argument lists a call may be given: all of them, or without its last one or two optional parameters. */
type ArgumentLists<Args extends unknown[]> = Args | WithoutOptionalLast<Args> | WithoutOptionalLast<WithoutOptionalLast<Args>>;

/**
 * A table-driven check of a pure function: each case is the arguments followed by the answer expected for them,
 * `[...args, answer]`. Answers are compared with `toEqual`, which is `toBe` for strings, numbers, booleans, `null`
 * and `undefined`, and compares an object by its content. A failure names the call, e.g. `formatDate('sin fecha')`.
 */
export function expectAnswers<Args extends unknown[], Answer>(
  answer: (...args: Args) => Answer,
  cases: ReadonlyArray<NoInfer<readonly [...ArgumentLists<Args>, Answer]>>,
): void {
  for (const row of cases) {
    const args = row.slice(0, -1) as unknown as Args;
    const call = `${answer.name}(${args.map((arg) => inspect(arg)).join(', ')})`;
    expect(answer(...args), call).toEqual(row.at(-1));
  }
}

/** A test that is one table: `it(title, () => expectAnswers(answer, cases))`. */
export function itAnswers<Args extends unknown[], Answer>(
  title: string,
  answer: (...args: Args) => Answer,
  cases: ReadonlyArray<NoInfer<readonly [...ArgumentLists<Args>, Answer]>>,
): void {
  it(title, () => expectAnswers(answer, cases));
}
