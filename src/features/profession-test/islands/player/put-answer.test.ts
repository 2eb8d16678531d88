import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerValue } from '#src/features/content/model';
import { $loading } from '#src/lib/stores/loading';
import { putAnswer } from './put-answer';

const open = (text: string): AnswerValue => ({ kind: 'open', text });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('putAnswer', () => {
  it('PUTs {questionId, value, seq} to the attempt without the busy overlay', async () => {
    vi.stubGlobal('location', new URL('http://localhost:4321/dashboard/test/1'));
    const seen: number[] = [];
    const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) => {
      seen.push($loading.get());
      return new Response(JSON.stringify({ questionId: 'q1', seq: 7, savedAt: '2026-01-01T00:00:00Z' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const ack = await putAnswer('a/1', { key: 'q1', value: open('x'), seq: 7 }, new AbortController().signal);
    expect(ack).toEqual({ questionId: 'q1', seq: 7, savedAt: '2026-01-01T00:00:00Z' });
    const [request, init] = fetch.mock.calls[0] as [Request | string, RequestInit];
    const url = typeof request === 'string' ? request : request.url;
    expect(url).toMatch(/\/api\/test\/attempt\/a%2F1\/answer$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ questionId: 'q1', value: open('x'), seq: 7 });
    expect(seen).toEqual([0]);
  });
});
