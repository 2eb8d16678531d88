/**
 * The sign-out guard's teacher work (logout-guard.ts): roll-call marks and evaluation drafts kept on the tablet, each
 * in its own database with the request that saves it. Loaded only by teachers' pages (TeacherGuard.astro), which
 * add them to the guard with `addDeviceStores`; candidates' pages never load this.
 */
import { ATTENDANCE_DATABASE, EVALUATION_DATABASE, type UnsentEntry } from '#src/lib/device-sync/device-db';
import type { Mark } from '#src/features/educations/islands/attendance/marks';
import type { Draft } from '#src/features/assessment/evaluation-drafts';
import { evaluationPath } from '#src/features/assessment/evaluation-keys';
import { queuedStore, type DeviceKind, type DeviceStore, type SaveRequest } from './logout-guard';

/**
 * A mark's save: the roll call's `PUT /api/education/lesson/{id}/attendance` with that one candidate under the
 * mark's seq (calls.ts `putMark`; docs/api.md "Education"). The lesson is the record's scope, the candidate its
 * key.
 */
export const markRequest = (m: UnsentEntry<Mark>): SaveRequest => ({
  path: `/api/education/lesson/${encodeURIComponent(m.scope)}/attendance`,
  body: { seq: m.seq, entries: [{ candidateId: m.key, status: m.value.status, remark: m.value.remark }] },
});

/**
 * An evaluation draft's save: the form's `PUT /api/pat/{id}/evaluation/…` or `PUT /api/education/{id}/evaluation/…`
 * with the whole draft under its seq (assessment/evaluation-calls.ts `putDraft`; docs/api.md "PAT", "Education"). The form key is the
 * record's scope (assessment/evaluation-keys.ts `evaluationPath` reads the PAT or education, module, candidate and role from it).
 */
export const evaluationRequest = (d: UnsentEntry<Draft>): SaveRequest => ({
  path: evaluationPath(d.scope),
  body: { scores: d.value.scores, remark: d.value.remark, seq: d.seq },
});

/** The teacher's kinds of work for `addDeviceStores`. */
export const TEACHER_STORES: Partial<Record<DeviceKind, DeviceStore>> = {
  marks: queuedStore('marks', ATTENDANCE_DATABASE, markRequest),
  evaluations: queuedStore('evaluations', EVALUATION_DATABASE, evaluationRequest),
};
