import { MANAGER_TEXTS as T } from '../../lib/dashboard/memories-manager';
import { CameraPlaceholder } from '../ui/CameraPlaceholder';
import { useImageFailed } from '../ui/useImageFailed';

/**
 * A memory's photo in the manager: a small square that opens the original in a new tab (the owner looks
 * before approving), or a camera with 'Imagen no disponible' when the photo cannot be loaded.
 */
export function MemoryThumb({ src, author }: { src: string; author: string }) {
  const { failed, imageRef, onError } = useImageFailed(src);

  if (failed) return <CameraPlaceholder className="dash-mem__photo dash-mem__photo--empty" size={26} note={T.imageMissing} />;
  return (
    <a className="dash-mem__photo-link" href={src} target="_blank" rel="noopener">
      <img
        ref={imageRef}
        className="dash-mem__photo"
        src={src}
        alt={`Foto compartida por ${author}`}
        width={88}
        height={88}
        loading="lazy"
        decoding="async"
        onError={onError}
      />
      <span className="visually-hidden"> (se abre en otra pestaña)</span>
    </a>
  );
}
