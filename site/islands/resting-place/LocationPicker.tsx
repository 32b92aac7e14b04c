import { useId, useState } from 'react';
import { parseMapLink } from '../../../worker/resting-places/map-links';
import { PLACE_FORM_TEXTS as T } from '../../lib/memorial/resting-place-form';

type Props = {
  latitude: number | null;
  longitude: number | null;
  error?: string;
  onChange: (latitude: number | null, longitude: number | null) => void;
};

type Status = { state: 'idle' } | { state: 'locating' } | { state: 'located'; accuracy: number } | { state: 'failed'; message: string };

const failure = (error: GeolocationPositionError): string =>
  error.code === error.PERMISSION_DENIED ? T.denied : error.code === error.TIMEOUT ? T.timeout : T.unavailable;

/**
 * Where the grave is on a map: 'Guardar la ubicación de la tumba' asks the phone (Geolocation, high accuracy, a
 * fresh fix) and says how precise it was, with 'Intentar de nuevo' for a better one; or the family pastes the
 * coordinates or a maps link (worker/resting-places/map-links.ts reads it, and says why a short link cannot be).
 */
export function LocationPicker({ latitude, longitude, error, onChange }: Props) {
  const id = useId();
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const [pasted, setPasted] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);

  function locate() {
    if (!('geolocation' in navigator)) {
      setStatus({ state: 'failed', message: T.noGeolocation });
      return;
    }
    setStatus({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange(Number(position.coords.latitude.toFixed(6)), Number(position.coords.longitude.toFixed(6)));
        setStatus({ state: 'located', accuracy: position.coords.accuracy });
      },
      (problem) => setStatus({ state: 'failed', message: failure(problem) }),
      { enableHighAccuracy: true, maximumAge: 0 },
    );
  }

  function usePasted() {
    const result = parseMapLink(pasted);
    if (!result.ok) {
      setPasteError(result.error);
      return;
    }
    setPasteError(null);
    setStatus({ state: 'idle' });
    onChange(result.latitude, result.longitude);
  }

  const tried = status.state === 'located' || status.state === 'failed';
  return (
    <fieldset className="place-location">
      <legend className="place-location__legend">{T.location}</legend>
      <p className="place-location__coords" aria-live="polite" data-place-coordinates>
        {latitude !== null && longitude !== null ? T.coordinates(latitude, longitude) : T.noCoordinates}
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="place-location__actions">
        <button type="button" className="button button--primary" onClick={locate} disabled={status.state === 'locating'}>
          {tried ? T.retry : T.locate}
        </button>
        {latitude !== null && (
          <button type="button" className="button button--ghost" onClick={() => onChange(null, null)}>
            {T.clearCoordinates}
          </button>
        )}
      </div>
      <p className="field__hint">{T.locateHint}</p>
      <p className="place-location__status" role="status">
        {status.state === 'locating' && T.locating}
        {status.state === 'located' && (
          <>
            <strong data-place-accuracy>{T.accuracy(status.accuracy)}</strong> · {T.located}
          </>
        )}
      </p>
      {status.state === 'failed' && (
        <p className="field__error" role="alert">
          {status.message}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-paste`}>
          {T.paste}
        </label>
        <div className="place-location__paste">
          <input
            id={`${id}-paste`}
            className="field__input"
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            inputMode="url"
            autoComplete="off"
            aria-describedby={`${id}-paste-hint${pasteError ? ` ${id}-paste-error` : ''}`}
            aria-invalid={pasteError ? true : undefined}
          />
          <button type="button" className="button button--secondary" onClick={usePasted}>
            {T.usePaste}
          </button>
        </div>
        <p className="field__hint" id={`${id}-paste-hint`}>
          {T.pasteHint}
        </p>
        {pasteError && (
          <p className="field__error" id={`${id}-paste-error`} role="alert">
            {pasteError}
          </p>
        )}
      </div>
    </fieldset>
  );
}
