import { useCallback, useState } from 'react';
import { LIMITS, RELATIONSHIP_OPTIONS, relationshipLabel } from '../../lib/memorial/memorial-options';
import { moveItem } from '../../lib/memorial/reorder';
import type { FieldErrors, MemberField } from '../../lib/memorial/memorial-validation';
import { LifeDates, SelectInput, TextInput } from './fields';
import { emptyMember, memberTitle, type MemberState } from './family-state';
import { release } from './media-state';
import { MemberOrderButtons, type MoveDirection } from './MemberOrderButtons';
import { PhotoPicker } from './PhotoPicker';
import { VideoPicker } from './VideoPicker';

type Props = {
  members: MemberState[];
  errors: FieldErrors<MemberField>[];
  onChange: (members: MemberState[]) => void;
  today: string;
};

const RELATIONSHIPS = RELATIONSHIP_OPTIONS.map((value) => ({ value, label: relationshipLabel(value) }));

/** Family step 2, 'Miembros': one to three people, each with a required portrait (product §2.5). */
export function MembersStep({ members, errors, onChange, today }: Props) {
  const update = (index: number, patch: Partial<MemberState>) =>
    onChange(members.map((member, i) => (i === index ? { ...member, ...patch } : member)));

  // The member just moved and the button to hand the focus back to; what a screen reader hears about it.
  const [moved, setMoved] = useState<{ id: string; direction: MoveDirection } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focused = useCallback(() => setMoved(null), []);

  /** Moves a member one place, with its photo and video: the order the family's page will show. */
  function move(index: number, direction: MoveDirection) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const member = members[index];
    if (!member || to < 0 || to >= members.length) return;
    onChange(moveItem(members, index, to));
    setMoved({ id: member.id, direction });
    setAnnouncement(`${memberTitle(member, index)} ahora es el miembro ${to + 1} de ${members.length}`);
  }

  function remove(index: number) {
    const member = members[index];
    release(member?.photo);
    release(member?.video);
    onChange(members.filter((_, i) => i !== index));
  }

  return (
    <div className="mem-step-fields">
      <p className="mem-step-intro">
        Agrega de 1 a {LIMITS.familyMembers} seres queridos. Cada uno necesita su nombre, sus fechas y una foto de perfil.
      </p>
      {members.map((member, index) => {
        const found = errors[index] ?? {};
        const title = memberTitle(member, index);
        return (
          <fieldset key={member.id} className="inset-panel mem-member">
            <legend className="serif-heading mem-member__legend">
              <span className="icon-disc mem-member__number" aria-hidden="true">
                {index + 1}
              </span>
              {title}
            </legend>
            {members.length > 1 && (
              <button type="button" className="button button--ghost button--small mem-member__remove" onClick={() => remove(index)}>
                Quitar <span className="visually-hidden">a {title}</span>
              </button>
            )}
            {members.length > 1 && (
              <MemberOrderButtons
                title={title}
                index={index}
                count={members.length}
                onMove={(direction) => move(index, direction)}
                focus={moved?.id === member.id ? moved.direction : null}
                onFocused={focused}
              />
            )}
            <div className="mem-member__grid">
              <PhotoPicker
                label="Foto de perfil"
                photo={member.photo}
                onChange={(photo) => update(index, { photo })}
                error={found.photo}
                required
                round
              />
              <div className="mem-step-fields">
                <TextInput
                  label="Nombre"
                  name={`member-${index}-name`}
                  value={member.name}
                  onChange={(name) => update(index, { name })}
                  error={found.name}
                  maxLength={LIMITS.memberName}
                  required
                />
                <SelectInput
                  label="Parentesco"
                  name={`member-${index}-relationship`}
                  value={member.relationship}
                  onChange={(relationship) => update(index, { relationship })}
                  options={RELATIONSHIPS}
                />
                <LifeDates
                  namePrefix={`member-${index}-`}
                  values={member}
                  errors={found}
                  onChange={(field, value) => update(index, { [field]: value })}
                  today={today}
                />
              </div>
            </div>
            <VideoPicker label="Video conmemorativo" video={member.video} onChange={(video) => update(index, { video })} />
          </fieldset>
        );
      })}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {members.length < LIMITS.familyMembers && (
        <button type="button" className="button button--secondary mem-add-member" onClick={() => onChange([...members, emptyMember()])}>
          <span aria-hidden="true">+</span> Agregar miembro
        </button>
      )}
    </div>
  );
}
