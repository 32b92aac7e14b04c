/**
 * How the public galleries lay out their photos (product §2.2 and §2.9, §3.2): the first page in a
 * grid, the rest of the photos behind 'Ver más' in a second grid, and in each grid no row with an empty
 * cell. A phone shows 2 photos a row and a wider screen 3; when the count does not fill the rows, the
 * first photos of the grid grow instead (one across a phone's row; on a wide screen one across the row
 * or two sharing it), so the odd ones out open the grid as a larger picture rather than end it alone.
 */

/** 'Galería de recuerdos' on the family page shows 6 photos a page (product §2.9). */
export const FAMILY_GALLERY_PAGE = 6;

/** Columns a wide screen (48rem and up) gives the gallery; a phone gives 2. */
export const WIDE_COLUMNS = 3;
export const PHONE_COLUMNS = 2;

/** Of the wide screen's row: a third (the usual), a half (two share the row) or all of it. */
export type WideSpan = 'third' | 'half' | 'full';

export type GalleryTile = {
  /** Across the whole row on a phone. */
  phoneFull: boolean;
  wide: WideSpan;
};

export function galleryTiles(count: number): GalleryTile[] {
  const phoneRest = count % PHONE_COLUMNS;
  const wideRest = count % WIDE_COLUMNS;
  return Array.from({ length: count }, (_, index) => ({
    phoneFull: phoneRest === 1 && index === 0,
    wide: wideRest === 1 && index === 0 ? 'full' : wideRest === 2 && index < 2 ? 'half' : 'third',
  }));
}

/**
 * How many of a phone's and a wide screen's columns each row holds, tile by tile, as the browser will fill
 * them: the rule "no empty cell" stated as numbers, for the tests.
 */
export function galleryRows(tiles: GalleryTile[], screen: 'phone' | 'wide'): number[] {
  const cells = (tile: GalleryTile) =>
    screen === 'phone' ? (tile.phoneFull ? PHONE_COLUMNS : 1) : { third: 1, half: WIDE_COLUMNS / 2, full: WIDE_COLUMNS }[tile.wide];
  const rows: number[] = [];
  let filled = 0;
  for (const tile of tiles) {
    filled += cells(tile);
    const columns = screen === 'phone' ? PHONE_COLUMNS : WIDE_COLUMNS;
    if (filled >= columns) {
      rows.push(filled);
      filled = 0;
    }
  }
  if (filled > 0) rows.push(filled);
  return rows;
}

/**
 * The `sizes` of a tile's photo: how wide it is drawn, so a phone takes the small rendition for a third
 * or half of a row and a larger one only for a photo that spans it.
 */
export function tileSizes(tile: GalleryTile): string {
  const wide = { third: '15rem', half: '23rem', full: '46rem' }[tile.wide];
  const phone = tile.phoneFull ? 'calc(100vw - 3rem)' : 'calc(50vw - 2rem)';
  return `(min-width: 48rem) ${wide}, ${phone}`;
}

/** The first page of photos, shown at once, and the rest, behind 'Ver más'. Without a page size: all. */
export function splitGallery<T>(photos: readonly T[], pageSize?: number): { first: T[]; rest: T[] } {
  if (!pageSize) return { first: [...photos], rest: [] };
  return { first: photos.slice(0, pageSize), rest: photos.slice(pageSize) };
}

/** 'Ver 1 foto más', 'Ver 4 fotos más'. */
export const morePhotosLabel = (count: number): string => `Ver ${count} ${count === 1 ? 'foto' : 'fotos'} más`;

/** What the same control says once the rest is shown (without the page's script, which takes it away). */
export const FEWER_PHOTOS_LABEL = 'Ver menos fotos';
