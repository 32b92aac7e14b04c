import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ReadState } from './PanelStatus';

/**
 * A dialog panel's first read (the gatherings, the remembrance choices, the wall's settings): made when the dialog
 * opens (its memorial is fixed for the life of the dialog's body), aborted when it closes or a retry starts, so a
 * late answer never lands. `retry` is 'Intentar de nuevo'; `setState` keeps the panel's own edits.
 */
export function usePanelRead<S extends ReadState>(read: (signal: AbortSignal) => Promise<S>) {
  const [state, setState] = useState<S | { status: 'loading' }>({ status: 'loading' });
  const requestRef = useRef<AbortController | null>(null);

  // The state is set in `.then`, not after an `await`: the effect rule tells only the first from a synchronous set.
  function load() {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    return read(request.signal).then((next) => {
      if (!request.signal.aborted) setState(next);
    });
  }

  const loadOnOpen = useEffectEvent(load);
  useEffect(() => {
    void loadOnOpen();
    return () => requestRef.current?.abort();
  }, []);

  const retry = () => {
    setState({ status: 'loading' });
    void load();
  };
  return { state, setState, retry };
}
