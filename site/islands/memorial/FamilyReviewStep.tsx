import { FAMILY_TEMPLATE_OPTIONS, relationshipLabel } from '../../lib/memorial/memorial-options';
import { reviewPhotos } from '../../lib/memorial/memorial-validation';
import { publishedNote, type MemorialPrivacy } from '../../lib/visibility/memorial-privacy';
import { NewMemorialPrivacy } from './NewMemorialPrivacy';
import { memberTitle, type FamilyValues, type MemberState } from './family-state';
import type { Photo, Video } from './media-state';
import { ReviewDates, ReviewItem, ReviewPortrait, ReviewPrivacyNote, ReviewThumbs } from './review-parts';

type Props = {
  values: FamilyValues;
  members: MemberState[];
  gallery: Photo[];
  video: Video | null;
  editing: boolean;
  /** Saved members this edit removes, by name. */
  leaving: string[];
  /** Creating: who may see it (docs/features/visibility.md), with its message. */
  privacy?: { value: MemorialPrivacy; onChange: (privacy: MemorialPrivacy) => void; error?: string | undefined };
};

/**
 * Family step 5, 'Crear' ('Revisar' when editing): everything gathered, the first 8 photos and '+N' for the rest
 * (product §2.2), and, when editing, who leaves the memorial on saving.
 */
export function FamilyReviewStep({ values, members, gallery, video, editing, leaving, privacy }: Props) {
  const { shown, remainder } = reviewPhotos(gallery);
  const template = FAMILY_TEMPLATE_OPTIONS.find((option) => option.id === values.templateId);
  return (
    <div className="mem-review">
      <p className="serif-heading mem-review__name">{values.familyName.trim()}</p>
      {values.description.trim() && <p className="mem-review__text">{values.description.trim()}</p>}

      <h3 className="mem-review__heading">Miembros</h3>
      <ul className="mem-review__members">
        {members.map((member, index) => (
          <li key={member.id} className="mem-review__member">
            <ReviewPortrait photo={member.photo} alt="" small />
            <div>
              <p className="mem-review__member-name">
                {memberTitle(member, index)} <span className="mem-review__relationship">· {relationshipLabel(member.relationship)}</span>
              </p>
              <ReviewDates birthDate={member.birthDate} deathDate={member.deathDate} />
              {member.video && <p className="mem-review__dates">Con video conmemorativo</p>}
            </div>
          </li>
        ))}
      </ul>

      {leaving.length > 0 && (
        <p className="mem-review__leaving" role="note">
          Al guardar se quitará del memorial a {leaving.join(' y ')}, con su foto y su video.
        </p>
      )}

      <h3 className="mem-review__heading">Galería</h3>
      {gallery.length === 0 ? <p>Sin fotos</p> : <ReviewThumbs photos={shown} count={gallery.length} remainder={remainder} />}

      <dl className="mem-review__list">
        <ReviewItem term="Plantilla">{template?.name ?? '—'}</ReviewItem>
        <ReviewItem term="Video de la familia">{video ? 'Con video' : 'Sin video'}</ReviewItem>
        <ReviewItem term="Canción de la familia">{values.favoriteMusic.trim() || 'Sin música'}</ReviewItem>
      </dl>
      {privacy && <NewMemorialPrivacy privacy={privacy.value} onChange={privacy.onChange} error={privacy.error} />}
      <p className="mem-review__note">
        {editing || !privacy
          ? 'Al guardar, la página pública del memorial se actualiza de inmediato.'
          : publishedNote(privacy.value.visibility, true)}
      </p>
      <ReviewPrivacyNote />
    </div>
  );
}
