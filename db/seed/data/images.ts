import type { MediaKind } from '../../schema/enums';

/**
 * The demo photographs committed in db/seed/media/ (illustrations rendered from the SVGs in src/).
 * Each is stored under a server-style key `{kind}/seed/{name}.jpg`, with a phone rendition beside it.
 */
export type SeedImage = { name: string; kind: Extract<MediaKind, 'profile' | 'gallery'> };

/** Width of the phone rendition: what a visitor on mobile data downloads. */
export const PHONE_WIDTH = 480;

export const SEED_IMAGES = {
  // Portraits: soft silhouettes, never a real person's face.
  mariaElena: { name: 'maria-elena-rodriguez', kind: 'profile' },
  jorgeEnrique: { name: 'jorge-enrique-gomez', kind: 'profile' },
  carmenRosa: { name: 'carmen-rosa-herrera', kind: 'profile' },
  luisAlberto: { name: 'luis-alberto-gomez', kind: 'profile' },
  // Landscapes for the galleries.
  girasoles: { name: 'girasoles', kind: 'gallery' },
  atardecerMar: { name: 'atardecer-mar', kind: 'gallery' },
  nubes: { name: 'nubes', kind: 'gallery' },
  jardin: { name: 'jardin', kind: 'gallery' },
  ejeCafetero: { name: 'eje-cafetero', kind: 'gallery' },
  lagoAmanecer: { name: 'lago-amanecer', kind: 'gallery' },
  nocheEstrellada: { name: 'noche-estrellada', kind: 'gallery' },
  vela: { name: 'vela', kind: 'gallery' },
} as const satisfies Record<string, SeedImage>;

export const SEED_IMAGE_LIST: readonly SeedImage[] = Object.values(SEED_IMAGES);

/** File name on disk (in db/seed/media/) of the original or its phone rendition. */
export function imageFileName(image: SeedImage, phone = false): string {
  return phone ? `${image.name}-${PHONE_WIDTH}.jpg` : `${image.name}.jpg`;
}

/** R2 key of the original or its phone rendition. */
export function imageKey(image: SeedImage, phone = false): string {
  return `${image.kind}/seed/${imageFileName(image, phone)}`;
}

/** The public URL pages store and render: the Worker serves R2 objects under /media/{key}. */
export function imageUrl(image: SeedImage): string {
  return `/media/${imageKey(image)}`;
}
