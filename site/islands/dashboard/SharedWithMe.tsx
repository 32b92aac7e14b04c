import { useState } from 'react';
import { api, apiHref, requestData, type AnswerData } from '../../lib/api-client';
import { publicPath, type MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { formatDate } from '../../lib/format';
import { toast } from '../../stores/toasts';
import { useHydrated } from '../ui/useHydrated';
import { PrayerCardLinks } from '../ui/PrayerCardLinks';
import { QrDownloadLinks } from '../ui/QrDownloadLinks';
import { Icon } from './icons';
import { MemoriesManager } from './MemoriesManager';
import { memorialPhrase } from '../../../worker/schemas/family-name';
import { MANAGER_TEXTS as T, ROLE_DESCRIPTIONS, ROLE_NAMES } from '../../../worker/schemas/manager-texts';
import './family-help.css';

type Invitations = AnswerData<Awaited<ReturnType<typeof api.invitations.index.$get>>>;
type Shared = AnswerData<Awaited<ReturnType<typeof api.invitations.shared.$get>>>;
export type SharedWithMeData = { invitations: Invitations; shared: Shared };

/** The card the memories manager takes, made from a shared memorial (it only needs the wall and the name). */
function managerCard(memorial: Shared[number]): MemorialCard {
  return {
    id: memorial.id,
    kind: memorial.kind === 'family' ? 'family' : 'individual',
    slug: memorial.slug,
    name: memorial.name,
    photo: null,
    lines: [],
    published: memorial.is_published,
    visits: 0,
    plaque: null,
  };
}

/**
 * The dashboard's 'Invitaciones para ti' and 'Compartidos conmigo' (docs/features/family-circle.md): invitations to the person's address
 * (accepted here, so someone who registered after being invited finds theirs), then every memorial of others they
 * help with, with their role and the ways into what that role allows: an editor edits, previews, downloads the QR code
 * and prints the recordatorio; everyone who helps opens the wall's memories and may stop helping. Server-rendered with the person's data.
 */
export default function SharedWithMe({ initial, userId }: { initial: SharedWithMeData; userId: string }) {
  const [data, setData] = useState(initial);
  const [managing, setManaging] = useState<{ card: MemorialCard; role: Shared[number]['role'] } | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();

  async function reload() {
    const [invitations, shared] = await Promise.all([
      requestData(api.invitations.index.$get()),
      requestData(api.invitations.shared.$get()),
    ]);
    if (invitations.ok && shared.ok) setData({ invitations: invitations.data, shared: shared.data });
  }

  async function acceptInvitation(invitationId: string) {
    setBusy(true);
    const answer = await requestData(api.invitations[':invitationId'].accept.$post({ param: { invitationId } }));
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error);
      return;
    }
    toast.success(T.accepted);
    // A hand-over makes the memorial one's own: 'Mis memoriales' shows it after a fresh read.
    if (answer.data.role === 'owner') window.location.reload();
    else await reload();
  }

  async function leave(memorial: Shared[number]) {
    setBusy(true);
    const routes = memorial.kind === 'family' ? api.familyManagers[':id'] : api.profileManagers[':id'];
    const answer = await requestData(routes.managers[':userId'].$delete({ param: { id: memorial.id, userId } }));
    setBusy(false);
    if (!answer.ok) {
      toast.error(answer.error);
      return;
    }
    toast.success(T.left);
    setData((current) => ({ ...current, shared: current.shared.filter((item) => item.id !== memorial.id) }));
  }

  if (data.invitations.length === 0 && data.shared.length === 0) return null;
  return (
    <section className="surface-card shared" aria-labelledby="shared-title">
      {data.invitations.length > 0 && (
        <>
          <h2 id="invitations-title">{T.invitationsTitle}</h2>
          <ul className="shared__list" aria-labelledby="invitations-title">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="inset-panel shared__card">
                <h3>
                  {invitation.role === 'owner'
                    ? `Recibir el memorial de ${memorialPhrase(invitation.kind, invitation.memorial_name)}`
                    : invitation.memorial_name}
                </h3>
                <p className="shared__meta">
                  {invitation.inviter_name} te invita como <span className="shared__badge">{ROLE_NAMES[invitation.role]}</span> · vence el{' '}
                  {formatDate(invitation.expires_at.slice(0, 10))}
                </p>
                <p className="shared__meta">{ROLE_DESCRIPTIONS[invitation.role]}</p>
                <div className="shared__actions">
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={!ready || busy}
                    onClick={() => void acceptInvitation(invitation.id)}
                  >
                    {T.accept}
                    <span className="visually-hidden"> de {memorialPhrase(invitation.kind, invitation.memorial_name)}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 id="shared-title">{T.sharedTitle}</h2>
      {data.shared.length === 0 ? (
        <p className="shared__lead">Cuando aceptes una invitación, el memorial aparecerá aquí.</p>
      ) : (
        <>
          <p className="shared__lead">{T.sharedLead}</p>
          <ul className="shared__list">
            {data.shared.map((memorial) => {
              const about = <span className="visually-hidden"> {memorial.name}</span>;
              return (
                <li key={`${memorial.kind}:${memorial.id}`} className="inset-panel shared__card">
                  <h3>{memorial.name}</h3>
                  <p className="shared__meta">
                    <span className="shared__badge">{ROLE_NAMES[memorial.role]}</span> · de {memorial.owner_name}
                  </p>
                  <div className="shared__actions">
                    <button
                      type="button"
                      className="dash-action"
                      disabled={!ready}
                      onClick={() => setManaging({ card: managerCard(memorial), role: memorial.role })}
                    >
                      <Icon name="memories" />
                      Recuerdos{about}
                    </button>
                    {memorial.role === 'editor' && (
                      <>
                        <a className="dash-action" href={`/edit/${encodeURIComponent(memorial.id)}`}>
                          <Icon name="edit" />
                          Editar{about}
                        </a>
                        <a className="dash-action" href={`/preview/${encodeURIComponent(memorial.slug)}`}>
                          <Icon name="preview" />
                          Vista previa{about}
                        </a>
                      </>
                    )}
                    {memorial.is_published && (
                      <a className="dash-action" href={publicPath(memorial.kind === 'family' ? 'family' : 'individual', memorial.slug)}>
                        <Icon name="view" />
                        Ver{about}
                      </a>
                    )}
                    <button
                      type="button"
                      className="dash-action dash-action--danger"
                      disabled={!ready || busy}
                      onClick={() => void leave(memorial)}
                    >
                      {T.leave}
                      {about}
                    </button>
                  </div>
                  {memorial.role === 'editor' && <EditorDownloads memorial={memorial} />}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <MemoriesManager
        card={managing?.card ?? null}
        pending={0}
        autoPublish={managing?.role === 'editor'}
        onClose={() => setManaging(null)}
        onPendingChange={() => undefined}
      />
    </section>
  );
}

/**
 * An editor prints for the family too (docs/features/family-circle.md): the heart QR code and the recordatorio, from the same routes as
 * the owner's card, which let an editor through (docs/features/family-circle.md). The plaque itself is the owner's.
 */
function EditorDownloads({ memorial }: { memorial: Shared[number] }) {
  const param = { id: memorial.id };
  const family = memorial.kind === 'family';
  const ofWhom = memorialPhrase(memorial.kind, memorial.name);
  const members = memorial.members.map((member) => ({ id: member.id, name: member.name, deathDate: member.death_date }));
  return (
    <div className="shared__downloads">
      <QrDownloadLinks apiPath={apiHref((family ? api.familyProfiles : api.profiles)[':id'].qr.$url({ param }))} name={ofWhom} />
      <PrayerCardLinks
        apiPath={apiHref(
          family ? api.familyProfiles[':id']['prayer-card'].$url({ param, query: {} }) : api.profiles[':id']['prayer-card'].$url({ param }),
        )}
        name={ofWhom}
        members={family ? members : undefined}
      />
    </div>
  );
}
