import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../lib/auth/auth-validation';

/**
 * What a refused submit shows: the server's message, and the field it named (docs/api.md, "Errors") when the
 * form has one by that name, so the message stands next to it instead of above the form.
 */
export type Refusal = string | { message: string; field?: string | undefined } | null;

/** A failed action's refusal: its message, beside the field the server named. */
export const refusalOf = (failure: { error: string; field?: string | undefined }): Refusal => ({
  message: failure.error,
  field: failure.field,
});

/**
 * Form state for the auth forms. Messages appear on the first submit and then follow the typing. Not on
 * blur: a message appearing when the field loses focus pushes the submit button down between mousedown
 * and mouseup, and the click that caused the blur is lost. Nothing is sent while any check fails, which
 * covers product §1.5's "submit does nothing if a required field is blank".
 *
 * `rules` loads what `validate` runs (the API's schemas, lib/auth/auth-validation.ts loadAuthRules): started
 * when the form appears, awaited before the first check.
 */
export function useForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
  { focusFirst = true, rules }: { focusFirst?: boolean; rules?: () => Promise<void> } = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A form that appears (dialog opened, mode switched) puts the cursor in its first field, unless what
  // comes before it must be read first (the enrolment's QR code, which a phone's keyboard would cover).
  useEffect(() => {
    void rules?.();
  }, [rules]);

  useEffect(() => {
    if (focusFirst) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [focusFirst]);

  function field(name: F) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (attempted.current) setErrors(validate(next));
      },
    };
  }

  /** `action` returns the server's refusal to show, or null when it succeeded. */
  function onSubmit(action: (values: Record<F, string>) => Promise<Refusal>) {
    // The form's handler returns nothing (React ignores a promise); the send's outcome is the form's state.
    return (event: SubmitEvent<HTMLFormElement>) => void send(event);

    async function send(event: SubmitEvent<HTMLFormElement>) {
      event.preventDefault();
      if (submitting) return;
      attempted.current = true;
      await rules?.();
      const found = validate(values);
      setErrors(found);
      if (hasErrors(found)) {
        // aria-invalid is only set on the next render, so the first invalid field is found by name.
        const first = Object.keys(found)[0];
        if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return;
      }
      setServerError(null);
      setSubmitting(true);
      const refusal = await action(values);
      // The form may be gone by now (dialog closed after login); React ignores updates then.
      setSubmitting(false);
      const named = refusal !== null && typeof refusal === 'object' && refusal.field !== undefined && Object.hasOwn(values, refusal.field);
      if (named) {
        setErrors({ [refusal.field as F]: refusal.message } as FieldErrors<F>);
        formRef.current?.querySelector<HTMLInputElement>(`[name="${refusal.field}"]`)?.focus();
        setServerError(null);
      } else {
        setServerError(typeof refusal === 'object' && refusal !== null ? refusal.message : refusal);
      }
    }
  }

  return { values, field, onSubmit, serverError, submitting, formRef };
}
