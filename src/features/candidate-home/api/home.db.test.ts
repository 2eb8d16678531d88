/**
 * `GET /api/candidate/home` on the demo data: the demo candidate's home answers exactly what the five calls it
 * stands for answer (docs/api.md "Candidate home"), and every part is filled, so the comparison says something.
 * Who may call it is checked by the authorization matrix (src/backend/authorization-matrix.db.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { DEMO_PASSWORD, seedDemo } from '#src/backend/seed';
import type { DbHandle } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, openTestDb } from '#src/server/testing/api';
import { QUIZ_ITEMS } from '#src/features/profession-quiz/content/items';
import type { CandidateHome } from '../contract';

let handle: DbHandle;
let app: Backend;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  await seedDemo(handle.db);
});
afterAll(async () => {
  await handle.close();
});

async function tokenOf(email: string): Promise<string> {
  const res = await app.request('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.7' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

const get = async (path: string, token: string) => {
  const res = await app.request(path, { headers: authHeaders(token) });
  return { status: res.status, json: (await res.json()) as unknown };
};

describe('GET /api/candidate/home', () => {
  it("answers the demo candidate's unread messages, tests, PATs, educations and quiz as their own calls do", async () => {
    const token = await tokenOf('kandidaat@example.org');
    // The demo candidate has no quiz yet (he takes it from his home page): he takes it here.
    const answers = Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, 'like']));
    const quiz = await app.request('/api/quiz/results', {
      method: 'POST',
      headers: { ...authHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'nl', answers }),
    });
    expect(quiz.status).toBe(201);
    const home = await get('/api/candidate/home', token);
    expect(home.status).toBe(200);
    const parts = home.json as CandidateHome;
    expect(parts.unread).toEqual((await get('/api/message/inbox?unread=1', token)).json);
    expect(parts.tests).toEqual((await get('/api/test/mine', token)).json);
    expect(parts.pats).toEqual((await get('/api/pat/mine', token)).json);
    expect(parts.educations).toEqual((await get('/api/pat/getUserEducation', token)).json);
    expect(parts.quiz).toEqual((await get('/api/quiz/results/mine', token)).json);
    // Every part is filled, so the comparison above compares something.
    expect(parts.unread.items.length).toBeGreaterThan(0);
    expect(parts.tests.length).toBeGreaterThan(0);
    expect(parts.pats.length).toBeGreaterThan(0);
    expect(parts.educations.length).toBeGreaterThan(0);
    expect(parts.quiz).not.toBeNull();
  });

  it('answers 401 to everyone but candidates, as the matrix says', async () => {
    const teacher = await tokenOf('docent@example.org');
    expect((await get('/api/candidate/home', teacher)).status).toBe(401);
  });
});
