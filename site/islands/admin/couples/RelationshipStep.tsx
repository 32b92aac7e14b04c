import { INTERESTS_RULE } from '../../../lib/admin/couple-wizard';
import { ChipListField } from './ChipListField';
import { TextField } from './TextField';
import type { CoupleWizardState } from './useCoupleWizard';

/** Step 3, 'Relación': when it started, the anniversary, what they share and their pets (all optional). */
export function RelationshipStep({ wizard }: { wizard: CoupleWizardState }) {
  const { draft, update, today } = wizard;
  return (
    <div className="couple-step">
      <div className="form-grid">
        <TextField
          name="relationship_start_date"
          label="Inicio de la relación"
          type="date"
          max={today}
          value={draft.relationship_start_date}
          onChange={(relationship_start_date) => update({ relationship_start_date })}
        />
        <TextField
          name="anniversary_date"
          label="Aniversario"
          type="date"
          value={draft.anniversary_date}
          onChange={(anniversary_date) => update({ anniversary_date })}
        />
      </div>
      <ChipListField
        name="common_interests"
        label="Intereses en común"
        placeholder="Viajar, bailar salsa..."
        items={draft.common_interests}
        rule={INTERESTS_RULE}
        onChange={(common_interests) => update({ common_interests })}
      />
      <TextField name="pets" label="Mascotas" rows={3} maxLength={1000} value={draft.pets} onChange={(pets) => update({ pets })} />
    </div>
  );
}
