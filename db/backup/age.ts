/**
 * Optional encryption of a backup with age (the `age-encryption` package, the format's reference TypeScript
 * implementation): every file's bytes are sealed to one or more recipients (`age1…`, from `age-keygen`), and
 * only the matching identity (`AGE-SECRET-KEY-…`) opens them again. A copy that leaves the operations machine
 * holds customers' personal data and password hashes: sealed, a lost disk or a leaked bucket gives nothing away.
 * The whole manifest is sealed too (manifest.json.age); a readable summary beside it (date, counts, tables, migration
 * level, nothing about anyone) lets a copy be listed without the key.
 */
import { readFile } from 'node:fs/promises';
import { Decrypter, Encrypter } from 'age-encryption';

export type Sealer = { seal(plain: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> };
export type Opener = {
  open(sealed: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>>;
  openBytes(sealed: Uint8Array): Promise<Uint8Array>;
};

/** A recipient as `age-keygen -y` prints it: classic X25519 (`age1…`) or post-quantum hybrid (`age1pq1…`). */
const RECIPIENT = /^age1[0-9a-z]+$/;

export function sealerFor(recipients: readonly string[]): Sealer {
  const encrypter = new Encrypter();
  for (const recipient of recipients) {
    if (!RECIPIENT.test(recipient)) throw new Error(`--encrypt-to espera un destinatario de age (age1…), no ${JSON.stringify(recipient)}`);
    encrypter.addRecipient(recipient);
  }
  return { seal: (plain) => encrypter.encrypt(plain) };
}

/**
 * Identities from the text of an identity file as `age-keygen` writes it: `#` comments and blank lines
 * skipped, one `AGE-SECRET-KEY-…` per line.
 */
export function identitiesIn(text: string): string[] {
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (keys.length === 0 || keys.some((key) => !key.startsWith('AGE-SECRET-KEY-'))) {
    throw new Error('El archivo de identidad debe tener una o más claves de age (AGE-SECRET-KEY-…), una por línea');
  }
  return keys;
}

export async function openerFromFile(file: string): Promise<Opener> {
  return openerFor(identitiesIn(await readFile(file, 'utf8')));
}

export function openerFor(identities: readonly string[]): Opener {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return {
    open: (sealed) => decrypter.decrypt(sealed),
    openBytes: (sealed) => decrypter.decrypt(sealed, 'uint8array'),
  };
}
