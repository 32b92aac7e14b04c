import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { size } from '../helpers/sizes';
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
  it.each([
    [size(1920, 1080), size(400, 225)],
    [size(1080, 1920), size(169, 300)],
    [size(640, 480), size(400, 300)],
    [size(320, 240), size(320, 240)],
    [size(0, 0), size(0, 0)],
  ])('fits a landscape, a portrait and a small video without changing its shape or enlarging it: %o in %o', (video, thumbnail) => {
    expect(thumbnailSize(video)).toEqual(thumbnail);
  });

  it('fits a very wide frame by its width, keeping at least 1 px of height', () => {
    expect(fitWithin({ width: 4000, height: 10 }, { width: 400, height: 300 })).toEqual({ width: 400, height: 1 });
  });

  itAnswers('takes the frame at 10% of short videos and at 2 s of longer ones', thumbnailFrameTime, [
    [5, 0.5],
    [20, 2],
    [180, 2],
    [Number.POSITIVE_INFINITY, 0],
    [Number.NaN, 0],
  ]);
});

describe('the phone rendition of a photo', () => {
  itAnswers('is 480 px wide with the photo’s proportions', phoneRenditionSize, [
    [size(1200, 800), size(480, 320)],
    [size(800, 1200), size(480, 720)],
  ]);

  itAnswers('is not made for a photo already that narrow (the API keeps only smaller copies)', phoneRenditionSize, [
    [size(480, 900), null],
    [size(300, 200), null],
  ]);
});

describe('checks on a chosen file', () => {
  const photo = { name: 'abuela.jpg', type: 'image/jpeg', size: 500_000 };
  const video = { name: 'homenaje.mp4', type: 'video/mp4', size: 20_000_000 };

  itAnswers('takes JPG, PNG and HEIC photos up to 25 MB (the browser prepares them under 2 MB)', imageFileError, [
    [photo, null],
    [{ ...photo, name: 'a.png', type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, null],
    [{ ...photo, name: 'IMG_2041.HEIC', type: 'image/heic', size: 25 * 1024 * 1024 }, null],
    [{ ...photo, name: 'IMG_2041.heic', type: '' }, null],
    [{ ...photo, type: 'image/webp' }, 'Solo se permiten archivos JPG, PNG y HEIC'],
    [{ ...photo, name: 'foto.gif', type: '' }, 'Solo se permiten archivos JPG, PNG y HEIC'],
    [{ ...photo, size: 25 * 1024 * 1024 + 1 }, 'La imagen debe ser menor a 25MB'],
    [{ ...photo, size: 0 }, 'El archivo está vacío.'],
    [{ ...photo, name: '' }, 'Nombre de archivo no válido'],
  ]);

  itAnswers('takes MP4, WebM, MOV and AVI videos up to 65 MB, by type or by extension', videoFileError, [
    [video, null],
    [{ ...video, name: 'viaje.mov', type: 'video/quicktime' }, null],
    [{ ...video, name: 'viejo.avi', type: '' }, null],
    [{ ...video, name: 'clip.mkv', type: 'video/x-matroska' }, 'Solo se permiten videos MP4, WebM, MOV y AVI'],
    [{ ...video, size: MAX_VIDEO_BYTES + 1 }, 'El video es demasiado grande. Máximo 65MB.'],
    [{ ...video, size: MAX_VIDEO_BYTES }, null],
  ]);

  itAnswers('refuses videos over 3 minutes and ones the browser cannot read', videoDurationError, [
    [179.9, null],
    [180, null],
    [180.5, 'El video debe durar menos de 3 minutos'],
    [Number.NaN, 'Error al procesar el video'],
    [Number.POSITIVE_INFINITY, 'Error al procesar el video'],
  ]);

  itAnswers('knows a file name from a path or a trick', isValidFileName, [
    ['Foto de mamá (1).JPG', true],
    ['../secreto.jpg', false],
    ['a\u0000.jpg', false],
    ['..', false],
  ]);
});

describe('gallery reordering', () => {
  itAnswers('moves an item and leaves the rest in order', moveItem<string>, [
    [['a', 'b', 'c', 'd'], 0, 2, ['b', 'c', 'a', 'd']],
    [['a', 'b', 'c', 'd'], 3, 0, ['d', 'a', 'b', 'c']],
    [['a', 'b'], 1, 9, ['a', 'b']],
    [['a', 'b'], 5, 0, ['a', 'b']],
  ]);

  it('finds the tile nearest to the pointer, gaps included', () => {
    const grid = [0, 1, 2, 3].map((i) => ({ left: (i % 2) * 110, top: Math.floor(i / 2) * 110, width: 100, height: 100 }));
    expectAnswers(nearestIndex, [
      [grid, 50, 50, 0],
      [grid, 160, 40, 1],
      [grid, 140, 225, 3],
      [[], 0, 0, -1],
    ]);
  });
});

describe('small words and numbers', () => {
  itAnswers('sums a quota up as memorials left to create', quotaSummary, [
    [{ available: 1, total: 2 }, 'Memoriales disponibles: 1'],
    [{ available: 0, total: 2 }, 'Memoriales disponibles: 0'],
    [{ available: 0, total: 0 }, 'Memoriales disponibles: 0'],
  ]);

  itAnswers('shows upload progress in whole percent and keeps 100 for the server’s answer', uploadPercent, [
    [0, 1000, 0],
    [505, 1000, 50],
    [1000, 1000, 99],
    [10, 0, 0],
  ]);
});

describe('the video’s size caption', () => {
  itAnswers('speaks in KB under one megabyte and in MB above', formatMegabytes, [
    [14_983, '15 KB'],
    [12.5 * 1024 * 1024, '12,5 MB'],
    [65 * 1024 * 1024, '65 MB'],
  ]);
});
