import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'error' | 'info' | 'loading';

type Props = {
  tone: StatusTone;
  title: string;
  titleId?: string;
  /** The heading level: h1 on the token pages, h2 inside a dialog. */
  as?: 'h1' | 'h2';
  children?: ReactNode;
  actions?: ReactNode;
};

/**
 * A centred result: icon, title, explanation, actions. Used by the dialog's "sent" screens and by the
 * verification, reset and magic-link pages, so every outcome looks the same. Announced politely.
 */
export function StatusView({ tone, title, titleId, as: Heading = 'h2', children, actions }: Props) {
  return (
    <div className={`status status--${tone}`} role="status" aria-live="polite">
      <span className="status__icon" aria-hidden="true">
        {tone === 'loading' ? <span className="spinner spinner--large" /> : <StatusIcon tone={tone} />}
      </span>
      <Heading id={titleId} className="status__title">
        {title}
      </Heading>
      {children && <div className="status__body">{children}</div>}
      {actions && <div className="status__actions">{actions}</div>}
    </div>
  );
}

function StatusIcon({ tone }: { tone: Exclude<StatusTone, 'loading'> }) {
  const paths = {
    success: 'M7 12.5l3.2 3.2L17 9',
    error: 'M12 6.5v7M12 17.5v.01',
    info: 'M4 7.5l8 5.5 8-5.5M5 6h14a1 1 0 011 1v10a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1z',
  };
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none">
      <path d={paths[tone]} stroke="currentColor" strokeWidth={tone === 'error' ? 2.5 : 2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
