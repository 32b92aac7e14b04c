import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_ACCEPT, imageFileError, photoPreparationError, preparingPhotoText } from '../../lib/media/media-checks';
import { usePhotoPreparation } from '../ui/usePhotoPreparation';
import { mediaSrc, newPhoto, release, type Photo } from './media-state';

type Props = {
  label: string;
  photo: Photo | null;
  onChange: (photo: Photo | null) => void;
  /** A message from the step's checks (a required member photo), shown with the picker's own. */
  error?: string;
  required?: boolean;
  hint?: string;
  /** Round preview for portraits. */
  round?: boolean;
};

/**
 * One photo: choose, see it, replace it or take it away. In edit mode the saved photo stays until
 * another is chosen (product §2.2 "the profile photo can be kept or replaced"). A chosen photo is prepared at
 * once (upright, at most 2048 px, under 2 MB), so the preview shows what will be saved. The file input
 * itself keeps the keyboard focus; its label is what looks like a button.
 */
export function PhotoPicker({ label, photo, onChange, error, required, hint, round }: Props) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const { preparing, prepare } = usePhotoPreparation();
  const latest = useRef({ photo, onChange });
  useLayoutEffect(() => {
    latest.current = { photo, onChange };
  });
  const message = fileError ?? error;
  const described = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileError(file);
    setFileError(problem);
    if (problem) return;
    const [failure] = await prepare(
      [file],
      (ready) => {
        release(latest.current.photo);
        latest.current.onChange(newPhoto(ready));
      },
      event.target,
    );
    if (failure) setFileError(photoPreparationError(failure));
  }

  return (
    <div className="mem-photo">
      <p className="field__label" id={`${id}-label`}>
        {label}
        {required ? (
          <span className="mem-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="mem-field__optional"> (opcional)</span>
        )}
      </p>
      <div className="mem-photo__body">
        <div className={`mem-photo__preview${round ? ' mem-photo__preview--round' : ''}`}>
          {preparing ? (
            <span className="spinner mem-spinner--large" aria-hidden="true" />
          ) : photo ? (
            <img src={mediaSrc(photo)} alt={`Vista previa: ${label}`} />
          ) : (
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path
                d="M4 7h3l2-2.5h6L17 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Zm8 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </div>
        <div className="mem-photo__actions">
          <label className="button button--secondary button--small mem-file">
            <input
              type="file"
              accept={IMAGE_ACCEPT}
              className="mem-file__input"
              onChange={(event) => void choose(event)}
              disabled={preparing !== null}
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={described}
              aria-invalid={message ? true : undefined}
              aria-required={required || undefined}
            />
            <span id={`${id}-action`}>{photo ? 'Cambiar foto' : 'Elegir foto'}</span>
          </label>
          {photo && !required && !preparing && (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                release(photo);
                onChange(null);
              }}
            >
              Quitar
            </button>
          )}
        </div>
      </div>
      <p className="field__hint mem-photo__status" role="status">
        {preparing ? preparingPhotoText(preparing) : ''}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="field__error" role={fileError ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
