/**
 * The order of the API's routes (server/routing.ts): Hono answers with the first route that matches, so a route
 * whose path starts with a parameter (`GET /api/pat/:id`) added before a literal one (`GET /api/pat/mine`) would
 * take its requests. Every route must answer a request to its own path; a parameter is filled with a UUID, which
 * no literal segment is.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Db } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { createBackend } from './app';

const ID = '0b7e5a52-8c3f-4d2e-9a61-3f0c2d1e4b5a';

/** The API's routes (method and path), each once, in the order Hono tries them; middleware (`ALL`) left out. */
function apiRoutes(): { method: string; path: string }[] {
  const app = createBackend({ db: {} as Db, mailer: memoryMailer().mailer, housekeeping: false });
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const { method, path } of app.routes) {
    const key = `${method} ${path}`;
    if (method === 'ALL' || seen.has(key)) continue;
    seen.add(key);
    routes.push({ method, path });
  }
  return routes;
}

describe('the API routes', () => {
  const routes = apiRoutes();

  it('are mounted', () => {
    expect(routes.length).toBeGreaterThan(200);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/pat/:id' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/pat/getUserEducation' });
  });

  it('each answer a request to their own path: none is taken by a route added before it', async () => {
    // The same routes, in the same order, each answering its own position.
    const probe = new Hono();
    routes.forEach(({ method, path }, index) => probe.on(method, path, (c) => c.text(String(index))));
    const taken: string[] = [];
    for (const [index, { method, path }] of routes.entries()) {
      const url = path.replace(/:[A-Za-z]+/g, ID);
      const answer = await (await probe.request(url, { method })).text();
      if (answer !== String(index)) taken.push(`${method} ${path} → ${answer === '' ? 'none' : `${routes[Number(answer)]?.method} ${routes[Number(answer)]?.path}`}`);
    }
    expect(taken).toEqual([]);
  });
});
