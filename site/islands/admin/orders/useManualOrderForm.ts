import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent } from 'react';
import { serverMessageOr } from '../../../lib/api';
import { api, requestData } from '../../../lib/api-client';
import { showToast } from '../../../stores/toasts';
import type { FieldErrors } from '../../../lib/auth/auth-validation';
import { todayInColombia } from '../../../lib/dates';
import {
  EMPTY_MANUAL_ORDER,
  manualOrderPayload,
  validateManualOrder,
  type ManualOrderField,
  type ManualOrderValues,
} from '../../../lib/admin/manual-order-validation';

/** product §3.9: the success toast shows for 1.5 s before the list refreshes and the modal closes. */
export const SUCCESS_DELAY_MS = 1500;
/** product §3.9: the error toast goes away after 3 s; the form's banner keeps the message. */
export const ERROR_TOAST_MS = 3000;

const CREATE_ERROR = 'Error al crear la orden';

/** Which message a field's edit clears (product §3.5: "an error clears when its field is edited"). */
const ERROR_OF: Record<keyof ManualOrderValues, ManualOrderField> = {
  userId: 'user',
  packageId: 'package',
  paymentMethod: 'paymentMethod',
  reference: 'reference',
  payerName: 'payerName',
  paidAt: 'paidAt',
  amount: 'amount',
};

/**
 * State and submission of the 'Nueva orden' form. `onCreated` runs after the 1.5 s pause: it refreshes the
 * list and closes the modal, which unmounts the form, so the next opening starts empty.
 */
export function useManualOrderForm(onCreated: () => void) {
  const [values, setValues] = useState<ManualOrderValues>(EMPTY_MANUAL_ORDER);
  const [errors, setErrors] = useState<FieldErrors<ManualOrderField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const pendingClose = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestCreated = useRef(onCreated);
  useLayoutEffect(() => {
    latestCreated.current = onCreated;
  });

  // Closed by hand during the pause: the order exists, so the list still refreshes.
  useEffect(
    () => () => {
      if (pendingClose.current === null) return;
      clearTimeout(pendingClose.current);
      latestCreated.current();
    },
    [],
  );

  /** Sets several fields at once (a package also fills the amount) and clears their messages. */
  function update(changes: Partial<ManualOrderValues>) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(changes) as (keyof ManualOrderValues)[]) delete next[ERROR_OF[key]];
      return next;
    });
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || created) return;
    const found = validateManualOrder(values, todayInColombia());
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }

    setServerError(null);
    setSubmitting(true);
    const result = await requestData(api.adminOrders.index.$post({ json: manualOrderPayload(values) }));
    setSubmitting(false);
    if (!result.ok) {
      const message = serverMessageOr(result.error, CREATE_ERROR);
      setServerError(message);
      showToast(message, { tone: 'error', duration: ERROR_TOAST_MS });
      return;
    }
    setCreated(true);
    showToast('¡Orden creada exitosamente!', { tone: 'success' });
    pendingClose.current = setTimeout(() => {
      pendingClose.current = null;
      latestCreated.current();
    }, SUCCESS_DELAY_MS);
  }

  return { values, errors, serverError, submitting, created, update, submit, formRef };
}
