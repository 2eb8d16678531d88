/**
 * Spec §4's session rule (session-rule.ts): role and e-mail must match the token, expiry in Unix seconds
 * (exp = now is expired, exp = now + 1 is valid), plus the idle and absolute timeouts.
 */
import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '#src/server/auth/tokens';
import { checkSession, unixSeconds } from './session-rule';

const now = new Date('2026-03-02T10:00:00.400Z'); // .4 s past the second: exp compares whole seconds
const nowSeconds = unixSeconds(now);
const limits = { idleMinutes: 30, absoluteMinutes: 720 };
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

const stored = {
  userId: '7d6f8f6e-0000-4000-8000-000000000001',
  email: 'kandidaat@example.org',
  role: 'User',
  expiration: nowSeconds + 3600,
  createdAt: minutesAgo(10),
  lastSeenAt: minutesAgo(1),
};
const claims: TokenClaims = { sub: stored.email, role: 'User', uid: stored.userId, sid: 's', exp: nowSeconds + 3600 };

describe('checkSession (spec §4)', () => {
  it('accepts a session whose token matches the stored role and e-mail', () => {
    expect(checkSession(stored, claims, now, limits)).toBe('valid');
  });

  it('refuses a token that did not verify', () => {
    expect(checkSession(stored, null, now, limits)).toBe('invalid-token');
  });

  it('refuses when the role claim differs from the stored role', () => {
    expect(checkSession(stored, { ...claims, role: 'Admin' }, now, limits)).toBe('role-mismatch');
    expect(checkSession({ ...stored, role: 'Admin' }, claims, now, limits)).toBe('role-mismatch');
  });

  it('refuses when the subject differs from the stored e-mail (exactly, case included)', () => {
    expect(checkSession(stored, { ...claims, sub: 'ander@example.org' }, now, limits)).toBe('email-mismatch');
    expect(checkSession(stored, { ...claims, sub: 'Kandidaat@example.org' }, now, limits)).toBe('email-mismatch');
  });

  it('refuses when the token belongs to another user id', () => {
    expect(checkSession(stored, { ...claims, uid: 'iemand-anders' }, now, limits)).toBe('user-mismatch');
  });

  it('compares expiry in Unix seconds: exp === now is expired, exp === now + 1 is valid', () => {
    expect(checkSession(stored, { ...claims, exp: nowSeconds }, now, limits)).toBe('expired');
    expect(checkSession(stored, { ...claims, exp: nowSeconds - 1 }, now, limits)).toBe('expired');
    expect(checkSession(stored, { ...claims, exp: nowSeconds + 1 }, now, limits)).toBe('valid');
  });

  it('applies the same boundary to the stored expiration', () => {
    expect(checkSession({ ...stored, expiration: nowSeconds }, claims, now, limits)).toBe('expired');
    expect(checkSession({ ...stored, expiration: nowSeconds + 1 }, claims, now, limits)).toBe('valid');
  });

  it('ends a session idle for the idle timeout', () => {
    expect(checkSession({ ...stored, lastSeenAt: minutesAgo(29.9) }, claims, now, limits)).toBe('valid');
    expect(checkSession({ ...stored, lastSeenAt: minutesAgo(30) }, claims, now, limits)).toBe('idle');
  });

  it('ends a session older than the absolute timeout, however active', () => {
    const active = { ...stored, lastSeenAt: minutesAgo(0) };
    expect(checkSession({ ...active, createdAt: minutesAgo(719.9) }, claims, now, limits)).toBe('valid');
    expect(checkSession({ ...active, createdAt: minutesAgo(720) }, claims, now, limits)).toBe('absolute');
  });
});
