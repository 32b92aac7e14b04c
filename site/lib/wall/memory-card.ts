/**
 * One memory card as HTML, used both by the server-rendered wall and by the wall's script when memories
 * arrive later (more pages, live changes), so the two can never drift apart. Every value is escaped.
 * Dependency-free: it ships in the wall's script.
 */
import type { AnswerData, api } from '../api-client';

/** A memory as GET /api/memories answers it (a type only: the wall's script carries none of the client). */
export type WallMemory = AnswerData<Awaited<ReturnType<typeof api.memories.index.$get>>>[number];

/** product §2.4: the card shows the first 80 characters of the message. */
export const PREVIEW_LENGTH = 80;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

export function messagePreview(message: string): string {
  const chars = Array.from(message);
  return chars.length <= PREVIEW_LENGTH ? message : `${chars.slice(0, PREVIEW_LENGTH).join('').trimEnd()}…`;
}

const memoryDateFormat = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Bogota' });

/** '22 de noviembre de 2026', on Colombia's calendar. */
export function memoryDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : memoryDateFormat.format(time);
}

/**
 * Rows read from the server, with each memory's likes never below what the page already shows: likes only
 * grow on the server, so a read that started before a like (this visitor's optimistic one, or a live notice
 * that overtook the read) must not take the count back down.
 */
export function keepShownLikes(rows: WallMemory[], shown: ReadonlyMap<string, Pick<WallMemory, 'likes'>>): WallMemory[] {
  return rows.map((row) => {
    const likes = Math.max(row.likes, shown.get(row.id)?.likes ?? 0);
    return likes === row.likes ? row : { ...row, likes };
  });
}

export const likesLabel = (likes: number) => (likes === 1 ? '1 me gusta' : `${likes.toLocaleString('es-CO')} me gusta`);

export function memoryCardHtml(memory: WallMemory): string {
  const e = escapeHtml;
  const author = e(memory.author_name);
  const things = memory.things_list.length
    ? `<ul class="memory-card__things" aria-label="Cosas que extraña">${memory.things_list.map((t) => `<li>${e(t)}</li>`).join('')}</ul>`
    : '';
  const song = memory.song ? `<p class="memory-card__song"><span aria-hidden="true">♪</span> ${e(memory.song)}</p>` : '';
  // A memory of words alone (the family accepts memories without a photo) has no photo button.
  const photo = memory.photo_url
    ? `<button type="button" class="memory-card__photo" data-open-memory aria-label="Ver el recuerdo de ${author}">
<img src="${e(memory.photo_url)}" alt="Foto compartida por ${author}" loading="lazy" decoding="async" width="480" height="360" data-memory-photo>
</button>
`
    : '';
  return `<article class="memory-card" data-memory-id="${e(memory.id)}">
${photo}<div class="memory-card__body">
<p class="memory-card__author">${author}</p>
<time class="memory-card__date" datetime="${e(memory.created_at)}">${e(memoryDate(memory.created_at))}</time>
<p class="memory-card__message">${e(messagePreview(memory.message))}</p>
${song}${things}
<div class="memory-card__actions">
<button type="button" class="pill-button memory-card__like" data-like aria-pressed="false"><span aria-hidden="true">♥</span> <span data-like-count>${e(likesLabel(memory.likes))}</span></button>
<button type="button" class="pill-button memory-card__more" data-open-memory>Ver recuerdo</button>
</div>
</div>
</article>`;
}
