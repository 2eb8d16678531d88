import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isWellFormedRequestId, requestId, type RequestIdVariables } from './request-id';

function app(trustIncoming: boolean) {
  const a = new Hono<{ Variables: RequestIdVariables }>();
  a.use(requestId({ trustIncoming, generate: () => 'generated-id' }));
  a.get('/', (c) => c.text(c.var.requestId));
  return a;
}

describe('requestId', () => {
  it('generates an id, puts it on the context and on the answer', async () => {
    const res = await app(false).request('/');
    expect(await res.text()).toBe('generated-id');
    expect(res.headers.get('x-request-id')).toBe('generated-id');
  });

  it('ignores an incoming id from an untrusted client', async () => {
    const res = await app(false).request('/', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('generated-id');
  });

  it('keeps a well-formed incoming id behind a trusted proxy, but not a malformed one', async () => {
    const kept = await app(true).request('/', { headers: { 'x-request-id': 'lb:7f3a-01.x_y' } });
    expect(kept.headers.get('x-request-id')).toBe('lb:7f3a-01.x_y');
    const bad = await app(true).request('/', { headers: { 'x-request-id': 'a b\tc' } });
    expect(bad.headers.get('x-request-id')).toBe('generated-id');
  });

  it('accepts 1–128 safe characters only', () => {
    expect(isWellFormedRequestId('a'.repeat(128))).toBe(true);
    expect(isWellFormedRequestId('a'.repeat(129))).toBe(false);
    expect(isWellFormedRequestId('')).toBe(false);
    expect(isWellFormedRequestId('x"}\n{"injected":1')).toBe(false);
  });
});
