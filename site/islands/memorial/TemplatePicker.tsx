import { useId } from 'react';
import type { TemplateOption } from '../../lib/memorial/memorial-options';

type Props = {
  legend: string;
  name: string;
  options: readonly TemplateOption[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  required?: boolean;
};

/**
 * The design picker: a radio group drawn as cards (arrow keys move between them, as with any radio
 * group). Each card shows the design's phone background (public/templates) over a painted swatch of its
 * mood, and its name.
 */
export function TemplatePicker({ legend, name, options, value, onChange, error, required }: Props) {
  const id = useId();
  return (
    <fieldset className="mem-templates" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="field__label">
        {legend}
        {required && (
          <span className="mem-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="mem-templates__grid">
        {options.map((option) => (
          <label key={option.id} className="mem-template">
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              onChange={() => onChange(option.id)}
              className="mem-template__input"
              // Named by the design's name alone; its short description is read after it.
              aria-labelledby={`${id}-${option.id}-name`}
              aria-describedby={`${id}-${option.id}`}
            />
            <span className={`mem-template__swatch mem-swatch--${option.id}`} aria-hidden="true">
              <img
                src={`/templates/${option.id}-mobile.webp`}
                alt=""
                loading="lazy"
                decoding="async"
                // Without the picture the painted swatch underneath still shows the design's mood.
                onError={(event) => {
                  event.currentTarget.hidden = true;
                }}
              />
            </span>
            <span className="mem-template__name" id={`${id}-${option.id}-name`}>
              {option.name}
            </span>
            <span className="mem-template__theme" id={`${id}-${option.id}`}>
              {option.theme}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
