import { useId } from 'react';
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
import { usePanelRead } from './usePanelRead';

type Ready = { status: 'ready'; autoPublish: boolean; photoOptional: boolean; saving: boolean; notice: string | null };
type State = { status: 'loading' } | { status: 'failed'; message: string } | Ready;
type SettingsPatch = Parameters<typeof api.memories.settings.$patch>[0]['json'];

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
  // Read when the manager opens: the wall is fixed for the life of the manager's body.
  const { state, setState, retry } = usePanelRead<State>(async (signal) => {
    const answer = await requestData(api.memories.settings.$get({ query: wallQuery(wall) }, { init: { signal } }));
    return answer.ok ? readyState(answer.data) : { status: 'failed', message: failureMessage(answer, T.settingsLoadFailed) };
  });

  /** Ticks a box at once and saves it; a refusal puts the box back, with the server's message. */
  async function save(
    tick: Partial<Pick<Ready, 'autoPublish' | 'photoOptional'>>,
    body: SettingsPatch,
    said: (saved: WallSettings) => string,
  ) {
    if (state.status !== 'ready' || state.saving) return;
    const before = state;
    setState({ ...state, ...tick, saving: true });
    const result = await requestData(api.memories.settings.$patch({ json: body }));
    if (!result.ok) {
      toast.error(failureMessage(result, T.settingsFailed));
      setState({ ...before, saving: false });
      return;
    }
    setState(readyState(result.data));
    toast.success(said(result.data));
  }

  const change = (autoPublish: boolean) =>
    save({ autoPublish }, settingsBody(wall, autoPublish), (saved) => (saved.auto_publish ? T.autoPublishOn : T.autoPublishOff));
  const changePhotoOptional = (photoOptional: boolean) =>
    save({ photoOptional }, photoOptionalBody(wall, photoOptional), (saved) =>
      saved.wall_photo_optional ? T.photoOptionalOn : T.photoOptionalOff,
    );

  if (state.status === 'failed') {
    return (
      <div className="dash-mems__setting dash-mems__setting--failed" role="alert">
        <p>{state.message}</p>
        <button type="button" className="button button--secondary button--small" onClick={retry}>
          {T.retry}
        </button>
      </div>
    );
  }
  const ready = state.status === 'ready';
  return (
    <div className="dash-mems__setting">
      <SettingSwitch setting="autoPublish" state={state} onChange={(checked) => void change(checked)} />
      <SettingSwitch setting="photoOptional" state={state} onChange={(checked) => void changePhotoOptional(checked)} />
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

const SWITCH_TEXTS = {
  autoPublish: { label: T.autoPublish, hint: T.autoPublishHint },
  photoOptional: { label: T.photoOptional, hint: T.photoOptionalHint },
} as const;

type SwitchProps = { setting: keyof typeof SWITCH_TEXTS; state: State; onChange: (checked: boolean) => void };

/** One of the wall's boxes with its hint; unusable until the settings are read. */
function SettingSwitch({ setting, state, onChange }: SwitchProps) {
  const hintId = useId();
  const ready = state.status === 'ready';
  const { label, hint } = SWITCH_TEXTS[setting];
  return (
    <>
      <label className="dash-mems__switch">
        <input
          type="checkbox"
          checked={ready && state[setting]}
          // Busy rather than disabled while saving, so the keyboard focus stays on the box.
          disabled={!ready}
          aria-busy={ready && state.saving ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className="dash-mems__hint">
        {hint}
      </p>
    </>
  );
}
