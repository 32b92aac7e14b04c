import { formatSavedAt } from './draft-store';

/** What the wizards say about drafts (es-CO), in one place. */
export const DRAFT_TEXTS = {
  promptTitle: 'Tienes un borrador',
  promptSaved: (savedAt: number) => `Tienes un borrador guardado ${formatSavedAt(savedAt)} en este dispositivo.`,
  promptQuestion: '¿Quieres seguir donde ibas o empezar otra vez? Empezar de nuevo borra el borrador.',
  resume: 'Continuar con tu borrador',
  startOver: 'Empezar de nuevo',
  loading: 'Recuperando tu borrador…',
  unavailable:
    'No podemos guardar un borrador en este dispositivo (quizá está en modo privado o sin espacio). Puedes seguir, pero si recargas o cierras la página se perderá lo que llevas.',
  leaveTitle: '¿Salir del asistente?',
  leaveKept: 'Tu borrador queda guardado en este dispositivo: cuando vuelvas podrás continuarlo.',
  leaveLost: 'Este dispositivo no puede guardar tu borrador: si sales ahora, se perderá lo que llevas.',
  leave: 'Salir',
  stay: 'Seguir aquí',
} as const;
