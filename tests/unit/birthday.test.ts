import { describe, expect, it } from 'vitest';
import { birthdayMessage, celebrationMarkKey, colombiaDate, isBirthday } from '../../site/lib/public/birthday';
import { celebrationPlan } from '../../site/lib/public/celebration-plan';

const NAME = 'María Elena Rodríguez';
const BORN = '1948-03-15';

describe('birthday messages', () => {
  it('celebrates on the day, with the age the person would reach', () => {
    const message = birthdayMessage(NAME, BORN, '2026-03-15');
    expect(message).toMatchObject({ kind: 'today', daysUntil: 0, age: 78 });
    expect(message?.title).toBe('Hoy es el cumpleaños de María Elena Rodríguez');
    expect(message?.detail).toContain('Hoy cumpliría 78 años');
  });

  it('announces it the day before', () => {
    const message = birthdayMessage(NAME, BORN, '2026-03-14');
    expect(message).toMatchObject({ kind: 'tomorrow', daysUntil: 1, age: 78 });
    expect(message?.title).toBe('Mañana es el cumpleaños de María Elena Rodríguez');
  });

  it('counts down from 7 to 2 days before', () => {
    expect(birthdayMessage(NAME, BORN, '2026-03-08')).toMatchObject({ kind: 'soon', daysUntil: 7 });
    expect(birthdayMessage(NAME, BORN, '2026-03-08')?.title).toBe('Faltan 7 días para el cumpleaños de María Elena Rodríguez');
    expect(birthdayMessage(NAME, BORN, '2026-03-13')?.title).toBe('Faltan 2 días para el cumpleaños de María Elena Rodríguez');
    expect(birthdayMessage(NAME, BORN, '2026-03-13')?.detail).toContain('El 15 de marzo cumpliría 78 años');
  });

  it('says nothing 8 days before or the day after', () => {
    expect(birthdayMessage(NAME, BORN, '2026-03-07')).toBeNull();
    expect(birthdayMessage(NAME, BORN, '2026-03-16')).toBeNull();
  });

  it('looks across New Year for a birthday in early January', () => {
    expect(birthdayMessage(NAME, '1950-01-02', '2026-12-30')).toMatchObject({ kind: 'soon', daysUntil: 3, age: 77 });
    expect(birthdayMessage(NAME, '1950-01-01', '2026-12-31')).toMatchObject({ kind: 'tomorrow', age: 77 });
  });

  it('celebrates 29 February on the 28th in common years', () => {
    expect(isBirthday('1960-02-29', '2027-02-28')).toBe(true);
    expect(isBirthday('1960-02-29', '2028-02-29')).toBe(true);
    expect(isBirthday('1960-02-29', '2028-02-28')).toBe(false);
  });

  it('ignores unreadable dates', () => {
    expect(birthdayMessage(NAME, 'sin fecha', '2026-03-15')).toBeNull();
    expect(birthdayMessage(NAME, BORN, '')).toBeNull();
  });
});

describe('the date in Colombia', () => {
  it('is UTC−5 all year, whatever the machine says', () => {
    // 04:59 UTC on 15 March is still the 14th in Bogotá; 05:00 UTC is the 15th.
    expect(colombiaDate(Date.UTC(2026, 2, 15, 4, 59))).toBe('2026-03-14');
    expect(colombiaDate(Date.UTC(2026, 2, 15, 5, 0))).toBe('2026-03-15');
  });
});

describe('the celebration', () => {
  it('runs 7 s with 80 confetti, 20 balloons and 6 fireworks, fewer at 768 px or less', () => {
    expect(celebrationPlan(1280)).toEqual({ durationMs: 7000, confetti: 80, balloons: 20, fireworks: 6 });
    expect(celebrationPlan(769)).toMatchObject({ confetti: 80 });
    const small = celebrationPlan(768);
    expect(small.durationMs).toBe(7000);
    expect(small.confetti).toBeLessThan(80);
    expect(small.balloons).toBeLessThan(20);
    expect(small.fireworks).toBeLessThan(6);
  });

  it('keeps one daily marker per memorial', () => {
    expect(celebrationMarkKey('a')).not.toBe(celebrationMarkKey('b'));
  });
});
