import type { PlaqueStatus } from './plaque-delivery';

/**
 * The words and the check of 'Eliminar' in the dashboard (docs/features/editing-a-memorial.md): the family keeps a copy first ('Descargar
 * memorial'), hears what becomes of its plaque, and types the memorial's name before the button works, so a stray
 * tap never deletes a life's page. Library-free so a unit test reads them.
 */
export const DELETE_TEXTS = {
  title: (family: boolean) => (family ? '¿Eliminar este memorial familiar?' : '¿Eliminar este memorial?'),
  keepFirst:
    'Antes de eliminarlo, guarda una copia: un archivo .zip con la página, las fotos, los videos y los recuerdos, que se abre sin internet.',
  cannotUndo: 'Podrás crear otro memorial en su lugar. Esta acción no se puede deshacer.',
  typeName: 'Para confirmar, escribe el nombre del memorial:',
  nameMismatch: 'Escribe el nombre tal como aparece arriba.',
  cancel: 'Cancelar',
  confirm: 'Eliminar',
  deleting: 'Eliminando…',
} as const;

/**
 * What becomes of the plaque: one not yet engraved is not engraved with this memorial's code (its row leaves with
 * the memorial, db/schema/plaques.ts); an engraved one stays where it is, and its code, never given to another page
 * (docs/features/plaque-and-card.md), stops opening one. Null when the memorial has no plaque.
 */
export function plaqueNote(status: PlaqueStatus | null): string | null {
  if (status === null) return null;
  if (status === 'por_grabar') return 'Su placa aún no se ha grabado: no se grabará con el código de este memorial.';
  return 'Su placa ya está grabada: el código QR de la placa dejará de abrir una página, y no lleva al memorial que crees en su lugar.';
}

/** Letters only, as a phone keyboard may give them: case, accents and spacing do not matter. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('es-CO')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether what was typed names the memorial, so 'Eliminar' may be pressed. */
export function namesMatch(typed: string, name: string): boolean {
  return folded(typed) !== '' && folded(typed) === folded(name);
}
