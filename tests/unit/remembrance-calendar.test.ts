import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES } from '../../worker/remembrance/choices';
import { remembranceCalendar } from '../../worker/remembrance/calendar';
import type { RememberedPerson, RemembranceSubject } from '../../worker/remembrance/rules';

const member = (memberId: string, name: string, deathDate: string): RememberedPerson => ({
  memberId,
  name,
  birthDate: '1950-05-05',
  deathDate,
  relationship: 'otro',
});

const family: RemembranceSubject = {
  target: { kind: 'family', id: 'f1' },
  people: [member('m1', 'Pedro Gómez', '2019-03-10'), member('m2', 'Ana Herrera', '2021-08-01'), member('m3', 'Luis Gómez', '2024-10-30')],
};

function allSouls(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component))
    .filter((event) => event.uid.includes('fieles-difuntos'));
}

describe("the family's calendar (.ics)", () => {
  it('holds one 2 de noviembre for the whole family, naming every member, from the first after the first death', () => {
    const text = remembranceCalendar({
      subject: family,
      choices: DEFAULT_CHOICES,
      name: 'Familia Gómez Herrera',
      pageUrl: 'https://recuerdoseternos.co/familia/familia-gomez-herrera',
    });
    const events = allSouls(text);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toBe('Día de los Fieles Difuntos: recordamos a Pedro Gómez, Ana Herrera y Luis Gómez');
    expect(event!.uid).toBe('familia-f1-fieles-difuntos@recuerdoseternos.co');
    expect(event!.startDate.toString()).toBe('2019-11-02');
    expect(event!.isRecurring()).toBe(true);
    const iterator = event!.iterator();
    expect([iterator.next()?.toString(), iterator.next()?.toString()]).toEqual(['2019-11-02', '2020-11-02']);
    // The other yearly dates stay one per member.
    expect(text.match(/^UID:familia-f1-aniversario-m\d/gm)).toHaveLength(3);
    expect(ICAL.parse(text)[1].find(([name]: [string]) => name === 'x-wr-caldesc')?.[3]).toContain('recordar a la familia Gómez Herrera');
  });

  it('has none when the family turned 2 November off', () => {
    const text = remembranceCalendar({
      subject: family,
      choices: { ...DEFAULT_CHOICES, fieles_difuntos: false },
      name: 'Gómez Herrera',
      pageUrl: 'https://recuerdoseternos.co/familia/x',
    });
    expect(allSouls(text)).toHaveLength(0);
  });

  it('keeps one for a single person, as before', () => {
    const single: RemembranceSubject = {
      target: { kind: 'memorial', id: 'p1' },
      people: [{ ...member('x', 'Rosa Cárdenas', '2022-01-15'), memberId: null }],
    };
    const events = allSouls(
      remembranceCalendar({
        subject: single,
        choices: DEFAULT_CHOICES,
        name: 'Rosa Cárdenas',
        pageUrl: 'https://recuerdoseternos.co/memorial/rosa',
      }),
    );
    expect(events.map((event) => [event.uid, event.summary])).toEqual([
      ['memorial-p1-fieles-difuntos@recuerdoseternos.co', 'Día de los Fieles Difuntos: recordamos a Rosa Cárdenas'],
    ]);
  });
});
