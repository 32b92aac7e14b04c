import './qr-links.css';

const SIZES = [
  { size: 'wallet', label: 'Billetera', hint: '8,5 × 5,5 cm, tamaño tarjeta' },
  { size: 'a6', label: 'A6', hint: '10,5 × 14,8 cm' },
] as const;

/**
 * "Descargar recordatorio" (the printable card with photo, dates and the QR code) in its two sizes:
 * plain download links to the API, e.g. apiPath `/api/profiles/{id}/remembrance-card`. Individual
 * memorials only.
 */
export function RemembranceCardLinks({ apiPath, name }: { apiPath: string; name: string }) {
  return (
    <p className="qr-links">
      <span className="qr-links__title">
        Descargar recordatorio<span className="visually-hidden"> de {name}</span>:
      </span>
      {SIZES.map(({ size, label, hint }) => (
        <a key={size} className="qr-links__link" href={`${apiPath}?size=${size}`} download title={hint}>
          {label}
        </a>
      ))}
    </p>
  );
}
