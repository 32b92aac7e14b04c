import { whatsappShareUrl } from '../../site/lib/share';
import type { RemembranceDate } from '../remembrance/rules';
import { aheadText, bannerText, dateTitle, joinNames, longDate } from '../remembrance/texts';
import { renderEmail } from './layout';
import { plural } from '../schemas/plural';
import type { MailMessage } from './types';

/** How many coming dates the confirmation names. */
const COMING_LINES = 4;

/**
 * The coming dates, one line each, people who share a day named together ('El lunes 2 de noviembre es el Día
 * de…'); of the novenario only its last day, as the reminders themselves.
 */
function comingLines(dates: readonly RemembranceDate[]): string[] {
  const groups = new Map<string, RemembranceDate[]>();
  for (const date of dates.filter((each) => each.kind !== 'novenario' || each.novenario_day === 9))
    groups.set(`${date.date} ${date.kind}`, [...(groups.get(`${date.date} ${date.kind}`) ?? []), date]);
  return [...groups.values()]
    .map((group) => {
      const [first] = group as [RemembranceDate, ...RemembranceDate[]];
      return aheadText(first.kind, joinNames(group.map((date) => date.person_name)), first.date, {
        novenarioDay: first.novenario_day,
        years: first.years,
      });
    })
    .slice(0, COMING_LINES);
}

/**
 * 'Recibir recordatorios': the double opt-in's one e-mail; nothing else is sent before its link is opened. It
 * names the dates actually coming (`upcoming`, the memorial's public dates after today), not a generic list.
 */
export function reminderConfirmationMessage(input: {
  to: string;
  memorialName: string;
  link: string;
  pageUrl: string;
  upcoming?: readonly RemembranceDate[];
}): MailMessage {
  const coming = comingLines(input.upcoming ?? []);
  return renderEmail({
    to: input.to,
    subject: `Confirma los recordatorios de ${input.memorialName}`,
    preheader: 'Un clic para recibir las fechas para recordar.',
    intro: [
      coming.length > 0
        ? `Pediste recibir por correo las fechas para recordar a ${input.memorialName}. Las próximas son:`
        : `Pediste recibir por correo las fechas para recordar a ${input.memorialName}. Te escribiremos cuando se acerque cada una.`,
      ...coming,
      'Confirma tu correo para empezar a recibirlas. Hasta entonces no te enviaremos nada más.',
    ],
    buttonLabel: 'Confirmar recordatorios',
    link: input.link,
    notes: [
      'Este enlace vence en 7 días. Si no lo pediste, ignora este mensaje: sin tu confirmación no recibirás ningún recordatorio.',
      `Su memorial: ${input.pageUrl}`,
    ],
  });
}

export type ReminderNotice = 'today' | 'ahead';

export type ReminderEmailInput = {
  to: string;
  name?: string | null;
  memorialName: string;
  /** A family's page names members; an individual's only the person. */
  individual: boolean;
  /** The dates this e-mail is about: one day's, of one memorial. */
  dates: RemembranceDate[];
  notice: ReminderNotice;
  pageUrl: string;
  /** The page with the 'Dejar de recibir recordatorios' button. */
  unsubscribePageUrl: string;
  /** RFC 8058's one-click address: a POST there unsubscribes, no session, no page. */
  oneClickUrl: string;
  /** Why this person receives it: a subscriber, or the memorial's owner. */
  recipient: 'subscriber' | 'owner';
};

/** What the day is, in one sentence per kind, people sharing a day named together (2 November for a family). */
function sentencesOf(dates: RemembranceDate[], notice: ReminderNotice): string[] {
  const byKind = new Map<string, RemembranceDate[]>();
  for (const date of dates) byKind.set(date.kind, [...(byKind.get(date.kind) ?? []), date]);
  return [...byKind.values()].map((group) => {
    const [first] = group as [RemembranceDate, ...RemembranceDate[]];
    const detail = { novenarioDay: first.novenario_day, years: first.years };
    if (notice === 'today')
      return `${bannerText(
        first.kind,
        group.map((date) => date.person_name),
        false,
        detail,
      )}.`;
    return aheadText(first.kind, joinNames(group.map((date) => date.person_name)), first.date, detail);
  });
}

/**
 * A remembrance reminder: on the day, or three days before the cabo de año and 2 November (time to arrange a
 * mass). It names the date, links the page, offers 'Compartir por WhatsApp' (the same wa.me link the page
 * uses), and carries the one-click unsubscribe link and headers (RFC 8058: List-Unsubscribe with the https
 * address, List-Unsubscribe-Post: List-Unsubscribe=One-Click).
 */
export function remembranceReminderMessage(input: ReminderEmailInput): MailMessage {
  const [first] = input.dates;
  if (!first) throw new Error('A reminder names at least one date');
  const sentences = sentencesOf(input.dates, input.notice);
  const sameKind = input.dates.filter((date) => date.kind === first.kind).map((date) => date.person_name);
  const subject =
    input.notice === 'today'
      ? (sentences[0] ?? '').replace(/\.$/, '')
      : `En 3 días: ${dateTitle(first.kind, joinNames(sameKind), { novenarioDay: first.novenario_day, years: first.years })}`;
  const intro =
    input.notice === 'today'
      ? [
          `Hoy, ${longDate(first.date)}.`,
          ...sentences,
          `Visita su memorial para encender una vela, dejar un recuerdo o compartirlo con quienes están lejos.`,
        ]
      : [
          ...sentences,
          'Quedan tres días para preparar la misa, la visita o el encuentro con la familia.',
          'Su memorial está listo para compartir con quienes no pueden estar.',
        ];
  const shareText = `${sentences.join(' ')} Te comparto su memorial: ${input.pageUrl}`;
  const message = renderEmail({
    to: input.to,
    name: input.name,
    subject,
    preheader:
      input.notice === 'today'
        ? `Hoy recordamos a ${joinNames([...new Set(input.dates.map((date) => date.person_name))])}.`
        : `El ${longDate(first.date)}.`,
    intro,
    buttonLabel: 'Ver su memorial',
    link: input.pageUrl,
    moreLinks: [{ label: 'Compartir por WhatsApp', link: whatsappShareUrl(shareText) }],
    notes: [],
    unsubscribe: {
      reason:
        input.recipient === 'owner'
          ? `Recibes este correo porque creaste el memorial de ${input.memorialName}.`
          : `Recibes este correo porque pediste recordatorios de las fechas de ${input.memorialName}.`,
      label: 'Dejar de recibir recordatorios',
      link: input.unsubscribePageUrl,
    },
  });
  return {
    ...message,
    headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export type DigestMemorial = { name: string; names: (string | null)[] };

/** 'Ana, Luis y 2 personas sin nombre'. */
function whoLit(names: (string | null)[]): string {
  const named = names.filter((name): name is string => name !== null);
  const anonymous = names.length - named.length;
  const rest =
    anonymous === 0 ? [] : [anonymous === 1 ? 'una persona sin nombre' : plural(anonymous, 'persona sin nombre', 'personas sin nombre')];
  return joinNames([...named, ...rest]);
}

/** The owner's daily digest of the candles lit the day before on their memorials: one e-mail, never one per candle. */
export function candleDigestMessage(input: {
  to: string;
  name?: string | null;
  day: string;
  memorials: DigestMemorial[];
  dashboardUrl: string;
}): MailMessage {
  const total = input.memorials.reduce((sum, memorial) => sum + memorial.names.length, 0);
  const only = input.memorials.length === 1 ? input.memorials[0] : undefined;
  const subject =
    total === 1 && only
      ? `Encendieron una vela en memoria de ${only.name}`
      : only
        ? `Encendieron ${plural(total, 'vela', 'velas')} en memoria de ${only.name}`
        : `Encendieron ${plural(total, 'vela', 'velas')} en tus memoriales`;
  return renderEmail({
    to: input.to,
    name: input.name,
    subject,
    preheader: `Las velas del ${longDate(input.day)}.`,
    intro: [
      `El ${longDate(input.day)} encendieron ${total === 1 ? 'una vela' : `${total} velas`}:`,
      ...input.memorials.map(
        (memorial) =>
          `${memorial.name.charAt(0).toUpperCase()}${memorial.name.slice(1)}: ${memorial.names.length === 1 ? 'una vela' : plural(memorial.names.length, 'vela', 'velas')}, de ${whoLit(memorial.names)}.`,
      ),
    ],
    buttonLabel: 'Ver las velas',
    link: input.dashboardUrl,
    notes: ['Recibes este resumen una vez al día, solo cuando alguien enciende una vela. Puedes desactivarlo desde tu panel.'],
  });
}
