import { describe, expect, it } from 'vitest';
import {
  formatMegabytes,
  imageFileError,
  isValidFileName,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  videoDurationError,
  videoFileError,
} from '../../site/lib/media/media-checks';
import { fitWithin, phoneRenditionSize, thumbnailFrameTime, thumbnailSize } from '../../site/lib/media/media-geometry';
import { quotaAvailableText as quotaSummary } from '../../site/lib/dashboard/dashboard-memorials';
import { moveItem, nearestIndex } from '../../site/lib/memorial/reorder';
import { uploadPercent } from '../../site/lib/media/uploads';

describe('the video thumbnail (product §2.5: at most 400x300, frame at min(2 s, 10%))', () => {
  it('fits a landscape, a portrait and a small video without changing its shape or enlarging it', () => {
    expect(thumbnailSize({ width: 1920, height: 1080 })).toEqual({ width: 400, height: 225 });
    expect(thumbnailSize({ width: 1080, height: 1920 })).toEqual({ width: 169, height: 300 });
    expect(thumbnailSize({ width: 640, height: 480 })).toEqual({ width: 400, height: 300 });
    expect(thumbnailSize({ width: 320, height: 240 })).toEqual({ width: 320, height: 240 });
    expect(thumbnailSize({ width: 0, height: 0 })).toEqual({ width: 0, height: 0 });
    expect(fitWithin({ width: 4000, height: 10 }, { width: 400, height: 300 })).toEqual({ width: 400, height: 1 });
  });

  it('takes the frame at 10% of short videos and at 2 s of longer ones', () => {
    expect(thumbnailFrameTime(5)).toBe(0.5);
    expect(thumbnailFrameTime(20)).toBe(2);
    expect(thumbnailFrameTime(180)).toBe(2);
    expect(thumbnailFrameTime(Number.POSITIVE_INFINITY)).toBe(0);
    expect(thumbnailFrameTime(Number.NaN)).toBe(0);
  });
});

describe('the phone rendition of a photo', () => {
  it('is 480 px wide with the photo’s proportions', () => {
    expect(phoneRenditionSize({ width: 1200, height: 800 })).toEqual({ width: 480, height: 320 });
    expect(phoneRenditionSize({ width: 800, height: 1200 })).toEqual({ width: 480, height: 720 });
  });

  it('is not made for a photo already that narrow (the API keeps only smaller copies)', () => {
    expect(phoneRenditionSize({ width: 480, height: 900 })).toBeNull();
    expect(phoneRenditionSize({ width: 300, height: 200 })).toBeNull();
  });
});

describe('checks on a chosen file', () => {
  const photo = { name: 'abuela.jpg', type: 'image/jpeg', size: 500_000 };
  const video = { name: 'homenaje.mp4', type: 'video/mp4', size: 20_000_000 };

  it('takes JPG, PNG and HEIC photos up to 25 MB (the browser prepares them under 2 MB)', () => {
    expect(imageFileError(photo)).toBeNull();
    expect(imageFileError({ ...photo, name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBeNull();
    expect(imageFileError({ ...photo, name: 'IMG_2041.HEIC', type: 'image/heic', size: 25 * 1024 * 1024 })).toBeNull();
    expect(imageFileError({ ...photo, name: 'IMG_2041.heic', type: '' })).toBeNull();
    expect(imageFileError({ ...photo, type: 'image/webp' })).toBe('Solo se permiten archivos JPG, PNG y HEIC');
    expect(imageFileError({ ...photo, name: 'foto.gif', type: '' })).toBe('Solo se permiten archivos JPG, PNG y HEIC');
    expect(imageFileError({ ...photo, size: 25 * 1024 * 1024 + 1 })).toBe('La imagen debe ser menor a 25MB');
    expect(imageFileError({ ...photo, size: 0 })).toBe('El archivo está vacío.');
    expect(imageFileError({ ...photo, name: '' })).toBe('Nombre de archivo no válido');
  });

  it('takes MP4, WebM, MOV and AVI videos up to 65 MB, by type or by extension', () => {
    expect(videoFileError(video)).toBeNull();
    expect(videoFileError({ ...video, name: 'viaje.mov', type: 'video/quicktime' })).toBeNull();
    expect(videoFileError({ ...video, name: 'viejo.avi', type: '' })).toBeNull();
    expect(videoFileError({ ...video, name: 'clip.mkv', type: 'video/x-matroska' })).toBe('Solo se permiten videos MP4, WebM, MOV y AVI');
    expect(videoFileError({ ...video, size: MAX_VIDEO_BYTES + 1 })).toBe('El video es demasiado grande. Máximo 65MB.');
    expect(videoFileError({ ...video, size: MAX_VIDEO_BYTES })).toBeNull();
  });

  it('refuses videos over 3 minutes and ones the browser cannot read', () => {
    expect(videoDurationError(179.9)).toBeNull();
    expect(videoDurationError(180)).toBeNull();
    expect(videoDurationError(180.5)).toBe('El video debe durar menos de 3 minutos');
    expect(videoDurationError(Number.NaN)).toBe('Error al procesar el video');
    expect(videoDurationError(Number.POSITIVE_INFINITY)).toBe('Error al procesar el video');
  });

  it('knows a file name from a path or a trick', () => {
    expect(isValidFileName('Foto de mamá (1).JPG')).toBe(true);
    expect(isValidFileName('../secreto.jpg')).toBe(false);
    expect(isValidFileName('a\u0000.jpg')).toBe(false);
    expect(isValidFileName('..')).toBe(false);
  });
});

describe('gallery reordering', () => {
  it('moves an item and leaves the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('finds the tile nearest to the pointer, gaps included', () => {
    const grid = [0, 1, 2, 3].map((i) => ({ left: (i % 2) * 110, top: Math.floor(i / 2) * 110, width: 100, height: 100 }));
    expect(nearestIndex(grid, 50, 50)).toBe(0);
    expect(nearestIndex(grid, 160, 40)).toBe(1);
    expect(nearestIndex(grid, 140, 225)).toBe(3);
    expect(nearestIndex([], 0, 0)).toBe(-1);
  });
});

describe('small words and numbers', () => {
  it('sums a quota up as memorials left to create', () => {
    expect(quotaSummary({ available: 1, total: 2 })).toBe('Memoriales disponibles: 1');
    expect(quotaSummary({ available: 0, total: 2 })).toBe('Memoriales disponibles: 0');
    expect(quotaSummary({ available: 0, total: 0 })).toBe('Memoriales disponibles: 0');
  });

  it('shows upload progress in whole percent and keeps 100 for the server’s answer', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(505, 1000)).toBe(50);
    expect(uploadPercent(1000, 1000)).toBe(99);
    expect(uploadPercent(10, 0)).toBe(0);
  });
});

describe('the video’s size caption', () => {
  it('speaks in KB under one megabyte and in MB above', () => {
    expect(formatMegabytes(14_983)).toBe('15 KB');
    expect(formatMegabytes(12.5 * 1024 * 1024)).toBe('12,5 MB');
    expect(formatMegabytes(65 * 1024 * 1024)).toBe('65 MB');
  });
});
