/**
 * features/accounts/api/password.ts without a database: Argon2id hashes in PHC format verify, match the reference
 * implementation, carry their parameters, refuse wrong passwords and tampered hashes; scrypt hashes from before
 * docs/decisions/023-argon2id-passwords.md still verify and ask for a re-hash.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';

describe('hashPassword / verifyPassword', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct-paard-batterij');
    expect(await verifyPassword('correct-paard-batterij', hash)).toBe(true);
    expect(await verifyPassword('correct-paard-batterij!', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it("writes Argon2id in PHC format with OWASP's parameters, a 16-byte salt and a 32-byte key; each hash has its own salt", async () => {
    const a = await hashPassword('zelfde-wachtwoord');
    const b = await hashPassword('zelfde-wachtwoord');
    expect(a).not.toBe(b);
    const [empty, alg, version, params, salt, key] = a.split('$');
    expect([empty, alg, version, params]).toEqual(['', 'argon2id', 'v=19', 'm=7168,t=5,p=1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(`${salt}${key}`, 'PHC strings carry base64 without padding').not.toContain('=');
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the Argon2id test vector of the reference implementation (phc-winner-argon2 test.c)', async () => {
    const reference = '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc';
    expect(await verifyPassword('password', reference)).toBe(true);
    expect(await verifyPassword('Password', reference)).toBe(false);
    expect(needsRehash(reference), 'other parameters than today’s').toBe(true);
  });

  it('verifies scrypt hashes made before Argon2id with the parameters written in them, and asks for a re-hash', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('oud-wachtwoord-uit-2020', salt, 32, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('oud-wachtwoord-uit-2020', old)).toBe(true);
    expect(await verifyPassword('ander-wachtwoord', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses a tampered, unreadable or absurdly expensive hash without throwing', async () => {
    const hash = await hashPassword('correct-paard-batterij');
    const parts = hash.split('$');
    const key = Buffer.from(parts[5] ?? '', 'base64');
    key[0] = (key[0] ?? 0) ^ 0xff;
    const tamperedKey = [...parts.slice(0, 5), key.toString('base64').replace(/=+$/, '')].join('$');
    const tamperedSalt = [...parts.slice(0, 4), randomBytes(16).toString('base64').replace(/=+$/, ''), parts[5]].join('$');
    const weaker = hash.replace('t=5', 't=4');
    const huge = hash.replace('m=7168', 'm=4194304');
    const oldVersion = hash.replace('v=19', 'v=16');
    for (const bad of [tamperedKey, tamperedSalt, weaker]) {
      expect(await verifyPassword('correct-paard-batterij', bad), bad).toBe(false);
    }
    for (const unreadable of [huge, oldVersion, '$argon2i$v=19$m=7168,t=5,p=1$AAAAAAAAAAA$AAAA', 'bcrypt$2b$10$abc', '', 'scrypt$0$8$1$AAAA$AAAA', 'scrypt$1024$8$1$AAAA$']) {
      expect(await verifyPassword('correct-paard-batterij', unreadable), unreadable).toBe(false);
      expect(needsRehash(unreadable)).toBe(true);
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
