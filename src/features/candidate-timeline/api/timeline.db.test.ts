/**
 * The candidate timeline in-process (docs/api.md "Candidate timeline"; docs/decisions/062-candidate-timeline.md):
 * staff see every part, PAT results before the release too, and their own messages with the candidate; a contact
 * person sees their organisation's candidates only, PAT results only once released and no messages; other roles 401.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, messageRecipients, messages, patModules, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from '#src/features/pat/api/fixtures';
import type { CandidateTimeline, PatItem, TimelineItem } from '#src/features/candidate-timeline/contract';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let patId: string;
let messageId: string;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  patId = (await plannedPat(app, w, { candidates: 2 })).patId;
  // The first candidate's first module scored final: 4, 3, 3 → 83 %, passed.
  const [pm] = await handle.db.select().from(patModules).where(eq(patModules.patId, patId)).orderBy(asc(patModules.position)).limit(1);
  await handle.db.insert(evaluations).values({
    patId,
    moduleId: pm!.moduleId,
    candidateId: w.candidates[0]!.id,
    role: 'first',
    assessorId: w.teachers[0]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(w.criteria[pm!.moduleId]!.map((id, i) => [id, { score: i === 0 ? 4 : 3, remark: '' }])),
    status: 'final',
    finalizedAt: new Date(),
  });
  // A message from the candidate to the coordinator, and one between the candidate and a teacher.
  const [sent] = await handle.db.insert(messages).values({ senderId: w.candidates[0]!.id, subject: 'Vraag over de PAT', body: 'Hoe laat?' }).returning({ id: messages.id });
  messageId = sent!.id;
  await handle.db.insert(messageRecipients).values({ messageId, recipientId: w.coordinator.id });
  const [other] = await handle.db.insert(messages).values({ senderId: w.candidates[0]!.id, subject: 'Aan de docent', body: 'Hallo' }).returning({ id: messages.id });
  await handle.db.insert(messageRecipients).values({ messageId: other!.id, recipientId: w.teachers[0]!.id });
});

afterAll(async () => {
  await handle?.close();
});

const pathOf = (index = 0) => `/api/timeline/${w.candidates[index]!.id}`;
const all = (t: CandidateTimeline): TimelineItem[] => [...t.upcoming, ...t.past];
const patOf = (t: CandidateTimeline) => all(t).find((i): i is PatItem => i.kind === 'pat' && i.id === patId);

describe('GET /api/timeline/{candidateId}', () => {
  it('shows staff the planned PAT as upcoming with its result before the release, and only their own messages', async () => {
    const res = await call(app, 'GET', pathOf(), w.coordinator);
    expect(res.status).toBe(200);
    const timeline = res.json as CandidateTimeline;
    expect(timeline.candidate).toEqual({ id: w.candidates[0]!.id, name: w.candidates[0]!.name });
    const pat = patOf(timeline);
    expect(pat?.upcoming).toBe(true);
    expect(timeline.upcoming.map((i) => i.id)).toContain(patId);
    expect(pat?.resultsReleasedAt).toBeNull();
    expect(pat?.results).toEqual([{ title: expect.any(String), passed: true, scorePercent: 83 }]);
    expect(pat?.overall).toEqual({ passed: null, modulesPassed: 1, modulesWithResult: 1, modules: 2 });
    const mail = all(timeline).filter((i) => i.kind === 'message');
    expect(mail).toEqual([{ kind: 'message', id: messageId, at: expect.any(String), upcoming: false, subject: 'Vraag over de PAT', direction: 'received' }]);
  });

  it('shows the contact person the PAT without results until they are released, then with them', async () => {
    const before = (await call(app, 'GET', pathOf(), w.contactPerson)).json as CandidateTimeline;
    expect(patOf(before)).toMatchObject({ resultsReleasedAt: null, results: [], overall: null });
    expect(all(before).some((i) => i.kind === 'message' || i.kind === 'quiz')).toBe(false);

    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const after = (await call(app, 'GET', pathOf(), w.contactPerson)).json as CandidateTimeline;
    expect(patOf(after)?.resultsReleasedAt).toEqual(expect.any(String));
    expect(patOf(after)?.results).toEqual([{ title: expect.any(String), passed: true, scorePercent: 83 }]);
    expect(all(after).some((i) => i.kind === 'message')).toBe(false);
    // The other candidate on the PAT has no final evaluation: nothing to show even after the release.
    expect(patOf((await call(app, 'GET', pathOf(1), w.contactPerson)).json as CandidateTimeline)?.results).toEqual([]);
  });

  it('is 404 for another organisation’s candidate, a non-candidate and nonsense ids', async () => {
    const otherContact = await createUser(handle, 'ContactPerson', { organizationId: w.otherOrganizationId });
    expect((await call(app, 'GET', pathOf(), otherContact)).status).toBe(404);
    expect((await call(app, 'GET', `/api/timeline/${w.teachers[0]!.id}`, w.coordinator)).status).toBe(404);
    expect((await call(app, 'GET', `/api/timeline/${w.contactPerson.id}`, w.contactPerson)).status).toBe(404);
    expect((await call(app, 'GET', '/api/timeline/abc', w.coordinator)).status).toBe(404);
  });

  it('is 401 for teachers and candidates, also about themselves', async () => {
    expect((await call(app, 'GET', pathOf(), w.teachers[0]!)).status).toBe(401);
    expect((await call(app, 'GET', pathOf(), w.candidates[0]!)).status).toBe(401);
  });
});
