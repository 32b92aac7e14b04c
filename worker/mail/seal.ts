import { decodeBase64, encodeBase64 } from '@oslojs/encoding';
import { mailJobSchema } from './job';
import type { MailMessage } from './types';

/**
 * A dead letter's message at rest: AES-256-GCM under a key derived (HKDF-SHA-256, its own `info`) from the
 * server's TOTP_ENCRYPTION_KEY, so the one-time links a failed message carries are never readable in D1, and the
 * TOTP secrets and the mail never share a key. The row's id is the additional data: a sealed message copied
 * onto another row does not open. Stored as `v1.<iv>.<ciphertext>` (base64).
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const INFO = new TextEncoder().encode('recuerdos-eternos/mail-dead-letter/v1');

const bytes = (view: Uint8Array) => Uint8Array.from(view);

async function mailKey(secret: Uint8Array, usage: KeyUsage): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', bytes(secret), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: INFO },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

const additionalData = (id: string) => new TextEncoder().encode(`mail:${id}`);

export async function sealMessage(secret: Uint8Array, id: string, message: MailMessage): Promise<string> {
  const iv = new Uint8Array(IV_BYTES);
  crypto.getRandomValues(iv);
  const plain = new TextEncoder().encode(JSON.stringify(message));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(id) },
    await mailKey(secret, 'encrypt'),
    plain,
  );
  return `${VERSION}.${encodeBase64(iv)}.${encodeBase64(new Uint8Array(sealed))}`;
}

/** The message back; throws when it was not sealed for this row under this key. */
export async function openMessage(secret: Uint8Array, id: string, stored: string): Promise<MailMessage> {
  const [version, iv, sealed] = stored.split('.');
  if (version !== VERSION || !iv || !sealed) throw new Error('Correo guardado en un formato desconocido');
  const opened = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes(decodeBase64(iv)), additionalData: additionalData(id) },
    await mailKey(secret, 'decrypt'),
    bytes(decodeBase64(sealed)),
  );
  return mailJobSchema.shape.message.parse(JSON.parse(new TextDecoder().decode(opened)));
}
