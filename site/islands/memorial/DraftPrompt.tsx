import { Fragment, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DRAFT_TEXTS as T } from '../../lib/drafts/draft-texts';
import type { DraftKind } from '../../lib/drafts/draft-store';
import { Modal } from '../ui/Modal';
import { LoadingCard } from './StatusCards';
import { useDraftChoice, type DraftCodec, type DraftKeeper, type DraftSession } from './useDraft';
import './drafts.css';

export type Ready<S> = { start: S; step: number; session: DraftSession | null };

type BoundaryProps<S, D> = {
  kind: DraftKind;
  memorialId?: string;
  /** The wizard's start without a draft (empty, or the saved memorial when editing). */
  fallback: S;
  codec: DraftCodec<S, D>;
  /** Shown while the draft is looked for; without it the wizard shows, with `session` null (locked). */
  pending?: ReactNode;
  /** The card's class where the page has its own ('surface-card surface-card--compact' in the back-office). */
  cardClass?: string;
  children: (ready: Ready<S>) => ReactNode;
};

/**
 * Opens a wizard with its draft (docs/features/drafts.md): looks for one on this device and, when there is one,
 * asks first whether to continue it or start again.
 */
export function DraftBoundary<S, D>({ kind, memorialId, fallback, codec, pending, cardClass, children }: BoundaryProps<S, D>) {
  const choice = useDraftChoice(kind, memorialId, fallback, codec);
  const [resuming, setResuming] = useState(false);
  if (choice.status === 'found')
    return resuming ? (
      <LoadingCard label={T.loading} />
    ) : (
      <DraftPrompt
        cardClass={cardClass}
        savedAt={choice.savedAt}
        onResume={() => {
          setResuming(true);
          choice.resume();
        }}
        onStartOver={choice.startOver}
      />
    );
  if (choice.status === 'checking')
    return pending !== undefined ? pending : <Fragment key="fresh">{children({ start: fallback, step: 0, session: null })}</Fragment>;
  return <Fragment key={resuming ? 'resumed' : 'fresh'}>{children(choice)}</Fragment>;
}

/** 'Continuar con tu borrador' or 'Empezar de nuevo', with when the draft was saved. The heading takes the focus. */
type PromptProps = { savedAt: number; onResume: () => void; onStartOver: () => void; cardClass?: string };

export function DraftPrompt({ savedAt, onResume, onStartOver, cardClass = 'mem-card' }: PromptProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    // The whole question in view, below the sticky header, wherever the reload left the page.
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <section ref={sectionRef} className={`${cardClass} mem-draft`} aria-labelledby="borrador-titulo">
      <span className="mem-draft__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26">
          <path d="M6 3.5h8l4 4v13H6z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          <path d="M14 3.5v4h4M9 12h6M9 15.5h6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </span>
      <h2 id="borrador-titulo" ref={headingRef} tabIndex={-1}>
        {T.promptTitle}
      </h2>
      <p className="mem-draft__saved">{T.promptSaved(savedAt)}</p>
      <p>{T.promptQuestion}</p>
      <div className="mem-draft__actions">
        <button type="button" className="button button--primary" onClick={onResume}>
          {T.resume}
        </button>
        <button type="button" className="button button--secondary" onClick={onStartOver}>
          {T.startOver}
        </button>
      </div>
    </section>
  );
}

/** A link to another page of the site, opened in this tab by a plain click. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return null;
  // A link within this page (the skip link) does not leave it.
  if (to.pathname === window.location.pathname && to.search === window.location.search && to.hash) return null;
  return link;
}

/**
 * While there is unsaved work: the browser asks before the tab closes or reloads, and the site's own links
 * ('← Volver al panel') ask with a dialog that says the truth about the draft. Also the quiet, one-time note
 * when the device cannot keep the draft.
 */
export function DraftStatus({ draft }: { draft: DraftKeeper }) {
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  });
  const leaving = useRef(false);
  const { dirty } = draft;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      latest.current.flush();
      // Already asked by the dialog: the browser must not ask again.
      if (leaving.current) return;
      event.preventDefault();
    };
    const ask = (event: MouseEvent) => {
      const link = leavingLink(event);
      if (!link) return;
      event.preventDefault();
      latest.current.flush();
      setLeavingTo(link.href);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', ask, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', ask, true);
    };
  }, [dirty]);

  function leave(href: string) {
    latest.current.flush();
    leaving.current = true;
    setLeavingTo(null);
    window.location.assign(href);
  }

  return (
    <>
      {draft.unavailable && (
        <p className="mem-draft-note" role="status">
          {T.unavailable}
        </p>
      )}
      <Modal open={leavingTo !== null} onClose={() => setLeavingTo(null)} title={T.leaveTitle} size="sm">
        {leavingTo !== null && (
          <div className="mem-draft-leave">
            <p>{draft.unavailable ? T.leaveLost : T.leaveKept}</p>
            <div className="mem-draft__actions">
              <button type="button" className="button button--ghost" onClick={() => setLeavingTo(null)}>
                {T.stay}
              </button>
              <button type="button" className="button button--primary" onClick={() => leave(leavingTo)}>
                {T.leave}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
