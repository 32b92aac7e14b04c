import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '../../worker/services/passwords';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a salt, never the password', async () => {
    const hash = await hashPassword('clave-secreta');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hash).not.toContain('clave-secreta');
    expect(await hashPassword('clave-secreta')).not.toBe(hash);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('clave-secreta');
    expect(await verifyPassword('clave-secreta', hash)).toBe(true);
    expect(await verifyPassword('clave-secretA', hash)).toBe(false);
    expect(await verifyPassword('clave-secreta', 'garbage')).toBe(false);
  });

  it('flags hashes made with other parameters for rehashing', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$c2FsdA==$a2V5')).toBe(true);
  });
});
