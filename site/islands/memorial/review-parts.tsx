import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { plural } from '../../../worker/schemas/plural';
import { mediaSrc, type Photo } from './media-state';
import { PrivacyNote } from '../privacy/PrivacyNote';

/** A portrait on the review: the photo, or a heart where there is none. */
export function ReviewPortrait({ photo, alt, small = false }: { photo: Photo | null | undefined; alt: string; small?: boolean }) {
  return (
    <div className={small ? 'mem-review__portrait mem-review__portrait--small' : 'mem-review__portrait'}>
      {photo ? <img src={mediaSrc(photo)} alt={alt} /> : <span aria-hidden="true">♡</span>}
    </div>
  );
}

/** 'birth – death', as the public page shows them. */
export function ReviewDates({ birthDate, deathDate }: { birthDate: string; deathDate: string }) {
  return (
    <p className="mem-review__dates">
      {formatDate(birthDate)} – {formatDate(deathDate)}
    </p>
  );
}

/** One term of the review's list and what it will be. */
export function ReviewItem({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The gallery's thumbnails, `count` photos in all; `remainder` of them are not shown and are said as '+N'. */
export function ReviewThumbs({ photos, count, remainder = 0 }: { photos: readonly Photo[]; count: number; remainder?: number }) {
  return (
    <ul className="mem-review__thumbs" aria-label={plural(count, 'foto', 'fotos')}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <img src={mediaSrc(photo)} alt={`Foto ${index + 1} de la galería`} />
        </li>
      ))}
      {remainder > 0 && (
        <li className="mem-review__more">
          <span aria-hidden="true">+{remainder}</span>
          <span className="visually-hidden">y {plural(remainder, 'foto', 'fotos')} más</span>
        </li>
      )}
    </ul>
  );
}

/** What is done with the memorial's data, under every review. */
export function ReviewPrivacyNote() {
  return (
    <PrivacyNote>
      Tratamos los datos de este memorial y de las personas que aparecen en él para publicarlo como lo decidas. Más en la
    </PrivacyNote>
  );
}
