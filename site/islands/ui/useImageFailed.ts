import { useEffect, useRef, useState } from 'react';

/**
 * Whether the photo at `src` cannot be shown: there is none, or it failed to load. A photo that failed before
 * the island hydrated fired its error event before React listened, so the browser is asked as well once the
 * <img> is in place. Remembered per address, so a row that later shows another photo tries that one.
 */
export function useImageFailed(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return { failed: !src || failedSrc === src, imageRef, onError: () => setFailedSrc(src) };
}
