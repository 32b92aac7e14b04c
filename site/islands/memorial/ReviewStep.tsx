import { INDIVIDUAL_TEMPLATE_OPTIONS } from '../../lib/memorial/memorial-options';
import type { BasicInfo } from '../../lib/memorial/memorial-validation';
import type { IndividualMedia } from './individual-submit';
import { formatDuration } from './media-state';
import { ReviewDates, ReviewItem, ReviewPortrait, ReviewPrivacyNote, ReviewThumbs } from './review-parts';

type Props = { values: BasicInfo; media: IndividualMedia; editing: boolean };

/** Individual step 3, 'Revisión final': what will be saved, and that a new memorial goes online at once. */
export function ReviewStep({ values, media, editing }: Props) {
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
      <p className="mem-review__note">
        {editing
          ? 'Los cambios se verán de inmediato en la página pública del memorial.'
          : 'Al crear el memorial quedará publicado en línea de inmediato: cualquier persona con el enlace o el código QR de la placa podrá visitarlo. Podrás editarlo cuando quieras desde tu panel.'}
      </p>
      <ReviewPrivacyNote />
    </div>
  );
}
