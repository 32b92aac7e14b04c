/**
 * The shared pager's arithmetic (product §3.2: "pagination only when more than one page"). Pure, so the
 * rules are unit-tested once and every list in the back-office pages the same way.
 */
import { formatCount } from './format';

/** A page button or a gap. Gaps carry which side they stand for, so React keys stay stable. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; side: 'start' | 'end' };

/** Pages shown on each side of the current one. */
export const PAGE_NEIGHBOURS = 2;

export function hasSeveralPages(totalPages: number): boolean {
  return totalPages > 1;
}

/** Keeps a requested page inside 1..totalPages (a reload can shrink the list under the person). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/**
 * First and last page always, `neighbours` pages either side of the current one, and a gap where pages
 * are left out. A gap never hides a single page: showing that page takes the same room and says more.
 * Empty when there is one page or none (the pager is hidden then).
 */
export function pageItems(current: number, totalPages: number, neighbours: number = PAGE_NEIGHBOURS): PageItem[] {
  if (!hasSeveralPages(totalPages)) return [];
  const page = clampPage(current, totalPages);
  let from = Math.max(2, page - neighbours);
  let to = Math.min(totalPages - 1, page + neighbours);
  if (from === 3) from = 2;
  if (to === totalPages - 2) to = totalPages - 1;

  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (from > 2) items.push({ kind: 'gap', side: 'start' });
  for (let n = from; n <= to; n += 1) items.push({ kind: 'page', page: n });
  if (to < totalPages - 1) items.push({ kind: 'gap', side: 'end' });
  items.push({ kind: 'page', page: totalPages });
  return items;
}

/** The 1-based positions of the first and last row on `page`; 0 to 0 for an empty list. */
export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0 || limit <= 0) return { from: 0, to: 0 };
  const last = Math.ceil(total / limit);
  const current = clampPage(page, last);
  return { from: (current - 1) * limit + 1, to: Math.min(current * limit, total) };
}

/** 'Mostrando 11 a 20 de 1.234 resultados'. */
export function rangeSummary(page: number, limit: number, total: number): string {
  const { from, to } = pageRange(page, limit, total);
  return `Mostrando ${formatCount(from)} a ${formatCount(to)} de ${formatCount(total)} resultados`;
}
