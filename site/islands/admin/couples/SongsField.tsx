import { useId, useState, type KeyboardEvent } from 'react';
import { COUPLE_LIMITS as L, COUPLE_MESSAGES as M } from '../../../../worker/schemas/couple-texts';
import { songErrors, type SongDraft, type SongErrors } from '../../../lib/admin/couple-wizard';
import { FormRow } from '../../ui/FormRow';
import { newRowKey } from './media-items';

type Props = { songs: SongDraft[]; onChange: (songs: SongDraft[]) => void };

/** 'Nuestras canciones favoritas' (product §3.5): up to 2, each a title and a YouTube address. */
export function SongsField({ songs, onChange }: Props) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<SongErrors>({});
  const full = songs.length >= L.songs;

  const add = () => {
    const found = songErrors(title, url);
    setErrors(found);
    if (found.title || found.youtube_url) return;
    onChange([...songs, { key: newRowKey(), title: title.trim(), youtube_url: url.trim() }]);
    setTitle('');
    setUrl('');
  };

  // Enter in either field adds the song instead of moving the wizard on.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="couple-group couple-songs">
      <legend className="serif-heading couple-group__title">Canciones favoritas</legend>
      <p id={`${id}-hint`} className="field__hint">
        {songs.length} de {L.songs} canciones
      </p>
      {songs.length > 0 && (
        <ul className="couple-songs__list">
          {songs.map((song, index) => (
            <li key={song.key} className="couple-songs__item">
              <span className="couple-songs__title">{song.title}</span>
              <span className="couple-songs__url">{song.youtube_url}</span>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => onChange(songs.filter((_, i) => i !== index))}
                aria-label={`Quitar canción ${song.title}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="field__hint">{M.songsFull}</p>
      ) : (
        <div className="form-grid couple-songs__entry">
          <FormRow label="Título de la canción" error={errors.title}>
            {(control) => (
              <input
                {...control}
                name="song_title"
                className="field__input"
                value={title}
                maxLength={150}
                autoComplete="off"
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setErrors((current) => ({ ...current, title: undefined }));
                }}
              />
            )}
          </FormRow>
          <FormRow label="Enlace de YouTube" error={errors.youtube_url}>
            {(control) => (
              <input
                {...control}
                name="song_url"
                className="field__input"
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=..."
                value={url}
                autoComplete="off"
                spellCheck={false}
                onKeyDown={onKeyDown}
                onChange={(event) => {
                  setUrl(event.target.value);
                  setErrors((current) => ({ ...current, youtube_url: undefined }));
                }}
              />
            )}
          </FormRow>
          <button type="button" className="button button--secondary button--small couple-songs__add" onClick={add}>
            Agregar canción
          </button>
        </div>
      )}
    </fieldset>
  );
}
