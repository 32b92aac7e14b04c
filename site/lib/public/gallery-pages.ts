/** 'Galería de recuerdos' on the family page shows 6 photos a page (spec part 2 §9). */
export const FAMILY_GALLERY_PAGE = 6;

/** The gallery page a `?fotos=N` link asks for, kept within range (pages start at 1). */
export function galleryPage(requested: string | null, photoCount: number, pageSize = FAMILY_GALLERY_PAGE): number {
  const pages = Math.max(1, Math.ceil(photoCount / pageSize));
  const page = Number.parseInt(requested ?? '1', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), pages) : 1;
}
