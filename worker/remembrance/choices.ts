/**
 * Which remembrance dates a memorial keeps: the owner's choices, their defaults, and when Día de la Madre and
 * Día del Padre make sense. Pure and dependency-free (the dashboard's island may import it).
 */
import { REMEMBRANCE_KINDS, type Relationship, type RemembranceKind } from '../../db/schema/enums';

export { REMEMBRANCE_KINDS, type RemembranceKind } from '../../db/schema/enums';

export type RemembranceChoices = Record<RemembranceKind, boolean>;

/**
 * Everything a family keeps in Colombia is on; the two family days are off until the owner says the person was
 * a mother or a father (an individual memorial does not record it).
 */
export const DEFAULT_CHOICES: Readonly<RemembranceChoices> = {
  novenario: true,
  misa_de_mes: true,
  cabo_de_ano: true,
  aniversario: true,
  cumpleanos: true,
  fieles_difuntos: true,
  dia_de_la_madre: false,
  dia_del_padre: false,
};

/** Spanish names of the kinds, for the owner's switches and the e-mails. */
export const KIND_LABELS: Readonly<Record<RemembranceKind, string>> = {
  novenario: 'Novenario',
  misa_de_mes: 'Misa de mes',
  cabo_de_ano: 'Cabo de año',
  aniversario: 'Aniversarios',
  cumpleanos: 'Cumpleaños',
  fieles_difuntos: 'Día de los Fieles Difuntos (2 de noviembre)',
  dia_de_la_madre: 'Día de la Madre',
  dia_del_padre: 'Día del Padre',
};

/** The relationship a family member needs for a family day to be theirs. */
const FAMILY_DAY_RELATIONSHIP: Partial<Record<RemembranceKind, Relationship>> = {
  dia_de_la_madre: 'madre',
  dia_del_padre: 'padre',
};

/**
 * Whether `kind` can apply to a person. An individual memorial (relationship null) is offered both family days:
 * the owner knows whether the person was a mother or a father, so the choice is theirs. A family member has a
 * recorded relationship: Día de la Madre is kept for a 'madre', Día del Padre for a 'padre'.
 */
export function kindAppliesTo(kind: RemembranceKind, relationship: Relationship | null): boolean {
  const needed = FAMILY_DAY_RELATIONSHIP[kind];
  return !needed || relationship === null || relationship === needed;
}

/** Which kinds the owner may turn on for a memorial whose people have these relationships (null: an individual). */
export function availableKinds(relationships: readonly (Relationship | null)[]): Record<RemembranceKind, boolean> {
  return Object.fromEntries(
    REMEMBRANCE_KINDS.map((kind) => [kind, relationships.some((relationship) => kindAppliesTo(kind, relationship))]),
  ) as Record<RemembranceKind, boolean>;
}
