import { PhotoOrCamera } from '../ui/PhotoOrCamera';

/**
 * The card's photo, or a camera placeholder when there is none or it fails to load (product §2.2). The photo is
 * decorative: the card's heading names the person.
 */
export function MemorialPhoto({ src }: { src: string | null }) {
  return (
    <PhotoOrCamera
      src={src}
      alt=""
      className="dash-card__photo"
      placeholderClassName="dash-card__photo--empty"
      iconSize={32}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
    />
  );
}
