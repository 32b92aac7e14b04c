import { useId, useState, type KeyboardEvent } from 'react';
import { addToList, LIST_ITEM_MAX, removeFromList, type ListRule } from '../../../lib/admin/couple-wizard';
import { usePendingEntry } from './pending-entries';

type Props = {
  label: string;
  items: string[];
  rule: ListRule;
  onChange: (items: string[]) => void;
  placeholder?: string;
  /** The list's name in the form (tests and labels of the chips). */
  name: string;
};

/**
 * A short list of names typed one at a time (foods, series, suegros, interests): Enter or 'Agregar' adds,
 * each chip has its own remove button. A full list says so with docs/product's message. Text left in the field
 * when the wizard leaves the step is added too (pending-entries.ts): nobody loses a name for not pressing 'Agregar'.
 */
export function ChipListField({ label, items, rule, onChange, placeholder, name }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const countId = `${id}-count`;
  const errorId = `${id}-error`;

  /** Adds the typed text; false when it cannot go in (the message then shows). */
  const add = (): boolean => {
    const result = addToList(items, text, rule);
    setError(result.error);
    if (result.error) return false;
    if (result.list.length !== items.length) onChange(result.list);
    setText('');
    return true;
  };

  usePendingEntry(() => text.trim() === '' || add());

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item instead of moving the wizard on.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="field chip-field" data-list={name}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="chip-field__entry">
        <input
          id={id}
          name={name}
          className="field__input"
          value={text}
          maxLength={LIST_ITEM_MAX}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={[countId, error ? errorId : null].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button button--secondary button--small" onClick={() => add()} aria-label={`Agregar a ${label}`}>
          Agregar
        </button>
      </div>
      <p id={countId} className="field__hint">
        {items.length} de {rule.max}
      </p>
      {items.length > 0 && (
        <ul className="chip-field__chips" aria-label={label}>
          {items.map((item, index) => (
            <li key={`${item}-${index}`} className="chip">
              <span>{item}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Quitar ${item}`}
                onClick={() => {
                  onChange(removeFromList(items, index));
                  setError(null);
                }}
              >
                <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
