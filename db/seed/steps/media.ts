import { readFile } from 'node:fs/promises';
import type { Db } from '../../client';
import { mediaObjects } from '../../schema';
import { SEED_IMAGE_LIST, imageFileName, imageKey } from '../data/images';
import { FORMATS } from '../../../worker/media/formats';
import { imageSize } from '../../../worker/media/image-size';
import type { MediaStore } from '../media-store';
import { nonEmpty, tally, type SeedCount } from '../report';

const MEDIA_DIR = new URL('../media/', import.meta.url);
/** Same caching the /media route answers with: a key never changes content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JPEG = 'image/jpeg';

type SeedFile = { key: string; kind: 'profile' | 'gallery'; variantOf: string | null; bytes: Uint8Array };

async function loadFiles(): Promise<SeedFile[]> {
  const files: SeedFile[] = [];
  for (const image of SEED_IMAGE_LIST) {
    for (const phone of [false, true]) {
      // A plain Uint8Array copy: some transports (the wrangler proxy) treat Node's Buffer differently.
      const bytes = new Uint8Array(await readFile(new URL(imageFileName(image, phone), MEDIA_DIR)));
      files.push({ key: imageKey(image, phone), kind: image.kind, variantOf: phone ? imageKey(image) : null, bytes });
    }
  }
  return files;
}

/**
 * Uploads every demo image (original and phone rendition) that the store does not have yet, then
 * records each in media_objects. Upload first: a row must never point at a missing object.
 */
export async function seedMedia(db: Db, media: MediaStore, ownerId: string): Promise<{ uploads: SeedCount; rows: SeedCount }> {
  const files = await loadFiles();

  let uploaded = 0;
  for (const file of files) {
    if ((await media.head(file.key)) !== null) continue;
    await media.put(file.key, file.bytes, { httpMetadata: { contentType: JPEG, cacheControl: IMMUTABLE } });
    uploaded += 1;
  }

  // One statement per row: D1 allows 100 bound parameters per statement, too few for all rows at once.
  const results = await db.batch(
    nonEmpty(
      files.map((file) => {
        // The Worker's own header reader: the seed records sizes exactly as uploads do.
        const size = imageSize(file.bytes, FORMATS.jpeg);
        if (!size) throw new Error(`No es un JPEG válido: ${file.key}`);
        const { width, height } = size;
        return db
          .insert(mediaObjects)
          .values({
            key: file.key,
            ownerId,
            kind: file.kind,
            contentType: JPEG,
            size: file.bytes.byteLength,
            width,
            height,
            variantOf: file.variantOf,
          })
          .onConflictDoNothing()
          .returning({ key: mediaObjects.key });
      }),
    ),
  );
  const created = results.reduce((n, rows) => n + rows.length, 0);
  return { uploads: tally(files.length, uploaded), rows: tally(files.length, created) };
}
