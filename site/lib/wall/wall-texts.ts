/** The wall's own Spanish texts (product §2.4, §2.8); the form's validation texts are in worker/schemas/memory-texts.ts. */
export const WALL_TEXTS = {
  titlePrefix: 'Muro de los Recuerdos de',
  leaveButton: '+ Dejar un recuerdo',
  back: 'Volver al memorial',
  empty: 'Aún no hay recuerdos compartidos',
  notFound: 'Perfil no encontrado',
  invalidSlug: 'Slug no válido',
  loading: 'Cargando recuerdos…',
  more: 'Ver más recuerdos',
  imageMissing: 'Imagen no disponible',
  saving: 'Guardando...',
  save: 'Guardar recuerdo',
  cancel: 'Cancelar',
  sentTitle: '¡Recuerdo enviado!',
  sentText: 'Tu recuerdo se ha enviado exitosamente. Será visible una vez que la familia lo autorice.',
  sentPublic: 'Tu recuerdo se ha enviado exitosamente y ya se muestra en el muro.',
  sentPrivate: 'Tu recuerdo se ha enviado exitosamente. Como no pediste hacerlo público, solo la familia podrá verlo.',
  makePublic: 'Hacer público este recuerdo en el muro',
  /** What each choice of the box above means, in one line under it. */
  makePublicNote: 'Marcada: se verá en el muro cuando la familia lo apruebe. Sin marcar: solo la familia podrá verlo.',
  sentOk: 'Entendido',
  loadFailed: 'No pudimos cargar los recuerdos. Revisa tu conexión e intenta de nuevo.',
  photoLabel: 'Foto del recuerdo *',
  /** Where the family accepts memories without a photo (docs/features/memory-wall.md). */
  photoOptionalLabel: 'Foto del recuerdo (opcional)',
  /** Under the photo, where the family asks for one (docs/features/memory-wall.md): the visitor reads it before anything else. */
  photoRequiredNote: 'La familia pide una foto con cada recuerdo.',
  /** Above the captcha while no photo is chosen on such a wall: what sending without one does. */
  photoMissingNote:
    'Aún no elegiste una foto. Sin ella no podemos guardar tu recuerdo; si lo envías así, le contaremos a la familia que quisiste dejar un recuerdo sin foto.',
  /** product §2.8 'Upload' (alert): the photo could not be prepared or stored, and the server gave no reason. */
  photoUploadFailed: 'Error al subir imagen',
} as const;

/**
 * What the success message promises, from the memory as the server stored it: docs/product's text when it
 * waits for the owner, and the truth in the two cases docs/product's text would get wrong.
 */
export function sentTextFor(memory: { visitor_consent: boolean; is_public: boolean }): string {
  if (memory.is_public) return WALL_TEXTS.sentPublic;
  return memory.visitor_consent ? WALL_TEXTS.sentText : WALL_TEXTS.sentPrivate;
}

/** '3 recuerdos compartidos' with es-CO grouping. */
export const memoryTotalLabel = (total: number) =>
  total === 1 ? '1 recuerdo compartido' : `${total.toLocaleString('es-CO')} recuerdos compartidos`;
