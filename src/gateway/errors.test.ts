import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerError, CLIENT_CLOSED } from './errors';

function appThrowing(error: unknown, logged: unknown[]) {
  const app = new Hono();
  app.onError(answerError((e) => logged.push(e)));
  app.all('*', () => {
    throw error;
  });
  return app;
}

describe('answerError', () => {
  it('answers an unexpected error with a generic Dutch title and logs it', async () => {
    const logged: unknown[] = [];
    const res = await appThrowing(new Error('database weg'), logged).request('/api/x');
    expect(res.status).toBe(500);
    const body = (await res.json()) as { title: string };
    expect(body.title).toMatch(/aan onze kant/);
    expect(JSON.stringify(body)).not.toContain('database weg');
    expect(logged).toHaveLength(1);
  });

  it('answers a client that went away with 499 and logs nothing', async () => {
    const logged: unknown[] = [];
    const app = appThrowing(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), logged);
    const res = await app.request('/api/test/attempt/x/answer', { method: 'PUT' });
    expect(res.status).toBe(CLIENT_CLOSED);
    expect(logged).toHaveLength(0);
  });

  it('treats a request whose signal was aborted as abandoned', async () => {
    const logged: unknown[] = [];
    const controller = new AbortController();
    controller.abort();
    const res = await appThrowing(new Error('stream kapot'), logged).request(new Request('http://localhost/x', { signal: controller.signal }));
    expect(res.status).toBe(CLIENT_CLOSED);
    expect(logged).toHaveLength(0);
  });
});
