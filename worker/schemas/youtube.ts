/**
 * The favourite-song field is free text (product §2.3): a YouTube address plays on the page, anything
 * else becomes a YouTube search, and an address whose video id is not exactly 11 characters is refused
 * with the product's text (product §2.5, §2.8). Pure and dependency-free: the page renders from it on the server.
 */

export const INVALID_YOUTUBE_URL = 'URL de YouTube no válida';

/** A song field's link that is not a YouTube video (docs/product/text-changes.md: the spec's text named no way out). */
export const SONG_LINK_NOT_VIDEO = 'Ese enlace no es de un video de YouTube. Pega el enlace del video o escribe el nombre de la canción.';

export type SongLink =
  /** A playable video: `embedUrl` is the privacy-enhanced player, loaded only after a click. */
  | { kind: 'video'; id: string; watchUrl: string; embedUrl: string }
  /** Words (a title, an artist): a link to YouTube's search for them. */
  | { kind: 'search'; query: string; searchUrl: string }
  /** A YouTube address without a usable id. */
  | { kind: 'invalid'; url: string; message: typeof INVALID_YOUTUBE_URL };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'www.youtu.be',
]);

/** Path prefixes that carry the id as the next segment: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const ID_SEGMENT_PREFIXES = new Set(['shorts', 'embed', 'live', 'v', 'e']);

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The first web address in the text ("Hallelujah https://youtu.be/…" is still a link). */
function findUrl(text: string): URL | null {
  // Starts the text or follows a space, so 'notyoutube.com' is not mistaken for YouTube.
  const match = /(?:^|\s)((?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:youtube(?:-nocookie)?\.com|youtu\.be)\/\S*)/i.exec(text);
  if (!match?.[1]) return null;
  const raw = /^https?:\/\//i.test(match[1]) ? match[1] : `https://${match[1]}`;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** The id candidate an address carries, whatever its length (validated by the caller). */
function idCandidate(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host.endsWith('youtu.be')) return segments[0] ?? null;
  const fromQuery = url.searchParams.get('v');
  if (fromQuery !== null) return fromQuery;
  const [first, second] = segments;
  if (first && ID_SEGMENT_PREFIXES.has(first.toLowerCase())) return second ?? null;
  return null;
}

export function youtubeEmbedUrl(id: string): string {
  // rel=0 keeps suggestions to the same channel; autoplay because the visitor has just pressed play.
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`;
}

export function youtubeSearchUrl(query: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
}

const watchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/**
 * The video at a YouTube address, for a field that must hold exactly one video and nothing else (the
 * landing's tutorial): null for a channel, a search, another site, or an address among other words.
 */
export function youtubeVideo(text: string): { id: string; watchUrl: string } | null {
  const value = text.trim();
  if (!value || /\s/.test(value)) return null;
  const url = findUrl(value);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const id = idCandidate(url);
  return id && VIDEO_ID.test(id) ? { id, watchUrl: watchUrl(id) } : null;
}

/** What the song card shows for the stored text; null when nothing was entered. */
export function parseSong(value: string | null | undefined): SongLink | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const url = findUrl(text);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) {
    return { kind: 'search', query: text, searchUrl: youtubeSearchUrl(text) };
  }
  const id = idCandidate(url);
  if (!id || !VIDEO_ID.test(id)) return { kind: 'invalid', url: url.href, message: INVALID_YOUTUBE_URL };
  return { kind: 'video', id, watchUrl: watchUrl(id), embedUrl: youtubeEmbedUrl(id) };
}

/** A web address anywhere in the text: 'https://…', 'www.…', or 'host.tld/…'. */
const ANY_LINK = /(?:https?:\/\/|www\.)\S+|(?:^|\s)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*/i;

/**
 * Why a song field's text cannot be kept, or null: a link must be a YouTube video's (a channel, a YouTube
 * address with a broken id, or another site's link is refused); words with no link stay a YouTube search,
 * as the wizards' hint promises ('o escribe el nombre de la canción').
 */
export function songLinkError(value: string | null | undefined): string | null {
  const song = parseSong(value);
  if (!song || song.kind === 'video') return null;
  if (song.kind === 'invalid' || ANY_LINK.test(song.query)) return SONG_LINK_NOT_VIDEO;
  return null;
}
