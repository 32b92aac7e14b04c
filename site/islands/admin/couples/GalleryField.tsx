import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { COUPLE_LIMITS as L } from '../../../../worker/schemas/couple-texts';
import { COUPLE_IMAGE_ACCEPT, couplePreparationError, pickGalleryPhotos } from '../../../lib/admin/couple-wizard-files';
import type { MediaItem } from '../../../lib/admin/couple-wizard';
import { preparingPhotoText } from '../../../lib/media/media-checks';
import { usePhotoPreparation } from '../../ui/usePhotoPreparation';
import { FileErrors } from './FileErrors';
import { FilePickerButton } from './FilePickerButton';
import { newMediaItem, releaseMedia } from './media-items';

type Props = { photos: MediaItem<File>[]; onChange: (photos: MediaItem<File>[]) => void };

/**
 * 'Recuerdos juntos' (product §3.5): up to 10 photos, JPG, PNG or HEIC up to 25 MB each, each with an
 * optional title. Chosen photos are prepared one by one in the browser and join the list as each is ready.
 */
export function GalleryField({ photos, onChange }: Props) {
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const { preparing, prepare } = usePhotoPreparation();
  const latest = useRef({ photos, onChange });
  useLayoutEffect(() => {
    latest.current = { photos, onChange };
  });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const picked = pickGalleryPhotos(files, photos.length);
    setErrors(picked.errors);
    const failures = await prepare(
      picked.accepted,
      (ready) => latest.current.onChange([...latest.current.photos, newMediaItem(ready)]),
      event.target,
    );
    const messages = [...new Set(failures.map(couplePreparationError))];
    if (messages.length > 0) setErrors((current) => [...current, ...messages.filter((text) => !current.includes(text))]);
  };

  const remove = (item: MediaItem<File>) => {
    releaseMedia(item);
    onChange(photos.filter((photo) => photo.key !== item.key));
    setErrors([]);
  };

  return (
    <fieldset className="couple-group couple-gallery">
      <legend className="serif-heading couple-group__title">Galería de fotos</legend>
      <p id={`${id}-hint`} className="field__hint">
        {photos.length} de {L.gallery} fotos · JPG, PNG o HEIC, máximo 25MB cada una.
      </p>
      {photos.length > 0 && (
        <ul className="couple-media">
          {photos.map((photo, index) => (
            <li key={photo.key} className="couple-media__item" data-photo={index + 1}>
              <img className="couple-media__thumb" src={photo.preview} alt={`Foto ${index + 1}`} />
              <div className="couple-media__fields">
                <label className="field__label" htmlFor={`${id}-${photo.key}`}>
                  Título de la foto {index + 1} (opcional)
                </label>
                <input
                  id={`${id}-${photo.key}`}
                  className="field__input"
                  value={photo.title}
                  maxLength={120}
                  onChange={(event) =>
                    onChange(photos.map((item) => (item.key === photo.key ? { ...item, title: event.target.value } : item)))
                  }
                />
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => remove(photo)}
                aria-label={`Quitar foto ${index + 1}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <FilePickerButton
        name="gallery"
        multiple
        accept={COUPLE_IMAGE_ACCEPT}
        onChange={(event) => void choose(event)}
        disabled={preparing !== null}
        aria-describedby={`${id}-hint`}
        text="Agregar fotos"
      />
      <p className="field__hint couple-status" role="status">
        {preparing && <span className="spinner" aria-hidden="true" />}
        {preparing ? preparingPhotoText(preparing) : ''}
      </p>
      <FileErrors errors={errors} />
    </fieldset>
  );
}
