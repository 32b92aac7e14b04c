import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR, UNEXPECTED_ERROR } from '../../site/lib/api';
import {
  calendarLinks,
  cardDateLabel,
  cardDates,
  formData,
  pageWhatsappHref,
  REMEMBRANCE_PAGE_TEXTS,
  withDates,
} from '../../site/lib/public/remembrance-page';
import { DEFAULT_CHOICES } from '../../worker/remembrance/choices';
import { dayAfter, nextRemembranceDates, todaysRemembrance, type RemembranceSubject } from '../../worker/remembrance/rules';

const maria: RemembranceSubject = {
  target: { kind: 'memorial', id: 'm1' },
  people: [{ memberId: null, name: 'María Elena Rodríguez', birthDate: '1948-03-15', deathDate: '2025-11-25', relationship: null }],
};

describe("the public page's prayer card", () => {
  it('names each date with its weekday, as people plan a mass on it', () => {
    expect(cardDateLabel('2027-11-02')).toBe('martes 2 de noviembre de 2027');
    expect(cardDateLabel('2028-02-29')).toBe('martes 29 de febrero de 2028');
  });

  it('shows the two dates after today, with the short day for the badge', () => {
    const upcoming = nextRemembranceDates(maria, DEFAULT_CHOICES, dayAfter('2026-11-25'), 2);
    expect(cardDates(upcoming)).toEqual([
      { date: '2027-03-15', day: '15', month: 'mar', label: 'lunes 15 de marzo de 2027', title: 'Cumpleaños de María Elena Rodríguez' },
      {
        date: '2027-11-02',
        day: '2',
        month: 'nov',
        label: 'martes 2 de noviembre de 2027',
        title: 'Día de los Fieles Difuntos: recordamos a María Elena Rodríguez',
      },
    ]);
  });

  it('has the banner on the cabo de año and nothing on an ordinary day', () => {
    expect(todaysRemembrance(maria, DEFAULT_CHOICES, '2026-11-25').map((notice) => notice.text)).toEqual([
      'Hoy se cumple un año de su partida',
    ]);
    expect(todaysRemembrance(maria, DEFAULT_CHOICES, '2026-11-26')).toEqual([]);
  });

  it('leaves the card out when the page has no date at all', () => {
    const calendar_path = '/memorial/maria/fechas.ics';
    expect(withDates(null)).toBeNull();
    expect(withDates({ today: [], upcoming: [], calendar_path })).toBeNull();
    const some = { today: [], upcoming: nextRemembranceDates(maria, DEFAULT_CHOICES, '2026-11-26', 2), calendar_path };
    expect(withDates(some)).toBe(some);
  });

  it('offers the calendar to download from this site and to subscribe to with webcal://', () => {
    expect(calendarLinks('https://recuerdoseternos.co', '/memorial/maria-elena-rodriguez/fechas.ics')).toEqual({
      download: '/memorial/maria-elena-rodriguez/fechas.ics',
      subscribe: 'webcal://recuerdoseternos.co/memorial/maria-elena-rodriguez/fechas.ics',
    });
    expect(calendarLinks('http://127.0.0.1:4321', '/familia/familia-gomez/fechas.ics').subscribe).toBe(
      'webcal://127.0.0.1:4321/familia/familia-gomez/fechas.ics',
    );
  });

  it('shares the page on WhatsApp with the share builder’s words and the link last', () => {
    const href = new URL(pageWhatsappHref('family', 'Familia Gómez Herrera', 'https://recuerdoseternos.co/familia/familia-gomez-herrera'));
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      'En memoria de la familia Gómez Herrera. Te comparto su memorial, allí puedes ver sus fotos y dejar un recuerdo: https://recuerdoseternos.co/familia/familia-gomez-herrera',
    );
  });

  it("hands the page's script every word it may show, so the script carries none", () => {
    expect(formData('/api/candles', REMEMBRANCE_PAGE_TEXTS.candleLit, REMEMBRANCE_PAGE_TEXTS.candleAlreadyLit)).toEqual({
      'data-endpoint': '/api/candles',
      'data-done': REMEMBRANCE_PAGE_TEXTS.candleLit,
      'data-done-again': REMEMBRANCE_PAGE_TEXTS.candleAlreadyLit,
      'data-offline': NETWORK_ERROR,
      'data-failed': UNEXPECTED_ERROR,
    });
    expect(formData('/api/reminders', REMEMBRANCE_PAGE_TEXTS.remindersSent)).not.toHaveProperty('data-done-again');
    expect(REMEMBRANCE_PAGE_TEXTS.remindersSent).toContain('{email}');
  });
});
