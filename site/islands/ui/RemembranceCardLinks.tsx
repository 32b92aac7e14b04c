import { DownloadLinks } from './DownloadLinks';

const CARD_SIZES = [
  { query: 'size=wallet', label: 'Billetera', hint: '8,5 × 5,5 cm, tamaño tarjeta' },
  { query: 'size=a6', label: 'A6', hint: '10,5 × 14,8 cm' },
] as const;

/** "Descargar recordatorio" (the printable card with photo, dates and QR) in its two sizes; individual memorials. */
export function RemembranceCardLinks({ apiPath, name }: { apiPath: string; name: string }) {
  return <DownloadLinks title="Descargar recordatorio" apiPath={apiPath} name={name} links={CARD_SIZES} />;
}
