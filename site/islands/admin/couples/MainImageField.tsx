import { useId, useState, type ChangeEvent } from 'react';
import { FilePickerButton } from './FilePickerButton';
import { COUPLE_IMAGE_ACCEPT, coupleImageError } from '../../../lib/admin/couple-wizard-files';
import type { MediaItem } from '../../../lib/admin/couple-wizard';
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
 * The couple's main image (spec part 3 §5): JPG or PNG up to 2 MB, required. A stored image stays until
 * another is chosen. The file input keeps the keyboard focus; its label is what looks like a button.
 */
export function MainImageField({ image, onChange, error, onLeave }: Props) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const message = fileError ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = coupleImageError(file);
    setFileError(problem);
    if (problem) return;
    releaseMedia(image);
    onChange(newMediaItem(file));
  };

  return (
    <div className="field couple-image">
      <p className="field__label" id={`${id}-label`}>
        <RequiredLabel text="Imagen principal" />
      </p>
      <div className="couple-image__body">
        <div className="couple-image__preview">
          {image ? <img src={image.preview} alt="Vista previa de la imagen principal" /> : <span aria-hidden="true">Sin imagen</span>}
        </div>
        <FilePickerButton
          name="image"
          accept={COUPLE_IMAGE_ACCEPT}
          onChange={choose}
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
      <p id={hintId} className="field__hint">
        JPG o PNG, máximo 2MB.
      </p>
      {message && (
        <p id={errorId} className="field__error" role={fileError ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
