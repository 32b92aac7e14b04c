import { useEffect, useRef, useState } from 'react';
import { Icon } from './icons';

/**
 * The card's photo, or a camera placeholder when there is none or it fails to load (spec §2). The photo is
 * decorative: the card's heading names the person. A photo that failed before the island woke up fired
 * its error event too early for React, so the first effect also checks what the browser already knows.
 */
export function MemorialPhoto({ src }: { src: string | null }) {
  const [broken, setBroken] = useState(src === null);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setBroken(true);
  }, []);

  if (broken || src === null) {
    return (
      <span className="dash-card__photo dash-card__photo--empty">
        <Icon name="camera" size={32} />
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      className="dash-card__photo"
      src={src}
      alt=""
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
