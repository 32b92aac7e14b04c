import { describe, expect, it } from 'vitest';
import { candleDigestMessage, remembranceReminderMessage } from '../../worker/mail/remembrance-templates';
import { DEFAULT_CHOICES } from '../../worker/remembrance/choices';
import { remembranceDatesBetween, type RemembranceSubject } from '../../worker/remembrance/rules';

const subject: RemembranceSubject = {
  target: { kind: 'memorial', id: 'm1' },
  people: [{ memberId: null, name: 'María Elena Rodríguez', birthDate: '1948-03-15', deathDate: '2025-08-22', relationship: null }],
};
const urls = {
  pageUrl: 'https://recuerdoseternos.co/memorial/maria-elena-rodriguez',
  unsubscribePageUrl: 'https://recuerdoseternos.co/recordatorios/baja?token=t',
  oneClickUrl: 'https://recuerdoseternos.co/api/reminders/unsubscribe?token=t',
};

describe('a remembrance reminder', () => {
  it('carries the RFC 8058 headers: the https one-click address and List-Unsubscribe=One-Click', () => {
    const dates = remembranceDatesBetween(subject, DEFAULT_CHOICES, '2026-08-22', '2026-08-22');
    const message = remembranceReminderMessage({ to: 'a@b.co', memorialName: 'María Elena Rodríguez', individual: true, dates, notice: 'today', recipient: 'subscriber', ...urls });
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://recuerdoseternos.co/api/reminders/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.subject).toBe('Hoy se cumple un año de la partida de María Elena Rodríguez');
    expect(message.links).toEqual([urls.pageUrl, expect.stringMatching(/^https:\/\/wa\.me\/\?text=/), urls.unsubscribePageUrl]);
    expect(message.text).toContain('Recibes este correo porque pediste recordatorios de las fechas de María Elena Rodríguez. Dejar de recibir recordatorios:');
    expect(message.html).toContain('href="https://recuerdoseternos.co/recordatorios/baja?token=t"');
  });

  it('names the date three days ahead of the cabo de año, and tells the owner why they receive it', () => {
    const dates = remembranceDatesBetween(subject, DEFAULT_CHOICES, '2026-08-22', '2026-08-22');
    const message = remembranceReminderMessage({ to: 'a@b.co', memorialName: 'María Elena Rodríguez', individual: true, dates, notice: 'ahead', recipient: 'owner', ...urls });
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
