import { useId, type SubmitEvent } from 'react';
import { api, requestData } from '../../lib/api-client';
import { todayInColombia } from '../../lib/dates';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { failureMessage } from '../../lib/dashboard/memories-manager';
import {
  kindOptions,
  REMEMBRANCE_OWNER_TEXTS as T,
  cardQuery,
  settingsBody,
  upcomingQuery,
  type CardRemembrance,
  type ChoicesForm,
  type RemembranceKind,
  type RemembranceSettings,
} from '../../lib/dashboard/remembrance-owner';
import { toast } from '../../stores/toasts';
import { PanelStatus } from './PanelStatus';
import { usePanelRead } from './usePanelRead';

type State =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; form: ChoicesForm; available: Record<RemembranceKind, boolean>; saving: boolean };

const formOf = (settings: RemembranceSettings): ChoicesForm => ({
  kinds: settings.kinds,
  owner_reminders: settings.owner_reminders,
  candle_digest: settings.candle_digest,
});

/** The owner's own e-mails, each a box with its hint. */
const NOTICES = [
  { name: 'owner_reminders', label: T.ownerReminders, hint: T.ownerRemindersHint },
  { name: 'candle_digest', label: T.candleDigest, hint: T.candleDigestHint },
] as const;

type Props = {
  card: MemorialCard;
  /** The saved choices changed the memorial's next dates: the card shows the new ones. */
  onUpcoming: (change: Pick<CardRemembrance, 'today' | 'upcoming'>) => void;
};

/**
 * The owner's choices for one memorial: a box per kind of date (Día de la Madre and del Padre off until the owner
 * says so; on a family, only when a member is recorded as mother or father), and the owner's own e-mails. Saved
 * together with 'Guardar cambios'; the server's refusal is told in its own words.
 */
export function RemembranceChoicesForm({ card, onUpcoming }: Props) {
  const headingId = useId();

  const { state, setState, retry } = usePanelRead<State>(async (signal) => {
    const answer = await requestData(api.remembrance.settings.$get({ query: cardQuery(card) }, { init: { signal } }));
    if (!answer.ok) return { status: 'failed', message: failureMessage(answer, T.settingsLoadFailed) };
    return { status: 'ready', form: formOf(answer.data), available: answer.data.available, saving: false };
  });

  function edit(change: (form: ChoicesForm) => ChoicesForm) {
    setState((current) => (current.status === 'ready' ? { ...current, form: change(current.form) } : current));
  }

  /** The card's dates follow the saved choices; a failure here leaves the card as it was, the choices saved. */
  async function refreshUpcoming() {
    const answer = await requestData(api.remembrance.upcoming.$get({ query: upcomingQuery(card) }));
    if (answer.ok) onUpcoming({ today: todayInColombia(), upcoming: answer.data });
  }

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== 'ready' || state.saving) return;
    const { form, available } = state;
    setState({ ...state, saving: true });
    const result = await requestData(api.remembrance.settings.$patch({ json: settingsBody(card, form, available) }));
    if (!result.ok) {
      toast.error(failureMessage(result, T.saveFailed));
      setState((current) => (current.status === 'ready' ? { ...current, saving: false } : current));
      return;
    }
    setState({ status: 'ready', form: formOf(result.data), available: result.data.available, saving: false });
    toast.success(T.saved);
    await refreshUpcoming();
  }

  return (
    <section className="dash-rem__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-rem__heading">
        {T.kindsTitle}
      </h3>
      <PanelStatus state={state} onRetry={retry} />
      {state.status === 'ready' && (
        <form className="dash-rem__form" onSubmit={(event) => void save(event)} aria-busy={state.saving || undefined}>
          <fieldset className="dash-rem__fieldset">
            <legend className="dash-rem__hint">{T.kindsHint}</legend>
            <ul className="dash-rem__choices">
              {kindOptions(state.available).map((option) => (
                <li key={option.kind}>
                  <label className={`dash-rem__choice${option.available ? '' : ' dash-rem__choice--off'}`}>
                    <input
                      type="checkbox"
                      name={option.kind}
                      checked={option.available && state.form.kinds[option.kind]}
                      disabled={!option.available}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        edit((form) => ({ ...form, kinds: { ...form.kinds, [option.kind]: checked } }));
                      }}
                    />
                    <span className="dash-rem__choice-text">
                      <span className="dash-rem__choice-label">{option.label}</span>
                      <span className="dash-rem__choice-hint">{option.hint}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <fieldset className="dash-rem__fieldset">
            <legend className="dash-rem__subheading">{T.noticesTitle}</legend>
            <ul className="dash-rem__choices">
              {NOTICES.map(({ name, label, hint }) => (
                <li key={name}>
                  <label className="dash-rem__choice">
                    <input
                      type="checkbox"
                      name={name}
                      checked={state.form[name]}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        edit((form) => ({ ...form, [name]: checked }));
                      }}
                    />
                    <span className="dash-rem__choice-text">
                      <span className="dash-rem__choice-label">{label}</span>
                      <span className="dash-rem__choice-hint">{hint}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="dash-rem__actions">
            {/* Busy rather than disabled while saving, so the keyboard focus stays on the button. */}
            <button type="submit" className="button button--primary button--small" aria-disabled={state.saving || undefined}>
              {state.saving ? T.saving : T.save}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
