import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { api, requestData, type AnswerData } from '../../lib/api-client';
import { fieldErrors, hasErrors, type FieldErrors } from '../../lib/forms/zod-field-errors';
import {
  dayText,
  emptyPlace,
  moveValuesFrom,
  PLACE_FIELDS,
  PLACE_FORM_TEXTS as T,
  placeBody,
  valuesOf,
  type PlaceFormField,
  type PlaceFormValues,
} from '../../lib/memorial/resting-place-form';
import { RESTING_PLACE_KIND_LABELS, RESTING_PLACE_MESSAGES } from '../../../worker/schemas/resting-place-texts';
import { restingPlaceSchema } from '../../../worker/schemas/resting-places';
import { sameCemetery } from '../../../worker/resting-places/moves';
import { DateInput } from '../memorial/fields';
import { FormAlert } from '../ui/FormAlert';
import { PlaceFields } from './PlaceFields';
import './resting-place.css';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

type Place = AnswerData<Awaited<ReturnType<(typeof api.profiles)[':id']['resting-places']['$get']>>>[number];
type Member = { id: string; name: string };

type Props = {
  /** An individual memorial's id, or a family's (then each member has a place). */
  memorialId?: string;
  familyId?: string;
  /** Colombia's date, for the date pickers' latest day. */
  today: string;
};

/** One place's routes: the person's, or a family member's. */
function routes(memorialId: string | undefined, familyId: string | undefined, memberId: string | null) {
  if (memorialId) {
    const one = api.profiles[':id'];
    const param = { id: memorialId };
    return {
      list: () => requestData(one['resting-places'].$get({ param })),
      save: (resting_place: ReturnType<typeof placeBody> | null) =>
        requestData(one['resting-place'].$put({ param, json: { resting_place } })),
      move: (moved_on: string, resting_place: ReturnType<typeof placeBody>) =>
        requestData(one['resting-place'].move.$post({ param, json: { moved_on, resting_place } })),
    };
  }
  const member = api.familyProfiles[':id'].members[':memberId'];
  const param = { id: familyId ?? '', memberId: memberId ?? '' };
  return {
    list: () => requestData(member['resting-places'].$get({ param })),
    save: (resting_place: ReturnType<typeof placeBody> | null) =>
      requestData(member['resting-place'].$put({ param, json: { resting_place } })),
    move: (moved_on: string, resting_place: ReturnType<typeof placeBody>) =>
      requestData(member['resting-place'].move.$post({ param, json: { moved_on, resting_place } })),
  };
}

const check = (values: PlaceFormValues): FieldErrors<PlaceFormField> =>
  fieldErrors(restingPlaceSchema.safeParse(placeBody(values), SPANISH_PARSE), PLACE_FIELDS);

/**
 * 'Dónde descansa' in the memorial's editor (docs/features/resting-places.md): the current place (kind, cemetery, section and number,
 * since when, a bóveda's contract, how to find it, its point from the phone or a pasted link, a photo, shown or
 * kept to the family), 'Registrar un traslado' when the remains move, and the places they were moved from.
 */
export default function RestingPlaceEditor({ memorialId, familyId, today }: Props) {
  const headingId = useId();
  const [members, setMembers] = useState<Member[]>([]);
  const [memberId, setMemberId] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [values, setValues] = useState<PlaceFormValues>(emptyPlace);
  const [errors, setErrors] = useState<FieldErrors<PlaceFormField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [moveValues, setMoveValues] = useState<PlaceFormValues>(emptyPlace);
  const [moveErrors, setMoveErrors] = useState<FieldErrors<PlaceFormField>>({});
  const [movedOn, setMovedOn] = useState('');
  const [moveAlert, setMoveAlert] = useState<string | null>(null);

  useEffect(() => {
    if (!familyId) return;
    void requestData(api.familyProfiles[':id'].$get({ param: { id: familyId } })).then((family) => {
      if (!family.ok) return setAlert(T.loadFailed);
      setMembers(family.data.family_members.map((member) => ({ id: member.id, name: member.name })));
      setMemberId((chosen) => chosen ?? family.data.family_members[0]?.id ?? null);
    });
  }, [familyId]);

  const target = familyId && !memberId ? null : routes(memorialId, familyId, memberId);
  const load = useCallback(async () => {
    if (familyId && !memberId) return;
    return routes(memorialId, familyId, memberId)
      .list()
      .then((listed) => {
        if (!listed.ok) return setAlert(T.loadFailed);
        setPlaces(listed.data);
        const current = listed.data.find((place) => place.moved_on === null);
        setValues(current ? valuesOf(current) : emptyPlace());
        setErrors({});
        // A traslado starts from the current place (docs/features/resting-places.md): same cemetery, its point and its photo.
        setMoveValues(current ? moveValuesFrom(current) : emptyPlace());
        setMoveErrors({});
      });
  }, [memorialId, familyId, memberId]);

  useEffect(() => {
    void load();
  }, [load]);

  const current = places?.find((place) => place.moved_on === null) ?? null;
  const history = places?.filter((place) => place.moved_on !== null) ?? [];
  // The server keeps the current point for a new place in the same cemetery without one (worker/resting-places/moves.ts).
  const keepsPoint =
    current !== null &&
    current.latitude !== null &&
    moveValues.latitude === null &&
    sameCemetery(current, { cemetery: moveValues.cemetery, city: moveValues.city });

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target) return;
    const found = check(values);
    setErrors(found);
    setMessage(null);
    setAlert(null);
    if (hasErrors(found)) return;
    setBusy(true);
    const saved = await target.save(placeBody(values));
    setBusy(false);
    if (!saved.ok) return setAlert(saved.error);
    setMessage(T.saved);
    await load();
  }

  async function remove() {
    if (!target) return;
    setBusy(true);
    const saved = await target.save(null);
    setBusy(false);
    if (!saved.ok) return setAlert(saved.error);
    setMessage(T.removed);
    await load();
  }

  async function move(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!target) return;
    const found = check({ ...moveValues, since: movedOn });
    setMoveErrors(found);
    setMoveAlert(null);
    if (!movedOn) return setMoveAlert(RESTING_PLACE_MESSAGES.movedOnRequired);
    if (hasErrors(found)) return;
    setBusy(true);
    const moved = await target.move(movedOn, placeBody(moveValues));
    setBusy(false);
    if (!moved.ok) return setMoveAlert(moved.error);
    setMovedOn('');
    setMessage(T.moved);
    await load();
  }

  const memberName = members.find((member) => member.id === memberId)?.name;
  return (
    <section className="place-editor surface-card" aria-labelledby={headingId} data-resting-place-editor>
      <h2 id={headingId} className="place-editor__title">
        {T.title}
      </h2>
      <p className="place-editor__lead">{T.lead}</p>
      {members.length > 1 && (
        <div className="field">
          <label className="field__label" htmlFor={`${headingId}-member`}>
            {T.whose}
          </label>
          <select
            id={`${headingId}-member`}
            className="field__input field__select"
            value={memberId ?? ''}
            onChange={(event) => setMemberId(event.target.value)}
          >
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {members.length === 1 && memberName && <p className="place-editor__member">{memberName}</p>}
      {places === null ? (
        alert ? (
          <FormAlert message={alert} />
        ) : (
          <p role="status">Cargando…</p>
        )
      ) : (
        <>
          <form className="place-editor__form" onSubmit={(event) => void save(event)} noValidate>
            <PlaceFields values={values} errors={errors} onChange={setValues} withSince today={today} />
            {current?.contract_ends_on && <p className="place-editor__note">{T.contractEnds(dayText(current.contract_ends_on))}</p>}
            <FormAlert message={alert} />
            <p className="place-editor__done" role="status">
              {message}
            </p>
            <div className="place-editor__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? T.saving : T.save}
              </button>
              {current && (
                <button type="button" className="button button--ghost" onClick={() => void remove()} disabled={busy}>
                  {T.remove}
                </button>
              )}
            </div>
          </form>
          {current && (
            <details className="place-editor__move">
              <summary>{T.moveTitle}</summary>
              <p>{T.moveLead}</p>
              <p className="place-editor__note">{T.movePrefilled}</p>
              <form onSubmit={(event) => void move(event)} noValidate>
                <DateInput label={T.movedOn} name="moved_on" value={movedOn} max={today} onChange={setMovedOn} required />
                <PlaceFields values={moveValues} errors={moveErrors} onChange={setMoveValues} withSince={false} today={today} />
                {keepsPoint && (
                  <p className="place-editor__note" data-move-keeps-point>
                    {T.moveKeepsPoint}
                  </p>
                )}
                <FormAlert message={moveAlert} />
                <button type="submit" className="button button--primary" disabled={busy}>
                  {T.moveSubmit}
                </button>
              </form>
            </details>
          )}
          {history.length > 0 && (
            <div className="place-editor__history">
              <h3>{T.historyTitle}</h3>
              <ol>
                {history.map((place) => (
                  <li key={place.id}>
                    <strong>{RESTING_PLACE_KIND_LABELS[place.kind]}</strong>
                    {[place.cemetery, place.city, place.number].filter(Boolean).length > 0 &&
                      ` · ${[place.cemetery, place.city, place.number].filter(Boolean).join(', ')}`}
                    {place.moved_on && ` · ${T.historyUntil(dayText(place.moved_on))}`}
                  </li>
                ))}
              </ol>
            </div>
          )}
        </>
      )}
    </section>
  );
}
