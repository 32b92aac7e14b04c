/**
 * The couple screens' own words, the ones the API never says (the shared ones are COUPLE_MESSAGES in
 * worker/schemas/couple-texts.ts). product §3.2, §3.5, §3.8 verbatim where docs/product has them. Pure.
 */
export const COUPLE_STEPS = ['Información básica', 'Personas', 'Relación', 'Detalles', 'Revisar'] as const;

export const COUPLE_UI = {
  /** product §3.5 'Admin upload checks', with the limit of a photo before the browser prepares it (docs/features/limits-and-daily-cleanup.md). */
  imageType: 'Tipo de imagen no válido',
  imageTooLarge: 'Imagen demasiado grande. Máximo: 25MB',
  listTitle: 'Perfiles especiales',
  listLoadFailed: 'Error al cargar los perfiles especiales',
  noCouples: 'Todavía no hay perfiles de pareja',
  noCouplesHint: 'Crea el primero con el botón de arriba.',
  coupleType: 'Pareja',
  coupleTypeHint: 'Una página para celebrar a dos personas: su historia, fotos, canciones, videos y metas.',
  createCouple: 'Crear perfil de pareja',
  unassigned: 'Sin asignar',
  deleteTitle: 'Eliminar perfil',
  deleteBody: (name: string) =>
    `Se eliminará el perfil «${name}» con sus fotos, canciones y videos. Su página pública dejará de existir. Esta acción no se puede deshacer.`,
  wizardCreateTitle: 'Crear perfil de pareja',
  wizardEditTitle: 'Editar perfil de pareja',
  nextBlocked: 'Completa los campos requeridos para continuar.',
  createdTitle: '¡Perfil de pareja creado!',
  updateFailed: (message: string) => `Error al guardar el perfil de pareja: ${message || 'Error desconocido'}`,
  loading: 'Cargando el perfil...',
  templateLabel: 'Plantilla',
  publishNow: 'Publicar inmediatamente',
  published: 'Publicado',
  draft: 'Borrador',
} as const;

/** product §3.9 goal horizons, in the order the page shows them. */
export const COUPLE_GOALS = [
  { key: 'short_term_goals', title: 'Corto plazo', horizon: '1-2 años' },
  { key: 'medium_term_goals', title: 'Mediano plazo', horizon: '3-5 años' },
  { key: 'long_term_goals', title: 'Largo plazo', horizon: '5+ años' },
] as const;

export type CoupleGoalKey = (typeof COUPLE_GOALS)[number]['key'];
