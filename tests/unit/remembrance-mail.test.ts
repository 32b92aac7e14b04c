import { describe, expect, it } from 'vitest';
import {
  candleDigestMessage,
  reminderConfirmationMessage,
  remembranceReminderMessage,
  type ReminderEmailInput,
} from '../../worker/mail/remembrance-templates';
import { DEFAULT_CHOICES } from '../../worker/remembrance/choices';
import { nextRemembranceDates, remembranceDatesBetween, type RemembranceSubject } from '../../worker/remembrance/rules';

const subject: RemembranceSubject = {
  target: { kind: 'memorial', id: 'm1' },
  people: [{ memberId: null, name: 'María Elena Rodríguez', birthDate: '1948-03-15', deathDate: '2025-08-22', relationship: null }],
};
const urls = {
  pageUrl: 'https://recuerdoseternos.co/memorial/maria-elena-rodriguez',
  unsubscribePageUrl: 'https://recuerdoseternos.co/recordatorios/baja?token=t',
  oneClickUrl: 'https://recuerdoseternos.co/api/reminders/unsubscribe?token=t',
};

/** The reminder of María Elena's cabo de año (22 August 2026), as sent on the day or three days before. */
function caboDeAnoReminder(notice: ReminderEmailInput['notice'], recipient: ReminderEmailInput['recipient']) {
  const dates = remembranceDatesBetween(subject, DEFAULT_CHOICES, '2026-08-22', '2026-08-22');
  return remembranceReminderMessage({
    to: 'a@b.co',
    memorialName: 'María Elena Rodríguez',
    individual: true,
    dates,
    notice,
    recipient,
    ...urls,
  });
}

describe('a remembrance reminder', () => {
  it('carries the RFC 8058 headers: the https one-click address and List-Unsubscribe=One-Click', () => {
    const message = caboDeAnoReminder('today', 'subscriber');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://recuerdoseternos.co/api/reminders/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.subject).toBe('Hoy se cumple un año de la partida de María Elena Rodríguez');
    expect(message.links).toEqual([urls.pageUrl, expect.stringMatching(/^https:\/\/wa\.me\/\?text=/), urls.unsubscribePageUrl]);
    expect(message.text).toContain(
      'Recibes este correo porque pediste recordatorios de las fechas de María Elena Rodríguez. Dejar de recibir recordatorios:',
    );
    expect(message.html).toContain('href="https://recuerdoseternos.co/recordatorios/baja?token=t"');
  });

  it('names the date three days ahead of the cabo de año, and tells the owner why they receive it', () => {
    const message = caboDeAnoReminder('ahead', 'owner');
    expect(message.subject).toBe('En 3 días: Cabo de año de María Elena Rodríguez');
    expect(message.text).toContain('El sábado 22 de agosto se cumple un año de la partida de María Elena Rodríguez: el cabo de año.');
    expect(message.text).toContain('Recibes este correo porque creaste el memorial de María Elena Rodríguez.');
  });
});

describe("the candles' digest", () => {
  it('says how many, on which memorial, and who, in one e-mail', () => {
    const message = candleDigestMessage({
      to: 'a@b.co',
      day: '2026-03-10',
      memorials: [{ name: 'María Elena Rodríguez', names: ['Ana', null, null] }],
      dashboardUrl: 'https://recuerdoseternos.co/dashboard',
    });
    expect(message.subject).toBe('Encendieron 3 velas en memoria de María Elena Rodríguez');
    expect(message.text).toContain('María Elena Rodríguez: 3 velas, de Ana y 2 personas sin nombre.');
    expect(message.headers).toBeUndefined();
  });
});

describe('the reminders confirmation', () => {
  const confirmation = {
    to: 'a@b.co',
    memorialName: 'María Elena Rodríguez',
    link: 'https://recuerdoseternos.co/recordatorios/confirmar?token=t',
    pageUrl: urls.pageUrl,
  };

  it('names the dates actually coming, not a generic list', () => {
    // The day after the death: of the novenario only its last day, then the misa de mes.
    const upcoming = nextRemembranceDates(subject, DEFAULT_CHOICES, '2025-08-23', 16);
    const message = reminderConfirmationMessage({ ...confirmation, upcoming });
    expect(message.text).toContain('Pediste recibir por correo las fechas para recordar a María Elena Rodríguez. Las próximas son:');
    expect(message.text).toContain('Último día del novenario de María Elena Rodríguez');
    expect(message.text).toContain('Misa de mes de María Elena Rodríguez');
    expect(message.text).not.toContain('día 1 de 9');
    expect(message.text).not.toContain('el cabo de año, los aniversarios, su cumpleaños y el 2 de noviembre');
  });

  it('names one shared 2 November for a family, and promises a word before each date when none is near', () => {
    const family: RemembranceSubject = {
      target: { kind: 'family', id: 'f1' },
      people: [
        { memberId: 'a', name: 'Pedro', birthDate: '1940-01-01', deathDate: '2019-03-10', relationship: 'otro' },
        { memberId: 'b', name: 'Ana', birthDate: '1945-01-01', deathDate: '2020-03-10', relationship: 'otro' },
      ],
    };
    const only2Nov = Object.fromEntries(
      Object.keys(DEFAULT_CHOICES).map((key) => [key, key === 'fieles_difuntos']),
    ) as typeof DEFAULT_CHOICES;
    const message = reminderConfirmationMessage({
      ...confirmation,
      memorialName: 'la familia Gómez',
      upcoming: nextRemembranceDates(family, only2Nov, '2026-10-01', 2),
    });
    expect(message.text.match(/Día de los Fieles Difuntos/g)).toHaveLength(1);
    expect(message.text).toContain('recordar a Pedro y Ana');
    expect(reminderConfirmationMessage(confirmation).text).toContain('Te escribiremos cuando se acerque cada una.');
  });
});
