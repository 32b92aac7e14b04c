import type { CardSize } from '../../schemas/prayer-card-texts';
import { type CardFontName, cardFonts } from './fonts';
import { type CardPalette, mix, type Rgb } from './palettes';
import type { Box, CardPhoto, CardScene, SceneOp, ScenePage } from './scene';
import { archShape, diamondShape, rectShape, ruleShape, scoopedShape } from './shapes';
import { balanced, type Line, sizesWithin, type TypeRange, wrapAnything, wrapPieces, wrapWords } from './text-fit';

export const SCAN_TEXT = 'Escanea para visitar su memorial';

const MM = 72 / 25.4;
export const mm = (value: number) => value * MM;

/** Thrown when the chosen text does not fit whole at the smallest size allowed: it is never cut. */
export class CardTextOverflow extends Error {
  constructor() {
    super('The chosen text does not fit the card');
    this.name = 'CardTextOverflow';
  }
}

/** What the layout needs, every string already reduced to what the fonts can draw. */
export type CardLayoutInput = {
  size: CardSize;
  palette: CardPalette;
  name: string;
  /** Pieces of the dates line: kept on one line joined by `dateJoiner` when they fit, else one per line. */
  datePieces: string[];
  dateJoiner: string;
  /** The chosen text, paragraphs separated by '\n'. */
  text: string;
  source: string | null;
  photo: CardPhoto | null;
  /** What the QR code encodes (upper case) and the address printed under it (lower case, without https://). */
  qrUrl: string;
  printedUrl: string;
};

type Block = { lines: Line[]; font: CardFontName; size: number; leading: number; color: Rgb };

const blockHeight = (b: Block) => b.lines.length * b.size * b.leading;

/** Text lines centred in [x, x + w] from `top` down; the baseline sits so capitals are centred in each line. */
function drawBlock(ops: SceneOp[], block: Block, x: number, w: number, top: number): number {
  const { font } = cardFonts()[block.font];
  const lineHeight = block.size * block.leading;
  const cap = ((font.capHeight || font.ascent * 0.7) / font.unitsPerEm) * block.size;
  block.lines.forEach((line, i) => {
    const baseline = top + i * lineHeight + lineHeight / 2 + cap / 2;
    ops.push({
      kind: 'text',
      font: block.font,
      size: block.size,
      x: x + (w - line.width) / 2,
      baseline,
      text: line.text,
      color: block.color,
    });
  });
  return top + blockHeight(block);
}

/**
 * The largest size at which `text` breaks between words into at most `maxLines` balanced lines, preferring two
 * lines a little smaller (down to 80%) to three at the largest size; at the smallest size, anything.
 */
function fitLines(text: string, font: CardFontName, range: TypeRange, width: number, maxLines: number): { lines: Line[]; size: number } {
  const f = cardFonts()[font];
  const attempt = (limit: number, within: TypeRange) => {
    for (const size of sizesWithin(within)) {
      const lines = balanced((w) => wrapWords(text, f, size, w), width);
      if (lines && lines.length <= limit) return { lines, size };
    }
    return null;
  };
  const twoLines = maxLines > 2 ? attempt(2, { max: range.max, min: Math.max(range.min, range.max * 0.8) }) : null;
  return twoLines ?? attempt(maxLines, range) ?? { lines: wrapAnything(text, f, range.min, width), size: range.min };
}

function fitPieces(
  pieces: string[],
  joiner: string,
  font: CardFontName,
  range: TypeRange,
  width: number,
  maxLines: number,
): { lines: Line[]; size: number } {
  const f = cardFonts()[font];
  for (const size of sizesWithin(range)) {
    const lines = wrapPieces(pieces, joiner, f, size, width);
    if (lines.length <= maxLines) return { lines, size };
  }
  return { lines: wrapPieces(pieces, joiner, f, range.min, width), size: range.min };
}

const TEXT_LEADING = 1.3;

/**
 * The chosen text (and its source line) at the largest size that fits `box` whole, lines broken only between
 * words; CardTextOverflow when even the smallest size does not.
 */
function fitChosenText(input: CardLayoutInput, box: Box, range: TypeRange): Block[] {
  const fonts = cardFonts();
  for (const size of sizesWithin(range)) {
    const lines: Line[] = [];
    let fits = true;
    for (const paragraph of input.text.split('\n')) {
      const wrapped = balanced((w) => wrapWords(paragraph, fonts.serifItalic, size, w), box.w);
      if (!wrapped) {
        fits = false;
        break;
      }
      lines.push(...wrapped);
    }
    if (!fits) continue;
    const blocks: Block[] = [{ lines, font: 'serifItalic', size, leading: TEXT_LEADING, color: input.palette.ink }];
    if (input.source) {
      const sourceSize = Math.max(size * 0.82, 5.5);
      const sourceLines = wrapWords(input.source, fonts.serif, sourceSize, box.w);
      if (!sourceLines) continue;
      blocks.push({ lines: sourceLines, font: 'serif', size: sourceSize, leading: 1.6, color: input.palette.frame });
    }
    if (blocks.reduce((sum, b) => sum + blockHeight(b), 0) <= box.h) return blocks;
  }
  throw new CardTextOverflow();
}

function drawBlocksCentred(ops: SceneOp[], blocks: Block[], box: Box) {
  const height = blocks.reduce((sum, b) => sum + blockHeight(b), 0);
  let top = box.y + Math.max(0, (box.h - height) / 2);
  for (const block of blocks) top = drawBlock(ops, block, box.x, box.w, top);
}

type FrameSpec = { outer: number; inner: number; scoop: number; outerWidth: number; innerWidth: number; corner: number };

/** Paper, the design's sky fading down to `skyTo`, a frame line, a thin inner line with scooped corners and diamonds on the corners. */
function background(ops: SceneOp[], width: number, height: number, palette: CardPalette, frame: FrameSpec, skyTo: number | null) {
  ops.push({ kind: 'fill', shape: rectShape({ x: 0, y: 0, w: width, h: height }), color: palette.paper });
  const inner = { x: frame.inner, y: frame.inner, w: width - 2 * frame.inner, h: height - 2 * frame.inner };
  const innerShape = scoopedShape(inner, frame.scoop);
  if (skyTo !== null) {
    // A gradient as stacked bands: one path per band draws the same in a PDF viewer and in a browser.
    const steps = 36;
    const band = (skyTo - inner.y) / steps;
    const sky: SceneOp[] = [];
    for (let i = 0; i < steps; i++) {
      const t = (i + 0.5) / steps;
      sky.push({
        kind: 'fill',
        shape: rectShape({ x: inner.x, y: inner.y + i * band, w: inner.w, h: band + 0.6 }),
        color: mix(palette.sky, palette.paper, t ** 1.4),
      });
    }
    ops.push({ kind: 'clip', shape: innerShape, ops: sky });
  }
  const o = frame.outer;
  ops.push({
    kind: 'stroke',
    shape: rectShape({ x: o, y: o, w: width - 2 * o, h: height - 2 * o }),
    color: palette.frame,
    width: frame.outerWidth,
  });
  ops.push({ kind: 'stroke', shape: innerShape, color: palette.accent, width: frame.innerWidth });
  for (const [cx, cy] of [
    [o, o],
    [width - o, o],
    [o, height - o],
    [width - o, height - o],
  ] as const) {
    ops.push({ kind: 'fill', shape: diamondShape(cx, cy, frame.corner), color: palette.frame });
  }
}

function photoOps(ops: SceneOp[], box: Box, palette: CardPalette, ring: number) {
  ops.push({ kind: 'photo', box, clip: archShape(box) });
  ops.push({ kind: 'stroke', shape: archShape(box), color: palette.frame, width: 0.8 });
  const outer = { x: box.x - ring, y: box.y - ring, w: box.w + 2 * ring, h: box.h + 2 * ring };
  ops.push({ kind: 'stroke', shape: archShape(outer), color: palette.accent, width: 0.45 });
}

/** A short rule, a diamond, a short rule: the pause between the name and the words. */
function dividerOps(ops: SceneOp[], cx: number, y: number, half: number, color: Rgb) {
  const gap = mm(2);
  ops.push({ kind: 'fill', shape: ruleShape(cx - half, cx - gap, y, 0.5), color });
  ops.push({ kind: 'fill', shape: diamondShape(cx, y, mm(0.9)), color });
  ops.push({ kind: 'fill', shape: ruleShape(cx + gap, cx + half, y, 0.5), color });
}

type QrSpec = { side: number; captionSize: number; urlSize: number };

function captionBlocks(input: CardLayoutInput, spec: QrSpec, width: number): Block[] {
  const fonts = cardFonts();
  return [
    {
      lines: balanced((w) => wrapWords(SCAN_TEXT, fonts.sans, spec.captionSize, w), width) ?? [],
      font: 'sans',
      size: spec.captionSize,
      leading: 1.2,
      color: input.palette.ink,
    },
    {
      ...fitLines(input.printedUrl, 'sans', { max: spec.urlSize, min: spec.urlSize * 0.7 }, width, 1),
      font: 'sans',
      leading: 1.5,
      color: input.palette.frame,
    },
  ];
}

type NameAndDates = { name: Block; dates: Block | null; height: number };

/** Name, dates and the divider, stacked from `top` inside [x, x + w]. */
function drawNameAndDates(ops: SceneOp[], blocks: NameAndDates, palette: CardPalette, x: number, w: number, top: number) {
  let y = drawBlock(ops, blocks.name, x, w, top);
  if (blocks.dates) y = drawBlock(ops, blocks.dates, x, w, y + DATES_GAP);
  dividerOps(ops, x + w / 2, y + DIVIDER_GAP, Math.min(mm(14), w / 2), palette.accent);
}

const DATES_GAP = mm(0.8);
const DIVIDER_GAP = mm(2.6);
const DIVIDER_SPACE = DIVIDER_GAP + mm(1);

function nameAndDatesBlocks(
  input: CardLayoutInput,
  w: number,
  ranges: { name: TypeRange; dates: TypeRange; nameLines: number },
): NameAndDates {
  const name = fitLines(input.name, 'serifBold', ranges.name, w, ranges.nameLines);
  const nameBlock: Block = { ...name, font: 'serifBold', leading: 1.12, color: input.palette.ink };
  const dates = input.datePieces.length ? fitPieces(input.datePieces, input.dateJoiner, 'serif', ranges.dates, w, 3) : null;
  const datesBlock: Block | null = dates ? { ...dates, font: 'serif', leading: 1.3, color: input.palette.frame } : null;
  return {
    name: nameBlock,
    dates: datesBlock,
    height: blockHeight(nameBlock) + (datesBlock ? DATES_GAP + blockHeight(datesBlock) : 0) + DIVIDER_SPACE,
  };
}

/**
 * A6, portrait, one page: photo, name, dates, the text, and the QR code with its caption at the foot. Under a
 * photo the name follows it and the text sits in the middle of what is left; without one, name and text stand
 * together in the middle of the card.
 */
function a6(input: CardLayoutInput): ScenePage[] {
  const width = mm(105);
  const height = mm(148);
  const ops: SceneOp[] = [];
  const photo = input.photo ? { x: (width - mm(34)) / 2, y: mm(12), w: mm(34), h: mm(44) } : null;
  background(
    ops,
    width,
    height,
    input.palette,
    { outer: mm(4), inner: mm(5.6), scoop: mm(4), outerWidth: 1.2, innerWidth: 0.5, corner: mm(1.3) },
    photo ? photo.y + photo.h * 0.6 : mm(48),
  );
  if (photo) photoOps(ops, photo, input.palette, mm(1.4));

  const qr: QrSpec = { side: mm(26), captionSize: 8, urlSize: 6.5 };
  const qrTop = height - mm(10) - qr.side;
  const captionWidth = mm(38);
  const caption = captionBlocks(input, qr, captionWidth);
  const usedCaption = Math.max(...caption.flatMap((b) => b.lines.map((l) => l.width)));
  const groupWidth = qr.side + mm(3.5) + usedCaption;
  const qrX = (width - groupWidth) / 2;
  ops.push({ kind: 'heart', url: input.qrUrl, box: { x: qrX, y: qrTop, w: qr.side, h: qr.side }, color: input.palette.ink });
  const captionHeight = caption.reduce((sum, b) => sum + blockHeight(b), 0);
  drawLeftBlocks(ops, caption, qrX + qr.side + mm(3.5), qrTop + (qr.side - captionHeight) / 2);

  const content = { x: mm(10), w: width - mm(20) };
  const areaTop = photo ? photo.y + photo.h + mm(4.5) : mm(12);
  const areaBottom = qrTop - mm(4);
  const heading = nameAndDatesBlocks(input, content.w, { name: { max: 17, min: 11 }, dates: { max: 9.5, min: 7 }, nameLines: 2 });
  const gap = mm(3);
  const textBox = { x: content.x, y: areaTop + heading.height + gap, w: content.w, h: areaBottom - areaTop - heading.height - gap };
  const text = fitChosenText(input, textBox, { max: 13, min: 7.5 });
  if (photo) {
    drawNameAndDates(ops, heading, input.palette, content.x, content.w, areaTop);
    drawBlocksCentred(ops, text, textBox);
  } else {
    const group = heading.height + gap + text.reduce((sum, b) => sum + blockHeight(b), 0);
    const top = areaTop + (areaBottom - areaTop - group) / 2;
    drawNameAndDates(ops, heading, input.palette, content.x, content.w, top);
    drawBlocksCentred(ops, text, { ...textBox, y: top + heading.height + gap, h: group - heading.height - gap });
  }
  return [{ ops }];
}

/** Left-aligned lines from (x, top): the caption beside the A6 card's QR code. */
function drawLeftBlocks(ops: SceneOp[], blocks: Block[], x: number, top: number) {
  let y = top;
  for (const block of blocks) {
    const { font } = cardFonts()[block.font];
    const lineHeight = block.size * block.leading;
    const cap = ((font.capHeight || font.ascent * 0.7) / font.unitsPerEm) * block.size;
    block.lines.forEach((line, i) => {
      ops.push({
        kind: 'text',
        font: block.font,
        size: block.size,
        x,
        baseline: y + i * lineHeight + lineHeight / 2 + cap / 2,
        text: line.text,
        color: block.color,
      });
    });
    y += blockHeight(block);
  }
}

/**
 * Wallet size, landscape, front and back like the cards handed out at a novena: the photo, the name and the
 * dates in front; the text and the QR code with its caption behind.
 */
function wallet(input: CardLayoutInput): ScenePage[] {
  const width = mm(85);
  const height = mm(55);
  const frame = { outer: mm(2.8), inner: mm(4), scoop: mm(2.6), outerWidth: 0.9, innerWidth: 0.4, corner: mm(0.9) };

  const front: SceneOp[] = [];
  const photo = input.photo ? { x: mm(9), y: (height - mm(33)) / 2, w: mm(23), h: mm(33) } : null;
  background(front, width, height, input.palette, frame, mm(32));
  if (photo) photoOps(front, photo, input.palette, mm(1));
  const columnX = photo ? photo.x + photo.w + mm(4.5) : mm(9);
  const columnW = width - mm(8.5) - columnX;
  const heading = nameAndDatesBlocks(input, columnW, { name: { max: 14, min: 8 }, dates: { max: 7.5, min: 5.5 }, nameLines: 3 });
  drawNameAndDates(front, heading, input.palette, columnX, columnW, Math.max(mm(7), (height - heading.height) / 2));

  const back: SceneOp[] = [];
  background(back, width, height, input.palette, frame, null);
  const qr: QrSpec = { side: mm(22), captionSize: 5.6, urlSize: 5 };
  const column = { x: width - mm(8) - mm(26), w: mm(26) };
  const caption = captionBlocks(input, qr, column.w);
  const captionHeight = caption.reduce((sum, b) => sum + blockHeight(b), 0);
  const groupTop = (height - (qr.side + mm(1.2) + captionHeight)) / 2;
  back.push({
    kind: 'heart',
    url: input.qrUrl,
    box: { x: column.x + (column.w - qr.side) / 2, y: groupTop, w: qr.side, h: qr.side },
    color: input.palette.ink,
  });
  let y = groupTop + qr.side + mm(1.2);
  for (const block of caption) y = drawBlock(back, block, column.x, column.w, y);
  back.push({
    kind: 'fill',
    shape: rectShape({ x: column.x - mm(2.6), y: mm(12), w: 0.5, h: height - mm(24) }),
    color: input.palette.accent,
  });
  const textBox = { x: mm(8), y: mm(7.5), w: column.x - mm(5) - mm(8), h: height - mm(15) };
  drawBlocksCentred(back, fitChosenText(input, textBox, { max: 10, min: 6.5 }), textBox);

  return [{ ops: front }, { ops: back }];
}

export function cardScene(input: CardLayoutInput): CardScene {
  const pages = input.size === 'a6' ? a6(input) : wallet(input);
  const [width, height] = input.size === 'a6' ? [mm(105), mm(148)] : [mm(85), mm(55)];
  return { title: `Recordatorio ${input.name}`.trim(), width, height, pages, photo: input.photo };
}
