/**
 * The token a right access code earns (docs/features/visibility.md): it opens one private memorial on one device for 30 days.
 * `{version}.{expires}.{mac}`, the MAC an HMAC-SHA-256 over the memorial's kind, id, version and expiry. Its key
 * is the memorial's stored code hash: a secret only the server holds (never sent anywhere), and a new one each
 * time the owner sets a code (the hasher draws a new salt), so a code change shuts every older device out even
 * before the version is compared. Pure: WebCrypto only, no database and no request.
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';

export type MemorialKind = 'memorial' | 'family';

export const ACCESS_DAYS = 30;
export const ACCESS_TTL_MS = ACCESS_DAYS * 24 * 60 * 60 * 1000;

/** What a token is checked against: the memorial as it is stored now. */
export type TokenSubject = { kind: MemorialKind; id: string; accessVersion: number; accessCodeHash: string };

const encoder = new TextEncoder();

async function macKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(`memorial-access:${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

const message = (subject: TokenSubject, expiresAt: number) =>
  encoder.encode(`${subject.kind}:${subject.id}:${subject.accessVersion}:${expiresAt}`);

/** A token for `subject`, valid until `expiresAt` (milliseconds since the epoch). */
export async function signAccessToken(subject: TokenSubject, expiresAt: number): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', await macKey(subject.accessCodeHash), message(subject, expiresAt));
  return `${subject.accessVersion}.${expiresAt}.${encodeBase64urlNoPadding(new Uint8Array(mac))}`;
}

/** Whether `token` opens `subject` at `now`: its version, its expiry and its MAC (compared in constant time). */
export async function verifyAccessToken(token: string, subject: TokenSubject, now: number = Date.now()): Promise<boolean> {
  const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const version = Number(match[1]);
  const expiresAt = Number(match[2]);
  if (version !== subject.accessVersion || expiresAt <= now || expiresAt > now + ACCESS_TTL_MS + 60_000) return false;
  let mac: Uint8Array;
  try {
    mac = decodeBase64urlIgnorePadding(match[3]!);
  } catch {
    return false;
  }
  return crypto.subtle.verify('HMAC', await macKey(subject.accessCodeHash), new Uint8Array(mac), message(subject, expiresAt));
}
