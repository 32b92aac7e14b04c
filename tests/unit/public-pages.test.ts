import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { givenName, longestWord } from '../../site/lib/public/family-names';
import { formatDate } from '../../site/lib/format';
import {
  FAMILY_GALLERY_PAGE,
  galleryRows,
  galleryTiles,
  morePhotosLabel,
  splitGallery,
  tileSizes,
} from '../../site/lib/public/gallery-layout';
import { lifeSpan, lifeStats } from '../../site/lib/public/life-stats';
import { familyTitle, lifeYears, summarize } from '../../site/lib/public/page-summary';
import { backdropFor, backdropStyle } from '../../site/lib/public/template-backdrops';
import { keepVisitMark, visitFailureMessage, visitLabel } from '../../site/lib/public/visits';

describe('dates in long Spanish', () => {
  it.each([
    ['1948-03-15', '15 de marzo de 1948'],
    ['2023-08-22', '22 de agosto de 2023'],
    ['2000-01-01', '1 de enero de 2000'],
  ])('writes the day, the month in words and the year: %s is %s', (day, words) => {
    expect(formatDate(day)).toBe(words);
  });

  itAnswers('never shifts the day with the time zone and never prints Invalid Date', formatDate, [
    ['2019-11-03T00:00:00Z', '3 de noviembre de 2019'],
    ['sin fecha', 'sin fecha'],
  ]);
});

describe('the lifetime statistics', () => {
  it('tells a life span in years, months and days', () => {
    expect(lifeSpan({ year: 1948, month: 3, day: 15 }, { year: 2023, month: 8, day: 22 })).toEqual({ years: 75, months: 5, days: 7 });
    expect(lifeSpan({ year: 1940, month: 7, day: 28 }, { year: 2022, month: 5, day: 14 })).toEqual({ years: 81, months: 9, days: 16 });
  });

  it('lists the figures in Spanish with es-CO grouping', () => {
    const stats = lifeStats('1948-03-15', '2023-08-22');
    const value = (label: string) => stats.find((stat) => stat.label === label)?.value;
    expect(value('Tiempo de vida')).toBe('75 años, 5 meses y 7 días');
    expect(value('Días vividos')).toBe('27.553');
    expect(value('Navidades')).toBe('75');
    // 1950 to 2022 inclusive: 19 World Cups.
    expect(value('Mundiales de fútbol')).toBe('19');
    expect(value('Latidos de su corazón')).toMatch(/^Unos [\d.]+ millones$/);
  });

  it('has nothing to say about impossible dates', () => {
    expect(lifeStats('2020-01-01', '2019-01-01')).toEqual([]);
    expect(lifeStats('', '2019-01-01')).toEqual([]);
  });
});

describe('texts for the document head', () => {
  it('cuts a long description at a word', () => {
    const text = 'palabra '.repeat(40);
    const short = summarize(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short.endsWith('palabra…')).toBe(true);
    expect(summarize('Corta.', 50)).toBe('Corta.');
  });

  itAnswers('shows only the years the owner chose to show', lifeYears, [
    ['1948-03-15', '2023-08-22', '1948–2023'],
    [null, '2023-08-22', '–2023'],
    ['1948-03-15', null, '1948'],
    [null, null, ''],
  ]);

  itAnswers('names a family once, with or without the word Familia', familyTitle, [
    ['Familia Gómez Herrera', 'En memoria de la familia Gómez Herrera'],
    ['Gómez Herrera', 'En memoria de la familia Gómez Herrera'],
  ]);
});

describe('the family page', () => {
  itAnswers('names members under their portraits by their given names', givenName, [
    ['Luis Alberto Gómez Herrera', 'Luis Alberto'],
    ['Carmen Rosa Herrera de Gómez', 'Carmen Rosa'],
    ['Jorge Enrique Gómez', 'Jorge'],
    ['Ana', 'Ana'],
  ]);

  it('keeps whole given names with a particle, never "María del"', () => {
    expectAnswers(givenName, [
      ['María del Carmen Rodríguez Pérez', 'María del Carmen'],
      ['María del Carmen Rodríguez', 'María del Carmen'],
      ['María del Carmen', 'María del Carmen'],
      ['Luz de los Ángeles Ospina Ruiz', 'Luz de los Ángeles'],
      ['Ana María del Socorro Gómez Rojas', 'Ana María del Socorro'],
      ['Pedro José de Vargas Ríos', 'Pedro José'],
      ['Jorge de la Torre', 'Jorge'],
    ]);
    for (const name of ['María del Carmen Rodríguez Pérez', 'Carmen Rosa Herrera de Gómez', 'José de Jesús Arango', 'Inés de la Cruz']) {
      expect(name.split(' ').slice(0, givenName(name).split(' ').length).join(' '), name).toBe(givenName(name));
      expect(['de', 'del', 'la', 'los', 'las', 'y'], name).not.toContain(givenName(name).split(' ').at(-1)?.toLowerCase());
    }
    expectAnswers(longestWord, [
      ['María del Carmen', 6],
      ['Maximiliano', 11],
    ]);
  });
});

describe('the galleries', () => {
  it('shows the first page and keeps the rest behind “Ver más”, in order', () => {
    const photos = Array.from({ length: 14 }, (_, index) => index + 1);
    expect(FAMILY_GALLERY_PAGE).toBe(6);
    expect(splitGallery(photos, 6)).toEqual({ first: [1, 2, 3, 4, 5, 6], rest: [7, 8, 9, 10, 11, 12, 13, 14] });
    expect(splitGallery(photos.slice(0, 5), 5)).toEqual({ first: [1, 2, 3, 4, 5], rest: [] });
    expect(splitGallery(photos.slice(0, 6))).toEqual({ first: [1, 2, 3, 4, 5, 6], rest: [] });
    expect(morePhotosLabel(1)).toBe('Ver 1 foto más');
    expect(morePhotosLabel(8)).toBe('Ver 8 fotos más');
  });

  it('leaves no row with an empty cell, on a phone (2 a row) or a wider screen (3 a row), for any count', () => {
    for (let count = 1; count <= 18; count++) {
      const tiles = galleryTiles(count);
      expect(tiles).toHaveLength(count);
      expect(
        galleryRows(tiles, 'phone').every((cells) => cells === 2),
        `${count} on a phone`,
      ).toBe(true);
      expect(
        galleryRows(tiles, 'wide').every((cells) => cells === 3),
        `${count} on a wide screen`,
      ).toBe(true);
    }
  });

  it('lets the first photos grow instead: 5 are 1 + 2 + 2 on a phone and 2 + 3 on a wider screen', () => {
    const five = galleryTiles(5);
    expect(five.map((tile) => tile.phoneFull)).toEqual([true, false, false, false, false]);
    expect(five.map((tile) => tile.wide)).toEqual(['half', 'half', 'third', 'third', 'third']);
    expect(galleryTiles(4).map((tile) => tile.wide)).toEqual(['full', 'third', 'third', 'third']);
    expect(galleryTiles(6).every((tile) => !tile.phoneFull && tile.wide === 'third')).toBe(true);
    // A photo drawn wider asks for a wider picture; the usual tile keeps a phone on the small rendition.
    expect(tileSizes(five[2]!)).toBe('(min-width: 48rem) 15rem, calc(50vw - 2rem)');
    expect(tileSizes(five[0]!)).toBe('(min-width: 48rem) 23rem, calc(100vw - 3rem)');
  });
});

describe('visits', () => {
  itAnswers('reads as a Spanish count', visitLabel, [
    [1, '1 visita'],
    [0, '0 visitas'],
    [1234, '1.234 visitas'],
    [1234567, '1.234.567 visitas'],
    [999, '999 visitas'],
  ]);

  itAnswers('keeps the mark after a success or a 429 and retries after anything else', keepVisitMark, [
    [200, true],
    [429, true],
    [404, false],
    [500, false],
  ]);

  itAnswers('logs the server’s reason for a failed visit, or the spec’s words when it gave none', visitFailureMessage, [
    [{ success: false, error: 'Perfil no encontrado' }, 'Perfil no encontrado'],
    [{ success: false }, 'Error al registrar visita'],
    [{ success: false, error: '  ' }, 'Error al registrar visita'],
    [null, 'Error al registrar visita'],
    ['<html>Bad gateway</html>', 'Error al registrar visita'],
  ]);
});

describe('template backgrounds', () => {
  it('gives each template a phone and a desktop picture, and falls back for unknown ids', () => {
    expect(backdropFor('template-4', 'general-1')).toMatchObject({
      id: 'template-4',
      mobile: '/templates/template-4-mobile.webp',
      desktop: '/templates/template-4-desktop.webp',
    });
    expect(backdropFor('plantilla-rara', 'general-1').id).toBe('general-1');
    expect(backdropFor('', 'family-1').id).toBe('family-1');
    // The pictures are in the page's <picture>; the style carries only the template's colours.
    expect(backdropStyle(backdropFor('family-2', 'family-1'))).toBe('--backdrop-color:#bcd3c4;--template-accent:#3f6b55');
  });
});
