import type { MemorialExportSource } from '../services/memorial-export';
import type { MissingFile, PresentFile } from './memorial-files';

/** Names the layout below, so a program reading an old copy knows what it holds. */
export const EXPORT_FORMAT = 'recuerdos-eternos.memorial-export';
/** Raised when a field changes meaning or goes away; new fields do not raise it. */
export const EXPORT_FORMAT_VERSION = 1;

export type ExportJsonInput = {
  source: MemorialExportSource;
  present: PresentFile[];
  missing: MissingFile[];
  exportedAt: Date;
  shortUrl: string | null;
  pageUrl: string;
};

/**
 * memorial.json: every piece of the memorial's data with the API's own field names (so it reads like the
 * API's documentation), the public memories, and which file in the zip each media URL became. The owner's
 * "show the date" choices are kept as flags and the dates themselves are all there: this is the owner's copy.
 */
export function memorialJson({ source, present, missing, exportedAt, shortUrl, pageUrl }: ExportJsonInput): string {
  const pathOf = new Map(present.map((file) => [file.url, file.path]));
  const document = {
    format: EXPORT_FORMAT,
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: exportedAt.toISOString(),
    kind: source.kind,
    short_code: source.shortCode,
    short_url: shortUrl,
    page_url: pageUrl,
    memorial: source.kind === 'individual' ? source.memorial : source.family,
    memories: source.memories.map((memory) => ({ ...memory, photo_file: (memory.photo_url && pathOf.get(memory.photo_url)) || null })),
    files: present.map((file) => ({ path: file.path, role: file.role, source_url: file.url, size: file.size })),
    missing: missing.map((file) => ({ role: file.role, source_url: file.url, reason: file.reason })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
