import type { ReactNode } from 'react';
import { shareMessage, whatsappShareUrl, type ShareKind } from '../../lib/share';
import { toast } from '../../stores/toasts';
import { copyText } from './clipboard';
import './share-row.css';

/** product §2.2: the copy confirmation, shown 3 s like every copy notice. */
export const SHARE_TEXTS = {
  copy: 'Copiar enlace',
  whatsapp: 'Compartir por WhatsApp',
  copied: 'Enlace copiado al portapapeles',
  copyFailed: (url: string) => `No se pudo copiar. El enlace es: ${url}`,
} as const;

type Props = {
  /** The page's public address, absolute. */
  url: string;
  name: string;
  kind: ShareKind;
  /** Copying needs the island's JavaScript; until it runs the button says so by being disabled. */
  ready: boolean;
};

/**
 * How a published page leaves the dashboard or the success screen: copy its link, or send it by WhatsApp.
 * The WhatsApp link is a plain link, so it works before any script runs. `name` tells screen readers which
 * memorial a repeated row is for.
 */
export function ShareRow({ url, name, kind, ready }: Props) {
  const about = <span className="visually-hidden"> de {name}</span>;
  return (
    <p className="share-row">
      <button
        type="button"
        className="share-row__button"
        disabled={!ready}
        onClick={() =>
          void copyText(url).then((copied) => {
            if (copied) toast.success(SHARE_TEXTS.copied);
            else toast.error(SHARE_TEXTS.copyFailed(url));
          })
        }
      >
        <LineIcon>
          <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
        </LineIcon>
        {SHARE_TEXTS.copy}
        {about}
      </button>
      <a
        className="share-row__button share-row__button--whatsapp"
        href={whatsappShareUrl(shareMessage(kind, name, url))}
        target="_blank"
        rel="noopener noreferrer"
      >
        <LineIcon>
          <path d="M4 20l1.2-3.6A8 8 0 1 1 8 19.1L4 20z" />
          <path d="M9 9.2c0 3 2.8 5.8 5.8 5.8l1.2-1.3-1.8-1-1 .8a4 4 0 0 1-2.5-2.5l.8-1-1-1.8L9 9.2z" />
        </LineIcon>
        {SHARE_TEXTS.whatsapp}
        {about}
        <span className="visually-hidden"> (se abre en otra pestaña)</span>
      </a>
    </p>
  );
}

/** The row's 18 px line icons, drawn in the button's text colour. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
