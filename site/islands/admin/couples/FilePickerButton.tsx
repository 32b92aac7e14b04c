import type { ChangeEvent, InputHTMLAttributes } from 'react';

type Props = {
  name: string;
  accept: string;
  text: string;
  textId?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'multiple' | 'disabled' | 'onBlur' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid' | 'aria-required'
>;

/**
 * A file picker that looks like a button: the real input covers its label, so it keeps the keyboard focus
 * and the browser's own file dialog.
 */
export function FilePickerButton({ name, accept, text, textId, onChange, ...input }: Props) {
  return (
    <label className="button button--secondary button--small couple-file">
      <input type="file" name={name} accept={accept} className="couple-file__input" onChange={onChange} {...input} />
      <span id={textId}>{text}</span>
    </label>
  );
}
