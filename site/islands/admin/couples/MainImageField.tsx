import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { FilePickerButton } from './FilePickerButton';
import { COUPLE_IMAGE_ACCEPT, coupleImageError, couplePreparationError } from '../../../lib/admin/couple-wizard-files';
import type { MediaItem } from '../../../lib/admin/couple-wizard';
import { preparingPhotoText } from '../../../lib/media/media-checks';
import { usePhotoPreparation } from '../../ui/usePhotoPreparation';
import { newMediaItem, releaseMedia } from './media-items';
import { RequiredLabel } from './TextField';

type Props = {
  image: MediaItem<File> | null;
  onChange: (image: MediaItem<File>) => void;
  /** 'La imagen principal es requerida', once the picker was left without a photo. */
  error?: string;
  onLeave: () => void;
};

/**
 * The couple's main image (product §3.5), required: JPG, PNG or HEIC up to 25 MB, prepared at once in
 * the browser (upright, at most 2048 px, under the API's 2 MB) so the preview is what will be saved. A
 * stored image stays until another is chosen. The file input keeps the keyboard focus; its label is what
 * looks like a button.
 */
export function MainImageField({ image, onChange, error, onLeave }: Props) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const { preparing, prepare } = usePhotoPreparation();
  const latest = useRef({ image, onChange });
  useLayoutEffect(() => {
    latest.current = { image, onChange };
  });
  const message = fileError ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = coupleImageError(file);
    setFileError(problem);
    if (problem) return;
    const [failure] = await prepare(
      [file],
      (ready) => {
        releaseMedia(latest.current.image);
        latest.current.onChange(newMediaItem(ready));
      },
      event.target,
    );
    if (failure) setFileError(couplePreparationError(failure));
  };

  return (
    <div className="field couple-image">
      <p className="field__label" id={`${id}-label`}>
        <RequiredLabel text="Imagen principal" />
      </p>
      <div className="couple-image__body">
        <div className="couple-image__preview">
          {preparing ? (
            <span className="spinner" aria-hidden="true" />
          ) : image ? (
            <img src={image.preview} alt="Vista previa de la imagen principal" />
          ) : (
            <span aria-hidden="true">Sin imagen</span>
          )}
        </div>
        <FilePickerButton
          name="image"
          accept={COUPLE_IMAGE_ACCEPT}
          onChange={(event) => void choose(event)}
          disabled={preparing !== null}
          // Only a real move elsewhere counts as leaving: the file dialog takes the window's focus too.
          onBlur={() => {
            if (document.hasFocus()) onLeave();
          }}
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          aria-required="true"
          textId={`${id}-action`}
          text={image ? 'Cambiar imagen' : 'Elegir imagen'}
        />
      </div>
      <p className="field__hint couple-status" role="status">
        {preparing ? preparingPhotoText(preparing) : ''}
      </p>
      <p id={hintId} className="field__hint">
        JPG, PNG o HEIC (la foto del celular), máximo 25MB.
      </p>
      {message && (
        <p id={errorId} className="field__error" role={fileError ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
