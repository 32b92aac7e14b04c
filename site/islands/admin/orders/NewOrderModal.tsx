import { useEffect, useState } from 'react';
import type { OfferedPackages } from '../../../lib/admin/answers';
import { api, requestData } from '../../../lib/api-client';
import { formatCOP } from '../../../lib/format';
import { todayInColombia } from '../../../lib/dates';
import type { PaymentMethodOption } from '../../../lib/admin/orders';
import { AMOUNT_STEP, parseAmount } from '../../../lib/admin/manual-order-validation';
import { Modal } from '../../ui/Modal';
import { FormRow } from '../../ui/FormRow';
import { useManualOrderForm } from './useManualOrderForm';
import { UserPicker, type FoundUser } from './UserPicker';

type Package = OfferedPackages[number];

type Props = {
  open: boolean;
  onClose: () => void;
  /** The order exists: refresh the list and close. */
  onCreated: () => void;
  paymentMethods: PaymentMethodOption[];
};

/** 'Nueva orden' (product §3.2, §3.5): record a transfer verified outside the site as a completed order. */
export function NewOrderModal({ open, onClose, onCreated, paymentMethods }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Nueva orden" size="xl">
      <NewOrderForm onCancel={onClose} onCreated={onCreated} paymentMethods={paymentMethods} />
    </Modal>
  );
}

function NewOrderForm({ onCancel, onCreated, paymentMethods }: Omit<Props, 'open' | 'onClose'> & { onCancel: () => void }) {
  const { formRef, ...form } = useManualOrderForm(onCreated);
  const { values, errors, update } = form;
  const [userText, setUserText] = useState('');
  const [selectedUser, setSelectedUser] = useState<FoundUser | null>(null);
  const packages = usePackages();
  const today = todayInColombia();
  const amount = parseAmount(values.amount);

  return (
    <form ref={formRef} className="admin-form new-order" onSubmit={(event) => void form.submit(event)} noValidate>
      <p className="admin-form__intro">Registra un pago verificado fuera del sitio. La orden se crea como completada.</p>

      {form.serverError && (
        <p className="form-alert" role="alert">
          {form.serverError}
        </p>
      )}

      <UserPicker
        text={userText}
        selected={selectedUser}
        error={errors.user}
        onTextChange={(text) => {
          setUserText(text);
          setSelectedUser(null);
          update({ userId: '' });
        }}
        onSelect={(user) => {
          setUserText(user.email);
          setSelectedUser(user);
          update({ userId: user.id });
        }}
      />

      <div className="form-grid">
        <FormRow label="Paquete" error={errors.package}>
          {(control) => (
            <select
              {...control}
              data-field="package"
              className="field__input field__select"
              value={values.packageId}
              onChange={(event) => {
                const chosen = packages.find((pkg) => pkg.id === event.target.value);
                update(chosen ? { packageId: chosen.id, amount: String(chosen.price) } : { packageId: '' });
              }}
            >
              <option value="">Selecciona un paquete</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={pkg.id}>
                  {pkg.name} · {formatCOP(pkg.price)}
                </option>
              ))}
            </select>
          )}
        </FormRow>

        <FormRow label="Método de pago" error={errors.paymentMethod}>
          {(control) => (
            <select
              {...control}
              data-field="paymentMethod"
              className="field__input field__select"
              value={values.paymentMethod}
              onChange={(event) => update({ paymentMethod: event.target.value })}
            >
              <option value="">Selecciona un método</option>
              {paymentMethods.map((method) => (
                <option key={method.id} value={method.id}>
                  {method.name}
                </option>
              ))}
            </select>
          )}
        </FormRow>

        <FormRow label="Número de referencia" error={errors.reference}>
          {(control) => (
            <input
              {...control}
              data-field="reference"
              className="field__input"
              value={values.reference}
              onChange={(event) => update({ reference: event.target.value })}
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
            />
          )}
        </FormRow>

        <FormRow label="Nombre del pagador" error={errors.payerName}>
          {(control) => (
            <input
              {...control}
              data-field="payerName"
              className="field__input"
              value={values.payerName}
              onChange={(event) => update({ payerName: event.target.value })}
              autoComplete="off"
              maxLength={100}
            />
          )}
        </FormRow>

        <FormRow label="Fecha de transferencia" error={errors.paidAt}>
          {(control) => (
            <input
              {...control}
              data-field="paidAt"
              className="field__input"
              type="date"
              max={today}
              value={values.paidAt}
              onChange={(event) => update({ paidAt: event.target.value })}
            />
          )}
        </FormRow>

        <FormRow label="Monto (COP)" error={errors.amount} hint={amount !== null ? formatCOP(amount) : undefined}>
          {(control) => (
            <input
              {...control}
              data-field="amount"
              className="field__input"
              type="number"
              inputMode="numeric"
              min={0}
              step={AMOUNT_STEP}
              value={values.amount}
              onChange={(event) => update({ amount: event.target.value })}
            />
          )}
        </FormRow>
      </div>

      <div className="new-order__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancelar
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.submitting || form.created}
          aria-busy={form.submitting || undefined}
        >
          {form.submitting && <span className="spinner" aria-hidden="true" />}
          {form.submitting ? 'Creando orden...' : form.created ? 'Orden creada' : 'Crear orden'}
        </button>
      </div>
    </form>
  );
}

/** product §3.8: a failed package list leaves the select empty; the form says why when submitted. */
function usePackages(): Package[] {
  const [packages, setPackages] = useState<Package[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void requestData(api.packages.index.$get(undefined, { init: { signal: controller.signal } })).then((result) => {
      if (!controller.signal.aborted && result.ok && Array.isArray(result.data)) setPackages(result.data);
    });
    return () => controller.abort();
  }, []);
  return packages;
}
