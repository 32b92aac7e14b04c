/**
 * The wizards' checks (product §2.5), shared by both wizards. They run the API's own schemas
 * (worker/schemas/memorials.ts) on the body a step would send and show the API's message next to each field,
 * before anything is uploaded. The wizards load React and these schemas up front (client:load): the cost is
 * in docs/performance-notes-forms.md.
 */
import {
  checkLifeDates,
  familyMemorialSchema,
  familyMemorialUpdateSchema,
  individualMemorialSchema,
} from '../../../worker/schemas/memorials';
import { fieldErrors, type FieldErrors } from '../forms/zod-field-errors';
import { PROFILE_TEXTS as M } from './memorial-messages';
import { LIMITS } from './memorial-options';
import { SPANISH_PARSE } from '../../../worker/schemas/spanish-issues';

export { hasErrors, type FieldErrors } from '../forms/zod-field-errors';

/**
 * Death after birth (the same day is allowed) and not after today: the API's own check (it runs in the
 * service, against Colombia's date). Without a birth date only the future is checked.
 */
function lifeDates(errors: { deathDate?: string }, birth: string, death: string, today: string): void {
  if (errors.deathDate || !death) return;
  const problem = checkLifeDates(birth || death, death, today);
  if (problem) errors.deathDate = problem;
}

export type BasicInfo = {
  name: string;
  birthDate: string;
  deathDate: string;
  templateId: string;
  description: string;
  favoriteMusic: string;
};
export type BasicInfoField = keyof BasicInfo;

const BASIC_INFO_FIELDS = {
  profile_name: 'name',
  birth_date: 'birthDate',
  death_date: 'deathDate',
  template_id: 'templateId',
  description: 'description',
  favorite_music: 'favoriteMusic',
} as const satisfies Record<string, BasicInfoField>;

/** Individual step 1: the API's schema on the step's fields (the wizard sends them under these names). */
export function validateBasicInfo(values: BasicInfo, today: string): FieldErrors<BasicInfoField> {
  const errors = fieldErrors(individualMemorialSchema.safeParse(values, SPANISH_PARSE), BASIC_INFO_FIELDS);
  lifeDates(errors, values.birthDate, values.deathDate, today);
  return errors;
}

/** product §2.5: "The submit button is disabled without a name, birth date and death date". */
export const canSubmitBasicInfo = (values: Pick<BasicInfo, 'name' | 'birthDate' | 'deathDate'>): boolean =>
  Boolean(values.name.trim() && values.birthDate && values.deathDate);

export type FamilyInfo = { familyName: string; description: string };
export type FamilyInfoField = keyof FamilyInfo;

/** Family step 1: the family schema's name and description (the members are step 2's). */
export function validateFamilyInfo(values: FamilyInfo): FieldErrors<FamilyInfoField> {
  return fieldErrors(familyMemorialSchema.safeParse(values, SPANISH_PARSE), { family_name: 'familyName', description: 'description' });
}

export type MemberDraft = { name: string; birthDate: string; deathDate: string; hasPhoto: boolean };
export type MemberField = 'name' | 'birthDate' | 'deathDate' | 'photo';

/** The photo has no words of its own in the spec; the step's general message names it. */
export const MEMBER_PHOTO_REQUIRED = 'La foto de perfil es requerida';

export type MembersCheck = {
  /** One entry per member, in order. */
  errors: FieldErrors<MemberField>[];
  /** The step's summary for the toast, or null when every member is complete. */
  message: string | null;
};

const MEMBER_FIELDS = { name: 'name', birth_date: 'birthDate', death_date: 'deathDate' } as const satisfies Record<string, MemberField>;

/**
 * Family step 2: the API's member list (1 to 3 members, each a name, a birth and a death date) with each
 * message on its member's field, the API's life-dates check, and the profile photo, which is a chosen file
 * here (uploaded on save) and so is checked by the form. A missing field gives the spec's one general
 * message; a date or length problem gives its own.
 */
export function validateMembers(members: MemberDraft[], today: string): MembersCheck {
  const result = familyMemorialUpdateSchema.safeParse(
    {
      members: members.map((member) => ({ name: member.name, birthDate: member.birthDate, deathDate: member.deathDate })),
    },
    SPANISH_PARSE,
  );
  const countIssue = result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === 'members');
  if (countIssue) return { errors: members.map(() => ({})), message: countIssue.message };
  let incomplete = false;
  let firstProblem: string | null = null;
  const errors = members.map((member, index) => {
    const found: FieldErrors<MemberField> = fieldErrors(result, MEMBER_FIELDS, ['members', index]);
    // The API words a missing member field as the whole step's message, which the step already shows once:
    // beside the field, the field's own 'requerido' text (the same words the person's wizard uses).
    if (!member.name.trim()) found.name = M.nameRequired;
    if (!member.birthDate) found.birthDate = M.birthRequired;
    if (!member.deathDate) found.deathDate = M.deathRequired;
    lifeDates(found, member.birthDate, member.deathDate, today);
    if (!member.hasPhoto) found.photo = MEMBER_PHOTO_REQUIRED;
    if (!member.name.trim() || !member.birthDate || !member.deathDate || !member.hasPhoto) incomplete = true;
    else firstProblem ??= found.name ?? found.birthDate ?? found.deathDate ?? null;
    return found;
  });
  return { errors, message: incomplete ? M.memberIncomplete : firstProblem };
}

/** A family gallery holds members × 6 photos (product §2.5). */
export const familyGalleryLimit = (members: number): number => Math.max(1, members) * LIMITS.photosPerMember;

/**
 * How many of `incoming` chosen photos fit beside `current` ones under `limit`, and the refusal to show
 * when some did not fit.
 */
export function galleryIntake(current: number, incoming: number, limit: number): { accepted: number; refusal: string | null } {
  const room = Math.max(0, limit - current);
  const accepted = Math.min(room, incoming);
  // With a limit of 6 this is the individual text word for word: 'Ya tienes el máximo de fotos permitidas (6)'.
  const refusal = accepted < incoming ? M.familyGalleryFull(limit) : null;
  return { accepted, refusal };
}

/** The family review: the first 8 photos and, when there are more, how many are left out ('+N'). */
export function reviewPhotos<T>(photos: readonly T[], shown: number = LIMITS.reviewPhotos): { shown: T[]; remainder: number } {
  return { shown: photos.slice(0, shown), remainder: Math.max(0, photos.length - shown) };
}
