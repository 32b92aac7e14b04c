import { squareFrame } from '../frame';
import { heartModel } from '../heart';
import { pathData } from '../svg';
import { CARD_FONT_NAMES, cardFonts } from './fonts';
import type { Rgb } from './palettes';
import type { CardScene, SceneOp } from './scene';

/** Points between the wallet card's two sides in the preview. */
export const SIDE_GAP = 12;

const num = (value: number) => String(Math.round(value * 100) / 100);
const color = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Each glyph the card uses, once, as a path in font units (y up); lines of text are `<use>`s of them. */
class Glyphs {
  readonly defs = new Map<string, string>();

  line(op: Extract<SceneOp, { kind: 'text' }>): string {
    const { font } = cardFonts()[op.font];
    const scale = op.size / font.unitsPerEm;
    const fontIndex = CARD_FONT_NAMES.indexOf(op.font);
    let advance = 0;
    const uses: string[] = [];
    for (const glyph of font.layout(op.text).glyphs) {
      const id = `f${fontIndex}g${glyph.id}`;
      const d = this.defs.has(id) ? null : glyph.path.toSVG();
      if (d !== null) this.defs.set(id, d);
      if (this.defs.get(id)) uses.push(`<use href="#${id}" x="${advance}"/>`);
      advance += glyph.advanceWidth;
    }
    return `<g fill="${color(op.color)}" transform="translate(${num(op.x)} ${num(op.baseline)}) scale(${scale} ${-scale})">${uses.join('')}</g>`;
  }
}

type Context = { glyphs: Glyphs; clips: string[]; photo: string | null };

function clipId(ctx: Context, d: string): string {
  ctx.clips.push(`<clipPath id="c${ctx.clips.length}"><path d="${d}"/></clipPath>`);
  return `c${ctx.clips.length - 1}`;
}

function heart(op: Extract<SceneOp, { kind: 'heart' }>): string {
  const model = heartModel(op.url);
  const frame = squareFrame(model);
  const k = op.box.w / frame.side;
  const rects = model.runs.map((r) => `M${r.x} ${r.y}h${r.w}v1h${-r.w}Z`).join('');
  return (
    `<g fill="${color(op.color)}" transform="translate(${num(op.box.x - frame.x * k)} ${num(op.box.y - frame.y * k)}) scale(${k})">` +
    `<path d="${rects}"/><path fill-rule="evenodd" d="${pathData(model.outline)}"/></g>`
  );
}

function draw(ctx: Context, op: SceneOp): string {
  switch (op.kind) {
    case 'fill':
      return `<path fill="${color(op.color)}" d="${pathData(op.shape)}"/>`;
    case 'stroke':
      return `<path fill="none" stroke="${color(op.color)}" stroke-width="${num(op.width)}" d="${pathData(op.shape)}"/>`;
    case 'text':
      return ctx.glyphs.line(op);
    case 'photo':
      if (!ctx.photo) return '';
      return (
        `<image href="${ctx.photo}" x="${num(op.box.x)}" y="${num(op.box.y)}" width="${num(op.box.w)}" height="${num(op.box.h)}" ` +
        `preserveAspectRatio="xMidYMid slice" clip-path="url(#${clipId(ctx, pathData(op.clip))})"/>`
      );
    case 'heart':
      return heart(op);
    case 'clip':
      return `<g clip-path="url(#${clipId(ctx, pathData(op.shape))})">${op.ops.map((child) => draw(ctx, child)).join('')}</g>`;
  }
}

/**
 * The card as one SVG for the dashboard's preview, drawn from the same scene as the PDF: text as the embedded
 * fonts' own glyph outlines (no font to load, and no person's words as markup), the photo inline, so it shows
 * as a plain <img>. The wallet card's two sides stand one above the other.
 */
export function sceneSvg(scene: CardScene): string {
  const mime = scene.photo?.type === 'png' ? 'image/png' : 'image/jpeg';
  const ctx: Context = { glyphs: new Glyphs(), clips: [], photo: scene.photo ? `data:${mime};base64,${base64(scene.photo.bytes)}` : null };
  const pages = scene.pages.map((page, i) => {
    const top = i * (scene.height + SIDE_GAP);
    return `<g transform="translate(0 ${num(top)})">${page.ops.map((op) => draw(ctx, op)).join('')}</g>`;
  });
  const totalHeight = scene.pages.length * scene.height + (scene.pages.length - 1) * SIDE_GAP;
  const defs = [...ctx.glyphs.defs].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join('') + ctx.clips.join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(scene.width)} ${num(totalHeight)}" width="${num(scene.width)}pt" height="${num(totalHeight)}pt">` +
    `<defs>${defs}</defs>${pages.join('')}</svg>`
  );
}
