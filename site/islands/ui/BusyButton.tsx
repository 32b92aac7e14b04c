import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { type: 'button' | 'submit'; busy: boolean };

/** A button whose action is under way: a spinner before its words and `aria-busy`, so assistive technology says it is working. */
export function BusyButton({ busy, children, ...button }: Props) {
  return (
    <button {...button} aria-busy={busy || undefined}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
