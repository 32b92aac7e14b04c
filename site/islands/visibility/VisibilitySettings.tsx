import { useId, useState, type SubmitEvent } from 'react';
import { api, requestData } from '../../lib/api-client';
import { VISIBILITY_MESSAGES as M } from '../../../worker/schemas/visibility-texts';
import type { Visibility } from '../../lib/visibility/memorial-privacy';
import { VisibilityChoices } from './VisibilityChoices';
import './visibility.css';

type Props = {
  kind: 'individual' | 'family';
  id: string;
  visibility: Visibility;
  hasAccessCode: boolean;
  /** Only the owner changes it: an administrator sees the choice and why it is not theirs to make. */
  mayChange: boolean;
};

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * 'Quién puede verlo' (docs/features/visibility.md): the three choices with their help, the access code for 'Privado', one 'Guardar'.
 * The server holds every rule (the owner only, the code's length, a code for a private page) and its Spanish
 * refusal is shown under the form as it comes.
 */
export default function VisibilitySettings({ kind, id, visibility: saved, hasAccessCode, mayChange }: Props) {
  const [visibility, setVisibility] = useState<Visibility>(saved);
  const [stored, setStored] = useState({ visibility: saved, hasAccessCode });
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const ids = { legend: useId(), status: useId() };
  const needsCode = visibility === 'private';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mayChange || status.kind === 'saving') return;
    setStatus({ kind: 'saving' });
    const json = { visibility, ...(needsCode && code.trim() !== '' ? { access_code: code } : {}) };
    const call =
      kind === 'individual'
        ? api.profileVisibility[':id'].visibility.$put({ param: { id }, json })
        : api.familyVisibility[':id'].visibility.$put({ param: { id }, json });
    const result = await requestData(call);
    if (!result.ok) {
      setStatus({ kind: 'failed', message: result.error });
      return;
    }
    setStored({ visibility: result.data.visibility, hasAccessCode: result.data.has_access_code });
    setCode('');
    setStatus({ kind: 'saved' });
  }

  return (
    <section className="visibility" aria-labelledby={ids.legend}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset disabled={!mayChange} aria-describedby={mayChange ? undefined : ids.status}>
          <legend id={ids.legend}>
            <h2>{M.title}</h2>
          </legend>
          <VisibilityChoices
            visibility={visibility}
            onVisibility={(choice) => {
              setVisibility(choice);
              setStatus({ kind: 'idle' });
            }}
            code={code}
            onCode={setCode}
            codeNote={stored.visibility === 'private' && stored.hasAccessCode ? M.codeKeep : undefined}
            invalid={status.kind === 'failed'}
          />
        </fieldset>
        <div className="visibility__actions">
          {mayChange && (
            <button type="submit" className="button button--primary" aria-busy={status.kind === 'saving' ? true : undefined}>
              {status.kind === 'saving' ? M.saving : M.save}
            </button>
          )}
          <p
            id={ids.status}
            className={`visibility__status${status.kind === 'failed' ? ' visibility__status--error' : ''}`}
            role={status.kind === 'failed' ? 'alert' : 'status'}
          >
            {!mayChange ? M.onlyOwner : status.kind === 'failed' ? status.message : status.kind === 'saved' ? M.saved : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
