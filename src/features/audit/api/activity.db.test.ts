/**
 * GET /api/audit/activity in-process: Admin only; the newest successful calls that change something, with the
 * names of who did it and what it was about, so the admin's home can say it in words.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { auditLog, educations, pats, professionTests, testAssignments, testAttempts } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession } from '#src/features/profession-test/api/fixtures';
import { sampleModule } from '#src/features/content/api/fixtures';
import { submitSuggestion } from '#src/features/content/api/suggestions';
import { createTemplate } from '#src/features/content/api/templates';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { activitySentence } from '#src/features/audit/activity';
import type { ActivityItem } from '#src/features/audit/contract';

let handle: DbHandle;
let app: Backend;
let admin: TestUser;
let coordinator: TestUser;
let teacher: TestUser;
let candidate: TestUser;
const ids = {} as { test: string; attempt: string; module: string; suggestion: string; template: string };

/** One audit record `seconds` after 1 March 2026 09:00 UTC (negative: before). */
function record(seconds: number, user: TestUser | null, method: string, route: string, status = 200) {
  return {
    at: new Date(Date.UTC(2026, 2, 1, 9, 0, seconds)),
    requestId: randomUUID(),
    userId: user?.id ?? null,
    role: user?.role ?? null,
    method,
    route,
    status,
    durationMs: 5,
    clientIp: '192.0.2.9',
    outcome: status < 400 ? 'ok' : status === 401 ? 'denied' : 'client-error',
  };
}

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  admin = await createUser(handle, 'Admin', { name: 'Annelies de Vries' });
  coordinator = await createUser(handle, 'Coordinator', { name: 'Mark Jansen' });
  teacher = await createUser(handle, 'Teacher', { name: 'Fatima El Amrani' });
  candidate = await createUser(handle, 'User', { name: 'Sven Kuipers' });

  const professionId = (await createProfession(handle, 'Magazijnmedewerker')).id;
  const { moduleId } = await createModule(handle, sampleModule('act-', { title: 'Veiligheid' }), professionId);
  ids.module = moduleId;
  const [test] = await handle.db
    .insert(professionTests)
    .values({ professionId, title: 'Beroepentest Magazijnmedewerker', languages: ['nl'], timeLimitMinutes: null, passPercent: 60 })
    .returning({ id: professionTests.id });
  ids.test = test!.id;
  const [assignment] = await handle.db.insert(testAssignments).values({ testId: ids.test, candidateId: candidate.id }).returning({ id: testAssignments.id });
  const [attempt] = await handle.db
    .insert(testAttempts)
    .values({ assignmentId: assignment!.id, testId: ids.test, candidateId: candidate.id, language: 'nl', status: 'closed' })
    .returning({ id: testAttempts.id });
  ids.attempt = attempt!.id;
  ids.suggestion = (await submitSuggestion(handle.db, teacher.id, { partId: 'act-intro', language: 'nl', text: 'Lees elke vraag rustig.', comment: '' })).id;
  ids.template = (
    await createTemplate(handle.db, coordinator.id, {
      name: 'Praktijk magazijn',
      criteria: [{ id: randomUUID(), name: 'Veilig werken', description: 'Let op het verkeer.', weight: 1 }],
      scale: DEFAULT_SCALE,
    })
  ).id;

  await handle.db.insert(auditLog).values([
    // Twelve older sign-outs: more activity than fits on the home.
    ...Array.from({ length: 12 }, (_, i) => record(-100 + i, coordinator, 'POST', '/api/user/logout')),
    record(1, candidate, 'POST', '/api/user/login'),
    record(2, candidate, 'POST', `/api/test/${ids.test}/start`),
    record(3, candidate, 'PUT', `/api/test/attempt/${ids.attempt}/answer`),
    record(4, candidate, 'GET', `/api/test/attempt/${ids.attempt}`),
    record(5, candidate, 'POST', `/api/test/attempt/${ids.attempt}/close`),
    record(6, teacher, 'PUT', `/api/test/attempt/${ids.attempt}/score`),
    record(7, teacher, 'PUT', '/api/notification/read'),
    record(8, coordinator, 'POST', `/api/suggestions/${ids.suggestion}/accept`),
    record(9, coordinator, 'PUT', `/api/modules/${ids.module}`, 409),
    record(10, coordinator, 'PUT', `/api/templates/${ids.template}`),
    record(11, null, 'POST', '/api/user/login', 401),
    record(12, null, 'POST', '/api/user/ForgotPassword'),
    record(13, coordinator, 'PUT', `/api/modules/${randomUUID()}`),
    record(14, admin, 'POST', '/api/pat/create'),
  ]);
});
afterAll(async () => {
  await handle.close();
});

describe('GET /api/audit/activity', () => {
  it('says in words what was done lately, newest first: names, not routes', async () => {
    const res = await call(app, 'GET', '/api/audit/activity', admin);
    expect(res.status).toBe(200);
    const items = res.json as ActivityItem[];
    expect(items.map(activitySentence)).toEqual([
      'Annelies de Vries heeft iets toegevoegd of verstuurd.',
      // A module that does not exist (any more): the line stays, without a name.
      'Mark Jansen heeft een module opgeslagen als nieuwe versie.',
      'Iemand heeft een link aangevraagd om een nieuw wachtwoord te maken.',
      'Mark Jansen heeft het beoordelingssjabloon ‘Praktijk magazijn’ gewijzigd.',
      'Mark Jansen heeft een suggestie van Fatima El Amrani voor de module ‘Veiligheid’ overgenomen.',
      'Fatima El Amrani heeft een open antwoord van Sven Kuipers beoordeeld in de Beroepentest Magazijnmedewerker.',
      'Sven Kuipers heeft de Beroepentest Magazijnmedewerker afgesloten.',
      'Sven Kuipers is begonnen aan de Beroepentest Magazijnmedewerker.',
      'Sven Kuipers is ingelogd.',
      'Mark Jansen is uitgelogd.',
    ]);
    expect(items[6]).toMatchObject({
      actor: { id: candidate.id, name: 'Sven Kuipers', role: 'User' },
      action: 'closeTest',
      subject: { kind: 'attempt', id: ids.attempt, name: 'Beroepentest Magazijnmedewerker' },
      person: { id: candidate.id, name: 'Sven Kuipers' },
    });
  });

  it('leaves out reading, single answers, notifications marked read and calls that failed', async () => {
    const routes = ((await call(app, 'GET', '/api/audit/activity', admin)).json as ActivityItem[]).map((i) => `${i.method} ${i.route}`);
    expect(routes).not.toContain(`GET /api/test/attempt/${ids.attempt}`);
    expect(routes).not.toContain(`PUT /api/test/attempt/${ids.attempt}/answer`);
    expect(routes).not.toContain('PUT /api/notification/read');
    expect(routes).not.toContain(`PUT /api/modules/${ids.module}`);
    expect(routes.filter((r) => r === 'POST /api/user/login')).toHaveLength(1);
  });

  it('leaves out a report’s draft saves but not the change of its sharing, one segment deeper', async () => {
    const report = randomUUID();
    await handle.db.insert(auditLog).values([record(20, teacher, 'PUT', `/api/reports/${report}`), record(21, teacher, 'PUT', `/api/reports/${report}/sharing`)]);
    const routes = ((await call(app, 'GET', '/api/audit/activity', admin)).json as ActivityItem[]).map((i) => `${i.method} ${i.route}`);
    expect(routes).toContain(`PUT /api/reports/${report}/sharing`);
    expect(routes).not.toContain(`PUT /api/reports/${report}`);
    await handle.db.delete(auditLog).where(inArray(auditLog.route, [`/api/reports/${report}`, `/api/reports/${report}/sharing`]));
  });

  it('shows at most 10 lines: the newest', async () => {
    const items = (await call(app, 'GET', '/api/audit/activity', admin)).json as ActivityItem[];
    expect(items).toHaveLength(10);
    expect(items.filter((i) => i.action === 'signOut')).toEqual([expect.objectContaining({ at: '2026-03-01T08:58:31.000Z' })]);
  });

  it('names the PAT or education and the candidate a planning line is about', async () => {
    const [pat] = await handle.db.insert(pats).values({ title: 'Orderpicken december', createdBy: coordinator.id }).returning({ id: pats.id });
    const [education] = await handle.db.insert(educations).values({ title: 'Heftruck basis', createdBy: coordinator.id }).returning({ id: educations.id });
    await handle.db.insert(auditLog).values([
      record(100, coordinator, 'POST', `/api/pat/${pat!.id}/candidates`),
      record(101, coordinator, 'DELETE', `/api/pat/${pat!.id}/candidates/${candidate.id}`),
      record(102, coordinator, 'POST', `/api/education/${education!.id}/candidates`),
      record(103, coordinator, 'DELETE', `/api/education/${education!.id}/candidates/${candidate.id}`),
      record(104, coordinator, 'POST', `/api/education/${education!.id}/open`),
      record(105, coordinator, 'POST', `/api/pat/${randomUUID()}/plan`),
    ]);
    const items = (await call(app, 'GET', '/api/audit/activity', admin)).json as ActivityItem[];
    expect(items.slice(0, 6).map(activitySentence)).toEqual([
      // a PAT that no longer exists: the line stays, without a name
      'Mark Jansen heeft een PAT ingepland.',
      'Mark Jansen heeft de opleiding ‘Heftruck basis’ geopend.',
      'Mark Jansen heeft Sven Kuipers van de opleiding ‘Heftruck basis’ gehaald.',
      'Mark Jansen heeft een kandidaat ingeschreven op de opleiding ‘Heftruck basis’.',
      'Mark Jansen heeft Sven Kuipers van de PAT ‘Orderpicken december’ gehaald.',
      'Mark Jansen heeft een kandidaat op de PAT ‘Orderpicken december’ ingepland.',
    ]);
  });

  it('is for Admin only, like the audit log', async () => {
    for (const user of [coordinator, teacher, candidate]) expect((await call(app, 'GET', '/api/audit/activity', user)).status, user.role).toBe(401);
    expect((await call(app, 'GET', '/api/audit/activity')).status).toBe(401);
  });
});
