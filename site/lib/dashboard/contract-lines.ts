/**
 * The dashboard card's lines for a bóveda's contract ending soon (docs/features/resting-places.md): 'Contrato de la bóveda de María'
 * and 'vence el sábado, 5 de diciembre de 2026' (or 'vence hoy', 'vence mañana'). Pure.
 */
import { BOVEDA_TERM_TEXTS as T } from '../../../worker/schemas/resting-place-texts';
import { whenText, type CardContract } from './remembrance-owner';

export type ContractLine = { date: string; label: string; prefix: string; when: string };

export function contractLines(contracts: readonly CardContract[], today: string): ContractLine[] {
  return contracts.map(({ person_name, ends_on }) => {
    const when = whenText(ends_on, today);
    return {
      date: ends_on,
      label: T.line(person_name),
      prefix: T.ends,
      when: when === 'Hoy' ? 'hoy' : when === 'Mañana' ? 'mañana' : `el ${when}`,
    };
  });
}
