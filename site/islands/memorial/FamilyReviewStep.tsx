import { formatDate } from '../../lib/format';
import { FAMILY_TEMPLATE_OPTIONS, relationshipLabel } from '../../lib/memorial/memorial-options';
import { reviewPhotos } from '../../lib/memorial/memorial-validation';
import { memberTitle, type FamilyValues, type MemberState } from './family-state';
import { mediaSrc, type Photo, type Video } from './media-state';
import { PrivacyNote } from '../privacy/PrivacyNote';

type Props = {
  values: FamilyValues;
  members: MemberState[];
  gallery: Photo[];
  video: Video | null;
  editing: boolean;
  /** Saved members this edit removes, by name. */
  leaving: string[];
};

/**
 * Family step 5, 'Crear' ('Revisar' when editing): everything gathered, the first 8 photos and '+N' for the rest
 * (product §2.2), and, when editing, who leaves the memorial on saving.
 */
export function FamilyReviewStep({ values, members, gallery, video, editing, leaving }: Props) {
  const { shown, remainder } = reviewPhotos(gallery);
  const template = FAMILY_TEMPLATE_OPTIONS.find((option) => option.id === values.templateId);
  return (
    <div className="mem-review">
      <p className="mem-review__name">{values.familyName.trim()}</p>
      {values.description.trim() && <p className="mem-review__text">{values.description.trim()}</p>}

      <h3 className="mem-review__heading">Miembros</h3>
      <ul className="mem-review__members">
        {members.map((member, index) => (
          <li key={member.id} className="mem-review__member">
            <div className="mem-review__portrait mem-review__portrait--small">
              {member.photo ? <img src={mediaSrc(member.photo)} alt="" /> : <span aria-hidden="true">♡</span>}
            </div>
            <div>
              <p className="mem-review__member-name">
                {memberTitle(member, index)}{' '}
                <span className="mem-review__relationship">· {relationshipLabel(member.relationship)}</span>
              </p>
              <p className="mem-review__dates">
                {formatDate(member.birthDate)} – {formatDate(member.deathDate)}
              </p>
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
      {gallery.length === 0 ? (
        <p>Sin fotos</p>
      ) : (
        <ul className="mem-review__thumbs" aria-label={`${gallery.length} fotos`}>
          {shown.map((photo, index) => (
            <li key={photo.id}>
              <img src={mediaSrc(photo)} alt={`Foto ${index + 1} de la galería`} />
            </li>
          ))}
          {remainder > 0 && (
            <li className="mem-review__more">
              <span aria-hidden="true">+{remainder}</span>
              <span className="visually-hidden">y {remainder} fotos más</span>
            </li>
          )}
        </ul>
      )}

      <dl className="mem-review__list">
        <div>
          <dt>Plantilla</dt>
          <dd>{template?.name ?? '—'}</dd>
        </div>
        <div>
          <dt>Video de la familia</dt>
          <dd>{video ? 'Con video' : 'Sin video'}</dd>
        </div>
        <div>
          <dt>Canción de la familia</dt>
          <dd>{values.favoriteMusic.trim() || 'Sin música'}</dd>
        </div>
      </dl>
      <p className="mem-review__note">
        {editing
          ? 'Al guardar, la página pública del memorial se actualiza de inmediato.'
          : 'Al crear el memorial familiar quedará publicado en línea de inmediato: cualquier persona con el enlace o el código QR de la placa podrá visitarlo.'}
      </p>
      <PrivacyNote>Tratamos los datos de este memorial y de las personas que aparecen en él para publicarlo como lo decidas. Más en la</PrivacyNote>
    </div>
  );
}
