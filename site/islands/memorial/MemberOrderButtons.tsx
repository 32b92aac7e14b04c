import { useEffect, useRef } from 'react';

export type MoveDirection = 'up' | 'down';

type Props = {
  /** The member's title, for the buttons' names ('Subir a María'). */
  title: string;
  index: number;
  count: number;
  onMove: (direction: MoveDirection) => void;
  /** Set right after this member moved: the button to take the focus (the other one once this one is disabled). */
  focus: MoveDirection | null;
  onFocused: () => void;
};

const MOVES = [
  { direction: 'up', verb: 'Subir', arrow: '↑' },
  { direction: 'down', verb: 'Bajar', arrow: '↓' },
] as const;

/**
 * 'Subir' / 'Bajar' for one member of the family: plain buttons, so a tap, a click, Enter and Space all move
 * the member, disabled at the ends of the list. Reordering moves the member's box in the page, which takes the
 * focus away; the focus is given back to the same button on the member's new place, or to the other one when
 * the member has reached an end.
 */
export function MemberOrderButtons({ title, index, count, onMove, focus, onFocused }: Props) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  useEffect(() => {
    if (!focus) return;
    const wanted = focus === 'up' ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
    onFocused();
  }, [focus, first, last, onFocused]);

  return (
    <div className="mem-member__order" role="group" aria-label={`Orden de ${title}`}>
      {MOVES.map(({ direction, verb, arrow }) => (
        <button
          key={direction}
          ref={direction === 'up' ? up : down}
          type="button"
          className="button button--ghost button--small mem-member__move"
          aria-label={`${verb} a ${title}`}
          disabled={direction === 'up' ? first : last}
          onClick={() => onMove(direction)}
        >
          <span aria-hidden="true">{arrow}</span> {verb}
        </button>
      ))}
    </div>
  );
}
