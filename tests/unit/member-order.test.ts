import { describe, expect, it } from 'vitest';
import { AppError } from '../../worker/errors';
import { MEMORIAL_MESSAGES as M } from '../../worker/schemas/memorials';
import { defaultCardMember } from '../../worker/schemas/prayer-card-texts';
import { orderedMembers } from '../../worker/services/family-memorials';

const member = (name: string, display_order?: number) => ({
  name,
  birth_date: '1950-01-01',
  death_date: '2020-01-01',
  profile_image_url: `/media/${name}.jpg`,
  relationship: 'otro' as const,
  ...(display_order === undefined ? {} : { display_order }),
});

describe('orderedMembers', () => {
  it('keeps the list order without places, and sorts by the places when every member has one', () => {
    expect(orderedMembers([member('a'), member('b')]).map((m) => m.name)).toEqual(['a', 'b']);
    expect(orderedMembers([member('a', 2), member('b', 0), member('c', 1)]).map((m) => [m.name, m.profile_image_url])).toEqual([
      ['b', '/media/b.jpg'],
      ['c', '/media/c.jpg'],
      ['a', '/media/a.jpg'],
    ]);
  });

  it('refuses places that are not 0…n-1 each once, or only some places, with a Spanish 400', () => {
    for (const list of [
      [member('a', 0), member('b', 0)],
      [member('a', 1), member('b', 2)],
      [member('a', 0), member('b')],
      [member('a', 0), member('b', 3)],
    ]) {
      expect(() => orderedMembers(list)).toThrow(AppError);
      try {
        orderedMembers(list);
      } catch (error) {
        expect((error as AppError).status).toBe(400);
        expect((error as AppError).message).toBe(M.memberOrderInvalid);
      }
    }
  });
});

describe('defaultCardMember', () => {
  it("is the family's first member as ordered, whoever died last, none of no one", () => {
    const people = [
      { id: 'jorge', deathDate: '2015-03-01' },
      { id: 'rosa', deathDate: '2024-08-09' },
    ];
    expect(defaultCardMember(people)?.id).toBe('jorge');
    expect(defaultCardMember([])).toBeUndefined();
  });
});
