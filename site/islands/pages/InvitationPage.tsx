import { useState } from 'react';
import { api, requestData } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { openAuthDialog } from '../../stores/auth-dialog';
import { StatusView } from '../auth/StatusView';
import { memorialPhrase } from '../../../worker/schemas/family-name';
import { MANAGER_MESSAGES as M, MANAGER_TEXTS as T, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../../../worker/schemas/manager-texts';
import '../auth/auth.css';

/** What the page read on the server about the link (services/memorial-managers.ts viewInvitation). */
export type InvitationState =
  | { state: 'unknown' | 'used' | 'expired' | 'void' }
  | {
      state: 'valid';
      email: string;
      role: 'editor' | 'moderator' | 'owner';
      kind: 'memorial' | 'family';
      memorial_name: string;
      inviter_name: string;
      expires_at: string;
    };

/** Who is looking: nobody, the invited account, or another account. */
export type Viewer = 'guest' | 'invited' | 'other';

const DEAD_LINKS = {
  unknown: { title: 'Este enlace no es válido', text: M.invitationInvalid },
  used: { title: 'Esta invitación ya se usó', text: M.invitationUsed },
  expired: { title: 'Esta invitación venció', text: M.invitationExpired },
  void: { title: 'Esta invitación ya no es válida', text: M.invitationVoid },
} as const;

/**
 * /invitacion?token=… (docs/features/family-circle.md): who invites, to which memorial, as what, and 'Aceptar invitación' for the invited
 * account. A guest signs in (the page reads itself again afterwards) or creates the account with the invited address
 * filled in (docs/features/the-way-back.md): the verification e-mail then leads back to this page, signed in, to accept. Another account is
 * told the invitation is not theirs; the server refuses it anyway.
 */
export default function InvitationPage({ token, invitation, viewer }: { token: string; invitation: InvitationState; viewer: Viewer }) {
  const [result, setResult] = useState<
    { kind: 'accepted'; id: string; role: string; memorialKind: string } | { kind: 'failed'; message: string } | null
  >(null);
  const [busy, setBusy] = useState(false);

  if (invitation.state !== 'valid') {
    const dead = DEAD_LINKS[invitation.state];
    return (
      <StatusView
        tone="error"
        as="h1"
        title={dead.title}
        actions={
          <a className="button button--secondary" href="/dashboard">
            Ir a mi panel
          </a>
        }
      >
        <p className="status__message">{dead.text}</p>
      </StatusView>
    );
  }

  const of = memorialPhrase(invitation.kind, invitation.memorial_name);
  const handOver = invitation.role === 'owner';
  // This very page, which the new account's verification link leads back to.
  const here = `/invitacion?token=${encodeURIComponent(token)}`;
  const openDialog = (mode: 'login' | 'register') =>
    openAuthDialog(mode, { email: invitation.email, returnTo: here, afterSignIn: () => window.location.reload() });

  async function accept() {
    setBusy(true);
    const answer = await requestData(api.invitations.accept.$post({ json: { token } }));
    setBusy(false);
    setResult(
      answer.ok
        ? { kind: 'accepted', id: answer.data.id, role: answer.data.role, memorialKind: answer.data.kind }
        : { kind: 'failed', message: answer.error },
    );
  }

  if (result?.kind === 'accepted') {
    const edit = result.role !== 'moderator';
    return (
      <StatusView
        tone="success"
        as="h1"
        title={handOver ? `Ahora el memorial de ${of} es tuyo` : `Ya ayudas con el memorial de ${of}`}
        actions={
          <>
            <a className="button button--primary" href="/dashboard">
              Ir a mi panel
            </a>
            {edit && (
              <a className="button button--secondary" href={`/edit/${encodeURIComponent(result.id)}`}>
                Editar el memorial
              </a>
            )}
          </>
        }
      >
        <p>{handOver ? 'Lo encontrarás en «Mis memoriales».' : `Lo encontrarás en tu panel, en «${T.sharedTitle}».`}</p>
      </StatusView>
    );
  }

  return (
    <div className="invitation">
      <p className="eyebrow">Invitación</p>
      <h1 className="invitation__title">
        {handOver
          ? `${invitation.inviter_name} quiere entregarte el memorial de ${of}`
          : `${invitation.inviter_name} te invita a ayudar con el memorial de ${of}`}
      </h1>
      <dl className="invitation__facts">
        <div>
          <dt>Tu papel</dt>
          <dd>
            <strong>{ROLE_NAMES[invitation.role]}</strong>. {ROLE_DESCRIPTIONS[invitation.role]}
          </dd>
        </div>
        <div>
          <dt>Para</dt>
          <dd>{invitation.email}</dd>
        </div>
        <div>
          <dt>Vence</dt>
          <dd>{formatDate(invitation.expires_at.slice(0, 10))}</dd>
        </div>
      </dl>
      {handOver && (
        <p className="invitation__note">
          Al aceptar serás quien administra el memorial, con su placa, su código QR y su recordatorio. {invitation.inviter_name} seguirá
          ayudando como editor(a), a menos que decida dejarlo.
        </p>
      )}
      {result?.kind === 'failed' && (
        <p className="field__error invitation__error" role="alert">
          {result.message}
        </p>
      )}
      {viewer === 'invited' ? (
        <button type="button" className="button button--primary invitation__accept" disabled={busy} onClick={() => void accept()}>
          {busy ? 'Aceptando…' : T.accept}
        </button>
      ) : viewer === 'other' ? (
        <p className="field__error invitation__error">{M.otherAccount(invitation.email)}</p>
      ) : (
        <div className="invitation__guest">
          <p>
            Para aceptar, inicia sesión con <strong>{invitation.email}</strong>. ¿Aún no tienes cuenta? Créala con ese mismo correo: el
            enlace para confirmarlo te traerá de vuelta aquí para aceptar.
          </p>
          <div className="invitation__actions">
            <button type="button" className="button button--primary" onClick={() => openDialog('login')}>
              Iniciar sesión
            </button>
            <button type="button" className="button button--secondary" onClick={() => openDialog('register')}>
              Crear cuenta
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
