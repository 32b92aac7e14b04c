/**
 * The couple wizard's rules (product §3.2 'Couple wizard', §3.3 couple entity, §3.5): what it holds, which
 * step may be left, and the list limits. Pure: the island keeps the state, the API repeats every rule with
 * the same words. What it sends is in couple-wizard-payloads.ts, its file checks in couple-wizard-files.ts.
 */
import { COUPLE_LIMITS as L, COUPLE_MESSAGES as M } from '../../../worker/schemas/couple-texts';
import { parseSong } from '../../../worker/schemas/youtube';
import type { CoupleCreateRequest } from './answers';
import type { AdminCouple } from './couple-memorial';

export type CoupleTemplate = NonNullable<CoupleCreateRequest['template_id']>;
export const DEFAULT_COUPLE_TEMPLATE: CoupleTemplate = 'couple-1';

/**
 * The templates a couple page can use, as the back-office names them (a person's name, never the stored id).
 * Keyed by the database's own list (a type: islands never import db/ values), so a new template fails the build
 * until it has a name here.
 */
export const COUPLE_TEMPLATE_LABELS: Record<CoupleTemplate, string> = {
  'couple-1': 'Pareja clásica',
};

/** A stored template's name; one this version does not know yet is called plainly a design, never by its id. */
export function coupleTemplateLabel(templateId: string): string {
  return isTemplate(templateId) ? COUPLE_TEMPLATE_LABELS[templateId] : 'Diseño personalizado';
}

export const COUPLE_TEMPLATE_OPTIONS = Object.keys(COUPLE_TEMPLATE_LABELS) as CoupleTemplate[];

/**
 * A photo or video of the wizard: either already stored (`url`, when editing) or chosen now (`file`, sent
 * when saving). `preview` is what an <img> or <video> shows meanwhile; `key` keeps React's rows stable.
 * `uploadedUrl`: a chosen file's URL once a save sent it (couple-wizard-save.ts writes it on the item, the
 * draft keeps it), so a retry after a failed save, or after a reload, does not send the file again.
 */
export type MediaItem<F> = { key: string; url: string | null; file: F | null; preview: string; title: string; uploadedUrl?: string };

export type SongDraft = { key: string; title: string; youtube_url: string };

export type PersonDraft = {
  name: string;
  alias: string;
  birth_date: string;
  comidas_favoritas: string[];
  series_peliculas: string[];
  suegros: string[];
  cunados: string[];
};

export type CoupleOwner = { id: string; email: string; name: string };

export type CoupleDraft<F> = {
  couple_name: string;
  description: string;
  image: MediaItem<F> | null;
  template_id: CoupleTemplate;
  owner: CoupleOwner | null;
  is_published: boolean;
  person1: PersonDraft;
  person2: PersonDraft;
  relationship_start_date: string;
  anniversary_date: string;
  common_interests: string[];
  pets: string;
  short_term_goals: string;
  medium_term_goals: string;
  long_term_goals: string;
  photos: MediaItem<F>[];
  songs: SongDraft[];
  videos: MediaItem<F>[];
};

export type PersonKey = 'person1' | 'person2';
export const PEOPLE: readonly PersonKey[] = ['person1', 'person2'];

const emptyPerson = (): PersonDraft => ({
  name: '',
  alias: '',
  birth_date: '',
  comidas_favoritas: [],
  series_peliculas: [],
  suegros: [],
  cunados: [],
});

/** A fresh wizard: nothing entered, the default template, not published (product §3.2: unchecked by default). */
export function emptyCoupleDraft<F>(): CoupleDraft<F> {
  return {
    couple_name: '',
    description: '',
    image: null,
    template_id: DEFAULT_COUPLE_TEMPLATE,
    owner: null,
    is_published: false,
    person1: emptyPerson(),
    person2: emptyPerson(),
    relationship_start_date: '',
    anniversary_date: '',
    common_interests: [],
    pets: '',
    short_term_goals: '',
    medium_term_goals: '',
    long_term_goals: '',
    photos: [],
    songs: [],
    videos: [],
  };
}

const isTemplate = (value: string): value is CoupleTemplate => COUPLE_TEMPLATE_OPTIONS.some((template) => template === value);

/** The wizard filled with a stored profile, for Edit: its media are kept by URL until replaced or removed. */
export function draftFromCouple<F>(couple: AdminCouple): CoupleDraft<F> {
  const person = (key: PersonKey): PersonDraft => ({
    name: couple[`${key}_name`],
    alias: couple[`${key}_alias`] ?? '',
    birth_date: couple[`${key}_birth_date`],
    comidas_favoritas: [...couple[`${key}_comidas_favoritas`]],
    series_peliculas: [...couple[`${key}_series_peliculas`]],
    suegros: [...couple[`${key}_suegros`]],
    cunados: [...couple[`${key}_cunados`]],
  });
  const stored = (key: string, url: string, title: string | null): MediaItem<F> => ({
    key,
    url,
    file: null,
    preview: url,
    title: title ?? '',
  });
  return {
    couple_name: couple.couple_name,
    description: couple.description,
    image: stored('image', couple.profile_image_url, null),
    template_id: isTemplate(couple.template_id) ? couple.template_id : DEFAULT_COUPLE_TEMPLATE,
    owner: couple.owner ? { ...couple.owner } : couple.user_id ? { id: couple.user_id, email: '', name: '' } : null,
    is_published: couple.is_published,
    person1: person('person1'),
    person2: person('person2'),
    relationship_start_date: couple.relationship_start_date ?? '',
    anniversary_date: couple.anniversary_date ?? '',
    common_interests: [...couple.common_interests],
    pets: couple.pets ?? '',
    short_term_goals: couple.short_term_goals ?? '',
    medium_term_goals: couple.medium_term_goals ?? '',
    long_term_goals: couple.long_term_goals ?? '',
    photos: couple.gallery_photos.map((photo) => stored(photo.id, photo.photo_url, photo.photo_title)),
    songs: couple.favorite_songs.map((song) => ({ key: song.id, title: song.song_title, youtube_url: song.youtube_url })),
    videos: couple.special_videos.map((video) => stored(video.id, video.video_url, video.video_filename)),
  };
}

// ——— Steps ———

export const COUPLE_STEP_COUNT = 5;
export const REVIEW_STEP = COUPLE_STEP_COUNT - 1;

export type CoupleField =
  'couple_name' | 'description' | 'image' | 'person1_name' | 'person1_birth_date' | 'person2_name' | 'person2_birth_date';
export type CoupleErrors = Partial<Record<CoupleField, string>>;

/** product §3.4: the wizard checks steps 1 and 2 only; the others hold optional details. */
export const STEP_FIELDS: readonly (readonly CoupleField[])[] = [
  ['couple_name', 'description', 'image'],
  ['person1_name', 'person1_birth_date', 'person2_name', 'person2_birth_date'],
  [],
  [],
  [],
];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function birthDateError(value: string, required: string, today: string): string | null {
  if (!value.trim() || !isDate(value)) return required;
  // The API refuses it too: a couple page is for living people.
  return value > today ? M.birthFuture : null;
}

/** Every message of product §3.5 for the fields that have one; `today` is Colombia's date (YYYY-MM-DD). */
export function coupleErrors<F>(draft: CoupleDraft<F>, today: string): CoupleErrors {
  const errors: CoupleErrors = {};
  if (!draft.couple_name.trim()) errors.couple_name = M.coupleNameRequired;
  if (!draft.description.trim()) errors.description = M.descriptionRequired;
  if (!draft.image) errors.image = M.imageRequired;
  if (!draft.person1.name.trim()) errors.person1_name = M.person1NameRequired;
  const birth1 = birthDateError(draft.person1.birth_date, M.person1BirthRequired, today);
  if (birth1) errors.person1_birth_date = birth1;
  if (!draft.person2.name.trim()) errors.person2_name = M.person2NameRequired;
  const birth2 = birthDateError(draft.person2.birth_date, M.person2BirthRequired, today);
  if (birth2) errors.person2_birth_date = birth2;
  return errors;
}

/** The messages of one step's fields. */
export function stepErrors<F>(step: number, draft: CoupleDraft<F>, today: string): CoupleErrors {
  const all = coupleErrors(draft, today);
  return Object.fromEntries((STEP_FIELDS[step] ?? []).filter((field) => all[field]).map((field) => [field, all[field]]));
}

/** product §3.2: Next is enabled only when the current step validates. */
export const isStepValid = <F>(step: number, draft: CoupleDraft<F>, today: string): boolean =>
  Object.keys(stepErrors(step, draft, today)).length === 0;

/** The first step with a message, or null when the whole wizard may be saved. */
export function firstInvalidStep<F>(draft: CoupleDraft<F>, today: string): number | null {
  const index = STEP_FIELDS.findIndex((_, step) => !isStepValid(step, draft, today));
  return index === -1 ? null : index;
}

// ——— Lists (chips) ———

export type PersonListKey = 'comidas_favoritas' | 'series_peliculas' | 'suegros' | 'cunados';
export type ListRule = { max: number; full: string };

/** product §3.5, §3.9: 3 foods and 3 series or films per person, 10 interests; suegros and cuñados a handful. */
export const PERSON_LIST_RULES: Record<PersonListKey, ListRule> = {
  comidas_favoritas: { max: L.foodsPerPerson, full: M.foodsFull },
  series_peliculas: { max: L.seriesPerPerson, full: M.seriesFull },
  suegros: { max: L.familyPerPerson, full: M.familyListFull },
  cunados: { max: L.familyPerPerson, full: M.familyListFull },
};
export const INTERESTS_RULE: ListRule = { max: L.interests, full: M.interestsFull };

/** The API's length for one item of a list. */
export const LIST_ITEM_MAX = 120;

/**
 * Adds a typed item to a list of names: blanks and repeats change nothing, a full list says so with
 * docs/product's message and stays as it was.
 */
export function addToList(list: readonly string[], text: string, rule: ListRule): { list: string[]; error: string | null } {
  const item = text.trim().slice(0, LIST_ITEM_MAX);
  const unchanged = { list: [...list], error: null };
  if (!item || list.some((existing) => existing.toLocaleLowerCase('es') === item.toLocaleLowerCase('es'))) return unchanged;
  if (list.length >= rule.max) return { list: [...list], error: rule.full };
  return { list: [...list, item], error: null };
}

export const removeFromList = (list: readonly string[], index: number): string[] => list.filter((_, i) => i !== index);

// ——— Songs ———

export type SongErrors = { title?: string; youtube_url?: string };

/** A song needs its title and a YouTube address with an 11-character video id (product §3.5). */
export function songErrors(title: string, url: string): SongErrors {
  const errors: SongErrors = {};
  if (!title.trim()) errors.title = M.songTitleRequired;
  if (parseSong(url)?.kind !== 'video') errors.youtube_url = M.invalidYoutube;
  return errors;
}

/** Whether another song fits (product §3.9: 2). */
export const canAddSong = <F>(draft: CoupleDraft<F>): boolean => draft.songs.length < L.songs;
