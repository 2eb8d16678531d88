import { describe, expect, it } from 'vitest';
import { idempotencyHeaders, isIdempotencyKey, keyOfHeader } from './idempotency';

const UUID = '8e03978e-40d5-43e8-bc93-6894a57f9324';

describe('the Idempotency-Key format (docs/api.md "Idempotency-Key")', () => {
  it('takes 1–255 visible ASCII characters without quote or backslash', () => {
    expect(isIdempotencyKey(UUID)).toBe(true);
    expect(isIdempotencyKey('a')).toBe(true);
    expect(isIdempotencyKey('x'.repeat(255))).toBe(true);
    for (const bad of ['', 'x'.repeat(256), 'met spatie', 'a"b', 'a\\b', 'tab\t', 'é']) expect(isIdempotencyKey(bad), bad).toBe(false);
  });

  it('reads the draft’s quoted string and a bare key alike', () => {
    expect(keyOfHeader(`"${UUID}"`)).toBe(UUID);
    expect(keyOfHeader(` ${UUID} `)).toBe(UUID);
    expect(keyOfHeader('""')).toBeNull();
    expect(keyOfHeader('"a"b"')).toBeNull();
  });

  it('sends a key as a quoted string, and no header for a missing or malformed one', () => {
    expect(idempotencyHeaders(UUID)).toEqual({ 'Idempotency-Key': `"${UUID}"` });
    expect(idempotencyHeaders('')).toEqual({});
    expect(idempotencyHeaders(null)).toEqual({});
    expect(idempotencyHeaders('twee woorden')).toEqual({});
  });
});
