import { useState, type ReactNode } from 'react';
import type { ActionResult } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';

type Props<T> = {
  /** The ghost button that asks. */
  askLabel: string;
  /** The question group's accessible name. */
  groupLabel: string;
  /** The question and what follows from a yes. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  confirmTone: 'danger' | 'primary';
  /** The action, run once confirmed; its failure is told in a toast and the question stays. */
  run: () => Promise<ActionResult<T>>;
  /** After a success: says so, and answers whether the question closes. */
  onDone: (data: T) => boolean;
};

/**
 * An account action of 'Editar usuario' asked first, in place (the password link, the second factor's reset):
 * the button that asks, then the question with 'Cancelar' and the answer, both disabled while the server works.
 */
export function AskedAccountAction<T>({ askLabel, groupLabel, children, confirmLabel, busyLabel, confirmTone, run, onDone }: Props<T>) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) {
      showToast(result.error, { tone: 'error' });
      return;
    }
    if (onDone(result.data)) setConfirming(false);
  };

  if (!confirming) {
    return (
      <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(true)}>
        {askLabel}
      </button>
    );
  }
  return (
    <div className="user-form__mfa-confirm" role="group" aria-label={groupLabel}>
      <p>{children}</p>
      <div className="confirm__actions">
        <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)} disabled={busy}>
          Cancelar
        </button>
        <button
          type="button"
          className={`button button--${confirmTone} button--small`}
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </div>
  );
}
