import { useState } from 'react';
import { methodId, type SiteSettings } from '../../../lib/admin/settings';
import { BREB_METHOD_ID } from '../../../../worker/schemas/payment-method-texts';
import { BrebMethodFields } from './BrebMethodFields';
import { SectionCard } from './SectionCard';
import { TransfiyaNotice } from './TransfiyaNotice';
import { TextField } from './TextField';
import { useSection } from './useSection';

type Methods = SiteSettings['payment_methods'];
type Method = Methods[string];

const EMPTY: Method = { name: '', type: '', account: '', owner: '' };
const NEW_BREB: Method = { name: 'Bre-B', type: 'Celular', account: '', owner: '' };

/**
 * payment_methods: the accounts customers transfer to. A method removed here disappears from the payment
 * modal, and the server refuses an order that names it.
 */
export function PaymentMethodsSettings({ stored }: { stored: Methods }) {
  const section = useSection('payment_methods', stored);
  const { draft, change } = section;
  const [adding, setAdding] = useState<Method>(EMPTY);
  const setMethod = (id: string, field: keyof Method) => (value: string) =>
    change({ ...draft, [id]: { ...(draft[id] ?? EMPTY), [field]: value } });
  const remove = (id: string) => change(Object.fromEntries(Object.entries(draft).filter(([key]) => key !== id)));
  const newId = methodId(adding.name);
  const add = () => {
    if (!newId || draft[newId]) return;
    change({ ...draft, [newId]: adding });
    setAdding(EMPTY);
  };

  return (
    <SectionCard
      id="settings-payments"
      title="Métodos de pago"
      description="Las cuentas a las que los clientes transfieren. Guarda para aplicar los cambios."
      section={section}
    >
      <TransfiyaNotice methods={draft} />
      {!draft[BREB_METHOD_ID] && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => change({ ...draft, [BREB_METHOD_ID]: NEW_BREB })}
        >
          Agregar Bre-B
        </button>
      )}
      <ul className="settings-list">
        {Object.entries(draft).map(([id, method]) => (
          <li key={id} className="settings-list__item" data-method={id}>
            {id === BREB_METHOD_ID ? (
              <BrebMethodFields method={method} onChange={(next) => change({ ...draft, [id]: next })} />
            ) : (
              <div className="form-grid">
                <TextField label="Nombre" value={method.name} onChange={setMethod(id, 'name')} maxLength={60} />
                <TextField label="Tipo" value={method.type} onChange={setMethod(id, 'type')} maxLength={60} />
                <TextField label="Cuenta" value={method.account} onChange={setMethod(id, 'account')} maxLength={100} />
                <TextField label="Titular" value={method.owner} onChange={setMethod(id, 'owner')} maxLength={100} />
              </div>
            )}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => remove(id)}
              aria-label={`Quitar ${method.name || id}`}
            >
              Quitar
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="settings-add">
        <legend>Agregar un método</legend>
        <div className="form-grid">
          <TextField
            label="Nombre del nuevo método"
            value={adding.name}
            onChange={(name) => setAdding({ ...adding, name })}
            maxLength={60}
          />
          <TextField label="Tipo del nuevo método" value={adding.type} onChange={(type) => setAdding({ ...adding, type })} maxLength={60} />
          <TextField
            label="Cuenta del nuevo método"
            value={adding.account}
            onChange={(account) => setAdding({ ...adding, account })}
            maxLength={100}
          />
          <TextField
            label="Titular del nuevo método"
            value={adding.owner}
            onChange={(owner) => setAdding({ ...adding, owner })}
            maxLength={100}
          />
        </div>
        <button type="button" className="button button--secondary button--small" onClick={add} disabled={!newId || Boolean(draft[newId])}>
          Agregar método
        </button>
      </fieldset>
    </SectionCard>
  );
}
