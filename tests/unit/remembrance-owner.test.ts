import { describe, expect, it } from 'vitest';
import { expectAnswers, itAnswers } from '../helpers/answers';
import {
  candlesCountText,
  cardQuery,
  candlesShortText,
  dateLabel,
  kindOptions,
  pageAfterRemoval,
  settingsBody,
  subscribersCountText,
  pageQuery,
  subscribersShortText,
  upcomingLines,
  upcomingQuery,
  whenText,
  type CardDate,
} from '../../site/lib/dashboard/remembrance-owner';
import { REMEMBRANCE_KINDS, type RemembranceKind } from '../../worker/remembrance/choices';

const date = (overrides: Partial<CardDate>): CardDate => ({
  date: '2026-11-02',
  kind: 'fieles_difuntos',
  person_name: 'Jorge Enrique',
  novenario_day: null,
  years: null,
  ...overrides,
});

/** Every kind of date offered. */
const allKinds = Object.fromEntries(REMEMBRANCE_KINDS.map((kind) => [kind, true])) as Record<RemembranceKind, boolean>;

describe('the card’s next dates', () => {
  itAnswers('calls a person’s dates by their kind, the card already naming the person', dateLabel, [
    [date({ kind: 'novenario', novenario_day: 3 }), ['Rosa'], 'individual', 'Novenario: día 3 de 9'],
    [date({ kind: 'novenario', novenario_day: 9 }), ['Rosa'], 'individual', 'Último día del novenario'],
    [date({ kind: 'misa_de_mes' }), ['Rosa'], 'individual', 'Misa de mes'],
    [date({ kind: 'cabo_de_ano', years: 1 }), ['Rosa'], 'individual', 'Cabo de año'],
    [date({ kind: 'aniversario', years: 3 }), ['Rosa'], 'individual', '3 años de su partida'],
    [date({ kind: 'cumpleanos', years: 80 }), ['Rosa'], 'individual', 'Cumpleaños'],
    [date({ kind: 'fieles_difuntos' }), ['Rosa'], 'individual', 'Día de los Fieles Difuntos'],
    [date({ kind: 'dia_de_la_madre' }), ['Rosa'], 'individual', 'Día de la Madre'],
  ]);

  it('names a family’s members', () => {
    expectAnswers(dateLabel, [
      [date({ kind: 'cabo_de_ano', years: 1 }), ['Jorge'], 'family', 'Cabo de año de Jorge'],
      [date({ kind: 'aniversario', years: 5 }), ['Jorge'], 'family', '5 años de la partida de Jorge'],
    ]);
    expect(dateLabel(date({ kind: 'fieles_difuntos' }), ['Jorge', 'Ana', 'Luis'], 'family')).toBe(
      'Día de los Fieles Difuntos: recordamos a Jorge, Ana y Luis',
    );
  });

  itAnswers('says today and tomorrow in words, and any other day with its weekday in es-CO', whenText, [
    ['2026-11-25', '2026-11-25', 'Hoy'],
    ['2026-11-26', '2026-11-25', 'Mañana'],
    ['2026-11-02', '2026-10-01', 'lunes, 2 de noviembre de 2026'],
    // Across a year's end, read as calendar days (never shifted by the browser's time zone).
    ['2027-01-01', '2026-12-31', 'Mañana'],
    ['2028-02-29', '2028-01-01', 'martes, 29 de febrero de 2028'],
  ]);

  it('joins members who share a day into one line, then keeps the first three', () => {
    const dates = [
      date({ date: '2026-11-02', person_name: 'Jorge' }),
      date({ date: '2026-11-02', person_name: 'Ana' }),
      date({ date: '2026-12-10', kind: 'cumpleanos', person_name: 'Ana', years: 70 }),
      date({ date: '2027-01-15', kind: 'aniversario', person_name: 'Jorge', years: 4 }),
      date({ date: '2027-01-15', kind: 'aniversario', person_name: 'Ana', years: 2 }),
    ];
    expect(upcomingLines(dates, 'family', '2026-11-02')).toEqual([
      { date: '2026-11-02', kind: 'fieles_difuntos', label: 'Día de los Fieles Difuntos: recordamos a Jorge y Ana', when: 'Hoy' },
      { date: '2026-12-10', kind: 'cumpleanos', label: 'Cumpleaños de Ana', when: 'jueves, 10 de diciembre de 2026' },
      // Same day and kind but not the same years: two anniversaries, the first of them fits.
      { date: '2027-01-15', kind: 'aniversario', label: '4 años de la partida de Jorge', when: 'viernes, 15 de enero de 2027' },
    ]);
    expect(upcomingLines([], 'individual', '2026-11-02')).toEqual([]);
  });
});

describe('the dialog’s words', () => {
  it('counts with es-CO grouping and the right number', () => {
    expectAnswers(candlesShortText, [
      [1, '1 vela'],
      [1234, '1.234 velas'],
      [0, '0 velas'],
    ]);
    expectAnswers(subscribersShortText, [
      [1, '1 suscriptor'],
      [2, '2 suscriptores'],
    ]);
    expectAnswers(candlesCountText, [
      [1, '1 vela encendida'],
      [12, '12 velas encendidas'],
    ]);
    expectAnswers(subscribersCountText, [
      [1, '1 persona recibe los recordatorios'],
      [3, '3 personas reciben los recordatorios'],
    ]);
  });

  it('offers every kind in a year’s order, a family day without its mother or father greyed with the reason', () => {
    const options = kindOptions({ ...allKinds, dia_de_la_madre: false });
    expect(options.map((option) => option.label)).toEqual([
      'Novenario',
      'Misa de mes',
      'Cabo de año',
      'Aniversarios',
      'Cumpleaños',
      'Día de los Fieles Difuntos',
      'Día de la Madre',
      'Día del Padre',
    ]);
    expect(options[6]).toEqual({
      kind: 'dia_de_la_madre',
      label: 'Día de la Madre',
      hint: 'Ningún familiar de este memorial está registrado como madre.',
      available: false,
    });
    expect(options[7]?.available).toBe(true);
    expect(options[7]?.hint).toBe('El tercer domingo de junio. Márcalo si era papá.');
  });
});

describe('the API it calls', () => {
  const person = { kind: 'individual' as const, id: 'p 1' };
  const family = { kind: 'family' as const, id: 'f1' };

  it('names the memorial the way the API expects', () => {
    expectAnswers(cardQuery, [
      [person, { memorial_profile_id: 'p 1' }],
      [family, { family_profile_id: 'f1' }],
    ]);
    expect(upcomingQuery(family)).toEqual({ family_profile_id: 'f1', count: '12' });
    expectAnswers(pageQuery, [
      [person, 2, { memorial_profile_id: 'p 1', page: '2' }],
      [family, 0, { family_profile_id: 'f1', page: '1' }],
    ]);
  });

  it('sends every kind, a family day the memorial cannot keep only as off', () => {
    const form = { kinds: { ...allKinds, novenario: false }, owner_reminders: false, candle_digest: true };
    expect(settingsBody(family, form, { ...allKinds, dia_del_padre: false })).toEqual({
      family_profile_id: 'f1',
      kinds: { ...allKinds, novenario: false, dia_del_padre: false },
      owner_reminders: false,
      candle_digest: true,
    });
  });

  itAnswers('stays on the page after a removal unless it emptied the last one', pageAfterRemoval, [
    [1, 5, 1],
    [2, 21, 1],
    [2, 22, 2],
    [3, 41, 20, 2],
  ]);
});
