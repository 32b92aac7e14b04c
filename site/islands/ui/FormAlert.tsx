/**
 * The server's or the step's message over a form (`.form-alert`, site/styles/controls.css), verbatim (product §1.8),
 * announced as soon as it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="form-alert" role="alert">
      {message}
    </p>
  ) : null;
}
