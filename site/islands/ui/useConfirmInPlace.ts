import { useEffect, useRef, useState } from 'react';

export type ConfirmInPlace<Q extends string> = {
  /** The question being asked, or null while the item shows its own buttons. */
  question: Q | null;
  ask: (question: Q) => void;
  /** Answers 'no' (or gives up after a failure): the item's buttons come back, focus on the one that asked. */
  close: () => void;
  /** The ref of the button that asks `question`. */
  triggerRef: (question: Q) => (element: HTMLButtonElement | null) => void;
};

/**
 * The state of a list item's 'Eliminar' / 'Quitar' asked first, in place (ConfirmInPlace.tsx draws the question):
 * asking moves the keyboard focus to the safe answer, and closing the question brings it back to the button that
 * asked, so a keyboard user never loses their place in the list.
 */
export function useConfirmInPlace<Q extends string>(): ConfirmInPlace<Q> {
  const [question, setQuestion] = useState<Q | null>(null);
  const triggers = useRef(new Map<Q, HTMLButtonElement>());
  const asked = useRef<Q | null>(null);

  useEffect(() => {
    // The question's own safe answer takes the focus when it appears (ConfirmInPlace.tsx).
    if (!question && asked.current) triggers.current.get(asked.current)?.focus();
    asked.current = question;
  }, [question]);

  return {
    question,
    ask: setQuestion,
    close: () => setQuestion(null),
    triggerRef: (key) => (element) => {
      if (element) triggers.current.set(key, element);
      else triggers.current.delete(key);
    },
  };
}
