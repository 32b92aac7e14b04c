/**
 * What a family sends when they share a page: the public address and a short Spanish message for WhatsApp.
 * Pure, so the words are unit-tested and the server renders the same WhatsApp link the island does.
 */
export type ShareKind = 'individual' | 'family' | 'couple';

/** 'Familia Gómez Herrera' and 'Gómez Herrera' both read 'la familia Gómez Herrera' inside a sentence. */
function familyPhrase(name: string): string {
  return `la familia ${name.trim().replace(/^familia\s+/i, '')}`;
}

/** The message a relative receives: who the page remembers, what they can do there, and the link last. */
export function shareMessage(kind: ShareKind, name: string, url: string): string {
  if (kind === 'couple') return `Te comparto la página de ${name}: ${url}`;
  const who = kind === 'family' ? familyPhrase(name) : name.trim();
  return `En memoria de ${who}. Te comparto su memorial, allí puedes ver sus fotos y dejar un recuerdo: ${url}`;
}

/** WhatsApp's own share address: it opens the app on a phone and WhatsApp Web elsewhere, letting the person choose the chat. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
