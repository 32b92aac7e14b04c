import {
  appendBezierCurve,
  closePath,
  fill,
  lineTo,
  moveTo,
  PDFDocument,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingGrayscaleColor,
  setFillingRgbColor,
} from 'pdf-lib';
import { squareFrame } from './frame';
import { heartModel } from './heart';

/** 60 mm in PDF points (1 pt = 1/72 in). */
export const PLAQUE_PT = (60 / 25.4) * 72;

/**
 * Draws the heart QR code of `url` into `page`, all vector, in the square whose lower-left corner is
 * (x, y) and whose side is `size` points: the module runs as `re` rectangles filled together, then the
 * outline ring as one path filled even-odd. Same geometry and margin as the SVG. Black unless `color`
 * (RGB, 0–1) says otherwise: the prayer card prints it in its design's darkest colour.
 */
export function drawHeart(
  page: PDFPage,
  url: string,
  { x, y, size }: { x: number; y: number; size: number },
  color?: readonly [number, number, number],
): void {
  const model = heartModel(url);
  const frame = squareFrame(model);
  const k = size / frame.side;
  const px = (mx: number) => (mx - frame.x) * k + x;
  const py = (my: number) => y + size - (my - frame.y) * k;
  const ops: PDFOperator[] = [pushGraphicsState(), color ? setFillingRgbColor(...color) : setFillingGrayscaleColor(0)];
  for (const r of model.runs) ops.push(rectangle(px(r.x), py(r.y + 1), r.w * k, k));
  ops.push(fill());
  for (const p of model.outline) {
    if (p.op === 'M') ops.push(moveTo(px(p.x), py(p.y)));
    else if (p.op === 'L') ops.push(lineTo(px(p.x), py(p.y)));
    else if (p.op === 'C') ops.push(appendBezierCurve(px(p.x1), py(p.y1), px(p.x2), py(p.y2), px(p.x), py(p.y)));
    else ops.push(closePath());
  }
  ops.push(PDFOperator.of(PDFOperatorNames.FillEvenOdd), popGraphicsState());
  page.pushOperators(...ops);
}

/** The heart QR code on one 60 × 60 mm PDF page. */
export async function heartPdf(url: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Código QR ${url}`);
  doc.setCreator('Recuerdos Eternos');
  const page = doc.addPage([PLAQUE_PT, PLAQUE_PT]);
  drawHeart(page, url, { x: 0, y: 0, size: PLAQUE_PT });
  return doc.save();
}
