import { useState } from 'react';
import { COUPLE_UI } from '../../../lib/admin/couple-texts';
import { COUPLE_TEMPLATE_LABELS, COUPLE_TEMPLATE_OPTIONS } from '../../../lib/admin/couple-wizard';
import { SelectField } from '../../ui/SelectField';
import { UserPicker, type FoundUser } from '../orders/UserPicker';
import { MainImageField } from './MainImageField';
import { TextField } from './TextField';
import type { CoupleWizardState } from './useCoupleWizard';

/** Step 1, 'Información básica': name, story, main image, template, the customer it is for, publishing. */
export function BasicInfoStep({ wizard, editing }: { wizard: CoupleWizardState; editing: boolean }) {
  const { draft, errors, update, left } = wizard;
  return (
    <div className="couple-step">
      <TextField
        name="couple_name"
        label="Nombre de la pareja"
        required
        value={draft.couple_name}
        maxLength={120}
        error={errors.couple_name}
        onChange={(couple_name) => update({ couple_name }, 'couple_name')}
        onBlur={() => left('couple_name')}
      />
      <TextField
        name="description"
        label="Descripción"
        hint="Su historia de amor, como se leerá en la página."
        required
        rows={5}
        maxLength={5000}
        value={draft.description}
        error={errors.description}
        onChange={(description) => update({ description }, 'description')}
        onBlur={() => left('description')}
      />
      <MainImageField
        image={draft.image}
        error={errors.image}
        onChange={(image) => update({ image }, 'image')}
        onLeave={() => left('image')}
      />
      <SelectField
        label={COUPLE_UI.templateLabel}
        name="template_id"
        value={draft.template_id}
        options={COUPLE_TEMPLATE_OPTIONS}
        labelOf={(template) => COUPLE_TEMPLATE_LABELS[template]}
        onChange={(template) => update({ template_id: template })}
      />
      <OwnerField wizard={wizard} />
      <label className="couple-check">
        <input
          type="checkbox"
          name="is_published"
          checked={draft.is_published}
          onChange={(event) => update({ is_published: event.target.checked })}
        />
        <span>
          {editing ? COUPLE_UI.published : COUPLE_UI.publishNow}
          <span className="field__hint couple-check__hint">
            {editing ? 'Si lo desmarcas, la página pública deja de mostrarse.' : 'Si no lo marcas, el perfil queda como borrador.'}
          </span>
        </span>
      </label>
    </div>
  );
}

/** The customer the page is for, picked from the search as in 'Nueva orden' (optional). */
function OwnerField({ wizard }: { wizard: CoupleWizardState }) {
  const owner = wizard.draft.owner;
  const [text, setText] = useState(owner?.email ?? '');
  const selected: FoundUser | null = owner ? { id: owner.id, email: owner.email, first_name: owner.name, last_name: '' } : null;
  return (
    <div>
      <UserPicker
        label="Cliente dueño (opcional)"
        text={text}
        selected={selected}
        onTextChange={(next) => {
          setText(next);
          wizard.update({ owner: null });
        }}
        onSelect={(user) => {
          setText(user.email);
          wizard.update({ owner: { id: user.id, email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(' ') } });
        }}
      />
    </div>
  );
}
