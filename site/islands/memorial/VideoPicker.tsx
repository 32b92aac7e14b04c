import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { readVideoDuration } from '../../lib/media/media-canvas';
import { formatMegabytes, VIDEO_ACCEPT, videoDurationError, videoFileError } from '../../lib/media/media-checks';
import { formatDuration, mediaSrc, newVideo, release, type Video } from './media-state';

type Props = {
  label: string;
  video: Video | null;
  onChange: (video: Video | null) => void;
  hint?: string;
};

/** product §2.5 "compression tips": most phones can share a video at a lower quality. */
const TIPS =
  'MP4, WebM, MOV o AVI, hasta 3 minutos y 65 MB. Si pesa más, compártelo desde tu celular en calidad media o recórtalo antes de subirlo.';

/**
 * One video: its format and size are checked at once, its length by letting the browser read it (docs/product
 * §2.5). The add control disappears while a video is there (product §2.2); removing it brings the control back.
 */
export function VideoPicker({ label, video, onChange, hint = TIPS }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Reading the length takes a moment, and photos chosen meanwhile may change the parent's state: the
  // result goes to the onChange of the latest render, which knows about them.
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = videoFileError(file);
    setError(problem);
    if (problem) return;
    setChecking(true);
    const duration = await readVideoDuration(file);
    setChecking(false);
    const lengthProblem = videoDurationError(duration);
    setError(lengthProblem);
    if (!lengthProblem) latestOnChange.current(newVideo(file, duration));
  }

  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="mem-video">
      <p className="field__label" id={`${id}-label`}>
        {label} <span className="mem-field__optional">(opcional)</span>
      </p>
      {video ? (
        <div className="inset-panel mem-video__chosen">
          <video
            src={mediaSrc(video)}
            poster={video.kind === 'saved' ? (video.thumbnailUrl ?? undefined) : undefined}
            controls
            preload="metadata"
            playsInline
            aria-label={`Vista previa: ${label}`}
          />
          <div className="mem-video__details">
            {video.kind === 'new' ? (
              <p>
                <span className="mem-video__name">{video.file.name}</span>
                <span className="mem-video__meta">
                  {formatDuration(video.duration)} · {formatMegabytes(video.file.size)}
                </span>
              </p>
            ) : (
              <p className="mem-video__meta">Video guardado en el memorial</p>
            )}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                release(video);
                onChange(null);
              }}
            >
              Quitar video
            </button>
          </div>
        </div>
      ) : (
        <label className={`mem-drop mem-file${checking ? ' mem-drop--busy' : ''}`}>
          <input
            type="file"
            accept={VIDEO_ACCEPT}
            className="mem-file__input"
            onChange={(event) => void choose(event)}
            disabled={checking}
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
          />
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <rect x="3" y="6" width="13" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M16 10.5 21 8v8l-5-2.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
          <span id={`${id}-action`} className="mem-drop__action">
            {checking ? 'Revisando el video…' : 'Elegir video'}
          </span>
        </label>
      )}
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
