/**
 * Handing the picture on: through the phone's share sheet when it takes files (Web Share API level 2, so
 * WhatsApp receives the image itself), or as a download where it does not (most desktops). A share the person
 * cancels is not an error.
 */

/** Can this browser share files? Asked with a tiny PNG before any invitation is drawn, to name the button. */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(0)], 'invitacion.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

export type ShareOutcome = 'shared' | 'cancelled' | 'failed';

/** Opens the share sheet with the file; 'cancelled' when the person closes it, 'failed' when the browser refuses. */
export async function shareImage(file: File, title: string, text: string): Promise<ShareOutcome> {
  const data: ShareData = { files: [file], title, text };
  if (!navigator.canShare?.(data)) return 'failed';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** Saves the file through a temporary link (the browser's own download). */
export function downloadImage(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the address is freed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
