/**
 * The evaluations in the data download (`GET /api/user/DownloadCandidateData`, beoordelingen.json) follow the
 * assessment rules (features/assessment/visibility.ts; docs/decisions/037-assessment-visibility.md): a candidate's own
 * download holds them only as the candidate's result page shows them — nothing before the release, then the deciding
 * result without assessors' names, other assessors' scores or drafts — while a staff download holds every evaluation.
 */
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, modules, patModules, pats, reflections, templateVersions } from '#src/server/db/schema';
import { EXPORT_FILE_LABELS, EXPORT_LABELS } from '#src/features/privacy/strings';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb, type TestUser } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from '#src/features/pat/api/fixtures';
import type { MyPatResult } from '#src/features/pat/contract';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

type Score = 1 | 2 | 3 | 4;

/** Writes an evaluation of the first module for `candidate` straight into the table. */
async function evaluate(patId: string, candidate: TestUser, role: 'first' | 'second', score: Score, remark: string, status: 'draft' | 'final') {
  const moduleId = w.moduleIds[0]!;
  const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
  await handle.db.insert(evaluations).values({
    patId,
    moduleId,
    candidateId: candidate.id,
    role,
    assessorId: w.teachers[role === 'first' ? 0 : 1]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, { score, remark: `${remark} per criterium` }])),
    remark,
    status,
    finalizedAt: status === 'final' ? new Date() : null,
  });
}

/** The beoordelingen.json of `caller`'s download (about `userId` when given), parsed. */
async function evaluationsFile(caller: TestUser, userId?: string): Promise<{ text: string; rows: Record<string, unknown>[]; html: string }> {
  const res = await app.request(`/api/user/DownloadCandidateData${userId ? `?userId=${userId}` : ''}`, { headers: { authorization: `Bearer ${caller.token}` } });
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const text = strFromU8(files['beoordelingen.json']!);
  return { text, rows: JSON.parse(text), html: strFromU8(files['index.html']!) };
}

describe('beoordelingen.json in the data download', () => {
  it('holds nothing of an unreleased PAT for the candidate, a teacher’s draft least of all, but every evaluation for staff', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 2, secondAssessor: true });
    const [lotte, yousef] = [w.candidates[0]!, w.candidates[1]!];
    await evaluate(patId, lotte, 'first', 4, 'Eerste oordeel', 'final');
    await evaluate(patId, yousef, 'first', 2, 'Concept van de docent', 'draft');

    expect((await evaluationsFile(lotte)).rows).toEqual([]);
    expect((await evaluationsFile(yousef)).rows).toEqual([]);
    expect((await call(app, 'GET', `/api/pat/mine/${patId}/result`, lotte)).json).toMatchObject({ released: false, modules: [] });

    const staff = await evaluationsFile(w.coordinator, lotte.id);
    expect(staff.text).toContain('Eerste oordeel');
    expect((await evaluationsFile(w.coordinator, yousef.id)).text).toContain('Concept van de docent');
  });

  it('holds, once released, what the result page shows: the deciding result and the first assessor’s remarks, without names or the second assessor', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true });
    const lotte = w.candidates[0]!;
    await evaluate(patId, lotte, 'first', 4, 'Eerste oordeel', 'final');
    await evaluate(patId, lotte, 'second', 1, 'Tweede oordeel', 'final');
    const moduleId = w.moduleIds[0]!;
    const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
    await handle.db.insert(reflections).values({
      patId,
      moduleId,
      candidateId: lotte.id,
      templateVersionId: pm!.templateVersionId,
      scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, 3 as Score])),
      remark: 'Mijn reflectie',
    });
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));

    const own = await evaluationsFile(lotte);
    const page = (await call(app, 'GET', `/api/pat/mine/${patId}/result`, lotte)).json as MyPatResult;
    const shown = page.modules.find((m) => m.moduleId === moduleId)!;
    const row = own.rows.find((r) => r.pat === page.pat.title && r.module === shown.title);
    expect(row).toMatchObject({
      result: 'passed',
      scorePercent: shown.result?.scorePercent,
      remark: 'Eerste oordeel',
      criteria: shown.criteria.map((c) => ({ criterion: c.text, score: 4, remark: 'Eerste oordeel per criterium', ownScore: 3 })),
    });
    expect(own.text).not.toContain('Tweede oordeel');
    for (const teacher of w.teachers) expect(own.text).not.toContain(teacher.name);
    expect(own.text).not.toContain('"status"');

    const staff = await evaluationsFile(w.coordinator, lotte.id);
    expect(staff.text).toContain('Tweede oordeel');
  });

  it('names criteria and modules next to their ids, in the JSON and on the Dutch page, for both audiences', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, secondAssessor: true });
    const lotte = w.candidates[0]!;
    await evaluate(patId, lotte, 'first', 3, 'Netjes\ngewerkt <script>x</script>', 'final');
    await evaluate(patId, lotte, 'second', 2, 'Tweede oordeel', 'final');
    await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
    const moduleId = w.moduleIds[0]!;
    const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)));
    const [version] = await handle.db.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, pm!.templateVersionId));
    const [mod] = await handle.db.select({ title: modules.title }).from(modules).where(eq(modules.id, moduleId));
    const names = version!.content.criteria.filter((c) => w.criteria[moduleId]!.includes(c.id)).map((c) => c.name);
    expect(names.length).toBeGreaterThan(0);
    const dutch = new Set([...Object.values(EXPORT_LABELS), ...Object.values(EXPORT_FILE_LABELS).flatMap((l) => Object.values(l))]);

    const staff = await evaluationsFile(w.coordinator, lotte.id);
    const row = staff.rows.find((r) => r.moduleId === moduleId && r.role === 'first' && String(r.remark).startsWith('Netjes'))!;
    expect(row.module).toBe(mod!.title);
    expect(row.criteria).toEqual(
      version!.content.criteria
        .filter((c) => w.criteria[moduleId]!.includes(c.id))
        .map((c) => ({ criterionId: c.id, criterion: c.name, score: 3, remark: 'Netjes\ngewerkt <script>x</script> per criterium' })),
    );
    for (const html of [staff.html, (await evaluationsFile(lotte)).html]) {
      expect(html).toContain(`<td>${mod!.title}</td>`);
      expect(html).toContain('<h2>Beoordelingen</h2>');
      expect(html).toContain('Netjes<br>gewerkt &#60;script&#62;x&#60;/script&#62;');
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('\\n');
      const headings = [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]!);
      expect(headings.filter((h) => !dutch.has(h))).toEqual([]);
    }
    for (const name of names) expect(staff.html).toContain(`<td>${name}</td>`);
  });
});
