import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';
import { keyFromMediaUrl } from '../media/keys';
import { variantsFor } from '../media/variants';
import { CARD_SIZES, type CardPhoto, type CardSize, remembranceCardPdf } from '../qr/remembrance-card';
import type { MemorialCardSource } from '../services/qr-codes';
import { shortUrl } from '../services/short-links';
import { appUrl } from './request-context';

export const CARD_SIZE_MESSAGE = 'Tamaño no válido. Usa wallet o a6.';

/** A photo larger than this is left off the card rather than held in a Worker's memory. */
const MAX_PHOTO_BYTES = 12 * 1024 * 1024;

/** `?size=` read before any database work: wallet (the default) or a6. */
export function cardSize(c: Context<AppEnv>): CardSize {
  const size = c.req.query('size') ?? 'wallet';
  if (!(CARD_SIZES as readonly string[]).includes(size)) throw badRequest(CARD_SIZE_MESSAGE);
  return size as CardSize;
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

/** The printable remembrance card of a memorial or a family memorial, as a PDF download. */
export async function remembranceCardResponse(c: Context<AppEnv>, size: CardSize, memorial: MemorialCardSource): Promise<Response> {
  const photo = await cardPhoto(c.get('db'), c.env.MEDIA as R2Bucket | undefined, memorial.photoUrl);
  const body = await remembranceCardPdf({
    name: memorial.name,
    birthDate: memorial.birthDate,
    deathDate: memorial.deathDate,
    dates: memorial.dates,
    phrase: memorial.description,
    photo,
    url: shortUrl(appUrl(c), memorial.shortCode),
    size,
  });
  const filename = `recordatorio-${memorial.slug.replace(/[^A-Za-z0-9_-]/g, '')}-${size}.pdf`;
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
}
