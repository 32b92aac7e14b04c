import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';
import { keyFromMediaUrl } from '../media/keys';
import { variantsFor } from '../media/variants';
import type { CardPhoto, PrayerCardInput } from '../qr/prayer-card';
import {
  CARD_FILE_SIZE_WORDS,
  CARD_MESSAGES,
  type CardOptions,
  type CardSize,
  parseCardOptions,
  textDoesNotFitMessage,
} from '../schemas/prayer-card-texts';
import type { MemorialCardSource } from '../services/qr-codes';
import { qrShortUrl, shortUrl } from '../services/short-links';
import { slugify } from '../services/slugs';
import { appUrl } from './request-context';

/** A photo larger than this is left off the card rather than held in a Worker's memory. */
const MAX_PHOTO_BYTES = 12 * 1024 * 1024;

const FORMATS = ['pdf', 'svg'] as const;
type CardFormat = (typeof FORMATS)[number];

export type CardRequest = CardOptions & { format: CardFormat };

/**
 * `?size=wallet|a6&texto=…&texto_propio=…&format=pdf|svg`, read before any database work. The choice travels
 * with each request rather than being stored: the preview and the download ask with the same query, so what the
 * owner saw is what they print, and a family may print a prayer for the novena and their own words later.
 */
export function cardRequest(c: Context<AppEnv>): CardRequest {
  const parsed = parseCardOptions((name) => c.req.query(name));
  if (!parsed.ok) throw badRequest(parsed.error);
  const format = c.req.query('format') ?? 'pdf';
  if (!(FORMATS as readonly string[]).includes(format)) throw badRequest(CARD_MESSAGES.format);
  return { ...parsed.options, format: format as CardFormat };
}

function photoType(bytes: Uint8Array): CardPhoto['type'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  return null;
}

async function readImage(bucket: R2Bucket, key: string): Promise<CardPhoto | null> {
  const object = await bucket.get(key);
  if (!object || object.size > MAX_PHOTO_BYTES) return null;
  const bytes = new Uint8Array(await object.arrayBuffer());
  const type = photoType(bytes);
  return type ? { bytes, type } : null;
}

/**
 * The memorial's photo from R2: its phone rendition when there is one (plenty for print at this size,
 * and lighter), else the original. Only JPEG and PNG; anything missing or unreadable means no photo.
 */
async function cardPhoto(db: Db, bucket: R2Bucket | undefined, photoUrl: string | null): Promise<CardPhoto | null> {
  const key = photoUrl ? keyFromMediaUrl(photoUrl) : null;
  if (!key || !bucket) return null;
  try {
    const rendition = (await variantsFor(db, [key])).get(key);
    return (rendition ? await readImage(bucket, rendition) : null) ?? (await readImage(bucket, key));
  } catch {
    return null;
  }
}

/**
 * The downloaded file's name, in Spanish and after the person the card remembers (a family's card: its member):
 * 'José Antonio Gómez' at wallet size → `recordatorio-jose-antonio-gomez-billetera.pdf`. ASCII only, so the
 * Content-Disposition header needs no encoding.
 */
export function cardFileName(name: string, size: CardSize): string {
  return `recordatorio-${slugify(name)}-${CARD_FILE_SIZE_WORDS[size]}.pdf`;
}

/** The card with the owner's choices: the PDF to print, or the SVG the dashboard shows as its preview. */
export async function prayerCardResponse(c: Context<AppEnv>, request: CardRequest, memorial: MemorialCardSource): Promise<Response> {
  const origin = appUrl(c);
  const input: PrayerCardInput = {
    size: request.size,
    kind: memorial.kind,
    templateId: memorial.templateId,
    name: memorial.name,
    birthDate: memorial.birthDate,
    deathDate: memorial.deathDate,
    text: request.text,
    photo: await cardPhoto(c.get('db'), c.env.MEDIA as R2Bucket | undefined, memorial.photoUrl),
    qrUrl: qrShortUrl(origin, memorial.shortCode),
    printedUrl: shortUrl(origin, memorial.shortCode),
  };
  const headers = { 'cache-control': 'private, no-store' };
  // The card's fonts, fontkit and pdf-lib load on the first card an isolate draws, not at its start-up
  // (docs/performance.md, "Start-up").
  const { CardTextEmpty, CardTextOverflow, prayerCardPdf, prayerCardSvg } = await import('../qr/prayer-card');
  try {
    if (request.format === 'svg') return c.body(prayerCardSvg(input), 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
    const body = await prayerCardPdf(input);
    const filename = cardFileName(memorial.name, request.size);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
    });
  } catch (error) {
    if (error instanceof CardTextOverflow) throw badRequest(textDoesNotFitMessage(request.size));
    if (error instanceof CardTextEmpty) throw badRequest(CARD_MESSAGES.ownTextEmpty);
    throw error;
  }
}
