/** Colombian numbers are stored as typed in the settings; links need the +57 country code (product §1.1). */
export function withColombiaPrefix(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('57') && compact.length === 12) return `+${compact}`;
  return `+57${compact}`;
}

/** The chat-messaging link for a stored phone: https://wa.me/573001234567 (digits only, country code first). */
export function whatsappLink(phone: string): string | null {
  const digits = withColombiaPrefix(phone).replace(/\D/g, '');
  // '+57' alone means the setting held no digits: no number, no button.
  return digits.length > 2 ? `https://wa.me/${digits}` : null;
}
