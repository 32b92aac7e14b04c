import { INDIVIDUAL_TEMPLATE_OPTIONS } from '../../lib/memorial/memorial-options';
import { publishedNote, type MemorialPrivacy } from '../../lib/visibility/memorial-privacy';
import { NewMemorialPrivacy } from './NewMemorialPrivacy';
import type { BasicInfo } from '../../lib/memorial/memorial-validation';
import type { IndividualMedia } from './individual-submit';
import { formatDuration } from './media-state';
import { ReviewDates, ReviewItem, ReviewPortrait, ReviewPrivacyNote, ReviewThumbs } from './review-parts';

type Props = {
  values: BasicInfo;
  media: IndividualMedia;
  editing: boolean;
  /** Creating: who may see it (docs/features/visibility.md), with its message. */
  privacy?: { value: MemorialPrivacy; onChange: (privacy: MemorialPrivacy) => void; error?: string | undefined };
};

/** Individual step 3, 'Revisión final': what will be saved, who may see a new memorial, and that it goes online at once. */
export function ReviewStep({ values, media, editing, privacy }: Props) {
  const template = INDIVIDUAL_TEMPLATE_OPTIONS.find((option) => option.id === values.templateId);
  return (
    <div className="mem-review">
      <div className="mem-review__person">
        <ReviewPortrait photo={media.photo} alt="Foto de perfil" />
        <div>
          <p className="serif-heading mem-review__name">{values.name.trim()}</p>
          <ReviewDates birthDate={values.birthDate} deathDate={values.deathDate} />
        </div>
      </div>
      <dl className="mem-review__list">
        <ReviewItem term="Plantilla">{template?.name ?? '—'}</ReviewItem>
        <ReviewItem term="En memoria" className="mem-review__text">
          {values.description.trim() || 'Sin descripción'}
        </ReviewItem>
        <ReviewItem term="Música favorita">{values.favoriteMusic.trim() || 'Sin música'}</ReviewItem>
        <ReviewItem term="Galería">
          {media.gallery.length === 0 ? 'Sin fotos' : <ReviewThumbs photos={media.gallery} count={media.gallery.length} />}
        </ReviewItem>
        <ReviewItem term="Video">
          {media.video
            ? media.video.kind === 'new'
              ? `${media.video.file.name} (${formatDuration(media.video.duration)})`
              : 'Video guardado'
            : 'Sin video'}
        </ReviewItem>
      </dl>
      {privacy && <NewMemorialPrivacy privacy={privacy.value} onChange={privacy.onChange} error={privacy.error} />}
      <p className="mem-review__note">
        {editing || !privacy
          ? 'Los cambios se verán de inmediato en la página pública del memorial.'
          : `${publishedNote(privacy.value.visibility, false)} Podrás editarlo cuando quieras desde tu panel.`}
      </p>
      <ReviewPrivacyNote />
    </div>
  );
}
