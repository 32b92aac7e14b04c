/** Colombian numbers are stored as typed in the settings; links need the +57 country code (spec §1). */
export function withColombiaPrefix(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('57') && compact.length === 12) return `+${compact}`;
  return `+57${compact}`;
}
