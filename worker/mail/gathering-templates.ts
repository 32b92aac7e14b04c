import { directionsUrl, formatGatheringUntil, formatGatheringWhen, gatheringName } from '../schemas/gathering-texts';
import type { GatheringDto } from '../schemas/gatherings';
import { renderEmail } from './layout';
import type { MailMessage } from './types';

export type GatheringReminderInput = {
  to: string;
  /** 'Rosa Elvira Cárdenas', 'la familia Gómez'. */
  memorialName: string;
  /** Tomorrow's gatherings of one memorial, soonest first (at least one). */
  gatherings: readonly GatheringDto[];
  pageUrl: string;
  /** The page with the 'Dejar de recibir recordatorios' button. */
  unsubscribePageUrl: string;
  /** RFC 8058's one-click address: a POST there unsubscribes, no session, no page. */
  oneClickUrl: string;
};

/** 'Misa de mes: sábado 5 de diciembre, 3:00 p. m., en Parroquia San José (Calle 10 # 5-20).' */
function gatheringLine(gathering: GatheringDto): string {
  const until = formatGatheringUntil(gathering.starts_at, gathering.ends_at);
  const place = gathering.address ? `${gathering.place_name} (${gathering.address})` : gathering.place_name;
  return `${gatheringName(gathering)}: ${formatGatheringWhen(gathering.starts_at)}${until ? ` ${until}` : ''}, en ${place}.`;
}

/**
 * The day before a gathering (docs/features/gatherings.md), to the memorial's confirmed reminder subscribers: what, when (Colombia's
 * hour) and where, 'Cómo llegar' and 'Ver transmisión' as links, and the same one-click unsubscribe as the
 * remembrance reminders (List-Unsubscribe with the https address, List-Unsubscribe-Post: List-Unsubscribe=One-Click).
 */
export function gatheringReminderMessage(input: GatheringReminderInput): MailMessage {
  const [first] = input.gatherings;
  if (!first) throw new Error('A gathering reminder names at least one gathering');
  const moreLinks: { label: string; link: string }[] = [];
  for (const gathering of input.gatherings) {
    const directions = directionsUrl(gathering);
    const suffix = input.gatherings.length > 1 ? ` (${gatheringName(gathering)})` : '';
    if (directions) moreLinks.push({ label: `Cómo llegar${suffix}`, link: directions });
    if (gathering.livestream_url) moreLinks.push({ label: `Ver transmisión${suffix}`, link: gathering.livestream_url });
  }
  const message = renderEmail({
    to: input.to,
    subject: `Mañana: ${gatheringName(first)} en memoria de ${input.memorialName}`,
    preheader: gatheringLine(first),
    intro: [
      `Mañana la familia se reúne en memoria de ${input.memorialName}:`,
      ...input.gatherings.map(gatheringLine),
      ...input.gatherings.flatMap((gathering) => (gathering.notes ? [gathering.notes] : [])),
    ],
    buttonLabel: 'Ver su memorial',
    link: input.pageUrl,
    moreLinks,
    notes: ['Las horas son de Colombia.'],
    unsubscribe: {
      reason: `Recibes este correo porque pediste recordatorios de las fechas de ${input.memorialName}.`,
      label: 'Dejar de recibir recordatorios',
      link: input.unsubscribePageUrl,
    },
  });
  return { ...message, headers: { 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
