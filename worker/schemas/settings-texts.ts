/**
 * The 'Configuración' view's texts (product §3.2, §3.8), shared by the API's schemas and the admin island.
 * Library-free, so the island does not pull zod in.
 */
export const SETTINGS_MESSAGES = {
  notFound: 'Configuración no encontrada',
  updated: 'Configuración actualizada exitosamente',
  updateFailed: 'Error al actualizar la configuración',
  initialized: 'Configuraciones inicializadas exitosamente',
  initFailed: 'Error al inicializar configuraciones',
  empty: 'No hay configuraciones',
  syncFailed: 'Error sincronizando con packages',
  titleRequired: 'El título es requerido',
  tooLong: 'El texto es demasiado largo',
  phoneInvalid: 'El teléfono no es válido: usa solo números (por ejemplo 3001234567; el +57 se agrega solo)',
  emailInvalid: 'Correo inválido',
  urlInvalid: 'La dirección debe empezar con http:// o https://',
  countInvalid: 'Las cifras deben ser números enteros, 0 o más',
  ratingInvalid: 'La calificación debe ser un número entre 0 y 5',
  realFiguresInvalid: "'Usar cifras reales' debe estar activado o desactivado",
  methodNameRequired: 'El nombre del método de pago es requerido',
  methodAccountRequired: 'La cuenta del método de pago es requerida',
  methodIdInvalid: 'El identificador del método de pago solo puede tener minúsculas, números, - y _',
  examplesMax: 'Máximo 3 ejemplos',
  exampleSlugRequired: 'Cada ejemplo necesita la dirección (slug) de un memorial',
  exampleNameRequired: 'Cada ejemplo necesita un nombre',
  exampleImageInvalid: 'La foto de un ejemplo debe ser una foto guardada en el sitio (/media/…)',
  priceInvalid: 'El precio debe ser un número entero de pesos mayor a 0',
  packageNameRequired: 'El nombre del paquete es requerido',
  featureInvalid: 'Cada característica debe tener entre 1 y 200 caracteres',
  packageTypeInvalid: 'El tipo de paquete debe ser individual o familiar',
} as const;
