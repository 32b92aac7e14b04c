import { useState, type ReactNode } from 'react';
import type { ActionResult } from '../../../stores/session';
import { showToast } from '../../../stores/toasts';

/** The action's words: the ghost button that asks, the question group's accessible name, the answer and its wait. */
export type AskedActionTexts = { ask: string; group: string; confirm: string; busy: string };

type Props<T> = {
  texts: AskedActionTexts;
  /** The question and what follows from a yes. */
  children: ReactNode;
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
export function AskedAccountAction<T>({ texts, children, confirmTone, run, onDone }: Props<T>) {
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
        {texts.ask}
      </button>
    );
  }
  return (
    <div className="user-form__mfa-confirm" role="group" aria-label={texts.group}>
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
          {busy ? texts.busy : texts.confirm}
        </button>
      </div>
    </div>
  );
}
