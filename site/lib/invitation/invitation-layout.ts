/**
 * The invitation's layout (docs/features/gathering-invitation.md): a 1080 × 1350 picture (the portrait shape WhatsApp and Instagram show
 * whole) laid out once as a list of drawing operations, so the layout is pure and tested without a canvas, and
 * `draw-invitation.ts` only paints it. The look is the prayer card's (worker/qr/card): a frame with scooped
 * corners and diamonds, the photo in a chapel arch, EB Garamond and Open Sans, in the product's colours.
 *
 * Top: the photo, 'En memoria de', the name (up to two lines) and the dates (a line per family member).
 * Bottom: the gathering on the left (its kind, its title, the day, the hours, the place and the address) and
 * the heart QR code of the memorial's short link on the right, on white, with 'Escanea…' and the link.
 * Every text block is set at the largest size that fits its room, down to a floor; only past the floor does a
 * block lose its last words to an ellipsis (a 200-character address, say), so nothing ever leaves the frame.
 */
import type { PathCommand } from '../../../worker/qr/heart-shape';
import { archShape, diamondShape, rectShape, scoopedShape } from '../../../worker/qr/card/shapes';

export const INVITATION_WIDTH = 1080;
export const INVITATION_HEIGHT = 1350;
/** The QR code is never drawn smaller than this: at 1080 px wide it stays scannable from a phone's screen. */
export const QR_MIN_SIDE = 360;

export const INVITATION_COLOURS = {
  paper: '#fdfaf5',
  sky: '#f3e6d2',
  frame: '#7a2e4f',
  accent: '#c9a24a',
  ink: '#2e1528',
  muted: '#67585f',
  kicker: '#7d5f1a',
  white: '#ffffff',
} as const;

export type InvitationColour = keyof typeof INVITATION_COLOURS;

/** The four faces, as the prayer card uses them. */
export type InvitationFont = 'serif' | 'serifItalic' | 'serifBold' | 'sans';

/** A line's width in pixels, as the canvas measures it with the loaded face. */
export type Measure = (text: string, font: InvitationFont, size: number) => number;

export type InvitationContent = {
  /** 'En memoria de'. */
  kicker: string;
  name: string;
  /** One line for a person ('15 de marzo de 1948 – 22 de agosto de 2023'), one per member for a family. */
  dates: string[];
  /** The gathering's kind in Spanish ('Misa'), printed small above its title. */
  label: string;
  /** The gathering's own title ('Misa de novenario'); null when it would only repeat the label. */
  title: string | null;
  /** 'Sábado 14 de junio de 2025'. */
  day: string;
  /** '7:00 p. m.' or 'De 7:00 p. m. a 9:00 p. m.'. */
  hours: string;
  place: string | null;
  address: string | null;
  /** 'Escanea para visitar su memorial'. */
  scan: string;
  /** The short link as people type it, lower case. */
  link: string;
};

export type Box = { x: number; y: number; w: number; h: number };

export type LayoutOp =
  | { kind: 'fill'; shape: PathCommand[]; colour: InvitationColour }
  | { kind: 'gradient'; box: Box; from: InvitationColour; to: InvitationColour }
  | { kind: 'stroke'; shape: PathCommand[]; colour: InvitationColour; width: number }
  | {
      kind: 'text';
      text: string;
      font: InvitationFont;
      size: number;
      x: number;
      baseline: number;
      align: 'left' | 'center';
      colour: InvitationColour;
      tracking?: number;
    }
  /** The photo scaled to cover `box`, centred, seen through `clip`; without a photo, the clip in the sky's colour. */
  | { kind: 'photo'; box: Box; clip: PathCommand[] }
  /** The heart QR code, drawn to fill the square `box`. */
  | { kind: 'qr'; box: Box };

/**
 * How a block of text may be set: its face, its largest and smallest size, its line height and most lines;
 * `balance` evens its lines out (a centred name breaks 'Rosa Elvira Cárdenas / de Villamizar', not '… de / Villamizar').
 */
type BlockStyle = { font: InvitationFont; size: number; min: number; leading: number; maxLines: number; balance?: boolean };

export type SetBlock = { lines: string[]; size: number; height: number; leading: number };

/** Greedy line breaking at ordinary spaces (a no-break space holds a date together); a line holds at least one word. */
export function wrapText(text: string, width: number, measure: (line: string) => number): string[] {
  const words = text.trim().split(/ +/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The same number of lines as the greedy break, in the narrowest width that still gives that many. */
export function balancedWrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines = wrapText(text, width, measure);
  if (lines.length < 2) return lines;
  let low = 0;
  let high = width;
  while (high - low > 1) {
    const mid = (low + high) / 2;
    const trial = wrapText(text, mid, measure);
    if (trial.length <= lines.length && trial.every((line) => measure(line) <= mid)) high = mid;
    else low = mid;
  }
  return wrapText(text, high, measure);
}

/** The longest start of `text` that, with '…', fits `width`. */
function ellipsize(text: string, width: number, measure: (line: string) => number): string {
  if (measure(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/**
 * `texts` (each its own paragraph) at the largest size from `style.size` down to `style.min` whose lines all fit
 * `width` within `style.maxLines`; at the floor, the lines past the last are dropped and the last one ends in '…'.
 */
export function setBlock(texts: string[], width: number, style: BlockStyle, measure: Measure): SetBlock {
  const at = (size: number) => {
    const fit = (line: string) => measure(line, style.font, size);
    const lines = texts.flatMap((text) => (style.balance ? balancedWrap : wrapText)(text, width, fit));
    return { lines, fits: lines.length <= style.maxLines && lines.every((line) => fit(line) <= width), fit };
  };
  let size = style.size;
  let set = at(size);
  while (!set.fits && size > style.min) {
    size = Math.max(style.min, size - 2);
    set = at(size);
  }
  let lines = set.lines;
  if (!set.fits) {
    const kept = lines.slice(0, style.maxLines);
    const overflow = lines.length > style.maxLines;
    lines = kept.map((line, i) => ellipsize(overflow && i === kept.length - 1 ? `${line}…` : line, width, set.fit));
  }
  const leading = Math.round(size * style.leading);
  return { lines, size, leading, height: lines.length * leading };
}

const W = INVITATION_WIDTH;
const H = INVITATION_HEIGHT;
const CENTRE = W / 2;

/** A rectangle with rounded corners of radius r. */
function roundedShape({ x, y, w, h }: Box, r: number): PathCommand[] {
  const k = 0.5523 * r;
  const right = x + w;
  const bottom = y + h;
  return [
    { op: 'M', x: x + r, y },
    { op: 'L', x: right - r, y },
    { op: 'C', x1: right - r + k, y1: y, x2: right, y2: y + r - k, x: right, y: y + r },
    { op: 'L', x: right, y: bottom - r },
    { op: 'C', x1: right, y1: bottom - r + k, x2: right - r + k, y2: bottom, x: right - r, y: bottom },
    { op: 'L', x: x + r, y: bottom },
    { op: 'C', x1: x + r - k, y1: bottom, x2: x, y2: bottom - r + k, x, y: bottom - r },
    { op: 'L', x, y: y + r },
    { op: 'C', x1: x, y1: y + r - k, x2: x + r - k, y2: y, x: x + r, y },
    { op: 'Z' },
  ];
}

/** The frame, as the prayer card draws it: a scooped outer line, a thin inner one, diamonds top and bottom. */
function frameOps(): LayoutOp[] {
  const outer = { x: 34, y: 34, w: W - 68, h: H - 68 };
  const inner = { x: 50, y: 50, w: W - 100, h: H - 100 };
  return [
    { kind: 'stroke', shape: scoopedShape(outer, 46), colour: 'frame', width: 4 },
    { kind: 'stroke', shape: scoopedShape(inner, 32), colour: 'accent', width: 1.5 },
    { kind: 'fill', shape: diamondShape(CENTRE, outer.y, 11), colour: 'accent' },
    { kind: 'fill', shape: diamondShape(CENTRE, outer.y + outer.h, 11), colour: 'accent' },
  ];
}

/** The header's room: below the frame's top, above the rule that opens the gathering. */
const HEADER = { top: 92, bottom: 744 };
const RULE_Y = 766;
/** The gathering's column and the QR code's panel share the lower part. */
const LOWER = { top: 800, bottom: 1282 };
const COLUMN = { x: 96, w: 448 };
const PANEL = { x: 568, y: 792, side: 420 };

const NAME: BlockStyle = { font: 'serifBold', size: 64, min: 40, leading: 1.08, maxLines: 2, balance: true };
const DATES: BlockStyle = { font: 'serif', size: 32, min: 22, leading: 1.25, maxLines: 4 };
const LABEL: BlockStyle = { font: 'sans', size: 24, min: 18, leading: 1.3, maxLines: 1 };
const TITLE: BlockStyle = { font: 'serifBold', size: 48, min: 32, leading: 1.1, maxLines: 3 };
const WHEN: BlockStyle = { font: 'serif', size: 36, min: 26, leading: 1.22, maxLines: 3 };
const PLACE: BlockStyle = { font: 'serifBold', size: 32, min: 24, leading: 1.2, maxLines: 2 };
const ADDRESS: BlockStyle = { font: 'sans', size: 25, min: 19, leading: 1.35, maxLines: 3 };

function textOps(
  block: SetBlock,
  font: InvitationFont,
  x: number,
  top: number,
  align: 'left' | 'center',
  colour: InvitationColour,
  tracking?: number,
): LayoutOp[] {
  // A line's baseline sits about 0.8 of its size below the line's top.
  return block.lines.map((text, i) => ({
    kind: 'text',
    text,
    font,
    size: block.size,
    x,
    baseline: Math.round(top + i * block.leading + block.size * 0.8),
    align,
    colour,
    ...(tracking ? { tracking } : {}),
  }));
}

function headerOps(content: InvitationContent, measure: Measure): LayoutOp[] {
  const width = W - 2 * 150;
  const kicker = setBlock([content.kicker], width, { font: 'serifItalic', size: 34, min: 28, leading: 1.2, maxLines: 1 }, measure);
  const name = setBlock([content.name], W - 2 * 110, NAME, measure);
  const dates = setBlock(content.dates, width, DATES, measure);
  const gaps = { photo: 30, kicker: 6, name: 14 };
  const textHeight = kicker.height + gaps.kicker + name.height + gaps.name + dates.height;
  // The photo takes what the words leave, within a portrait's proportions.
  const room = HEADER.bottom - HEADER.top - textHeight - gaps.photo;
  const photoH = Math.max(200, Math.min(380, room));
  const photoW = Math.round(photoH * 0.8);
  // What the words and the photo leave is shared above and below them.
  const top = HEADER.top + Math.max(0, Math.round((room - photoH) / 2));
  const photoBox = { x: Math.round(CENTRE - photoW / 2), y: top, w: photoW, h: photoH };
  const ring = { x: photoBox.x - 10, y: photoBox.y - 10, w: photoBox.w + 20, h: photoBox.h + 20 };
  let y = top + photoH + gaps.photo;
  const ops: LayoutOp[] = [
    { kind: 'photo', box: photoBox, clip: archShape(photoBox) },
    { kind: 'stroke', shape: archShape(ring), colour: 'accent', width: 2 },
    ...textOps(kicker, 'serifItalic', CENTRE, y, 'center', 'muted'),
  ];
  y += kicker.height + gaps.kicker;
  ops.push(...textOps(name, 'serifBold', CENTRE, y, 'center', 'ink'));
  y += name.height + gaps.name;
  ops.push(...textOps(dates, 'serif', CENTRE, y, 'center', 'frame'));
  return ops;
}

/** The rule between the person and the gathering: two hairlines and a diamond. */
function ruleOps(): LayoutOp[] {
  return [
    { kind: 'fill', shape: rectShape({ x: CENTRE - 230, y: RULE_Y - 0.75, w: 205, h: 1.5 }), colour: 'accent' },
    { kind: 'fill', shape: rectShape({ x: CENTRE + 25, y: RULE_Y - 0.75, w: 205, h: 1.5 }), colour: 'accent' },
    { kind: 'fill', shape: diamondShape(CENTRE, RULE_Y, 9), colour: 'frame' },
  ];
}

/** The gathering's column, its blocks shrunk together until they fit the room beside the QR code. */
function gatheringOps(content: InvitationContent, measure: Measure): LayoutOp[] {
  const width = COLUMN.w;
  const room = LOWER.bottom - LOWER.top;
  for (let scale = 1; ; scale -= 0.05) {
    const style = (s: BlockStyle): BlockStyle => ({ ...s, size: Math.max(s.min, Math.round(s.size * scale)) });
    const label = setBlock([content.label.toLocaleUpperCase('es-CO')], width, style(LABEL), measure);
    const title = content.title ? setBlock([content.title], width, style(TITLE), measure) : null;
    const when = setBlock([content.day, content.hours], width, style(WHEN), measure);
    const place = content.place ? setBlock([content.place], width, style(PLACE), measure) : null;
    const address = content.address ? setBlock([content.address], width, style(ADDRESS), measure) : null;
    const gap = Math.round(22 * Math.max(scale, 0.6));
    const blocks = [label, title, when, place, address].filter((b): b is SetBlock => b !== null);
    const height = blocks.reduce((sum, b) => sum + b.height, 0) + gap * (blocks.length - 1) - (title ? Math.round(gap * 0.6) : 0);
    if (height > room && scale > 0.5) continue;
    // Centred in its room, beside the QR code's panel.
    let y = LOWER.top + Math.max(0, Math.round((PANEL.side - height) / 2));
    if (y + height > LOWER.bottom) y = LOWER.top;
    const ops: LayoutOp[] = [...textOps(label, 'sans', COLUMN.x, y, 'left', 'kicker', 0.12)];
    y += label.height + (title ? Math.round(gap * 0.4) : gap);
    if (title) {
      ops.push(...textOps(title, 'serifBold', COLUMN.x, y, 'left', 'ink'));
      y += title.height + gap;
    }
    ops.push(...textOps(when, 'serif', COLUMN.x, y, 'left', 'ink'));
    y += when.height + gap;
    if (place) {
      ops.push(...textOps(place, 'serifBold', COLUMN.x, y, 'left', 'frame'));
      y += place.height + Math.round(gap * 0.4);
    }
    if (address) ops.push(...textOps(address, 'sans', COLUMN.x, y, 'left', 'muted'));
    return ops;
  }
}

/** The QR code's white panel, the heart on it, and the two lines under it. */
function qrOps(content: InvitationContent, measure: Measure): LayoutOp[] {
  const { x, y, side } = PANEL;
  const width = side;
  const scan = setBlock([content.scan], width, { font: 'sans', size: 22, min: 16, leading: 1.3, maxLines: 1 }, measure);
  const link = setBlock([content.link], width, { font: 'sans', size: 22, min: 14, leading: 1.3, maxLines: 1 }, measure);
  const below = y + side + 14;
  return [
    { kind: 'fill', shape: roundedShape({ x, y, w: side, h: side }, 20), colour: 'white' },
    { kind: 'stroke', shape: roundedShape({ x, y, w: side, h: side }, 20), colour: 'accent', width: 1.5 },
    { kind: 'qr', box: { x: x + 4, y: y + 4, w: side - 8, h: side - 8 } },
    ...textOps(scan, 'sans', x + side / 2, below, 'center', 'muted'),
    ...textOps(link, 'sans', x + side / 2, below + scan.height, 'center', 'ink'),
  ];
}

/** The whole picture, back to front. */
export function layoutInvitation(content: InvitationContent, measure: Measure): LayoutOp[] {
  return [
    { kind: 'fill', shape: rectShape({ x: 0, y: 0, w: W, h: H }), colour: 'paper' },
    { kind: 'gradient', box: { x: 0, y: 0, w: W, h: 640 }, from: 'sky', to: 'paper' },
    ...frameOps(),
    ...headerOps(content, measure),
    ...ruleOps(),
    ...gatheringOps(content, measure),
    ...qrOps(content, measure),
  ];
}
