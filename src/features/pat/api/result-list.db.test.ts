/**
 * GET /api/pat/results and /api/pat/results.csv in-process (docs/api.md "PAT"): every candidate × module of the
 * PATs that are not drafts, the result once the first evaluation is final, the filters, the CSV for spreadsheets,
 * and staff only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { evaluations, patModules } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, call, openTestDb } from '#src/server/testing/api';
import { CSV_HEADERS } from './result-list';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let patId: string;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
  patId = (await plannedPat(app, w, { candidates: 2 })).patId;
  await plannedPat(app, w, { candidates: 1, draft: true });
  const [pm] = await handle.db.select().from(patModules).where(eq(patModules.patId, patId)).orderBy(patModules.position);
  const ids = w.criteria[pm!.moduleId]!;
  // Anouk's first module: 4, 4, 1 (weights 3, 2, 1) → (9 + 6 + 0) / 18 = 83 %.
  await handle.db.insert(evaluations).values({
    patId,
    moduleId: pm!.moduleId,
    candidateId: w.candidates[0]!.id,
    role: 'first',
    assessorId: w.teachers[0]!.id,
    templateVersionId: pm!.templateVersionId,
    scores: { [ids[0]!]: { score: 4, remark: '' }, [ids[1]!]: { score: 4, remark: '' }, [ids[2]!]: { score: 1, remark: '' } },
    status: 'final',
    finalizedAt: new Date(),
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('GET /api/pat/results', () => {
  it('lists every candidate × module of planned PATs (not drafts), with the result once final', async () => {
    const all = await call(app, 'GET', '/api/pat/results', w.coordinator);
    expect(all.json.total).toBe(4); // 2 candidates × 2 modules; the draft PAT's candidate is not there
    const anouk = all.json.items.filter((r: { candidate: { id: string } }) => r.candidate.id === w.candidates[0]!.id);
    expect(anouk.map((r: { state: string; passed: boolean | null; scorePercent: number | null }) => [r.state, r.passed, r.scorePercent])).toEqual([
      ['final', true, 83],
      ['open', null, null],
    ]);
    expect((await call(app, 'GET', '/api/pat/results?state=final', w.admin)).json.total).toBe(1);
    expect((await call(app, 'GET', '/api/pat/results?state=open', w.admin)).json.total).toBe(3);
    expect((await call(app, 'GET', `/api/pat/results?q=${encodeURIComponent('Bilal')}`, w.admin)).json.total).toBe(2);
    expect((await call(app, 'GET', '/api/pat/results?state=later', w.admin)).json).toEqual({ title: 'Kies open of definitief.' });
  });

  it('gives the same rows as a CSV file for spreadsheets, with Dutch headers', async () => {
    const res = await app.request('/api/pat/results.csv?state=final', { headers: authHeaders(w.coordinator.token) });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="pat-resultaten.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte order mark: spreadsheets read é and ş right
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe(CSV_HEADERS.join(';'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^PAT \\d+;Anouk Kandidaat \\d+;Praktijkbedrijf \\d+ B\\.V\\.;Orderpicken \\d+;definitief;gehaald;83;\\d{4}-\\d{2}-\\d{2};nee;eerste beoordelaar$`));
  });

  it('is for staff only', async () => {
    for (const who of [w.teachers[0]!, w.contactPerson, w.candidates[0]!]) {
      expect((await call(app, 'GET', '/api/pat/results', who)).status).toBe(401);
      expect((await app.request('/api/pat/results.csv', { headers: authHeaders(who.token) })).status).toBe(401);
    }
  });
});
