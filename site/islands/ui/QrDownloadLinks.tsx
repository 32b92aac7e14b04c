import { DownloadLinks } from './DownloadLinks';

const QR_FORMATS = [
  { query: 'format=svg', label: 'SVG', hint: 'para grabado láser' },
  { query: 'format=pdf', label: 'PDF', hint: '6 × 6 cm' },
  { query: 'format=png', label: 'PNG', hint: 'imagen' },
] as const;

/** "Descargar código QR" in its three formats, `apiPath` is a memorial's QR route (GET …/{id}/qr). */
export function QrDownloadLinks({ apiPath, name }: { apiPath: string; name: string }) {
  return <DownloadLinks title="Descargar código QR" apiPath={apiPath} name={name} links={QR_FORMATS} />;
}
