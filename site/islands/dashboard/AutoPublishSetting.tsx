import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { api, requestData } from '../../lib/api-client';
import {
  failureMessage,
  MANAGER_TEXTS as T,
  photoOptionalBody,
  photolessNotice,
  settingsBody,
  wallQuery,
  type WallRef,
  type WallSettings,
} from '../../lib/dashboard/memories-manager';
import { toast } from '../../stores/toasts';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; autoPublish: boolean; photoOptional: boolean; saving: boolean; notice: string | null };

const readyState = (settings: WallSettings): State => ({
  status: 'ready',
  autoPublish: settings.auto_publish,
  photoOptional: settings.wall_photo_optional,
  saving: false,
  notice: photolessNotice(settings),
});

/**
 * 'Publicar recuerdos sin mi aprobación' for one wall (off unless the owner turns it on). It is read when
 * the manager opens and saved as soon as it is ticked: the box follows the click at once and goes back,
 * with a message, when the server refuses or cannot be reached. Beside it, 'Aceptar recuerdos sin foto' (issue
 * 34, off unless turned on), read and saved the same way; when visitors were refused for lacking a photo, a line
 * says so with a one-click 'Aceptar recuerdos sin foto' (docs/features/memory-wall.md).
 */
export function AutoPublishSetting({ wall }: { wall: WallRef }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const hintId = useId();
  const photoHintId = useId();
  const requestRef = useRef<AbortController | null>(null);

  async function load() {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    return requestData(api.memories.settings.$get({ query: wallQuery(wall) }, { init: { signal: request.signal } })).then((answer) => {
      if (request.signal.aborted) return;
      setState(answer.ok ? readyState(answer.data) : { status: 'failed', message: failureMessage(answer, T.settingsLoadFailed) });
    });
  }

  // Read when the manager opens: the wall is fixed for the life of the manager's body.
  const loadOnOpen = useEffectEvent(load);
  useEffect(() => {
    void loadOnOpen();
    return () => requestRef.current?.abort();
  }, []);

  async function change(autoPublish: boolean) {
    if (state.status !== 'ready' || state.saving) return;
    const before = state;
    setState({ ...state, autoPublish, saving: true });
    const result = await requestData(api.memories.settings.$patch({ json: settingsBody(wall, autoPublish) }));
    if (!result.ok) {
      toast.error(failureMessage(result, T.settingsFailed));
      setState({ ...before, saving: false });
      return;
    }
    setState(readyState(result.data));
    toast.success(result.data.auto_publish ? T.autoPublishOn : T.autoPublishOff);
  }

  async function changePhotoOptional(photoOptional: boolean) {
    if (state.status !== 'ready' || state.saving) return;
    const before = state;
    setState({ ...state, photoOptional, saving: true });
    const result = await requestData(api.memories.settings.$patch({ json: photoOptionalBody(wall, photoOptional) }));
    if (!result.ok) {
      toast.error(failureMessage(result, T.settingsFailed));
      setState({ ...before, saving: false });
      return;
    }
    setState(readyState(result.data));
    toast.success(result.data.wall_photo_optional ? T.photoOptionalOn : T.photoOptionalOff);
  }

  if (state.status === 'failed') {
    return (
      <div className="dash-mems__setting dash-mems__setting--failed" role="alert">
        <p>{state.message}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setState({ status: 'loading' });
            void load();
          }}
        >
          {T.retry}
        </button>
      </div>
    );
  }
  const ready = state.status === 'ready';
  return (
    <div className="dash-mems__setting">
      <label className="dash-mems__switch">
        <input
          type="checkbox"
          checked={ready && state.autoPublish}
          // Busy rather than disabled while saving, so the keyboard focus stays on the box.
          disabled={!ready}
          aria-busy={ready && state.saving ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
        <span>{T.autoPublish}</span>
      </label>
      <p id={hintId} className="dash-mems__hint">
        {T.autoPublishHint}
      </p>
      <label className="dash-mems__switch">
        <input
          type="checkbox"
          checked={ready && state.photoOptional}
          disabled={!ready}
          aria-busy={ready && state.saving ? true : undefined}
          aria-describedby={photoHintId}
          onChange={(event) => void changePhotoOptional(event.currentTarget.checked)}
        />
        <span>{T.photoOptional}</span>
      </label>
      <p id={photoHintId} className="dash-mems__hint">
        {T.photoOptionalHint}
      </p>
      {ready && state.notice && (
        <div className="dash-mems__photoless" data-photoless-notice>
          <p>{state.notice}</p>
          <button
            type="button"
            className="button button--primary button--small"
            disabled={state.saving}
            onClick={() => void changePhotoOptional(true)}
          >
            {T.photolessAccept}
          </button>
        </div>
      )}
    </div>
  );
}
