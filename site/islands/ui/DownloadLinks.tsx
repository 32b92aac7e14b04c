import './qr-links.css';

export type DownloadLink = { query: string; label: string; hint: string };

/**
 * A row of plain download links to one API path ('Descargar código QR: SVG PDF PNG'): the session cookie rides
 * along, so they work before any JavaScript. `name` tells screen readers which memorial a repeated row is for.
 */
export function DownloadLinks({
  title,
  apiPath,
  name,
  links,
}: {
  title: string;
  apiPath: string;
  name: string;
  links: readonly DownloadLink[];
}) {
  return (
    <p className="qr-links">
      <span className="qr-links__title">
        {title}
        <span className="visually-hidden"> de {name}</span>:
      </span>
      {links.map(({ query, label, hint }) => (
        <a key={query} className="qr-links__link" href={`${apiPath}?${query}`} download title={hint}>
          {label}
        </a>
      ))}
    </p>
  );
}
