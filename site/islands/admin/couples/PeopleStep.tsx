import { zodiacSign } from '../../../../worker/schemas/zodiac';
import { ageLabel } from '../../../lib/admin/couple-memorial';
import { PEOPLE, PERSON_LIST_RULES, type PersonKey } from '../../../lib/admin/couple-wizard';
import { ChipListField } from './ChipListField';
import { TextField } from './TextField';
import type { CoupleWizardState } from './useCoupleWizard';

const TITLES: Record<PersonKey, string> = { person1: 'Primera persona', person2: 'Segunda persona' };

/** Step 2, 'Personas': each of the two, with their age and sign worked out from the birth date. */
export function PeopleStep({ wizard }: { wizard: CoupleWizardState }) {
  return (
    <div className="couple-step couple-people">
      {PEOPLE.map((key) => (
        <PersonFieldset key={key} person={key} wizard={wizard} />
      ))}
    </div>
  );
}

function PersonFieldset({ person, wizard }: { person: PersonKey; wizard: CoupleWizardState }) {
  const { draft, errors, updatePerson, left, today } = wizard;
  const values = draft[person];
  const nameField = `${person}_name` as const;
  const birthField = `${person}_birth_date` as const;
  const age = ageLabel(values.birth_date, today);
  const sign = zodiacSign(values.birth_date);
  return (
    <fieldset className="surface-card surface-card--compact couple-person">
      <legend className="serif-heading couple-person__title">{TITLES[person]}</legend>
      <div className="form-grid">
        <TextField
          name={nameField}
          label="Nombre"
          required
          maxLength={100}
          value={values.name}
          error={errors[nameField]}
          onChange={(name) => updatePerson(person, { name }, nameField)}
          onBlur={() => left(nameField)}
        />
        <TextField
          name={`${person}_alias`}
          label="Apodo"
          maxLength={60}
          value={values.alias}
          onChange={(alias) => updatePerson(person, { alias })}
        />
        <TextField
          name={birthField}
          label="Fecha de nacimiento"
          type="date"
          required
          max={today}
          value={values.birth_date}
          error={errors[birthField]}
          hint={age && sign ? <output aria-live="polite">{`Edad: ${age} · Signo: ${sign}`}</output> : undefined}
          onChange={(birth_date) => updatePerson(person, { birth_date }, birthField)}
          onBlur={() => left(birthField)}
        />
      </div>
      <div className="form-grid">
        <ChipListField
          name={`${person}_comidas_favoritas`}
          label="Comidas favoritas"
          items={values.comidas_favoritas}
          rule={PERSON_LIST_RULES.comidas_favoritas}
          onChange={(comidas_favoritas) => updatePerson(person, { comidas_favoritas })}
        />
        <ChipListField
          name={`${person}_series_peliculas`}
          label="Series y películas"
          items={values.series_peliculas}
          rule={PERSON_LIST_RULES.series_peliculas}
          onChange={(series_peliculas) => updatePerson(person, { series_peliculas })}
        />
        <ChipListField
          name={`${person}_suegros`}
          label="Suegros"
          items={values.suegros}
          rule={PERSON_LIST_RULES.suegros}
          onChange={(suegros) => updatePerson(person, { suegros })}
        />
        <ChipListField
          name={`${person}_cunados`}
          label="Cuñados"
          items={values.cunados}
          rule={PERSON_LIST_RULES.cunados}
          onChange={(cunados) => updatePerson(person, { cunados })}
        />
      </div>
    </fieldset>
  );
}
