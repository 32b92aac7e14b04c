import { z } from 'zod';

/** The words for a list's page and page size in a query string (docs/api.md, "Errors"). */
export const PAGING_MESSAGES = {
  page: 'Número de página no válido',
  limit: (max: number) => `Indica cuántos resultados por página, de 1 a ${max}`,
} as const;

/** `?page=`: a whole number from 1 (to `max` where a list bounds it), 1 when left out. */
export const pageField = (max?: number) => {
  const page = z.coerce.number({ error: PAGING_MESSAGES.page }).int(PAGING_MESSAGES.page).min(1, PAGING_MESSAGES.page);
  return (max === undefined ? page : page.max(max, PAGING_MESSAGES.page)).default(1);
};

/** `?limit=`: a whole number from 1 to `max`, `fallback` when left out. */
export const limitField = (max: number, fallback: number) =>
  z.coerce
    .number({ error: PAGING_MESSAGES.limit(max) })
    .int(PAGING_MESSAGES.limit(max))
    .min(1, PAGING_MESSAGES.limit(max))
    .max(max, PAGING_MESSAGES.limit(max))
    .default(fallback);
