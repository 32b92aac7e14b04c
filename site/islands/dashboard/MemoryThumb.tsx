import { useEffect, useRef, useState } from 'react';
import { MANAGER_TEXTS as T } from '../../lib/dashboard/memories-manager';
import { Icon } from './icons';

/**
 * A memory's photo in the manager: a small square that opens the original in a new tab (the owner looks
 * before approving), or a camera with 'Imagen no disponible' when the photo cannot be loaded.
 */
export function MemoryThumb({ src, author }: { src: string; author: string }) {
  const [broken, setBroken] = useState(src === '');
  const imageRef = useRef<HTMLImageElement>(null);

  // A photo that failed before React listened fired its error event too early: ask the browser.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setBroken(true);
  }, []);

  if (broken) {
    return (
      <span className="dash-mem__photo dash-mem__photo--empty">
        <Icon name="camera" size={26} />
        <span className="dash-mem__photo-note">{T.imageMissing}</span>
      </span>
    );
  }
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
        onError={() => setBroken(true)}
      />
      <span className="visually-hidden"> (se abre en otra pestaña)</span>
    </a>
  );
}
