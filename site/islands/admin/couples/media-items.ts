import type { MediaItem } from '../../../lib/admin/couple-wizard';

let counter = 0;

/** A file the administrator just chose, with a local preview until it is uploaded on save. */
export function newMediaItem(file: File, title = ''): MediaItem<File> {
  counter += 1;
  return { key: `new-${counter}`, url: null, file, preview: URL.createObjectURL(file), title };
}

/** Frees a chosen file's preview (stored media have none to free). */
export function releaseMedia(item: MediaItem<File> | null): void {
  if (item?.file) URL.revokeObjectURL(item.preview);
}

/** A new key for a row that is not a file (a song). */
export function newRowKey(): string {
  counter += 1;
  return `row-${counter}`;
}
