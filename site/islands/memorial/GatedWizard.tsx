import type { ReactNode } from 'react';
import type { DraftKind } from '../../lib/drafts/draft-store';
import { DraftBoundary, type Ready } from './DraftPrompt';
import { BlockedCard, LoadingCard } from './StatusCards';
import type { DraftCodec } from './useDraft';

/** What a wizard waits on before it opens: the server's answer (a memorial to edit, a quota to create). */
export type WizardGate<S> = { status: 'loading' } | { status: 'blocked'; title: string; reason: string } | { status: 'ready'; start: S };

type Props<S, D> = {
  gate: WizardGate<S>;
  loadingLabel: string;
  kind: DraftKind;
  memorialId?: string;
  codec: DraftCodec<S, D>;
  children: (ready: Ready<S>) => ReactNode;
};

/**
 * A memorial wizard's page while its gate is closed (waiting, or why it cannot open), then the wizard with the draft
 * on this device, which is offered before the wizard opens (docs/features/drafts.md).
 */
export function GatedWizard<S, D>({ gate, loadingLabel, kind, memorialId, codec, children }: Props<S, D>) {
  if (gate.status === 'loading') return <LoadingCard label={loadingLabel} />;
  if (gate.status === 'blocked') return <BlockedCard title={gate.title} reason={gate.reason} />;
  return (
    <DraftBoundary
      kind={kind}
      memorialId={memorialId}
      fallback={gate.start}
      codec={codec}
      pending={<LoadingCard label="Buscando tu borrador…" />}
    >
      {children}
    </DraftBoundary>
  );
}
