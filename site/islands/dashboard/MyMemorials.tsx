import { useEffect, useRef, useState } from 'react';
import { api, request } from '../../lib/api-client';
import {
  DASHBOARD_MEMORIALS_EVENT,
  DASHBOARD_TEXTS as T,
  type DashboardMemorials,
  type MemorialCard,
} from '../../lib/dashboard/dashboard-memorials';
import { cardWall, findWallCard, MANAGER_TEXTS, wallKey } from '../../lib/dashboard/memories-manager';
import { plaqueCard, type PlaqueDto } from '../../lib/dashboard/plaque-delivery';
import type { CardRemembrance } from '../../lib/dashboard/remembrance-owner';
import { toast } from '../../stores/toasts';
import { useHydrated } from '../ui/useHydrated';
import { CoupleList } from './CoupleList';
import { DeleteMemorialDialog } from './DeleteMemorialDialog';
import { FamilyHelp } from './FamilyHelp';
import { MemoriesManager } from './MemoriesManager';
import { MemorialList } from './MemorialList';
import { PaymentReceivedDialog } from './PaymentReceivedDialog';
import { PlaqueDeliveryDialog } from './PlaqueDeliveryDialog';
import { QuotaSummary } from './QuotaSummary';
import { RemembranceManager } from './RemembranceManager';
import { useDashboardQuery } from './useDashboardQuery';
import './dashboard.css';

/** The individual memorials' list, then the family ones'. */
const MEMORIAL_LISTS = [
  { kind: 'individual', title: 'Memoriales individuales', empty: 'Aún no has creado un memorial individual.' },
  { kind: 'family', title: 'Memoriales familiares', empty: 'Aún no has creado un memorial familiar.' },
] as const;

/**
 * 'Mis memoriales' (product §2.2): quotas, the individual and the family lists, and their actions; below
 * them, any couple pages an administrator made for the customer (product §3).
 * The server renders it with the owner's data, so lists and links work before any JavaScript; hydrated,
 * it copies share links (WhatsApp's are plain links), deletes with a confirmation, opens each wall's memories manager and keeps the
 * quota summary and the cards' awaiting-approval counts in step, asks where to send each plaque, and opens each
 * memorial's 'Fechas y recordatorios' (its dates, candles and reminder subscribers).
 */
export default function MyMemorials({ initial }: { initial: DashboardMemorials }) {
  const [data, setData] = useState(initial);
  const [pending, setPending] = useState<MemorialCard | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [managing, setManaging] = useState<MemorialCard | null>(null);
  const [shipping, setShipping] = useState<MemorialCard | null>(null);
  const [remembering, setRemembering] = useState<MemorialCard | null>(null);
  const [helping, setHelping] = useState<MemorialCard | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(0);
  const ready = useHydrated();
  // The page's live script (scripts/dashboard-live.ts) hands over the memorials it read again.
  useEffect(() => {
    const onFresh = (event: Event) => setData((event as CustomEvent<DashboardMemorials>).detail);
    window.addEventListener(DASHBOARD_MEMORIALS_EVENT, onFresh);
    return () => window.removeEventListener(DASHBOARD_MEMORIALS_EVENT, onFresh);
  }, []);
  useDashboardQuery({
    onPaymentSuccess: () => setPaymentOpen(true),
    onMemories: (wall) => {
      const card = findWallCard([initial.individuals, initial.families], wall);
      if (card) setManaging(card);
      else toast.error(MANAGER_TEXTS.notFound);
    },
  });

  function changePending(card: MemorialCard, delta: number) {
    if (delta === 0) return;
    const key = wallKey(cardWall(card));
    setData((current) => {
      const pendingMemories = { ...current.pendingMemories, [key]: Math.max(0, (current.pendingMemories[key] ?? 0) + delta) };
      return { ...current, pendingMemories };
    });
  }

  // The focused delete button went away with its card. After the commit (the page behind the dialog is
  // inert until then) focus moves to the section heading, the nearest sensible place.
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  /** The server decides what a deletion freed (a memorial may predate orders), so the quotas are re-read. */
  async function refreshQuotas() {
    const answer = await request(api.profiles['can-create'].$get());
    if (!answer.ok) {
      toast.error(T.quotaFailed);
      return;
    }
    setData((current) => ({
      ...current,
      quotas: answer.data.quotas,
      handedOver: answer.data.handedOver,
      canCreate: answer.data.canCreate,
    }));
  }

  async function remove(card: MemorialCard) {
    setDeleting(true);
    const param = { id: card.id };
    const result = await request(
      card.kind === 'family' ? api.familyProfiles[':id'].$delete({ param }) : api.profiles[':id'].$delete({ param }),
    );
    setDeleting(false);
    setPending(null);
    if (!result.ok) {
      toast.error(T.deleteFailed[card.kind]);
      return;
    }
    const key = card.kind === 'family' ? 'families' : 'individuals';
    setData((current) => ({ ...current, [key]: current[key]?.filter((item) => item.id !== card.id) ?? null }));
    setFocusHeading((asked) => asked + 1);
    toast.success(T.deleted[card.kind]);
    await refreshQuotas();
  }

  /** The saved plaque replaces the card's at once; the live notice that follows brings the same data. */
  function plaqueSaved(plaque: PlaqueDto) {
    const update = (cards: MemorialCard[] | null) =>
      cards?.map((card) => (card.plaque?.id === plaque.id ? { ...card, plaque: plaqueCard(plaque) } : card)) ?? null;
    setData((current) => ({ ...current, individuals: update(current.individuals), families: update(current.families) }));
    setShipping(null);
  }

  /** The dialog saved new choices or read the lists again: the card shows the same dates and counts. */
  function remembranceChanged(changed: MemorialCard, change: Partial<CardRemembrance>) {
    const update = (cards: MemorialCard[] | null) =>
      cards?.map((card) =>
        card.kind === changed.kind && card.id === changed.id && card.remembrance
          ? { ...card, remembrance: { ...card.remembrance, ...change } }
          : card,
      ) ?? null;
    setData((current) => ({ ...current, individuals: update(current.individuals), families: update(current.families) }));
  }

  /** What both lists (individual and family) take alike. */
  const listProps = {
    ready,
    pendingMemories: data.pendingMemories,
    origin: data.origin,
    onMemories: setManaging,
    onDelete: setPending,
    onDelivery: setShipping,
    onRemembrance: setRemembering,
    onHelp: setHelping,
  };
  const { individuals, families, quotas, handedOver } = data;
  const showIndividual = individuals === null || individuals.length > 0 || (quotas?.individual.total ?? 0) > 0;
  const showFamily = families === null || families.length > 0 || (quotas?.family.total ?? 0) > 0;
  const shown = { individual: showIndividual, family: showFamily };

  return (
    <section className="surface-card dash-memorials" aria-labelledby="dash-memorials-title">
      <div className="dash-memorials__head">
        <h2 id="dash-memorials-title" ref={headingRef} tabIndex={-1}>
          Mis memoriales
        </h2>
        {data.canCreate && (
          <a className="button button--primary button--small" href="/select-memorial-type">
            Crear memorial
          </a>
        )}
      </div>

      {quotas ? <QuotaSummary quotas={quotas} /> : <p className="dash-error">{T.quotaFailed}</p>}

      {MEMORIAL_LISTS.filter(({ kind }) => shown[kind]).map(({ kind, title, empty }) => (
        <MemorialList
          key={kind}
          title={title}
          cards={kind === 'family' ? families : individuals}
          error={T.loadFailed[kind]}
          empty={empty}
          handedOver={handedOver.filter((handed) => handed.kind === kind)}
          {...listProps}
        />
      ))}
      <CoupleList cards={data.couples} error={T.loadFailed.couple} ready={ready} origin={data.origin} />
      {!showIndividual && !showFamily && !data.couples?.length && (
        <p className="dash-empty">Aquí aparecerán los memoriales que crees. Cada paquete pagado te da un memorial para crear.</p>
      )}

      <MemoriesManager
        card={managing}
        pending={managing ? (data.pendingMemories[wallKey(cardWall(managing))] ?? 0) : 0}
        onClose={() => setManaging(null)}
        onPendingChange={changePending}
      />
      <DeleteMemorialDialog card={pending} deleting={deleting} onCancel={() => setPending(null)} onConfirm={(card) => void remove(card)} />
      <PaymentReceivedDialog open={paymentOpen} onClose={() => setPaymentOpen(false)} />
      <RemembranceManager card={remembering} onClose={() => setRemembering(null)} onChange={remembranceChanged} />
      <PlaqueDeliveryDialog card={shipping} onClose={() => setShipping(null)} onSaved={plaqueSaved} />
      <FamilyHelp card={helping} onClose={() => setHelping(null)} />
    </section>
  );
}
