/**
 * `/api/education` attendance calls (docs/api.md "Education", attendance; spec §2 /docent/opleiding/attendance/{id},
 * /cp/education/{id}): thin handlers over attendance.ts. Mounted before the planning router (router.ts) in routes.ts,
 * as `/:id…` routes of that router would otherwise be tried first.
 *
 * @example
 *   inOrder(attendanceRouter(), educationRouter()) // routes.ts
 */
import { Hono } from 'hono';
import { STAFF } from '#src/lib/roles';
import { requireCaller } from '#src/server/auth/caller';
import type { BackendEnv } from '#src/server/context';
import { readJson } from '#src/server/validation';
import { attendanceSaveBody } from '#src/features/educations/attendance-contract';
import { attendanceCsv, lessonInScope, readAttendance, readRoll, saveAttendance } from './attendance';

/** The `/api/education` attendance router. */
export function attendanceRouter() {
  const router = new Hono<BackendEnv>();
  const takers = requireCaller(...STAFF, 'Teacher');
  const readers = requireCaller(...STAFF, 'Teacher', 'ContactPerson');

  /** Staff, a teacher of the education: the lesson and its roll with what is stored. */
  router.get('/lesson/:lessonId/roll', takers, async (c) => c.json(await readRoll(c.var.db, c.var.caller, c.req.param('lessonId'))));

  /** Staff, a teacher of the education: `{ seq, entries }`, newest wins; answers what is stored. */
  router.put('/lesson/:lessonId/attendance', takers, async (c) => {
    const lessonId = c.req.param('lessonId');
    await lessonInScope(c.var.db, c.var.caller, lessonId); // an unknown lesson is 404, whatever the body
    return c.json(await saveAttendance(c.var.db, c.var.caller, lessonId, await readJson(c, attendanceSaveBody)));
  });

  /** Staff, a teacher of it, a contact person (their organisation's candidates): totals per candidate and lesson. */
  router.get('/:id/attendance', readers, async (c) => c.json(await readAttendance(c.var.db, c.var.caller, c.req.param('id'))));

  /** Staff, a teacher of it: one row per candidate × lesson as a CSV file for spreadsheets. */
  router.get('/:id/attendance.csv', takers, async (c) =>
    c.body(await attendanceCsv(c.var.db, c.var.caller, c.req.param('id')), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="aanwezigheid.csv"',
      'cache-control': 'private, no-store',
    }),
  );

  return router;
}
