/**
 * Money as the product writes it: whole Colombian pesos with es-CO grouping and no decimals. One module for
 * the API (e-mails, error texts) and the site (every price on screen), free of dependencies so both import it.
 * Intl is asked for digits only and the symbol is added here: the currency style emits a non-breaking space
 * after '$', and exact, predictable strings are easier to test and to read.
 */
import { lazyFormat } from './lazy-format';

/** 'always' because plain `es` grouping leaves four-digit numbers ungrouped ('1200'). */
const integerFormat = lazyFormat(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' }));

/** A whole number with es-CO grouping: 1200 → '1.200'. */
export function formatInteger(value: number): string {
  return integerFormat().format(value);
}

/** Whole Colombian pesos: 150000 → '$ 150.000'. */
export function formatCOP(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}$ ${formatInteger(Math.abs(Math.round(amount)))}`;
}
