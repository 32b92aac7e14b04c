import { decodeBase64, encodeBase64 } from '@oslojs/encoding';

/**
 * Authenticator secrets at rest: AES-256-GCM (WebCrypto, in the Worker and in Node alike) under
 * TOTP_ENCRYPTION_KEY, a fresh 96-bit IV per value, and the account's id as additional data, so a secret
 * copied onto another account's row does not decrypt. Stored as `v1.<iv>.<ciphertext>` (base64): the
 * version leaves room to change the scheme or rotate the key later without guessing what a row holds.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

// WebCrypto takes only bytes over a plain ArrayBuffer: copies make sure of it whatever a caller passes.
const bytes = (view: Uint8Array) => Uint8Array.from(view);

const importKey = (key: Uint8Array, usage: KeyUsage) => crypto.subtle.importKey('raw', bytes(key), 'AES-GCM', false, [usage]);

const additionalData = (userId: string) => new TextEncoder().encode(`totp:${userId}`);

export async function encryptTotpSecret(key: Uint8Array, userId: string, secret: Uint8Array): Promise<string> {
  const iv = new Uint8Array(IV_BYTES);
  crypto.getRandomValues(iv);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(userId) },
    await importKey(key, 'encrypt'),
    bytes(secret),
  );
  return `${VERSION}.${encodeBase64(iv)}.${encodeBase64(new Uint8Array(sealed))}`;
}

/** The secret back; throws when the value was not sealed for this account under this key. */
export async function decryptTotpSecret(key: Uint8Array, userId: string, stored: string): Promise<Uint8Array> {
  const [version, iv, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !sealed) throw new Error('Secreto TOTP guardado en un formato desconocido');
  const opened = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes(decodeBase64(iv)), additionalData: additionalData(userId) },
    await importKey(key, 'decrypt'),
    bytes(decodeBase64(sealed)),
  );
  return new Uint8Array(opened);
}
