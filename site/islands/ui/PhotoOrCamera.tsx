import type { ImgHTMLAttributes } from 'react';
import { CameraPlaceholder } from './CameraPlaceholder';
import { useImageFailed } from './useImageFailed';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string | null;
  /** As for any <img>: '' for a decorative photo, whose placeholder is then decorative too. */
  alt: string;
  /** Added to the placeholder only, beside `className` (which both share). */
  placeholderClassName?: string;
  iconSize?: number;
  note?: string;
};

/** A photo, or the camera placeholder in its place when there is none or it cannot be loaded. */
export function PhotoOrCamera({ src, alt, className, placeholderClassName, iconSize, note, ...image }: Props) {
  const { failed, imageRef, onError } = useImageFailed(src);
  if (failed || !src) {
    const classes = [className, placeholderClassName].filter(Boolean).join(' ');
    return <CameraPlaceholder className={classes || undefined} label={alt || undefined} note={note} size={iconSize} />;
  }
  return <img ref={imageRef} className={className} src={src} alt={alt} onError={onError} {...image} />;
}
