/**
 * Paints the invitation's layout on a 2D canvas: pure drawing from inputs already loaded (the faces registered
 * with `document.fonts`, the photo decoded, the heart QR code's model), so nothing here waits or fetches.
 */
import { squareFrame } from '../../../worker/qr/frame';
import type { HeartModel } from '../../../worker/qr/heart';
import type { PathCommand } from '../../../worker/qr/heart-shape';
import { diamondShape } from '../../../worker/qr/card/shapes';
import {
  INVITATION_COLOURS,
  INVITATION_HEIGHT,
  INVITATION_WIDTH,
  layoutInvitation,
  type Box,
  type InvitationContent,
  type InvitationFont,
  type LayoutOp,
  type Measure,
} from './invitation-layout';

/** The faces as the canvas names them (registered by load-invitation.ts from the prayer card's own files). */
export const INVITATION_FACES: Record<InvitationFont, { family: string; style: 'normal' | 'italic'; weight: number }> = {
  serif: { family: 'Invitacion Serif', style: 'normal', weight: 400 },
  serifItalic: { family: 'Invitacion Serif', style: 'italic', weight: 400 },
  serifBold: { family: 'Invitacion Serif', style: 'normal', weight: 600 },
  sans: { family: 'Invitacion Sans', style: 'normal', weight: 400 },
};

/** The CSS font shorthand of a face at a size: `italic 400 34px "Invitacion Serif"`. */
export function fontCss(font: InvitationFont, size: number): string {
  const face = INVITATION_FACES[font];
  return `${face.style} ${face.weight} ${size}px "${face.family}"`;
}

/** What the drawing needs, loaded: a photo with its size (null draws the arch empty), and the QR code's model. */
export type InvitationInputs = {
  content: InvitationContent;
  photo: (CanvasImageSource & { width: number; height: number }) | null;
  qr: HeartModel;
};

type Context2D = CanvasRenderingContext2D;

function tracePath(shape: PathCommand[], map: (x: number, y: number) => [number, number] = (x, y) => [x, y]): Path2D {
  const path = new Path2D();
  for (const p of shape) {
    if (p.op === 'M') path.moveTo(...map(p.x, p.y));
    else if (p.op === 'L') path.lineTo(...map(p.x, p.y));
    else if (p.op === 'C') {
      const [x1, y1] = map(p.x1, p.y1);
      const [x2, y2] = map(p.x2, p.y2);
      path.bezierCurveTo(x1, y1, x2, y2, ...map(p.x, p.y));
    } else path.closePath();
  }
  return path;
}

/** The photo covering `box` (cropped, never stretched), a little above centre where faces usually are. */
function drawPhoto(ctx: Context2D, photo: NonNullable<InvitationInputs['photo']>, box: Box): void {
  const scale = Math.max(box.w / photo.width, box.h / photo.height);
  const w = photo.width * scale;
  const h = photo.height * scale;
  ctx.drawImage(photo, box.x + (box.w - w) / 2, box.y + (box.h - h) * 0.35, w, h);
}

/**
 * The heart QR code in the product's ink, each module's edges on whole pixels (crisp, no seams between
 * modules), scaled so the heart's square frame fills `box`.
 */
function drawHeart(ctx: Context2D, model: HeartModel, box: Box): void {
  const frame = squareFrame(model);
  const k = box.w / frame.side;
  const px = (x: number) => Math.round(box.x + (x - frame.x) * k);
  const py = (y: number) => Math.round(box.y + (y - frame.y) * k);
  ctx.fillStyle = INVITATION_COLOURS.ink;
  for (const run of model.runs) {
    const x = px(run.x);
    const y = py(run.y);
    ctx.fillRect(x, y, px(run.x + run.w) - x, py(run.y + 1) - y);
  }
  ctx.fill(
    tracePath(model.outline, (x, y) => [box.x + (x - frame.x) * k, box.y + (y - frame.y) * k]),
    'evenodd',
  );
}

function paint(ctx: Context2D, op: LayoutOp, inputs: InvitationInputs): void {
  switch (op.kind) {
    case 'fill':
      ctx.fillStyle = INVITATION_COLOURS[op.colour];
      ctx.fill(tracePath(op.shape));
      return;
    case 'gradient': {
      const gradient = ctx.createLinearGradient(0, op.box.y, 0, op.box.y + op.box.h);
      gradient.addColorStop(0, INVITATION_COLOURS[op.from]);
      gradient.addColorStop(1, INVITATION_COLOURS[op.to]);
      ctx.fillStyle = gradient;
      ctx.fillRect(op.box.x, op.box.y, op.box.w, op.box.h);
      return;
    }
    case 'stroke':
      ctx.strokeStyle = INVITATION_COLOURS[op.colour];
      ctx.lineWidth = op.width;
      ctx.stroke(tracePath(op.shape));
      return;
    case 'text':
      ctx.font = fontCss(op.font, op.size);
      ctx.fillStyle = INVITATION_COLOURS[op.colour];
      ctx.textAlign = op.align;
      ctx.textBaseline = 'alphabetic';
      ctx.letterSpacing = op.tracking ? `${op.tracking * op.size}px` : '0px';
      ctx.fillText(op.text, op.x, op.baseline);
      return;
    case 'photo': {
      ctx.save();
      ctx.clip(tracePath(op.clip));
      ctx.fillStyle = INVITATION_COLOURS.sky;
      ctx.fillRect(op.box.x, op.box.y, op.box.w, op.box.h);
      if (inputs.photo) drawPhoto(ctx, inputs.photo, op.box);
      ctx.restore();
      // Without a photo, the arch keeps a diamond at its heart, as the frame's own.
      if (!inputs.photo)
        paint(
          ctx,
          { kind: 'fill', shape: diamondShape(op.box.x + op.box.w / 2, op.box.y + op.box.h * 0.55, 16), colour: 'accent' },
          inputs,
        );
      return;
    }
    case 'qr':
      drawHeart(ctx, inputs.qr, op.box);
      return;
  }
}

/** The canvas's own measure, with the face the text will be drawn in. */
export function canvasMeasure(ctx: Context2D): Measure {
  return (text, font, size) => {
    ctx.font = fontCss(font, size);
    ctx.letterSpacing = '0px';
    return ctx.measureText(text).width;
  };
}

/** Lays the invitation out with the canvas's measures and paints it; the canvas must be 1080 × 1350. */
export function drawInvitation(ctx: Context2D, inputs: InvitationInputs): void {
  ctx.imageSmoothingQuality = 'high';
  for (const op of layoutInvitation(inputs.content, canvasMeasure(ctx))) paint(ctx, op, inputs);
}

export { INVITATION_HEIGHT, INVITATION_WIDTH };
