import {
  appendBezierCurve,
  clip,
  closePath,
  endPath,
  fill,
  lineTo,
  moveTo,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from 'pdf-lib';
import { drawHeart } from '../pdf';
import { type CardFontName, cardFonts, sharedFontkit } from './fonts';
import type { CardPhoto, CardScene, SceneOp, Shape } from './scene';

/** The scene's path in PDF space (origin bottom-left, y up). */
function pathOperators(shape: Shape, height: number): PDFOperator[] {
  const y = (value: number) => height - value;
  return shape.map((c) => {
    if (c.op === 'M') return moveTo(c.x, y(c.y));
    if (c.op === 'L') return lineTo(c.x, y(c.y));
    if (c.op === 'C') return appendBezierCurve(c.x1, y(c.y1), c.x2, y(c.y2), c.x, y(c.y));
    return closePath();
  });
}

async function embedPhoto(doc: PDFDocument, photo: CardPhoto | null): Promise<PDFImage | null> {
  if (!photo) return null;
  try {
    const image = photo.type === 'png' ? await doc.embedPng(photo.bytes) : await doc.embedJpg(photo.bytes);
    return image.width > 0 && image.height > 0 ? image : null;
  } catch {
    // A photo whose header read well but whose body does not: the card goes out with its frame empty.
    return null;
  }
}

type Context = { doc: PDFDocument; page: PDFPage; height: number; fonts: Map<CardFontName, PDFFont>; image: PDFImage | null };

async function font(ctx: Context, name: CardFontName): Promise<PDFFont> {
  let embedded = ctx.fonts.get(name);
  if (!embedded) {
    // Subset: only the glyphs the card uses go into the file (a few KB per font).
    embedded = await ctx.doc.embedFont(cardFonts()[name].bytes, { subset: true });
    ctx.fonts.set(name, embedded);
  }
  return embedded;
}

async function draw(ctx: Context, op: SceneOp): Promise<void> {
  const { page, height } = ctx;
  switch (op.kind) {
    case 'fill':
      page.pushOperators(
        pushGraphicsState(),
        setFillingRgbColor(...op.color),
        ...pathOperators(op.shape, height),
        fill(),
        popGraphicsState(),
      );
      return;
    case 'stroke':
      page.pushOperators(
        pushGraphicsState(),
        setStrokingRgbColor(...op.color),
        setLineWidth(op.width),
        ...pathOperators(op.shape, height),
        stroke(),
        popGraphicsState(),
      );
      return;
    case 'text':
      page.drawText(op.text, { x: op.x, y: height - op.baseline, size: op.size, font: await font(ctx, op.font), color: rgb(...op.color) });
      return;
    case 'photo': {
      const image = ctx.image;
      if (!image) return;
      const scale = Math.max(op.box.w / image.width, op.box.h / image.height);
      const w = image.width * scale;
      const h = image.height * scale;
      page.pushOperators(pushGraphicsState(), ...pathOperators(op.clip, height), clip(), endPath());
      page.drawImage(image, {
        x: op.box.x + (op.box.w - w) / 2,
        y: height - op.box.y - op.box.h + (op.box.h - h) / 2,
        width: w,
        height: h,
      });
      page.pushOperators(popGraphicsState());
      return;
    }
    case 'heart':
      drawHeart(page, op.url, { x: op.box.x, y: height - op.box.y - op.box.h, size: op.box.w }, op.color);
      return;
    case 'clip':
      page.pushOperators(pushGraphicsState(), ...pathOperators(op.shape, height), clip(), endPath());
      for (const child of op.ops) await draw(ctx, child);
      page.pushOperators(popGraphicsState());
      return;
  }
}

/** The card as a PDF: vector but for the photo, its fonts embedded (subset), one page per side. */
export async function scenePdf(scene: CardScene): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(sharedFontkit);
  doc.setTitle(scene.title);
  doc.setCreator('Recuerdos Eternos');
  doc.setLanguage('es-CO');
  const image = await embedPhoto(doc, scene.photo);
  const fonts = new Map<CardFontName, PDFFont>();
  for (const scenePage of scene.pages) {
    const page = doc.addPage([scene.width, scene.height]);
    const ctx: Context = { doc, page, height: scene.height, fonts, image };
    for (const op of scenePage.ops) await draw(ctx, op);
  }
  return doc.save();
}
