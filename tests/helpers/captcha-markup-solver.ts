import { CAPTCHA_ALPHABET, GLYPHS, type CaptchaChar, type Stroke } from '../../worker/captcha/glyphs';

/**
 * An attacker's solver that reads a captcha from its markup's structure alone, written against the vector
 * captcha this product used to send: every character's strokes shared one colour, only character strokes
 * ended in `L`, and a stroke's segment count depended only on its glyph. It groups the paths by colour, keeps
 * the ones ending in `L`, orders the groups left to right and matches each group's segment counts against
 * every glyph's. Returns null when the markup offers nothing to read.
 */
const segmentsOf = (stroke: Stroke, step = 1.6) => {
  let points = 1;
  for (let i = 1; i < stroke.length; i++) {
    const [x0, y0] = stroke[i - 1]!;
    const [x1, y1] = stroke[i]!;
    points += Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
  }
  return points;
};

const signature = (counts: number[]) => [...counts].sort((a, b) => a - b).join(',');

const GLYPH_SIGNATURES = new Map(
  CAPTCHA_ALPHABET.split('').map((char) => [signature(GLYPHS[char as CaptchaChar].map((stroke) => segmentsOf(stroke))), char]),
);

export function solveFromMarkup(markup: string): string | null {
  const groups = new Map<string, { counts: number[]; minX: number }>();
  for (const [, d, colour] of markup.matchAll(/<path d="([^"]+)" stroke="([^"]+)"/g)) {
    if (!d!.trimEnd().match(/L [-\d.]+ [-\d.]+$/)) continue;
    const points = (d!.match(/[MQL]/g) ?? []).length;
    const x = Number(d!.split(' ')[1]);
    const group = groups.get(colour!) ?? { counts: [], minX: Infinity };
    group.counts.push(points);
    group.minX = Math.min(group.minX, x);
    groups.set(colour!, group);
  }
  if (groups.size === 0) return null;
  const code = [...groups.values()]
    .sort((a, b) => a.minX - b.minX)
    .map((group) => GLYPH_SIGNATURES.get(signature(group.counts)) ?? '?')
    .join('');
  return code.includes('?') ? null : code;
}
