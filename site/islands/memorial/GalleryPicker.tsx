import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { IMAGE_ACCEPT, imageFileError, photoPreparationError, preparingPhotoText } from '../../lib/media/media-checks';
import { galleryIntake } from '../../lib/memorial/memorial-validation';
import { moveItem, nearestIndex } from '../../lib/memorial/reorder';
import { usePhotoPreparation } from '../ui/usePhotoPreparation';
import { mediaSrc, newPhoto, release, type Photo } from './media-state';

type Props = {
  label: string;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  limit: number;
  hint?: string;
  /** A message from the step's checks (too many photos after a member was removed). */
  error?: string;
};

type Drag = { pointerId: number; index: number };

/**
 * Gallery photos: add several at once up to `limit` (the add tile disappears when full, product §2.2), remove,
 * and reorder. Chosen photos are prepared one by one (upright, at most 2048 px, under 2 MB) and join the
 * gallery as each is ready; the add tile waits meanwhile. Reordering works with a mouse, a finger (pointer
 * events, the grip has touch-action: none so the page does not scroll instead) and the keyboard (arrow
 * keys on the grip, or the move buttons).
 */
export function GalleryPicker({ label, photos, onChange, limit, hint, error }: Props) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { preparing, prepare } = usePhotoPreparation();
  const message = problem ?? error;

  // The window listeners below, and photos that finish preparing, read the latest list through refs.
  const latest = useRef({ photos, onChange });
  useLayoutEffect(() => {
    latest.current = { photos, onChange };
  });

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const usable: File[] = [];
    let refusal: string | null = null;
    for (const file of files) {
      const fileProblem = imageFileError(file);
      if (fileProblem) refusal ??= fileProblem;
      else usable.push(file);
    }
    const intake = galleryIntake(photos.length, usable.length, limit);
    setProblem(intake.refusal ?? refusal);
    if (intake.accepted === 0) return;
    const [failure] = await prepare(
      usable.slice(0, intake.accepted),
      (ready) => latest.current.onChange([...latest.current.photos, newPhoto(ready)]),
      event.target,
    );
    if (failure) setProblem((current) => current ?? photoPreparationError(failure));
  }

  function remove(index: number) {
    release(photos[index]);
    onChange(photos.filter((_, i) => i !== index));
    setProblem(null);
    setAnnouncement(`Foto ${index + 1} quitada`);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    onChange(moveItem(photos, from, to));
    setAnnouncement(`Foto movida a la posición ${to + 1} de ${photos.length}`);
  }

  // Attached once per drag, the window listeners read the drag itself through a ref too.
  const dragRef = useRef<Drag | null>(null);
  useLayoutEffect(() => {
    dragRef.current = drag;
  });

  function startDrag(event: PointerEvent<HTMLButtonElement>, index: number) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    setDrag({ pointerId: event.pointerId, index });
  }

  // Listening on the window, not with pointer capture on the grip: React moves the tiles' DOM nodes while
  // they are reordered, and a node taken out of the document loses its capture.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const tiles = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-photo-tile]') ?? []);
    const onMove = (event: globalThis.PointerEvent) => {
      const current = dragRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      const target = nearestIndex(
        tiles().map((tile) => tile.getBoundingClientRect()),
        event.clientX,
        event.clientY,
      );
      if (target < 0 || target === current.index) return;
      latest.current.onChange(moveItem(latest.current.photos, current.index, target));
      dragRef.current = { ...current, index: target };
      setDrag(dragRef.current);
    };
    const onEnd = (event: globalThis.PointerEvent) => {
      const current = dragRef.current;
      if (!current || event.pointerId !== current.pointerId) return;
      setAnnouncement(`Foto movida a la posición ${current.index + 1} de ${latest.current.photos.length}`);
      setDrag(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
    };
  }, [dragging]);

  function gripKeys(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(index, index + step);
  }

  const full = photos.length >= limit;

  return (
    <div className="mem-gallery" role="group" aria-labelledby={`${id}-label`}>
      <div className="mem-gallery__head">
        <p className="field__label" id={`${id}-label`}>
          {label} <span className="mem-field__optional">(opcional)</span>
        </p>
        <p className="mem-gallery__count" id={`${id}-count`}>
          {photos.length} de {limit} fotos
        </p>
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <ul className="mem-gallery__grid" ref={listRef}>
        {photos.map((photo, index) => (
          <li key={photo.id} className={`mem-tile${drag?.index === index ? ' mem-tile--dragging' : ''}`} data-photo-tile="">
            <img src={mediaSrc(photo)} alt={`Foto ${index + 1} de la galería`} draggable={false} />
            {photos.length > 1 && (
              <button
                type="button"
                className="mem-tile__grip"
                aria-label={`Reordenar foto ${index + 1}: arrástrala o usa las flechas`}
                onPointerDown={(event) => startDrag(event, index)}
                onKeyDown={(event) => gripKeys(event, index)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  {[7, 12, 17].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />))}
                </svg>
              </button>
            )}
            <div className="mem-tile__actions">
              {photos.length > 1 && (
                <>
                  <button
                    type="button"
                    className="mem-tile__button"
                    aria-label={`Mover foto ${index + 1} antes`}
                    aria-disabled={index === 0 || undefined}
                    onClick={() => move(index, index - 1)}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="mem-tile__button"
                    aria-label={`Mover foto ${index + 1} después`}
                    aria-disabled={index === photos.length - 1 || undefined}
                    onClick={() => move(index, index + 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                </>
              )}
              <button
                type="button"
                className="mem-tile__button mem-tile__button--remove"
                aria-label={`Quitar foto ${index + 1}`}
                onClick={() => remove(index)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </li>
        ))}
        {!full && (
          <li className="mem-tile mem-tile--add">
            <label className={`mem-drop mem-file${preparing ? ' mem-drop--busy' : ''}`}>
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className="mem-file__input"
                onChange={(event) => void add(event)}
                disabled={preparing !== null}
                aria-labelledby={`${id}-label ${id}-add`}
                aria-describedby={[`${id}-count`, hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ')}
                aria-invalid={message ? true : undefined}
              />
              {preparing ? (
                <span className="spinner mem-spinner--large" aria-hidden="true" />
              ) : (
                <span aria-hidden="true" className="mem-drop__plus">
                  +
                </span>
              )}
              <span id={`${id}-add`} className="mem-drop__action">
                {preparing ? preparingPhotoText(preparing) : 'Agregar fotos'}
              </span>
            </label>
          </li>
        )}
      </ul>
      {message && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {message}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {preparing ? preparingPhotoText(preparing) : announcement}
      </p>
    </div>
  );
}
