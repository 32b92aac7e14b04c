import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../lib/api';
import { failureMessage } from '../../lib/dashboard/memories-manager';
import type { OwnerPage } from '../../lib/dashboard/remembrance-owner';
import { toast } from '../../stores/toasts';

export type PagedListing<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: OwnerPage<T> };

/**
 * One of the owner's paged lists (candles, subscribers), read when the dialog opens. Turning a page keeps the
 * current one on screen until the next arrives; a failed turn says so and leaves the list as it was. `onTotal`
 * hears the list's size with every page, so the card's count is never staler than the dialog. `readPage` sends the
 * typed call (site/lib/api-client.ts) with the given request options, which carry the abort signal.
 */
export function usePagedList<T>(
  readPage: (page: number, init: RequestInit) => Promise<ApiResult<OwnerPage<T>>>,
  loadFailed: string,
  onTotal: (total: number) => void,
) {
  const [listing, setListing] = useState<PagedListing<T>>({ status: 'loading' });
  const [turning, setTurning] = useState(false);
  const requestRef = useRef<AbortController | null>(null);
  const latest = useRef({ onTotal });
  useLayoutEffect(() => {
    latest.current = { onTotal };
  });

  /** Reads one page; `quiet` keeps the current list on screen meanwhile. Resolves true when it arrived. */
  function load(page: number, quiet = false): Promise<boolean> {
    if (quiet) setTurning(true);
    else setListing({ status: 'loading' });
    return read(page, quiet);
  }

  async function read(page: number, quiet: boolean): Promise<boolean> {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    return readPage(page, { signal: request.signal }).then((answer) => {
      if (request.signal.aborted) return false;
      requestRef.current = null;
      setTurning(false);
      if (!answer.ok) {
        if (quiet) toast.error(failureMessage(answer, loadFailed));
        else setListing({ status: 'failed', message: failureMessage(answer, loadFailed) });
        return false;
      }
      setListing({ status: 'ready', page: answer.data });
      latest.current.onTotal(answer.data.pagination.total);
      return true;
    });
  }

  // The first page, read when the dialog opens (it starts as loading): the memorial is fixed for the life of the dialog's body.
  const readOnOpen = useEffectEvent(() => read(1, false));
  useEffect(() => {
    void readOnOpen();
    return () => requestRef.current?.abort();
  }, []);

  /** Takes one row off the page on screen at once (the next read brings the list as the server has it). */
  function drop(isRow: (row: T) => boolean) {
    setListing((current) => {
      if (current.status !== 'ready' || !current.page.data.some(isRow)) return current;
      const { pagination } = current.page;
      return {
        status: 'ready',
        page: {
          data: current.page.data.filter((row) => !isRow(row)),
          pagination: { ...pagination, total: Math.max(0, pagination.total - 1) },
        },
      };
    });
  }

  return { listing, turning, load, drop };
}
