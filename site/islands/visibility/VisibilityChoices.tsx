import { useId } from 'react';
import { ACCESS_CODE_MAX, VISIBILITY_CHOICES, VISIBILITY_MESSAGES as M } from '../../../worker/schemas/visibility-texts';
import type { Visibility } from '../../lib/visibility/memorial-privacy';
import './visibility.css';

type Props = {
  visibility: Visibility;
  onVisibility: (visibility: Visibility) => void;
  code: string;
  onCode: (code: string) => void;
  /** Said after the code's help (the editor: leaving it empty keeps the stored code). */
  codeNote?: string;
  /** The code field's own message (the wizard), shown under it. */
  error?: string | undefined;
  /** Marks the code field invalid when the message is said elsewhere (the editor's status line). */
  invalid?: boolean;
};

/**
 * 'Quién puede verlo' (docs/features/visibility.md): the three choices with their help, and the access code under 'Privado'. The same
 * controls in the editor (VisibilitySettings) and on the wizards' last step (docs/features/visibility.md); each puts them in its own
 * fieldset and legend.
 */
export function VisibilityChoices({ visibility, onVisibility, code, onCode, codeNote, error, invalid }: Props) {
  const ids = { code: useId(), help: useId(), error: useId() };
  return (
    <>
      {VISIBILITY_CHOICES.map((choice) => (
        <label key={choice.value} className="visibility__choice">
          <input
            type="radio"
            name="visibility"
            value={choice.value}
            checked={visibility === choice.value}
            onChange={() => onVisibility(choice.value)}
          />
          <span>
            <strong>{choice.label}</strong>
            <span className="visibility__help">{choice.help}</span>
          </span>
        </label>
      ))}
      {visibility === 'private' && (
        <div className="visibility__code">
          <label htmlFor={ids.code}>{M.codeLabel}</label>
          <input
            id={ids.code}
            className="field__input"
            name="access_code"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={ACCESS_CODE_MAX + 20}
            value={code}
            aria-describedby={error ? `${ids.error} ${ids.help}` : ids.help}
            aria-invalid={error || invalid ? true : undefined}
            onChange={(event) => onCode(event.currentTarget.value)}
          />
          {error && (
            <p id={ids.error} className="visibility__error">
              {error}
            </p>
          )}
          <p id={ids.help} className="visibility__help">
            {M.codeHelp}
            {codeNote ? ` ${codeNote}` : ''}
          </p>
        </div>
      )}
    </>
  );
}
