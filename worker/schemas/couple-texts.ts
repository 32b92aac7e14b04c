/**
 * Every text of the couple pages (product §3.2, §3.5, §3.8): the wizard's step rules, the limits, the
 * back-office's answers and the public page's not-found. The API answers with these very words, so the
 * wizard can show them whether it caught the problem itself or the server did.
 */
export const COUPLE_MESSAGES = {
  coupleNameRequired: 'El nombre de la pareja es requerido',
  descriptionRequired: 'La descripción es requerida',
  imageRequired: 'La imagen principal es requerida',
  person1NameRequired: 'El nombre de la primera persona es requerido',
  person1BirthRequired: 'La fecha de nacimiento de la primera persona es requerida',
  person2NameRequired: 'El nombre de la segunda persona es requerido',
  person2BirthRequired: 'La fecha de nacimiento de la segunda persona es requerida',
  birthFuture: 'La fecha de nacimiento no puede ser futura',
  dateInvalid: 'Fecha no válida',
  galleryFull: 'Máximo 10 fotos permitidas',
  songsFull: 'Máximo 2 canciones permitidas',
  videosFull: 'Máximo 2 videos permitidos',
  interestsFull: 'Máximo 10 intereses permitidos',
  foodsFull: 'Máximo 3 comidas favoritas por persona',
  seriesFull: 'Máximo 3 series o películas por persona',
  familyListFull: 'Máximo 10 nombres por lista',
  songTitleRequired: 'El título de la canción es requerido',
  invalidYoutube: 'URL de YouTube no válida',
  videoType: 'no es válido. Solo se permiten videos MP4, MOV, WebM o AVI',
  videoTooLarge: 'demasiado grande. Máximo 65MB.',
  textTooLong: 'El texto es demasiado largo',
  invalidMedia: 'Archivo no válido',
  invalidOwner: 'Usuario no encontrado',
  invalidId: 'ID de perfil no válido',
  notFound: 'Perfil no encontrado',
  notFoundDetail: 'El perfil que buscas no existe o no está disponible',
  invalidSlug: 'Slug no válido',
  loadFailed: 'Error al cargar el perfil',
  deleted: 'Perfil eliminado exitosamente',
  deleteFailed: (error: string) => `Error al eliminar el perfil: ${error || 'Error desconocido'}`,
  createFailed: (message: string) => `Error al crear el perfil de pareja: ${message || 'Error al crear el perfil'}`,
  uploadFailed: 'Error al subir archivo',
  uploadStepFailed: (what: 'imagen de perfil' | 'imagen de galería' | 'video', message: string) => `Error subiendo ${what}: ${message}`,
  noSession: 'No hay sesión activa. Por favor, recarga la página e inicia sesión nuevamente.',
  created: 'Perfil de pareja creado exitosamente',
  updated: 'Perfil de pareja actualizado exitosamente',
  /** What the created dialog says is true at once: a published page is live, a draft waits for 'Editar'. */
  livePublished: 'Ya está publicado: cualquiera con su dirección puede verlo desde ahora.',
  liveDraft: "Quedó como borrador: nadie lo ve hasta que lo publiques desde 'Editar'.",
} as const;

/** product §3.9. */
export const COUPLE_LIMITS = {
  gallery: 10,
  songs: 2,
  videos: 2,
  interests: 10,
  foodsPerPerson: 3,
  seriesPerPerson: 3,
  /** Not in the first specification: suegros and cuñados are a handful of names, capped so a list stays a list. */
  familyPerPerson: 10,
  /** Public gallery page size ('Recuerdos juntos'). */
  galleryPage: 5,
} as const;
