/**
 * The memory wall's script: more memories on demand, likes (optimistic, rolled back on failure), the
 * detail dialog, 'Imagen no disponible' for photos that fail, live changes, and the leave-memory form,
 * whose code is fetched only when someone opens it.
 */
import { requestEndpoint, requestEndpointData } from '../../lib/endpoint-request';
import { fillRouteSlot } from '../../lib/public/route-slot';
import { keepShownLikes, likesLabel, memoryCardHtml, type WallMemory } from '../../lib/wall/memory-card';
import { memoryTotalLabel } from '../../lib/wall/wall-texts';
import { followWall, type WallNotice } from './live-updates';
import { openMemoryDetail, showMissingPhoto } from './memory-detail';
import { readWallState, wallPageAddress, type LikeCall, type WallPageBody, type WallPageCall, type WallState } from './wall-state';
import { detached } from '../../lib/detached';

const LIKED_KEY = 'muro-recuerdos-me-gusta';

function likedIds(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(LIKED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function rememberLiked(id: string): void {
  try {
    localStorage.setItem(LIKED_KEY, JSON.stringify([...likedIds(), id].slice(-500)));
  } catch {
    // Private mode: the like still counts, the button just forgets it after a reload.
  }
}

function cardElement(memory: WallMemory): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = memoryCardHtml(memory);
  return template.content.firstElementChild as HTMLElement;
}

export function startWall(): void {
  const state = readWallState();
  const grid = document.querySelector<HTMLElement>('[data-wall-grid]');
  const list = document.querySelector<HTMLElement>('[data-wall]');
  if (!state || !grid || !list) return;
  const wall: WallState = state;
  const memories = new Map<string, WallMemory>(wall.memories.map((m) => [m.id, m]));
  const el = <T extends HTMLElement>(selector: string) => list.querySelector<T>(selector) ?? document.querySelector<T>(selector);
  const more = el<HTMLButtonElement>('[data-wall-more]');
  const empty = el<HTMLElement>('[data-wall-empty]');
  const loading = el<HTMLElement>('[data-wall-loading]');
  const failure = el<HTMLElement>('[data-wall-error]');
  const count = document.querySelector<HTMLElement>('[data-wall-count]');
  const pendingLikes = new Set<string>();

  const markLiked = () => {
    const liked = likedIds();
    grid.querySelectorAll<HTMLElement>('[data-memory-id]').forEach((card) => {
      const pressed = liked.has(card.dataset.memoryId ?? '');
      card.querySelector('[data-like]')?.setAttribute('aria-pressed', String(pressed));
    });
  };

  const checkPhotos = () => {
    grid.querySelectorAll<HTMLImageElement>('img[data-memory-photo]').forEach((img) => {
      if (img.complete && img.naturalWidth === 0) showMissingPhoto(img);
    });
  };

  const render = (read: WallMemory[], total: number, pages: number) => {
    const rows = keepShownLikes(read, memories);
    memories.clear();
    rows.forEach((m) => memories.set(m.id, m));
    // Cards already on screen are kept (their photos stay loaded); only new memories are drawn.
    const shown = new Map([...grid.querySelectorAll<HTMLElement>('[data-memory-id]')].map((card) => [card.dataset.memoryId, card]));
    grid.replaceChildren(
      ...rows.map((memory) => {
        const card = shown.get(memory.id) ?? cardElement(memory);
        const label = card.querySelector('[data-like-count]');
        if (label) label.textContent = likesLabel(memory.likes);
        return card;
      }),
    );
    wall.total = total;
    wall.pages = pages;
    if (empty) empty.hidden = rows.length > 0;
    if (more) more.hidden = wall.page >= pages;
    if (count) count.textContent = memoryTotalLabel(total);
    markLiked();
    checkPhotos();
  };

  const fetchPage = (page: number) => requestEndpoint<WallPageCall>(wallPageAddress(wall.endpoints, page));

  /** Reads again every page the visitor has opened, newest first, and redraws the grid. */
  let refreshing: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    refreshing ??= (async () => {
      const rows: WallMemory[] = [];
      let last: WallPageBody['pagination'] | null = null;
      for (let page = 1; page <= wall.page; page++) {
        const result = await fetchPage(page);
        if (!result.ok) return;
        rows.push(...result.data.data);
        last = result.data.pagination;
        if (page >= last.pages) break;
      }
      if (last) render(rows, last.total, last.pages);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  more?.addEventListener(
    'click',
    detached(async () => {
      more.disabled = true;
      if (loading) loading.hidden = false;
      list.setAttribute('aria-busy', 'true');
      const result = await fetchPage(wall.page + 1);
      list.setAttribute('aria-busy', 'false');
      if (loading) loading.hidden = true;
      more.disabled = false;
      if (failure) failure.hidden = result.ok;
      if (!result.ok) return;
      wall.page += 1;
      const known = [...memories.values()];
      const fresh = result.data.data.filter((m) => !memories.has(m.id));
      render([...known, ...fresh], result.data.pagination.total, result.data.pagination.pages);
    }),
  );

  const setLikes = (id: string, likes: number) => {
    const memory = memories.get(id);
    if (memory) memory.likes = likes;
    const label = grid.querySelector(`[data-memory-id="${CSS.escape(id)}"] [data-like-count]`);
    if (label) label.textContent = likesLabel(likes);
  };

  const like = async (id: string) => {
    const memory = memories.get(id);
    if (!memory || pendingLikes.has(id) || likedIds().has(id)) return;
    pendingLikes.add(id);
    const before = memory.likes;
    setLikes(id, before + 1);
    rememberLiked(id);
    markLiked();
    const result = await requestEndpointData<LikeCall>(fillRouteSlot(wall.endpoints.like, id), { method: 'POST' });
    pendingLikes.delete(id);
    if (result.ok) {
      setLikes(id, result.data.likes);
    } else if (result.status !== 429) {
      // docs/product: the like is rolled back on failure and only logged. A 429 means this address already liked it.
      console.warn('No se pudo registrar el me gusta', result.error);
      setLikes(id, before);
    } else {
      setLikes(id, before);
    }
  };

  grid.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const card = target.closest<HTMLElement>('[data-memory-id]');
    const memory = card && memories.get(card.dataset.memoryId ?? '');
    if (!memory) return;
    if (target.closest('[data-like]')) void like(memory.id);
    else if (target.closest('[data-open-memory]')) openMemoryDetail(memory);
  });

  // Photos that fail after this script started; the ones that failed before are found by checkPhotos.
  grid.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) showMissingPhoto(event.target);
    },
    true,
  );
  markLiked();
  checkPhotos();

  document.querySelectorAll<HTMLElement>('[data-open-leave]').forEach((button) =>
    button.addEventListener(
      'click',
      detached(async () => {
        const { openLeaveMemory } = await import('./leave-memory');
        openLeaveMemory(wall.target, wall.endpoints, () => void refresh());
      }),
    ),
  );

  // 'Reportar' in the detail dialog: its small script loads on the first tap.
  const detail = document.getElementById('memory-detail');
  if (detail instanceof HTMLDialogElement) {
    detail.querySelector('[data-report-open]')?.addEventListener(
      'click',
      detached(async () => {
        const { openReport } = await import('./report-memory');
        openReport(detail);
      }),
    );
  }

  followWall(
    wall.endpoints.live,
    (notice: WallNotice) => {
      if (notice.type === 'liked') {
        if (!pendingLikes.has(notice.memoryId)) setLikes(notice.memoryId, notice.likes);
      } else {
        void refresh();
      }
    },
    () => void refresh(),
  );
}
