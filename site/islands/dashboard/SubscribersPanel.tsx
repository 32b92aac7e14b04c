import { useRef, useState } from 'react';
import { api, request } from '../../lib/api-client';
import type { MemorialCard } from '../../lib/dashboard/dashboard-memorials';
import { failureMessage } from '../../lib/dashboard/memories-manager';
import {
  pageAfterRemoval,
  REMEMBRANCE_OWNER_TEXTS as T,
  subscribersCountText,
  pageQuery,
  type OwnerSubscriber,
} from '../../lib/dashboard/remembrance-owner';
import { toast } from '../../stores/toasts';
import { PagedPanel } from './PagedPanel';
import { SubscriberItem } from './SubscriberItem';
import { usePagedList } from './usePagedList';
import { memorialPhrase } from '../../../worker/schemas/family-name';

/**
 * The people who confirmed they want this memorial's reminders, their addresses masked (recognising a relative is
 * all the owner needs), newest first, twenty a page; each can be removed after a question that says what follows.
 */
export function SubscribersPanel({ card, onTotal }: { card: MemorialCard; onTotal: (total: number) => void }) {
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const list = usePagedList(
    (page, init) => request(api.reminders.subscribers.$get({ query: pageQuery(card, page) }, { init })),
    T.subscribersLoadFailed,
    onTotal,
  );
  const { listing, load, drop } = list;

  /** Resolves true when the subscriber is gone (the row unmounts), false when it stays. */
  async function remove(subscriber: OwnerSubscriber): Promise<boolean> {
    if (removing) return false;
    setRemoving(subscriber.id);
    const result = await request(api.reminders.subscribers[':id'].$delete({ param: { id: subscriber.id } }));
    setRemoving(null);
    if (!result.ok) {
      toast.error(failureMessage(result, T.removeFailed));
      // A 404 means it is gone already (removed in another tab, or unsubscribed meanwhile): read the list again.
      if (result.status !== 404) return false;
    } else toast.success(T.removed(subscriber.email));
    const page = listing.status === 'ready' ? pageAfterRemoval(listing.page.pagination.page, listing.page.pagination.total) : 1;
    drop((row) => row.id === subscriber.id);
    await load(page, true);
    // The focused button went away with its row: the count above the list is the nearest landmark.
    summaryRef.current?.focus();
    return true;
  }

  return (
    <PagedPanel
      {...list}
      summaryRef={summaryRef}
      title={T.subscribersTitle}
      icon="mail"
      countText={subscribersCountText}
      hint={T.subscribersHint}
      empty={T.subscribersEmpty}
      pagerLabel={T.subscribersPager}
      renderRow={(subscriber) => (
        <SubscriberItem
          key={subscriber.id}
          subscriber={subscriber}
          memorialName={memorialPhrase(card.kind, card.name)}
          removing={removing === subscriber.id}
          onRemove={remove}
        />
      )}
    />
  );
}
