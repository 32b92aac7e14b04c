import { describe, expect, it } from 'vitest';
import { givenName } from '../../site/lib/public/family-names';
import { formatDate } from '../../site/lib/format';
import { galleryPage } from '../../site/lib/public/gallery-pages';
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

  it('keeps the requested gallery page within range (pages of 6)', () => {
    expect(galleryPage(null, 12)).toBe(1);
    expect(galleryPage('2', 12)).toBe(2);
    expect(galleryPage('3', 12)).toBe(2);
    expect(galleryPage('0', 12)).toBe(1);
    expect(galleryPage('abc', 12)).toBe(1);
    expect(galleryPage('2', 0)).toBe(1);
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
    expect(backdropStyle(backdropFor('family-2', 'family-1'))).toContain('--backdrop-mobile:url(/templates/family-2-mobile.webp)');
  });
});
