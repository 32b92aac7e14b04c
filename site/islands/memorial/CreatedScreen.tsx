import { useEffect, useRef } from 'react';
import { api, apiHref } from '../../lib/api-client';
import { publicPath, shareUrl, type MemorialKind } from '../../lib/dashboard/dashboard-memorials';
import { QrDownloadLinks } from '../ui/QrDownloadLinks';
import { ShareRow } from '../ui/ShareRow';
import { memorialPhrase } from '../../../worker/schemas/family-name';

type Props = {
  kind: MemorialKind;
  /** The memorial as the API answered its creation. */
  id: string;
  slug: string;
  name: string;
  title: string;
};

/**
 * The moment a memorial is made: its public link to copy or send by WhatsApp, its QR code, and the way to see
 * it, instead of a redirect that would leave the family with nothing to share. Focus moves to the heading so a
 * screen reader announces the news.
 */
export function CreatedScreen({ kind, id, slug, name, title }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const url = shareUrl(window.location.origin, kind, slug);
  return (
    <section className="surface-card mem-card mem-created" aria-labelledby="mem-created-title">
      <span className="mem-created__mark" aria-hidden="true">
        <svg
          viewBox="0 0 24 24"
          width="30"
          height="30"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.2 4.2L19 7" />
        </svg>
      </span>
      <h2 id="mem-created-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <p className="mem-created__lead">
        Compártelo con la familia y los amigos: con este enlace pueden visitarlo y dejar sus recuerdos desde cualquier lugar.
      </p>
      <label className="mem-created__link">
        <span className="field__label">Enlace del memorial</span>
        <input className="field__input" type="url" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className="mem-created__share">
        <ShareRow url={url} name={name} kind={kind} ready />
        <QrDownloadLinks
          apiPath={apiHref((kind === 'family' ? api.familyProfiles : api.profiles)[':id'].qr.$url({ param: { id } }))}
          name={memorialPhrase(kind, name)}
        />
      </div>
      <p className="mem-created__note">El mismo código QR irá grabado en la placa. En tu panel puedes indicarnos a dónde enviarla.</p>
      <div className="mem-created__actions">
        <a className="button button--primary" href={publicPath(kind, slug)}>
          Ver memorial
        </a>
        <a className="button button--ghost" href={kind === 'family' ? '/dashboard?refresh=true&created=family' : '/dashboard'}>
          Ir a mi panel
        </a>
      </div>
    </section>
  );
}
