import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { api, request as send, requestData } from '../../lib/api-client';
import { blockText, failureMessage, MANAGER_TEXTS as T, wallQuery, type WallRef } from '../../lib/dashboard/memories-manager';
import type { AnswerData } from '../../lib/api-client';
import { toast } from '../../stores/toasts';

type Block = AnswerData<Awaited<ReturnType<typeof api.memories.blocks.$get>>>[number];
type State = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; blocks: Block[] };

/**
 * The writers blocked on one wall (docs/features/memory-wall.md), each with the name they signed with and until when, and 'Quitar
 * bloqueo'. Read when the manager opens and again after a block (`version`); nothing shows while none is in force.
 */
export function WallBlocks({ wall, version }: { wall: WallRef; version: number }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [lifting, setLifting] = useState<string | null>(null);
  const requestRef = useRef<AbortController | null>(null);

  async function load() {
    requestRef.current?.abort();
    const request = new AbortController();
    requestRef.current = request;
    return requestData(api.memories.blocks.$get({ query: wallQuery(wall) }, { init: { signal: request.signal } })).then((answer) => {
      if (request.signal.aborted) return;
      setState(
        answer.ok ? { status: 'ready', blocks: answer.data } : { status: 'failed', message: failureMessage(answer, T.blocksLoadFailed) },
      );
    });
  }

  // The wall is fixed for the life of the manager's body; `version` asks for a new read.
  const loadAgain = useEffectEvent(load);
  useEffect(() => {
    void loadAgain();
    return () => requestRef.current?.abort();
  }, [version]);

  async function lift(block: Block) {
    if (lifting) return;
    setLifting(block.id);
    const result = await send(api.memories.blocks[':id'].$delete({ param: { id: block.id } }));
    setLifting(null);
    if (!result.ok && result.status !== 404) {
      toast.error(failureMessage(result, T.unblockFailed));
      return;
    }
    toast.success(T.unblocked);
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', blocks: current.blocks.filter((b) => b.id !== block.id) } : current,
    );
  }

  if (state.status === 'failed') {
    return (
      <p className="dash-mems__blocks-failed" role="alert">
        {state.message}
      </p>
    );
  }
  if (state.status !== 'ready' || state.blocks.length === 0) return null;
  return (
    <section className="dash-mems__blocks" aria-labelledby="muro-bloqueos">
      <h3 id="muro-bloqueos" className="dash-mem__label">
        {T.blocksTitle}
      </h3>
      <ul>
        {state.blocks.map((block) => (
          <li key={block.id}>
            <span>{blockText(block)}</span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-disabled={lifting === block.id ? true : undefined}
              onClick={() => void lift(block)}
            >
              {T.unblock}
              <span className="visually-hidden"> de {block.author_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
