import { useId, useState, type ChangeEvent } from 'react';
import { COUPLE_LIMITS as L } from '../../../../worker/schemas/couple-texts';
import { COUPLE_VIDEO_ACCEPT, pickVideos } from '../../../lib/admin/couple-wizard-files';
import type { MediaItem } from '../../../lib/admin/couple-wizard';
import { formatMegabytes } from '../../../lib/media/media-checks';
import { FileErrors } from './FileErrors';
import { FilePickerButton } from './FilePickerButton';
import { newMediaItem, releaseMedia } from './media-items';

type Props = { videos: MediaItem<File>[]; onChange: (videos: MediaItem<File>[]) => void };

/** 'Video especial' (product §3.5): up to 2 videos, .mp4 or .avi, at most 65MB each. */
export function VideosField({ videos, onChange }: Props) {
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const picked = pickVideos(files, videos.length);
    setErrors(picked.errors);
    // The file's name is the video's title until the administrator writes another.
    if (picked.accepted.length > 0) onChange([...videos, ...picked.accepted.map((file) => newMediaItem(file, file.name))]);
  };

  const remove = (item: MediaItem<File>) => {
    releaseMedia(item);
    onChange(videos.filter((video) => video.key !== item.key));
    setErrors([]);
  };

  return (
    <fieldset className="couple-group couple-videos">
      <legend className="serif-heading couple-group__title">Videos especiales</legend>
      <p id={`${id}-hint`} className="field__hint">
        {videos.length} de {L.videos} videos · MP4, MOV, WebM o AVI, máximo 65 MB cada uno.
      </p>
      {videos.length > 0 && (
        <ul className="couple-media">
          {videos.map((video, index) => (
            <li key={video.key} className="couple-media__item" data-video={index + 1}>
              <video
                className="couple-media__thumb"
                src={video.preview}
                preload="metadata"
                muted
                playsInline
                aria-label={`Video ${index + 1}`}
              />
              <div className="couple-media__fields">
                <label className="field__label" htmlFor={`${id}-${video.key}`}>
                  Título del video {index + 1}
                </label>
                <input
                  id={`${id}-${video.key}`}
                  className="field__input"
                  value={video.title}
                  maxLength={150}
                  onChange={(event) =>
                    onChange(videos.map((item) => (item.key === video.key ? { ...item, title: event.target.value } : item)))
                  }
                />
                {video.file && <span className="field__hint">{formatMegabytes(video.file.size)}</span>}
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => remove(video)}
                aria-label={`Quitar video ${index + 1}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      <FilePickerButton
        name="videos"
        multiple
        accept={COUPLE_VIDEO_ACCEPT}
        onChange={choose}
        aria-describedby={`${id}-hint`}
        text="Agregar videos"
      />
      <FileErrors errors={errors} />
    </fieldset>
  );
}
