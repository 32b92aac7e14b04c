import { useState, type MouseEvent } from 'react';
import { CARD_DIALOG_TEXTS as T } from '../../lib/dashboard/prayer-card';
import { CARD_SIZE_OPTIONS, type CardSize } from '../../../worker/schemas/prayer-card-texts';
import type { CardMember } from '../../lib/dashboard/dashboard-memorials';
import { PrayerCardDialog } from './PrayerCardDialog';
import { useHydrated } from './useHydrated';
import './qr-links.css';

/** `members`: a family's, whose card the owner chooses (without JavaScript: the first member). */
type Props = { apiPath: string; name: string; members?: CardMember[] };

/**
 * "Descargar recordatorio: Billetera A6". Before any JavaScript they are plain download links (the card with
 * the prayer for the dead); once the island runs, each opens the dialog at its size, where the owner chooses
 * the text and sees the card before downloading it. A click with a modifier key still just downloads.
 */
export function PrayerCardLinks({ apiPath, name, members }: Props) {
  const [open, setOpen] = useState<CardSize | null>(null);
  const hydrated = useHydrated();
  const choose = (size: CardSize) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(size);
  };
  return (
    <>
      <p className="qr-links">
        <span className="qr-links__title">
          {T.linksTitle}
          <span className="visually-hidden"> de {name}</span>:
        </span>
        {CARD_SIZE_OPTIONS.map(({ id, label, hint }) => (
          <a
            key={id}
            className="qr-links__link"
            href={`${apiPath}?size=${id}`}
            download
            title={hydrated ? `${hint}. ${T.linkHint}` : hint}
            aria-haspopup={hydrated ? 'dialog' : undefined}
            onClick={choose(id)}
          >
            {label}
          </a>
        ))}
      </p>
      {open && <PrayerCardDialog apiPath={apiPath} name={name} members={members} size={open} onClose={() => setOpen(null)} />}
    </>
  );
}
