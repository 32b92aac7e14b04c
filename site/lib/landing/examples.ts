/** The example memorials configured in settings examples_section (product §1.2, examples modal). */
import type { ExamplesSection } from '../../../worker/schemas/settings';
import { formatDate } from '../format';

export type ExampleProfile = ExamplesSection['memorial_profiles'][number];

/** Family type, or a slug starting with 'familia-', opens the family page; anything else a memorial. */
export function exampleHref(profile: Pick<ExampleProfile, 'slug' | 'type'>): string {
  const slug = encodeURIComponent(profile.slug);
  const isFamily = profile.type === 'family' || profile.slug.startsWith('familia-');
  return isFamily ? `/familia/${slug}` : `/memorial/${slug}`;
}

/** '15 de marzo de 1948 – 2 de agosto de 2021', leaving out a date the administrator chose to hide. */
export function exampleLifespan(profile: ExampleProfile): string {
  const born = profile.show_birth_date === false ? '' : profile.birth_date;
  const died = profile.show_death_date === false ? '' : profile.death_date;
  return [born, died].filter(Boolean).map(formatDate).join(' – ');
}
