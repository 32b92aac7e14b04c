import { escapeHtml as e } from '../mail/html';
import { familyPhrase } from '../schemas/family-name';
import { lifeDates, longDate } from '../qr/card/dates';
import { parseSong } from '../schemas/youtube';
import type { MemoryDto } from '../services/memories';
import type { MemorialExportSource } from '../services/memorial-export';
import { todayInColombia } from '../services/time';
import { EXPORT_CSS } from './memorial-css';

type Individual = Extract<MemorialExportSource, { kind: 'individual' }>;
type Family = Extract<MemorialExportSource, { kind: 'family' }>;
/** Media URL → its path in the zip. */
type Files = ReadonlyMap<string, string>;

/**
 * What the exported page needs besides the memorial: where each media URL sits in the zip (URLs absent
 * from `files` are not in the zip and are left off the page), when the copy was made, and the memorial's
 * addresses on the web.
 */
export type ExportPageInput = {
  source: MemorialExportSource;
  files: Files;
  exportedAt: Date;
  shortUrl: string | null;
  pageUrl: string;
};

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', mov: 'video/quicktime', avi: 'video/x-msvideo' };

/** A calendar day in Colombia for a stored timestamp ('12 de mayo de 2026'). */
function dayOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : (longDate(todayInColombia(time)) ?? '');
}

/** Free text as paragraphs: a blank line starts a new one, a single line break stays a line break. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map((block) => `<p>${block.trim().split('\n').map(e).join('<br>')}</p>`)
    .join('\n');
}

function section(id: string, title: string, body: string): string {
  return `<section class="card" aria-labelledby="${id}">\n<h2 id="${id}">${e(title)}</h2>\n${body}\n</section>`;
}

/** A <video> that plays from the folder, with a plain link for players the browser lacks (AVI, some MOV). */
function video(path: string, label: string, poster?: string | null): string {
  const type = VIDEO_TYPES[path.split('.').pop() ?? ''];
  const posterAttr = poster ? ` poster="${e(poster)}"` : '';
  return (
    `<figure class="video">\n<video controls preload="metadata"${posterAttr} aria-label="${e(label)}">` +
    `<source src="${e(path)}"${type ? ` type="${type}"` : ''}>` +
    `<a href="${e(path)}">${e(label)}</a></video>\n` +
    `<figcaption>Si el video no se reproduce aquí, <a href="${e(path)}">ábrelo con el reproductor del equipo</a>.</figcaption>\n</figure>`
  );
}

function gallery(paths: string[], name: string): string {
  const items = paths.map(
    (path, i) =>
      `<li><a href="${e(path)}"><img src="${e(path)}" alt="${e(`Recuerdo de ${name}, foto ${i + 1} de ${paths.length}`)}" loading="lazy"></a></li>`,
  );
  return `<ul class="gallery">\n${items.join('\n')}\n</ul>`;
}

/** The favourite song needs the internet: a link to YouTube, said plainly. Unusable addresses stay text. */
function song(value: string | null, title: string): string {
  const parsed = parseSong(value);
  if (!parsed) return '';
  const body =
    parsed.kind === 'video'
      ? `<p><a href="${e(parsed.watchUrl)}" rel="noreferrer">Escuchar en YouTube</a> <span class="note">(necesita conexión a internet)</span></p>`
      : parsed.kind === 'search'
        ? `<p>${e(parsed.query)} · <a href="${e(parsed.searchUrl)}" rel="noreferrer">Buscar en YouTube</a> <span class="note">(necesita conexión a internet)</span></p>`
        : `<p>${e(value ?? '')}</p>`;
  return section('cancion', title, body);
}

function memory(item: MemoryDto, files: Files): string {
  const photo = item.photo_url ? files.get(item.photo_url) : undefined;
  const things = item.things_list.length
    ? `<h4>Lo que más extraña</h4>\n<ul>${item.things_list.map((thing) => `<li>${e(thing)}</li>`).join('')}</ul>`
    : '';
  return [
    '<li class="memory"><article>',
    photo ? `<a href="${e(photo)}"><img src="${e(photo)}" alt="${e(`Foto del recuerdo de ${item.author_name}`)}" loading="lazy"></a>` : '',
    `<div class="memory__text">`,
    `<h3>${e(item.author_name)}</h3>`,
    `<p class="note"><time datetime="${e(item.created_at)}">${e(dayOf(item.created_at))}</time></p>`,
    paragraphs(item.message),
    item.song ? `<p class="memory__song">Canción: ${e(item.song)}</p>` : '',
    things,
    '</div>',
    '</article></li>',
  ]
    .filter(Boolean)
    .join('\n');
}

function memoriesSection(source: MemorialExportSource, files: Files): string {
  if (source.memories.length === 0) return '';
  return section(
    'recuerdos',
    'Muro de recuerdos',
    `<ol class="memories">\n${source.memories.map((m) => memory(m, files)).join('\n')}\n</ol>`,
  );
}

const present = (files: Files, urls: (string | null | undefined)[]) =>
  urls.map((url) => (url ? files.get(url) : undefined)).filter((path): path is string => Boolean(path));

function individualBody({ memorial: p }: Individual, files: Files): { title: string; html: string } {
  const portrait = p.profile_image_url ? files.get(p.profile_image_url) : undefined;
  const dates = lifeDates(p.show_birth_date ? p.birth_date : null, p.show_death_date ? p.death_date : null);
  const videoPath = p.memorial_video_url ? files.get(p.memorial_video_url) : undefined;
  const poster = p.video_thumbnail_url ? files.get(p.video_thumbnail_url) : undefined;
  const photos = present(files, p.gallery_images);
  const html = [
    '<header class="hero">',
    portrait ? `<img class="portrait" src="${e(portrait)}" alt="${e(`Foto de ${p.profile_name}`)}">` : '',
    '<p class="eyebrow">En memoria de</p>',
    `<h1>${e(p.profile_name)}</h1>`,
    dates ? `<p class="dates">${e(dates)}</p>` : '',
    '</header>',
    p.description.trim() ? section('historia', 'Su historia', paragraphs(p.description)) : '',
    videoPath ? section('video', 'Video conmemorativo', video(videoPath, `Video en memoria de ${p.profile_name}`, poster)) : '',
    photos.length ? section('galeria', 'Galería de recuerdos', gallery(photos, p.profile_name)) : '',
    song(p.favorite_music, 'Su canción favorita'),
  ];
  return { title: `En memoria de ${p.profile_name}`, html: html.filter(Boolean).join('\n') };
}

const relationshipLabel = (value: string) => value.charAt(0).toLocaleUpperCase('es-CO') + value.slice(1);

function familyBody({ family: f }: Family, files: Files): { title: string; html: string } {
  const members = f.family_members.map((member) => {
    const photo = files.get(member.profile_image_url);
    const videoPath = member.memorial_video_url ? files.get(member.memorial_video_url) : undefined;
    return [
      '<li class="member">',
      photo ? `<img src="${e(photo)}" alt="${e(`Foto de ${member.name}`)}">` : '',
      '<div>',
      `<h3>${e(member.name)}</h3>`,
      member.relationship && member.relationship !== 'otro' ? `<p class="note">${e(relationshipLabel(member.relationship))}</p>` : '',
      `<p>${e(lifeDates(member.birth_date, member.death_date) ?? '')}</p>`,
      '</div>',
      videoPath ? video(videoPath, `Video en memoria de ${member.name}`) : '',
      '</li>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const videoPath = f.memorial_video_url ? files.get(f.memorial_video_url) : undefined;
  const photos = present(files, f.gallery_images);
  const html = [
    '<header class="hero">',
    '<p class="eyebrow">En memoria de</p>',
    `<h1>${e(f.family_name)}</h1>`,
    '</header>',
    members.length ? section('integrantes', 'Nuestros seres queridos', `<ul class="members">\n${members.join('\n')}\n</ul>`) : '',
    f.description.trim() ? section('historia', 'En memoria', paragraphs(f.description)) : '',
    videoPath ? section('video', 'Video conmemorativo', video(videoPath, `Video en memoria de ${familyPhrase(f.family_name)}`)) : '',
    photos.length ? section('galeria', 'Galería de recuerdos', gallery(photos, f.family_name)) : '',
    song(f.favorite_music, 'La canción de la familia'),
  ];
  return { title: `En memoria de ${familyPhrase(f.family_name)}`, html: html.filter(Boolean).join('\n') };
}

/**
 * The memorial as one static page that opens from the unzipped folder with no network: inline CSS, no
 * script, no web fonts, media by relative path. Every text is escaped, and a CSP meta forbids scripts
 * anyway, so nothing a visitor typed into a memory can run when the family opens the copy.
 */
export function memorialHtml(input: ExportPageInput): string {
  const { source, files } = input;
  const { title, html } = source.kind === 'individual' ? individualBody(source, files) : familyBody(source, files);
  const online = input.shortUrl ?? input.pageUrl;
  return `<!doctype html>
<html lang="es-CO">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>${e(title)}</title>
<style>${EXPORT_CSS}</style>
</head>
<body>
<main>
${html}
${memoriesSection(source, files)}
</main>
<footer>
<p>Copia del memorial guardada el ${e(dayOf(input.exportedAt.toISOString()))}. Funciona sin internet desde esta carpeta; todos sus datos están también en <a href="memorial.json">memorial.json</a>.</p>
<p>En internet: <a href="${e(online)}" rel="noreferrer">${e(online)}</a></p>
</footer>
</body>
</html>
`;
}
