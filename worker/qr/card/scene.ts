import type { PathCommand } from '../heart-shape';
import type { CardFontName } from './fonts';
import type { Rgb } from './palettes';

/**
 * A card as a list of drawing operations in points, origin at the page's top-left, y down. The layout builds it
 * once; the PDF (the download) and the SVG (the dashboard's preview) draw the same list, so the preview shows
 * the same lines, sizes and places as the paper.
 */
export type Box = { x: number; y: number; w: number; h: number };
export type Shape = PathCommand[];

export type SceneOp =
  | { kind: 'fill'; shape: Shape; color: Rgb }
  | { kind: 'stroke'; shape: Shape; color: Rgb; width: number }
  /** One line of text, `x` its left end, `baseline` its baseline. */
  | { kind: 'text'; font: CardFontName; size: number; x: number; baseline: number; text: string; color: Rgb }
  /** The photo scaled to cover `box`, centred, seen through `clip`. */
  | { kind: 'photo'; box: Box; clip: Shape }
  | { kind: 'heart'; url: string; box: Box; color: Rgb }
  /** `ops` drawn only inside `shape`. */
  | { kind: 'clip'; shape: Shape; ops: SceneOp[] };

export type ScenePage = { ops: SceneOp[] };

export type CardPhoto = { bytes: Uint8Array; type: 'jpeg' | 'png' };

export type CardScene = {
  title: string;
  width: number;
  height: number;
  /** One page (A6) or two (the wallet card's front and back). */
  pages: ScenePage[];
  photo: CardPhoto | null;
};
