import { describe, expect, it } from 'vitest';
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
  it('writes the day, the month in words and the year', () => {
    expect(formatDate('1948-03-15')).toBe('15 de marzo de 1948');
    expect(formatDate('2023-08-22')).toBe('22 de agosto de 2023');
    expect(formatDate('2000-01-01')).toBe('1 de enero de 2000');
  });

  it('never shifts the day with the time zone and never prints Invalid Date', () => {
    expect(formatDate('2019-11-03T00:00:00Z')).toBe('3 de noviembre de 2019');
    expect(formatDate('sin fecha')).toBe('sin fecha');
  });
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

  it('shows only the years the owner chose to show', () => {
    expect(lifeYears('1948-03-15', '2023-08-22')).toBe('1948–2023');
    expect(lifeYears(null, '2023-08-22')).toBe('–2023');
    expect(lifeYears('1948-03-15', null)).toBe('1948');
    expect(lifeYears(null, null)).toBe('');
  });

  it('names a family once, with or without the word Familia', () => {
    expect(familyTitle('Familia Gómez Herrera')).toBe('En memoria de la familia Gómez Herrera');
    expect(familyTitle('Gómez Herrera')).toBe('En memoria de la familia Gómez Herrera');
  });
});

describe('the family page', () => {
  it('names members under their portraits by their given names', () => {
    expect(givenName('Luis Alberto Gómez Herrera')).toBe('Luis Alberto');
    expect(givenName('Carmen Rosa Herrera de Gómez')).toBe('Carmen Rosa');
    expect(givenName('Jorge Enrique Gómez')).toBe('Jorge');
    expect(givenName('Ana')).toBe('Ana');
  });

  it('keeps whole given names with a particle, never "María del"', () => {
    expect(givenName('María del Carmen Rodríguez Pérez')).toBe('María del Carmen');
    expect(givenName('María del Carmen Rodríguez')).toBe('María del Carmen');
    expect(givenName('María del Carmen')).toBe('María del Carmen');
    expect(givenName('Luz de los Ángeles Ospina Ruiz')).toBe('Luz de los Ángeles');
    expect(givenName('Ana María del Socorro Gómez Rojas')).toBe('Ana María del Socorro');
    expect(givenName('Pedro José de Vargas Ríos')).toBe('Pedro José');
    expect(givenName('Jorge de la Torre')).toBe('Jorge');
    for (const name of ['María del Carmen Rodríguez Pérez', 'Carmen Rosa Herrera de Gómez', 'José de Jesús Arango', 'Inés de la Cruz']) {
      expect(name.split(' ').slice(0, givenName(name).split(' ').length).join(' '), name).toBe(givenName(name));
      expect(['de', 'del', 'la', 'los', 'las', 'y'], name).not.toContain(givenName(name).split(' ').at(-1)?.toLowerCase());
    }
    expect(longestWord('María del Carmen')).toBe(6);
    expect(longestWord('Maximiliano')).toBe(11);
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
  it('reads as a Spanish count', () => {
    expect(visitLabel(1)).toBe('1 visita');
    expect(visitLabel(0)).toBe('0 visitas');
    expect(visitLabel(1234)).toBe('1.234 visitas');
    expect(visitLabel(1234567)).toBe('1.234.567 visitas');
    expect(visitLabel(999)).toBe('999 visitas');
  });

  it('keeps the mark after a success or a 429 and retries after anything else', () => {
    expect(keepVisitMark(200)).toBe(true);
    expect(keepVisitMark(429)).toBe(true);
    expect(keepVisitMark(404)).toBe(false);
    expect(keepVisitMark(500)).toBe(false);
  });

  it('logs the server’s reason for a failed visit, or the spec’s words when it gave none', () => {
    expect(visitFailureMessage({ success: false, error: 'Perfil no encontrado' })).toBe('Perfil no encontrado');
    expect(visitFailureMessage({ success: false })).toBe('Error al registrar visita');
    expect(visitFailureMessage({ success: false, error: '  ' })).toBe('Error al registrar visita');
    expect(visitFailureMessage(null)).toBe('Error al registrar visita');
    expect(visitFailureMessage('<html>Bad gateway</html>')).toBe('Error al registrar visita');
  });
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
