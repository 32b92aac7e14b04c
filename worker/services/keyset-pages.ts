/**
 * Numbered pages of a newest-first list (created_at DESC, id DESC) read by seeking instead of OFFSET. With
 * OFFSET the last page of 100 000 memorials reads all 100 000; here the first and last pages read one page
 * from either end of an index, and a page next to the one on screen seeks from that page's first or last row
 * (the `cursor` the previous answer carried) and skips at most the pages in between: the pager only offers
 * the first, the last and two neighbours either side. A request without a cursor (another client, a typed
 * URL) still gets its page, skipping from the nearer end.
 */
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import { badRequest } from '../errors';

/** A row's place in the order. */
export type RowKey = { createdAt: string; id: string };

/** The page an answer showed, by its first and last rows: what the next request seeks from. */
export type PageCursor = { page: number; first: RowKey; last: RowKey };

/** One read: from which end, from which row (exclusive unless `inclusive`), skipping how many rows. */
export type PageSeek = {
  order: 'newest' | 'oldest';
  from: { key: RowKey; inclusive: boolean } | null;
  skip: number;
  take: number;
};

export const CURSOR_INVALID = 'Página no válida: vuelve a la primera página';

const rowKeySchema = z.tuple([z.string().min(1).max(40), z.string().min(1).max(64)]);
const cursorSchema = z.object({ p: z.number().int().min(1), f: rowKeySchema, l: rowKeySchema });

export function encodeCursor(cursor: PageCursor): string {
  const json = JSON.stringify({ p: cursor.page, f: [cursor.first.createdAt, cursor.first.id], l: [cursor.last.createdAt, cursor.last.id] });
  return btoa(json).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The cursor a client sent back; a damaged one is the client's mistake (400), never a guess. */
export function decodeCursor(text: string | undefined): PageCursor | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(text.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    throw badRequest(CURSOR_INVALID);
  }
  const result = cursorSchema.safeParse(parsed);
  if (!result.success) throw badRequest(CURSOR_INVALID);
  const { p, f, l } = result.data;
  return { page: p, first: { createdAt: f[0], id: f[1] }, last: { createdAt: l[0], id: l[1] } };
}

/** How to read `page` of `total` rows, `limit` a page; null when the page is past the end (an empty answer). */
export function planPage(page: number, limit: number, total: number, anchor: PageCursor | null): PageSeek | null {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0 || page > pages) return null;
  if (page === 1) return { order: 'newest', from: null, skip: 0, take: limit };
  const lastPageSize = total - (pages - 1) * limit;
  if (page === pages) return { order: 'oldest', from: null, skip: 0, take: lastPageSize };
  if (anchor && page > anchor.page) {
    return { order: 'newest', from: { key: anchor.last, inclusive: false }, skip: (page - anchor.page - 1) * limit, take: limit };
  }
  if (anchor && page < anchor.page) {
    return { order: 'oldest', from: { key: anchor.first, inclusive: false }, skip: (anchor.page - page - 1) * limit, take: limit };
  }
  // The page on screen read again (after a change): from its first row, wherever rows before it went.
  if (anchor) return { order: 'newest', from: { key: anchor.first, inclusive: true }, skip: 0, take: limit };
  const fromStart = (page - 1) * limit;
  const fromEnd = total - page * limit;
  return fromStart <= fromEnd
    ? { order: 'newest', from: null, skip: fromStart, take: limit }
    : { order: 'oldest', from: null, skip: fromEnd, take: limit };
}

/** The WHERE part of a seek over (created_at, id), which an index on those two columns answers. */
export function seekCondition(createdAt: SQLiteColumn, id: SQLiteColumn, seek: PageSeek): SQL | undefined {
  if (!seek.from) return undefined;
  const { key, inclusive } = seek.from;
  const op = seek.order === 'newest' ? (inclusive ? sql.raw('<=') : sql.raw('<')) : inclusive ? sql.raw('>=') : sql.raw('>');
  return sql`(${createdAt}, ${id}) ${op} (${key.createdAt}, ${key.id})`;
}

export function seekOrder(createdAt: SQLiteColumn, id: SQLiteColumn, seek: PageSeek): SQL[] {
  return seek.order === 'newest' ? [desc(createdAt), desc(id)] : [asc(createdAt), asc(id)];
}

/** The rows read, newest first again, with the cursor of the page they make. */
export function pageOf<T>(rows: T[], keyOf: (row: T) => RowKey, seek: PageSeek, page: number): { rows: T[]; cursor: string | undefined } {
  const ordered = seek.order === 'newest' ? rows : [...rows].reverse();
  const first = ordered[0];
  const last = ordered.at(-1);
  const cursor = first !== undefined && last !== undefined ? encodeCursor({ page, first: keyOf(first), last: keyOf(last) }) : undefined;
  return { rows: ordered, cursor };
}

export const withSeek = (where: SQL | undefined, createdAt: SQLiteColumn, id: SQLiteColumn, seek: PageSeek) =>
  and(where, seekCondition(createdAt, id, seek));
