import { formatDate } from '../../lib/format';
import { INDIVIDUAL_TEMPLATE_OPTIONS } from '../../lib/memorial/memorial-options';
import type { BasicInfo } from '../../lib/memorial/memorial-validation';
import type { IndividualMedia } from './individual-submit';
import { formatDuration, mediaSrc } from './media-state';
import { PrivacyNote } from '../privacy/PrivacyNote';

type Props = { values: BasicInfo; media: IndividualMedia; editing: boolean };

/** Individual step 3, 'Revisión Final': what will be saved, and that a new memorial goes online at once. */
export function ReviewStep({ values, media, editing }: Props) {
  const template = INDIVIDUAL_TEMPLATE_OPTIONS.find((option) => option.id === values.templateId);
  return (
    <div className="mem-review">
      <div className="mem-review__person">
        <div className="mem-review__portrait">
          {media.photo ? <img src={mediaSrc(media.photo)} alt="Foto de perfil" /> : <span aria-hidden="true">♡</span>}
        </div>
        <div>
          <p className="mem-review__name">{values.name.trim()}</p>
          <p className="mem-review__dates">
            {formatDate(values.birthDate)} – {formatDate(values.deathDate)}
          </p>
        </div>
      </div>
      <dl className="mem-review__list">
        <div>
          <dt>Plantilla</dt>
          <dd>{template?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>En memoria</dt>
          <dd className="mem-review__text">{values.description.trim() || 'Sin descripción'}</dd>
        </div>
        <div>
          <dt>Música favorita</dt>
          <dd>{values.favoriteMusic.trim() || 'Sin música'}</dd>
        </div>
        <div>
          <dt>Galería</dt>
          <dd>
            {media.gallery.length === 0 ? (
              'Sin fotos'
            ) : (
              <ul className="mem-review__thumbs" aria-label={`${media.gallery.length} fotos`}>
                {media.gallery.map((photo, index) => (
                  <li key={photo.id}>
                    <img src={mediaSrc(photo)} alt={`Foto ${index + 1} de la galería`} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Video</dt>
          <dd>
            {media.video
              ? media.video.kind === 'new'
                ? `${media.video.file.name} (${formatDuration(media.video.duration)})`
                : 'Video guardado'
              : 'Sin video'}
          </dd>
        </div>
      </dl>
      <p className="mem-review__note">
        {editing
          ? 'Los cambios se verán de inmediato en la página pública del memorial.'
          : 'Al crear el memorial quedará publicado en línea de inmediato: cualquier persona con el enlace o el código QR de la placa podrá visitarlo. Podrás editarlo cuando quieras desde tu panel.'}
      </p>
      <PrivacyNote>Tratamos los datos de este memorial y de las personas que aparecen en él para publicarlo como lo decidas. Más en la</PrivacyNote>
    </div>
  );
}
