import { z } from 'zod';

/**
 * product §2.5 (images, video) and §2.7 (upload calls): the limits and texts the upload API and the
 * upload forms share, so a form can refuse a file before sending it with the very words the API uses.
 */
export const UPLOAD_MESSAGES = {
  notSignedIn: 'No estás autenticado',
  noFile: 'No se recibió ningún archivo',
  emptyFile: 'El archivo está vacío.',
  imageType: 'Formato de imagen no válido. Solo se permiten JPG y PNG.',
  imageTooLarge: 'La imagen es demasiado grande. Máximo 2MB.',
  videoType: 'Formato de video no válido. Solo se permiten MP4, WebM, MOV y AVI.',
  videoTooLarge: 'El video es demasiado grande. Máximo 65MB.',
  videoTaken: 'Este memorial ya tiene un video',
  memorialNotFound: 'Memorial no encontrado',
  tooManyUploads: 'Demasiadas subidas. Intenta nuevamente en unos minutos',
  invalidType: 'Tipo de archivo no válido',
  invalidOriginal: 'Imagen original no válida',
  variantNotSmaller: 'La versión reducida debe ser más pequeña que la imagen original',
  variantTooLarge: 'La versión reducida puede medir como máximo 1280 px de lado',
  posterTooLarge: 'La portada del video puede medir como máximo 400 × 300 px',
  invalidVideo: 'Video no válido para esta portada',
  posterTaken: 'Este video ya tiene portada',
  invalidMedia: 'Archivo no válido',
  malformedForm: 'La subida llegó incompleta o dañada. Intenta nuevamente.',
  dailyBudget: 'Alcanzaste el límite diario de subidas (200 MB o 100 archivos). Intenta nuevamente mañana.',
  adminDailyBudget: 'Alcanzaste el límite diario de subidas (2 GB o 600 archivos). Intenta nuevamente mañana.',
  videoNeedsOrder: 'Para subir videos necesitas una orden pagada.',
} as const;

const M = UPLOAD_MESSAGES;

/** 2 MB, as docs/product states it (2 * 1024 * 1024 bytes). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** 65 MB, docs/product's exact figure (68157440 bytes). */
export const MAX_VIDEO_BYTES = 68_157_440;

/**
 * The largest copy of a photo kept beside it (docs/features/public-pages.md): the screen rendition the lightbox takes on a phone,
 * at most 1280 px on its long side (site/lib/media/media-geometry.ts SCREEN_RENDITION).
 */
export const MAX_RENDITION_SIDE = 1280;
/** A video's poster frame (kind 'thumbnail'): within 400 × 300, as the browser makes it (product §2.5). */
export const MAX_POSTER = { width: 400, height: 300 } as const;

/** What `POST /upload-proxy/proxy` (signed in) takes in its `type` field. */
export const PROXY_TYPES = ['profile', 'video', 'gallery', 'thumbnail'] as const;
/** What `POST /upload-proxy/proxy-public` takes; 'memory' is a visitor's photo and needs no session. */
export const PUBLIC_PROXY_TYPES = ['gallery', 'memory'] as const;

/**
 * `variant_of`: the key (or `/media/{key}` URL) of an image the same person uploaded before, when the
 * browser sends a smaller rendition of it (480 px for phones, 1280 px for the lightbox), or of the video a
 * 'thumbnail' is the poster frame of. An empty field means "not a variant".
 */
const variantOfField = z
  .string()
  .trim()
  .max(300, M.invalidOriginal)
  .optional()
  .transform((value) => value || undefined);

const optionalId = z
  .string()
  .trim()
  .max(100, M.memorialNotFound)
  .optional()
  .transform((value) => value || undefined);

export const proxyFieldsSchema = z.object({
  type: z.enum(PROXY_TYPES, { error: M.invalidType }),
  variant_of: variantOfField,
});

export const publicProxyFieldsSchema = z.object({
  type: z.enum(PUBLIC_PROXY_TYPES, { error: M.invalidType }),
  variant_of: variantOfField,
});

/** `POST /upload/video`: optionally the memorial (or family page) the video is for. */
export const videoFieldsSchema = z.object({
  profile_id: optionalId,
  family_profile_id: optionalId,
});

/** What every successful upload answers (`publicUrl` twice: old clients read it at the top level). */
export type UploadedMedia = {
  publicUrl: string;
  url: string;
  key: string;
  contentType: string;
  size: number;
};

/**
 * `?profile_id=` or `?family_profile_id=` on a signed-in upload: the memorial the file is for. A manager's upload for
 * a memorial they edit is the memorial's, and counts against its owner's limits (services/memorial-uploads.ts).
 */
export const uploadForQuery = z.object({
  profile_id: optionalId,
  family_profile_id: optionalId,
});
export type UploadFor = z.infer<typeof uploadForQuery>;
