/**
 * Choosing a design before the wizard: the templates gallery's 'Usar este diseño' leads through
 * /usar-plantilla/{id} (which knows who is asking) to the design's wizard with `?plantilla={id}`, and the
 * wizard starts with that design chosen. Pure: the page decides with the person's quotas.
 */
import { DEFAULT_FAMILY_TEMPLATE, DEFAULT_TEMPLATE, FAMILY_TEMPLATE_OPTIONS, INDIVIDUAL_TEMPLATE_OPTIONS } from './memorial-options';

export const TEMPLATE_PARAM = 'plantilla';

/** The landing's packages section: where someone who cannot create that memorial yet gets one. */
export const PACKAGES_HREF = '/#precios';

export type DesignKind = 'individual' | 'family';

const isOption = (options: readonly { id: string }[], id: string | null | undefined): id is string =>
  options.some((option) => option.id === id);

/** Which wizard offers the design; null for anything else (couple designs are made by the team). */
export function designKind(id: string): DesignKind | null {
  if (isOption(INDIVIDUAL_TEMPLATE_OPTIONS, id)) return 'individual';
  if (isOption(FAMILY_TEMPLATE_OPTIONS, id)) return 'family';
  return null;
}

/** The individual wizard's first design: the one asked for when it is one of its own, else none. */
export const individualStartTemplate = (requested: string | null): string =>
  isOption(INDIVIDUAL_TEMPLATE_OPTIONS, requested) ? requested : DEFAULT_TEMPLATE;

/** The family wizard's first design: the one asked for when it is one of its own, else family-1. */
export const familyStartTemplate = (requested: string | null): string =>
  isOption(FAMILY_TEMPLATE_OPTIONS, requested) ? requested : DEFAULT_FAMILY_TEMPLATE;

/** 'Usar este diseño' for one design of the gallery. */
export const useDesignHref = (id: string): string => `/usar-plantilla/${encodeURIComponent(id)}`;

/** Memorials this person may still create, by kind; null for a visitor who is not signed in. */
export type AvailableQuotas = { individual: number; family: number } | null;

/**
 * Where 'Usar este diseño' leads: the design's wizard with it chosen when this person may create that kind
 * of memorial now, the packages otherwise (a visitor, a customer without a paid package of that kind or
 * with every one used, an unknown design).
 */
export function designDestination(id: string, available: AvailableQuotas): string {
  const kind = designKind(id);
  if (!kind || !available || available[kind] <= 0) return PACKAGES_HREF;
  const wizard = kind === 'individual' ? '/create-memorial' : '/create-family-memorial';
  return `${wizard}?${TEMPLATE_PARAM}=${encodeURIComponent(id)}`;
}
