import './photo-placeholder.css';

/** Spoken and shown on hover where a photo could not be loaded. */
export const PHOTO_UNAVAILABLE = 'Imagen no disponible';

type Props = {
  /** The photo's own size and shape, so the placeholder takes exactly its place. */
  className?: string;
  /** The missing photo's description; without one the placeholder is decorative, as the photo was. */
  label?: string;
  /** Words under the camera, for placeholders large enough to hold them. */
  note?: string;
  size?: number;
};

/** What stands where a photo is missing or broken (product §2.2, §3.8): a camera, never a broken image. */
export function CameraPlaceholder({ className, label, note, size = 32 }: Props) {
  const named = label ? { role: 'img', 'aria-label': `${label}: ${PHOTO_UNAVAILABLE.toLowerCase()}` } : { 'aria-hidden': true };
  return (
    <span className={className ? `photo-placeholder ${className}` : 'photo-placeholder'} title={PHOTO_UNAVAILABLE} {...named}>
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="none">
        <path
          d="M4 8.5a2 2 0 0 1 2-2h1.6l1.5-2h5.8l1.5 2H18a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8.5zM12 16a3.25 3.25 0 1 0 0-6.5 3.25 3.25 0 0 0 0 6.5z"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {note && <span className="photo-placeholder__note">{note}</span>}
    </span>
  );
}
