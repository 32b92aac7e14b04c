/**
 * Copies text for a share button. The Clipboard API exists only in secure contexts (https, localhost)
 * and can refuse when the document lost focus; the old execCommand route still copies there.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: try the old way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  // The deprecated command on purpose, through a type that says so: it is the only copy outside a secure context.
  const legacy: { execCommand(command: 'copy'): boolean } = document;
  const copied = legacy.execCommand('copy');
  field.remove();
  return copied;
}
