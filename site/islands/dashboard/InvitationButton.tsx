import { useEffect, useState } from 'react';
import { gatheringName } from '../../../worker/schemas/gathering-texts';
import { INVITATION_TEXTS as T } from '../../lib/invitation/invitation-texts';
import type { InvitationGathering, InvitationMemorial } from '../../lib/invitation/invitation-content';
import type { PreparedInvitation } from '../../lib/invitation/make-invitation';
import { canShareFiles, downloadImage, shareImage } from '../../lib/invitation/share-image';
import { useHydrated } from '../ui/useHydrated';
import './invitation.css';

type Props = {
  /** The dashboard's card of the memorial (its `MemorialCard` fits). */
  memorial: InvitationMemorial;
  /** The gathering (its `GatheringDto` fits). */
  gathering: InvitationGathering;
};

type State =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'ready'; invitation: PreparedInvitation; preview: string; note: string | null }
  | { step: 'failed'; error: string };

/**
 * 'Invitación' for one gathering: the press draws the picture in the browser (the drawing code loads only then)
 * and hands it on at once, through the phone's share sheet when it takes files, or as a download elsewhere. The
 * picture then stays under the button with 'Compartir invitación' and 'Descargar invitación', to send it again
 * (and because a slow phone may have used up the tap's permission to open the share sheet by the time the picture
 * was ready: then the second button, a fresh tap, opens it).
 */
export function InvitationButton({ memorial, gathering }: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [sharing, setSharing] = useState(false);
  const preview = state.step === 'ready' ? state.preview : null;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const share = async (invitation: PreparedInvitation): Promise<string | null> => {
    const outcome = await shareImage(invitation.file, invitation.title, invitation.text);
    return outcome === 'failed' ? T.shareFailed : null;
  };

  const make = async () => {
    setState({ step: 'preparing' });
    let invitation: PreparedInvitation;
    try {
      const { makeInvitation } = await import('../../lib/invitation/make-invitation');
      invitation = await makeInvitation(memorial, gathering);
    } catch {
      setState({ step: 'failed', error: T.failed });
      return;
    }
    const previewUrl = URL.createObjectURL(invitation.file);
    setState({ step: 'ready', invitation, preview: previewUrl, note: null });
    if (!canShareFiles()) {
      downloadImage(invitation.file);
      return;
    }
    const note = await share(invitation);
    if (note) setState({ step: 'ready', invitation, preview: previewUrl, note });
  };

  const shareAgain = async () => {
    if (state.step !== 'ready') return;
    setSharing(true);
    const note = await share(state.invitation);
    setSharing(false);
    setState({ ...state, note });
  };

  const busy = state.step === 'preparing';
  // A list repeats the buttons: each names its gathering for screen readers ('Invitación a Misa de novenario').
  const about = gatheringName(gathering);
  const shareable = hydrated && canShareFiles();
  return (
    <div className="invitation">
      <button
        type="button"
        className="button button--secondary button--small invitation__open"
        disabled={!hydrated || busy}
        onClick={() => void make()}
      >
        {busy ? T.preparing : T.open}
        <span className="visually-hidden"> a {about}</span>
      </button>
      <p className="invitation__status" role="status">
        {state.step === 'failed' ? state.error : state.step === 'ready' ? state.note : ''}
      </p>
      {state.step === 'ready' && (
        <div className="invitation__ready">
          <img className="invitation__preview" src={state.preview} width={108} height={135} alt={`${T.previewAlt} a ${about}`} />
          <div className="invitation__actions">
            {shareable && (
              <button type="button" className="button button--primary button--small" disabled={sharing} onClick={() => void shareAgain()}>
                {T.share}
                <span className="visually-hidden"> a {about}</span>
              </button>
            )}
            <a className="button button--secondary button--small" href={state.preview} download={state.invitation.file.name}>
              {T.download}
              <span className="visually-hidden"> a {about}</span>
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
