import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { expectAnswers } from '../helpers/answers';
import { ConfigError, parseEnv, totpEncryptionKey } from '../../worker/env';
import { newTotpEncryptionKey } from '../../worker/local/vars';
import { squareQrSvg } from '../../worker/qr/square-svg';
import {
  keyedRecoveryHashes,
  legacyRecoveryHash,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from '../../worker/services/recovery-codes';
import { matchTotp, parseBase32Secret, secretForPeople, totpCodeAt, totpKeyUri, totpStep } from '../../worker/services/totp';
import { decryptTotpSecret, encryptTotpSecret } from '../../worker/services/totp-secrets';
import { renderSvg } from '../helpers/qr-decode';

/** RFC 6238 appendix B's SHA-1 key. */
const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('TOTP codes', () => {
  it("match RFC 6238's test vectors (the last 6 of its 8 digits)", () => {
    for (const [seconds, eight] of [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
    ] as const) {
      expect(totpCodeAt(RFC_SECRET, totpStep(seconds * 1000))).toBe(eight.slice(2));
    }
  });

  it('are accepted one step either side of now, and name the step they belong to', () => {
    const now = 1_800_000_000_000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) expect(matchTotp(RFC_SECRET, totpCodeAt(RFC_SECRET, step + offset), now)).toBe(step + offset);
    expectAnswers(matchTotp, [
      [RFC_SECRET, totpCodeAt(RFC_SECRET, step - 2), now, null],
      [RFC_SECRET, totpCodeAt(RFC_SECRET, step + 2), now, null],
      [RFC_SECRET, '12345', now, null],
    ]);
  });

  it('read a base32 secret as people type it, and refuse one too short', () => {
    const secret = parseBase32Secret('jfjo oand ueuf r5rl pjp7 qpq7 jzzo 2vxv');
    expect(secret).toHaveLength(20);
    expect(secretForPeople(secret!)).toBe('JFJOOANDUEUFR5RLPJP7QPQ7JZZO2VXV');
    expect(parseBase32Secret('JBSWY3DP')).toBeNull();
    expect(parseBase32Secret('no es base32!')).toBeNull();
  });
});

describe('secrets at rest', () => {
  const key = crypto.getRandomValues(new Uint8Array(32));

  it('are sealed with a fresh IV each time and open only for their account under their key', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(20));
    const sealed = await encryptTotpSecret(key, 'cuenta-1', secret);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(await encryptTotpSecret(key, 'cuenta-1', secret)).not.toBe(sealed);
    expect(await decryptTotpSecret(key, 'cuenta-1', sealed)).toEqual(secret);
    await expect(decryptTotpSecret(key, 'cuenta-2', sealed)).rejects.toThrow();
    await expect(decryptTotpSecret(crypto.getRandomValues(new Uint8Array(32)), 'cuenta-1', sealed)).rejects.toThrow();
  });

  it('need TOTP_ENCRYPTION_KEY as base64 of 32 bytes, said clearly when missing or wrong', () => {
    expect(() => totpEncryptionKey(parseEnv({}))).toThrow(ConfigError);
    expect(() => totpEncryptionKey(parseEnv({ TOTP_ENCRYPTION_KEY: '' }))).toThrow(/TOTP_ENCRYPTION_KEY no está configurado/);
    expect(() => totpEncryptionKey(parseEnv({ TOTP_ENCRYPTION_KEY: 'corta' }))).toThrow(/TOTP_ENCRYPTION_KEY no es válido/);
    expect(() => totpEncryptionKey(parseEnv({ TOTP_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') }))).toThrow(/no es válido/);
    expect(totpEncryptionKey(parseEnv({ TOTP_ENCRYPTION_KEY: newTotpEncryptionKey() }))).toHaveLength(32);
  });
});

describe('recovery codes', () => {
  it('are ten different codes of ten unambiguous characters, shown in two groups', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  });

  it('are read back with or without the dash and spaces, in any case, and hashed per account under the key', async () => {
    expectAnswers(normalizeRecoveryCode, [
      [' k7qm2-xw9tp ', 'K7QM2XW9TP'],
      ['K7QM2 XW9TP', 'K7QM2XW9TP'],
      ['K7QM2-XW9T0', null],
      ['123456', null],
    ]);
    const key = new Uint8Array(32).fill(7);
    const [a] = await keyedRecoveryHashes(key, 'a', ['K7QM2XW9TP']);
    const [b] = await keyedRecoveryHashes(key, 'b', ['K7QM2XW9TP']);
    const [otherKey] = await keyedRecoveryHashes(new Uint8Array(32).fill(8), 'a', ['K7QM2XW9TP']);
    expect(a).toMatch(/^h1\$[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(a).not.toBe(otherKey);
    expect(a!.slice(3)).not.toBe(legacyRecoveryHash('a', 'K7QM2XW9TP'));
    expect(legacyRecoveryHash('a', 'K7QM2XW9TP')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the enrolment's QR code", () => {
  it('carries the otpauth address and scans at a phone screen size', () => {
    const url = totpKeyUri('administradora.principal@recuerdoseternos.co', crypto.getRandomValues(new Uint8Array(20)));
    expect(url).toMatch(/^otpauth:\/\/totp\/Recuerdos%20Eternos:/);
    for (const width of [240, 480]) {
      const image = renderSvg(squareQrSvg(url), width);
      expect(jsQR(image.data, image.width, image.height)?.data, `${width}px`).toBe(url);
    }
  });
});
