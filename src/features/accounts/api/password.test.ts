/**
 * features/accounts/api/password.ts without a database: scrypt hashes verify, carry their parameters, and refuse wrong
 * passwords and tampered hashes.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct-paard-batterij');
    expect(await verifyPassword('correct-paard-batterij', hash)).toBe(true);
    expect(await verifyPassword('correct-paard-batterij!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('encodes algorithm, OWASP parameters, a 16-byte salt and a 32-byte key; each hash has its own salt', async () => {
    const a = await hashPassword('zelfde-wachtwoord');
    const b = await hashPassword('zelfde-wachtwoord');
    expect(a).not.toBe(b);
    const [alg, n, r, p, salt, key] = a.split('$');
    expect([alg, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
  });

  it('verifies with the parameters written in the hash, so older, weaker hashes still work', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('oud-wachtwoord-uit-2020', salt, 32, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('oud-wachtwoord-uit-2020', old)).toBe(true);
    expect(await verifyPassword('ander-wachtwoord', old)).toBe(false);
  });

  it('refuses a tampered or unreadable hash without throwing', async () => {
    const hash = await hashPassword('correct-paard-batterij');
    const parts = hash.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 0xff;
    const tamperedKey = [...parts.slice(0, 5), key.toString('base64')].join('$');
    const tamperedSalt = [...parts.slice(0, 4), randomBytes(16).toString('base64'), parts[5]].join('$');
    for (const bad of [tamperedKey, tamperedSalt, 'bcrypt$2b$10$abc', '', 'scrypt$0$8$1$AAAA$AAAA', 'scrypt$1024$8$1$AAAA$']) {
      expect(await verifyPassword('correct-paard-batterij', bad)).toBe(false);
    }
  });

  it('treats composed and decomposed accents as the same password (NFC)', async () => {
    const hash = await hashPassword('cr\u00e8me-br\u00fbl\u00e9e-123');
    expect(await verifyPassword('cre\u0300me-bru\u0302le\u0301e-123', hash)).toBe(true);
  });

  it('offers one dummy hash that no typed password matches', async () => {
    expect(await dummyHash()).toBe(await dummyHash());
    expect(await verifyPassword('', await dummyHash())).toBe(false);
  });
});
