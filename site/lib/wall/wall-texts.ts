/** The wall's own Spanish texts (spec part 2 §4, §8); the form's validation texts are in worker/schemas/memory-texts.ts. */
export const WALL_TEXTS = {
  titlePrefix: 'Muro de los Recuerdos de',
  leaveButton: '+ Dejar un Recuerdo',
  back: 'Volver al memorial',
  empty: 'Aún no hay recuerdos compartidos',
  notFound: 'Perfil no encontrado',
  loading: 'Cargando recuerdos…',
  more: 'Ver más recuerdos',
  imageMissing: 'Imagen no disponible',
  saving: 'Guardando...',
  save: 'Guardar Recuerdo',
  cancel: 'Cancelar',
  sentTitle: '¡Recuerdo Enviado!',
  sentText: 'Tu recuerdo se ha enviado exitosamente. Será visible una vez que el propietario lo autorice.',
  sentOk: 'Entendido',
  loadFailed: 'No pudimos cargar los recuerdos. Revisa tu conexión e intenta de nuevo.',
} as const;

/** '3 recuerdos compartidos' with es-CO grouping. */
export const memoryTotalLabel = (total: number) =>
  total === 1 ? '1 recuerdo compartido' : `${total.toLocaleString('es-CO')} recuerdos compartidos`;
