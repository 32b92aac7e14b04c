import './qr-links.css';

/**
 * 'Descargar memorial' (docs/features/memorial-export.md): the memorial as a zip the family keeps, a page that opens without
 * internet with its photos, videos and memories. A plain link like the other downloads: the session cookie
 * rides along, so it works before any JavaScript. `name` tells screen readers which memorial it is for.
 */
export function MemorialExportLink({ apiPath, name }: { apiPath: string; name: string }) {
  return (
    <p className="qr-links">
      <a
        className="qr-links__link"
        href={apiPath}
        download
        title="Un archivo .zip con la página, las fotos, los videos y los recuerdos, para guardar y abrir sin internet"
      >
        Descargar memorial<span className="visually-hidden"> de {name}</span>
      </a>
    </p>
  );
}
