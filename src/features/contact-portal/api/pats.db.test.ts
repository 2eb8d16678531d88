/**
 * A candidate's PATs for their contact person in-process (docs/api.md "Contact portal"): the candidate's page lists
 * their PATs (not drafts), the PAT page shows days and modules, and each module's result only once staff released the
 * results; another organisation's candidate, a PAT the candidate is not on and a draft are 404.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, patModules, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from '#src/features/pat/api/fixtures';
import type { PortalCandidate, PortalCandidateDetail, PortalPat } from '#src/features/contact-portal/contract';
import type { Page } from '#src/lib/contract';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let patId: string;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  patId = (await plannedPat(app, w, { candidates: 2 })).patId;
  // Anouk's first module scored final: 4, 3, 3 → (3·3 + 2·2 + 1·2) / 18 = 83 %.
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
});

afterAll(async () => {
  await handle?.close();
});

const pathOf = (candidateIndex = 0, pat = patId) => `/api/contactperson/candidates/${w.candidates[candidateIndex]!.id}/pat/${pat}`;

describe('GET /api/contactperson/candidates/{id}/pat/{patId}', () => {
  it('lists the candidate’s PATs on their page, not drafts', async () => {
    await plannedPat(app, w, { candidates: 1, draft: true });
    const detail = (await call(app, 'GET', `/api/contactperson/candidates/${w.candidates[0]!.id}`, w.contactPerson)).json as PortalCandidateDetail;
    expect(detail.pats).toEqual([{ id: patId, title: expect.stringMatching(/^PAT \d+$/), state: 'planned', firstDay: expect.any(String), lastDay: expect.any(String), resultsReleasedAt: null }]);
    expect(((await call(app, 'GET', `/api/contactperson/candidates/${w.candidates[3]!.id}`, w.contactPerson)).json as PortalCandidateDetail).pats).toEqual([]);
  });

  it('shows days and modules, and results only once released', async () => {
    const before = (await call(app, 'GET', pathOf(), w.contactPerson)).json as PortalPat;
    expect(before.candidate).toEqual({ id: w.candidates[0]!.id, name: w.candidates[0]!.name });
    expect(before.days).toHaveLength(2);
    expect(before.days[0]).toMatchObject({ startsAt: '09:00', endsAt: '16:00', location: { city: 'Hengelo' }, room: 'Magazijnhal' });
    expect(before.modules.map((m) => m.result)).toEqual([null, null]);
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const after = (await call(app, 'GET', pathOf(), w.contactPerson)).json as PortalPat;
    expect(after.resultsReleasedAt).toEqual(expect.any(String));
    expect(after.modules.map((m) => m.result)).toEqual([{ passed: true, scorePercent: 83, source: 'first' }, null]);
    expect(((await call(app, 'GET', pathOf(1), w.contactPerson)).json as PortalPat).modules.map((m) => m.result)).toEqual([null, null]);
  });

  it('shows the released PAT result on the overview instead of no result, only once released', async () => {
    const overview = async () => ((await call(app, 'GET', '/api/contactperson/candidates', w.contactPerson)).json as Page<PortalCandidate>).items;
    const first = (await overview()).find((c) => c.id === w.candidates[0]!.id);
    // Released in the test before: one of two modules has a result, and it passed.
    expect(first?.released).toEqual([{ kind: 'pat', id: patId, title: expect.any(String), releasedAt: expect.any(String), passed: null, modulesPassed: 1, modulesWithResult: 1, modules: 2 }]);
    await handle.db.update(pats).set({ resultsReleasedAt: null }).where(eq(pats.id, patId));
    expect((await overview()).find((c) => c.id === w.candidates[0]!.id)?.released).toEqual([]);
    await handle.db.update(pats).set({ resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
  });

  it('is 404 for another organisation, a PAT the candidate is not on, a draft and nonsense ids; contact persons only', async () => {
    const otherContact = await createUser(handle, 'ContactPerson', { organizationId: w.otherOrganizationId });
    expect((await call(app, 'GET', pathOf(), otherContact)).status).toBe(404);
    expect((await call(app, 'GET', pathOf(3), w.contactPerson)).status).toBe(404);
    const { patId: draft } = await plannedPat(app, w, { candidates: 1, draft: true });
    expect((await call(app, 'GET', pathOf(0, draft), w.contactPerson)).status).toBe(404);
    expect((await call(app, 'GET', `/api/contactperson/candidates/abc/pat/def`, w.contactPerson)).status).toBe(404);
    for (const who of [w.coordinator, w.teachers[0]!, w.candidates[0]!]) expect((await call(app, 'GET', pathOf(), who)).status).toBe(401);
  });
});
