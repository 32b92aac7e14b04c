import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';
import { heartPng } from '../qr/png';
import { heartSvg } from '../qr/svg';
import type { QrTarget } from '../services/qr-codes';
import { qrShortUrl } from '../services/short-links';
import { appUrl } from './request-context';

export const QR_FORMAT_MESSAGE = 'Formato no válido. Usa svg, pdf o png.';

const FORMATS = {
  svg: { type: 'image/svg+xml', render: (url: string) => Promise.resolve(heartSvg(url)) },
  // pdf-lib loads on the first PDF an isolate makes, not at its start-up (docs/performance.md, "Start-up").
  pdf: { type: 'application/pdf', render: (url: string) => import('../qr/pdf').then(({ heartPdf }) => heartPdf(url)) },
  png: { type: 'image/png', render: heartPng },
} as const;

type QrFormat = keyof typeof FORMATS;

/** `?format=` read before any database work: svg (the default), pdf or png. */
export function qrFormat(c: Context<AppEnv>): QrFormat {
  const format = c.req.query('format') ?? 'svg';
  if (!Object.hasOwn(FORMATS, format)) throw badRequest(QR_FORMAT_MESSAGE);
  return format as QrFormat;
}

/** The heart QR code of a page, as a download: the page's short URL on this site's public origin. */
export async function qrResponse(c: Context<AppEnv>, format: QrFormat, page: QrTarget): Promise<Response> {
  const { type, render } = FORMATS[format];
  const body = await render(qrShortUrl(appUrl(c), page.shortCode));
  const filename = `qr-${page.slug.replace(/[^A-Za-z0-9_-]/g, '')}.${format}`;
  return c.body(body as string | Uint8Array<ArrayBuffer>, 200, {
    'content-type': type,
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
}
