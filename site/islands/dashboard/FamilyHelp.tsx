import { useEffect, useEffectEvent, useId, useState, type SubmitEvent } from 'react';
import { api, requestData, type AnswerData } from '../../lib/api-client';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { formatDate } from '../../lib/format';
import { toast } from '../../stores/toasts';
import { EmailField } from '../auth/Field';
import { Modal } from '../ui/Modal';
import { RemoveHelperDialog, type HelperToRemove } from './RemoveHelperDialog';
import { memorialPhrase } from '../../../worker/schemas/family-name';
import { MANAGER_TEXTS as T, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../../../worker/schemas/manager-texts';
import { inviteManagerSchema, transferSchema } from '../../../worker/schemas/managers';
import './family-help.css';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

type Managers = AnswerData<Awaited<ReturnType<(typeof api.profileManagers)[':id']['managers']['$get']>>>;
type Role = 'editor' | 'moderator';

type Props = {
  /** The owner's memorial whose helpers are shown; null keeps the dialog closed. */
  card: MemorialCard | null;
  onClose: () => void;
};

/**
 * 'Familia que ayuda' (docs/features/family-circle.md): the owner's panel for one memorial. Invite a relative by e-mail as editor(a) or
 * moderador(a) de recuerdos, see who helps and who is invited, raise or lower a role, remove a helper (asked first,
 * and the helper is told by e-mail) or withdraw an invitation, and 'Entregar el memorial' with a confirmation. Every rule is the server's; this only asks and shows.
 */
export function FamilyHelp({ card, onClose }: Props) {
  return (
    <Modal
      open={card !== null}
      onClose={onClose}
      title={card ? `${T.panelTitle}: ${memorialPhrase(card.kind, card.name)}` : undefined}
      size="lg"
    >
      {card && <HelpBody card={card} />}
    </Modal>
  );
}

/** The typed routes of the card's kind (a person's memorial or a family's). */
function routesOf(card: MemorialCard) {
  return card.kind === 'family' ? api.familyManagers[':id'] : api.profileManagers[':id'];
}

function HelpBody({ card }: { card: MemorialCard }) {
  const routes = routesOf(card);
  const param = { id: card.id };
  const [data, setData] = useState<Managers | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<HelperToRemove | null>(null);

  async function load() {
    return requestData(routes.managers.$get({ param })).then((answer) => {
      if (answer.ok) setData(answer.data);
      else setFailed(true);
    });
  }
  // The body mounts with each opening: one read per opening.
  const loadOnOpen = useEffectEvent(load);
  useEffect(() => {
    void loadOnOpen();
  }, []);

  async function act(call: () => Promise<{ ok: boolean; error?: string }>, done: string): Promise<boolean> {
    setBusy(true);
    const answer = await call();
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error ?? T.failed);
      return false;
    }
    toast.success(done);
    await load();
    return true;
  }

  const changeRole = (userId: string, role: Role) =>
    act(() => requestData(routes.managers[':userId'].$patch({ param: { ...param, userId }, json: { role } })), T.roleChanged);
  async function revoke(helper: HelperToRemove) {
    await act(() => requestData(routes.managers[':userId'].$delete({ param: { ...param, userId: helper.user_id } })), T.revoked);
    setRemoving(null);
  }
  const cancel = (invitationId: string) =>
    act(() => requestData(routes.invitations[':invitationId'].$delete({ param: { ...param, invitationId } })), T.invitationCancelled);

  return (
    <div className="help">
      <p className="help__lead">{T.panelLead}</p>
      <InviteForm
        card={card}
        busy={busy}
        onInvite={(email, role) => act(() => requestData(routes.managers.$post({ param, json: { email, role } })), T.invited(email))}
      />

      <h3 className="help__title">Quiénes ayudan</h3>
      {failed ? (
        <p className="dash-error">{T.failed}</p>
      ) : !data ? (
        <p className="help__note" role="status">
          Cargando…
        </p>
      ) : data.managers.length === 0 && data.invitations.filter((i) => i.role !== 'owner').length === 0 ? (
        <p className="help__note">Todavía nadie te ayuda con este memorial.</p>
      ) : (
        <ul className="help__list">
          {data.managers.map((manager) => (
            <li key={manager.user_id} className="help__person">
              <div className="help__who">
                <strong>{manager.name}</strong>
                <span className="help__email">{manager.email}</span>
              </div>
              <label className="help__role">
                <span className="visually-hidden">Papel de {manager.name}</span>
                <select
                  className="field__input"
                  value={manager.role}
                  disabled={busy}
                  onChange={(event) => void changeRole(manager.user_id, event.target.value as Role)}
                >
                  <option value="editor">{ROLE_NAMES.editor}</option>
                  <option value="moderator">{ROLE_NAMES.moderator}</option>
                </select>
              </label>
              <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setRemoving(manager)}>
                Quitar<span className="visually-hidden"> a {manager.name}</span>
              </button>
            </li>
          ))}
          {data.invitations
            .filter((invitation) => invitation.role !== 'owner')
            .map((invitation) => (
              <li key={invitation.id} className="help__person help__person--pending">
                <div className="help__who">
                  <strong>{invitation.email}</strong>
                  <span className="help__email">
                    {T.pending} · {ROLE_NAMES[invitation.role]} · vence el {formatDate(invitation.expires_at.slice(0, 10))}
                  </span>
                </div>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy}
                  onClick={() => void cancel(invitation.id)}
                >
                  Cancelar<span className="visually-hidden"> la invitación a {invitation.email}</span>
                </button>
              </li>
            ))}
        </ul>
      )}

      <Transfer
        busy={busy}
        pending={data?.invitations.find((invitation) => invitation.role === 'owner') ?? null}
        onCancel={(id) => void cancel(id)}
        onTransfer={(email) => act(() => requestData(routes.transfer.$post({ param, json: { email } })), T.transferSent(email))}
      />
      <RemoveHelperDialog
        helper={removing}
        ofWhom={memorialPhrase(card.kind, card.name)}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={(helper) => void revoke(helper)}
      />
    </div>
  );
}

function InviteForm({
  card,
  busy,
  onInvite,
}: {
  card: MemorialCard;
  busy: boolean;
  onInvite: (email: string, role: Role) => Promise<boolean>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = inviteManagerSchema.safeParse({ email, role }, SPANISH_PARSE);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.failed);
      return;
    }
    setError(null);
    if (await onInvite(parsed.data.email, parsed.data.role)) setEmail('');
  }

  return (
    <form
      className="help__invite"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Invitar a un familiar a ${memorialPhrase(card.kind, card.name)}`}
    >
      <EmailField
        label="Correo de tu familiar"
        someoneElse
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
      />
      <fieldset className="help__roles">
        <legend className="field__label">Qué podrá hacer</legend>
        {(['editor', 'moderator'] as const).map((value) => (
          <label key={value} className="help__choice">
            <input type="radio" name={`${id}-role`} value={value} checked={role === value} onChange={() => setRole(value)} />
            <span>
              <strong>{ROLE_NAMES[value]}</strong>
              <span className="help__email">{ROLE_DESCRIPTIONS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy}>
        {T.invite}
      </button>
    </form>
  );
}

type Pending = Managers['invitations'][number];

function Transfer({
  busy,
  pending,
  onCancel,
  onTransfer,
}: {
  busy: boolean;
  pending: Pending | null;
  onCancel: (id: string) => void;
  onTransfer: (email: string) => Promise<boolean>;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  function ask(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = transferSchema.safeParse({ email }, SPANISH_PARSE);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.failed);
      return;
    }
    setError(null);
    setConfirming(parsed.data.email);
  }

  async function confirm() {
    if (!confirming) return;
    if (await onTransfer(confirming)) setEmail('');
    setConfirming(null);
  }

  return (
    <section className="help__transfer" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="help__title">
        {T.transferTitle}
      </h3>
      <p className="help__note">{T.transferLead}</p>
      {pending && (
        <p className="help__pending">
          {T.pendingTransfer}: {pending.email}.{' '}
          <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onCancel(pending.id)}>
            Cancelar la entrega
          </button>
        </p>
      )}
      {confirming ? (
        <div className="help__confirm" role="alertdialog" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{T.transferConfirm(confirming)}</p>
          <div className="dash-confirm__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(null)} disabled={busy}>
              No, volver
            </button>
            <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy} autoFocus>
              Sí, entregar el memorial
            </button>
          </div>
        </div>
      ) : (
        <form className="help__invite" onSubmit={ask} noValidate>
          <EmailField
            label="Correo de quien recibirá el memorial"
            someoneElse
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ?? undefined}
          />
          <button type="submit" className="button button--ghost" disabled={busy}>
            {T.transferTitle}
          </button>
        </form>
      )}
    </section>
  );
}
