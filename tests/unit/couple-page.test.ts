import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import { isBirthday } from '../../site/lib/public/birthday';
import { coupleTitle, GOAL_HORIZONS, isCoupleSlug } from '../../site/lib/public/couple-page';
import { ageLabel, ageOn, FIRST_DAY_OF_LOVE, loveTime, loveTimeText } from '../../site/lib/public/couple-time';

describe('a person’s age on the couple page', () => {
  itAnswers('counts whole years, turning on the birthday itself', ageOn, [
    ['1994-02-14', '2026-02-13', 31],
    ['1994-02-14', '2026-02-14', 32],
    ['1991-09-03', '2026-12-31', 35],
    ['2000-01-01', '2000-01-01', 0],
  ]);

  it('turns a 29 February birthday on the 28th in common years, the day the marker shows', () => {
    expect(ageOn('2000-02-29', '2023-02-27')).toBe(22);
    expect(ageOn('2000-02-29', '2023-02-28')).toBe(23);
    expect(isBirthday('2000-02-29', '2023-02-28')).toBe(true);
    expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
    expect(isBirthday('2000-02-29', '2024-02-28')).toBe(false);
  });

  itAnswers('has no age for a future or unreadable birth date', ageOn, [
    ['2030-01-01', '2026-01-01', null],
    ['1994-02-30', '2026-01-01', null],
    ['', '2026-01-01', null],
  ]);

  it('says years in Spanish', () => {
    expect(ageLabel(1)).toBe('1 año');
    expect(ageLabel(32)).toBe('32 años');
  });
});

describe('the birthday marker', () => {
  itAnswers('shows on the day only, not in the week before as the memorial notice does', isBirthday, [
    ['1994-02-14', '2027-02-14', true],
    ['1994-02-14', '2027-02-13', false],
    ['1994-02-14', '2027-02-15', false],
  ]);
});

describe('the time together, as ‘{time} de amor’', () => {
  it('says years and months', () => {
    expectAnswers(loveTime, [
      ['2016-06-18', '2021-09-18', '5 años y 3 meses'],
      ['2016-06-18', '2021-09-17', '5 años y 2 meses'],
      ['2020-01-10', '2021-02-10', '1 año y 1 mes'],
    ]);
    expect(loveTimeText('2016-06-18', '2021-09-18')).toBe('5 años y 3 meses de amor');
  });

  it('leaves out the months on the anniversary', () => {
    expect(loveTime('2016-06-18', '2026-06-18')).toBe('10 años');
    expect(loveTime('2025-06-18', '2026-06-18')).toBe('1 año');
  });

  it('says months in the first year, and days in the first month', () => {
    expectAnswers(loveTime, [
      ['2025-06-18', '2026-04-20', '10 meses'],
      ['2026-03-18', '2026-04-18', '1 mes'],
      ['2026-04-01', '2026-04-13', '12 días'],
      ['2026-04-12', '2026-04-13', '1 día'],
    ]);
    expect(loveTimeText('2026-04-12', '2026-04-13')).toBe('1 día de amor');
  });

  itAnswers('counts a month that ends early to its last day', loveTime, [
    ['2026-01-31', '2026-02-28', '1 mes'],
    ['2026-01-31', '2026-02-27', '27 días'],
    ['2024-02-29', '2025-02-28', '1 año'],
  ]);

  it('has its own words for the first day, and nothing before it', () => {
    expect(loveTime('2026-04-13', '2026-04-13')).toBeNull();
    expectAnswers(loveTimeText, [
      ['2026-04-13', '2026-04-13', FIRST_DAY_OF_LOVE],
      ['2026-05-01', '2026-04-13', null],
      ['no es fecha', '2026-04-13', null],
    ]);
  });
});

describe('the couple page’s address and head', () => {
  it('accepts only slugs the service can make', () => {
    expect(isCoupleSlug('camila-y-andres')).toBe(true);
    expect(isCoupleSlug('laura-y-santiago-2')).toBe(true);
    for (const bad of ['', 'Camila-y-Andres', 'camila--andres', '-camila', 'camila_y_andres', 'camila%20y', 'a'.repeat(101)]) {
      expect(isCoupleSlug(bad)).toBe(false);
    }
  });

  it('titles the page with the couple’s name', () => {
    expect(coupleTitle(' Camila y Andrés ')).toBe('Camila y Andrés · Nuestra historia de amor');
  });

  it('lists the goals in the spec’s order and words', () => {
    expect(GOAL_HORIZONS.map((goal) => goal.label)).toEqual([
      'Corto plazo (1-2 años)',
      'Mediano plazo (3-5 años)',
      'Largo plazo (5+ años)',
    ]);
  });
});
