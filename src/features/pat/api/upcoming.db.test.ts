/**
 * `GET /api/pat/candidates` in-process (docs/api.md "PAT"): one row per candidate of a planned or running PAT with
 * their next day to come; drafts, archived PATs and days that are over left out; search, paging and who may call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';
import type { UpcomingCandidate } from '#src/features/pat/upcoming-contract';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
const today = amsterdamDay();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app, 20);
});

afterAll(async () => {
  await handle?.close();
});

/** The rows of the world's candidates on the first page (other worlds of this file may add their own). */
async function rowsOf(world: PatWorld, query = ''): Promise<UpcomingCandidate[]> {
  const answer = await call(app, 'GET', `/api/pat/candidates${query}`, world.coordinator);
  expect(answer.status).toBe(200);
  const ids = new Set(world.candidates.map((c) => c.id));
  return (answer.json.items as UpcomingCandidate[]).filter((row) => ids.has(row.candidate.id));
}

describe('GET /api/pat/candidates', () => {
  it('lists each candidate of a planned PAT once with their next day, and leaves drafts and archived PATs out', async () => {
    const later = await plannedPat(app, w, { days: [30, 31], candidates: 2 });
    const sooner = await plannedPat(app, w, { days: [20], candidates: 1 });
    await plannedPat(app, w, { days: [10], candidates: 3, draft: true });
    const archived = await plannedPat(app, w, { days: [5], candidates: 4 });
    expect((await call(app, 'POST', `/api/pat/${archived.patId}/archive`, w.admin)).status).toBe(200);

    const rows = await rowsOf(w);
    // Candidates 2 and 3 are only on the draft and the archived PAT.
    expect(rows.map((r) => r.candidate.id)).toEqual([w.candidates[0]!.id, w.candidates[1]!.id]);
    const [first, second] = rows;
    expect(first).toMatchObject({
      candidate: { id: w.candidates[0]!.id, name: w.candidates[0]!.name, email: w.candidates[0]!.email },
      organization: { id: w.organizationId },
      pat: { id: sooner.patId, state: 'planned' },
      day: { id: sooner.dayIds[0], day: addDays(today, 20), startsAt: '09:00', endsAt: '16:00', location: { id: w.locationId, city: 'Hengelo' }, room: 'Magazijnhal' },
      daysAhead: 3,
    });
    expect(second).toMatchObject({ pat: { id: later.patId, state: 'planned' }, day: { id: later.dayIds[0], day: addDays(today, 30) }, daysAhead: 2 });
  });

  it('shows a running PAT with the day still to come, and finds a candidate by name', async () => {
    const world = await patWorld(handle, app);
    const running = await plannedPat(app, world, { days: [-2, 40], candidates: 2 });
    const rows = await rowsOf(world);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ pat: { id: running.patId, state: 'in_progress' }, day: { id: running.dayIds[1], day: addDays(today, 40) }, daysAhead: 1 });

    const found = await call(app, 'GET', `/api/pat/candidates?q=${encodeURIComponent(world.candidates[1]!.name.toUpperCase())}`, world.coordinator);
    expect(found.json).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(found.json.items.map((r: UpcomingCandidate) => r.candidate.id)).toEqual([world.candidates[1]!.id]);
    // `%` is taken literally.
    expect((await call(app, 'GET', '/api/pat/candidates?q=%25', world.coordinator)).json).toMatchObject({ items: [], total: 0 });
  });

  it('counts exactly on a page past the end', async () => {
    const all = await call(app, 'GET', '/api/pat/candidates', w.admin);
    const total = all.json.total as number;
    expect(total).toBeGreaterThanOrEqual(4);
    expect((await call(app, 'GET', '/api/pat/candidates?page=9', w.admin)).json).toEqual({ items: [], total, page: 9, pageSize: 20 });
  });

  it('is for staff only and refuses a search that is too long', async () => {
    for (const caller of [w.teachers[0]!, w.candidates[0]!, w.contactPerson]) expect((await call(app, 'GET', '/api/pat/candidates', caller)).status).toBe(401);
    expect((await call(app, 'GET', '/api/pat/candidates')).status).toBe(401);
    const long = await call(app, 'GET', `/api/pat/candidates?q=${'a'.repeat(101)}`, w.coordinator);
    expect(long).toEqual({ status: 400, json: { title: expect.stringContaining('De zoekterm is te lang.') } });
    expect(await call(app, 'GET', '/api/pat/candidates?page=twee', w.coordinator)).toEqual({ status: 400, json: { title: expect.stringContaining('Het paginanummer is geen getal.') } });
  });
});
