import './qr-links.css';

const FORMATS = [
  { format: 'svg', label: 'SVG', hint: 'para grabado láser' },
  { format: 'pdf', label: 'PDF', hint: '6 × 6 cm' },
  { format: 'png', label: 'PNG', hint: 'imagen' },
] as const;

/**
 * "Descargar código QR" in the three formats: plain download links to the API (the session cookie rides
 * along), e.g. apiPath `/api/profiles/{id}/qr`.
 */
export function QrDownloadLinks({ apiPath, name }: { apiPath: string; name: string }) {
  return (
    <p className="qr-links">
      <span className="qr-links__title">
        Descargar código QR<span className="visually-hidden"> de {name}</span>:
      </span>
      {FORMATS.map(({ format, label, hint }) => (
        <a key={format} className="qr-links__link" href={`${apiPath}?format=${format}`} download title={hint}>
          {label}
        </a>
      ))}
    </p>
  );
}
