/**
 * Group actions on candidates (docs/api.md "Group actions"; docs/decisions/056-group-actions-preview-and-all-or-nothing.md):
 * plan many candidates on a PAT, enrol them in an education, assign them a profession test, send them an
 * invitation, or move them to another organisation's licence, in one go.
 *
 * Each candidate is handled by the owning feature's own single-candidate function (features/pat `addCandidate`,
 * features/educations `enrolCandidate`, features/profession-test `assignTest`, features/accounts
 * `resendInvitation`, features/licences `moveCandidateToLicence`): seats, scope, duplicates, conflicts and mails stay their rules. This module only runs them for
 * a group, each in a savepoint of one transaction, and sorts what they answer:
 * - success → `change`;
 * - 409 'already so' (already on the PAT or education, test already assigned, account not invited) → `skip`;
 * - any other refusal (400, 404 for a candidate the owner does not take, 409: no seat, conflicts) → `refuse`, with
 *   the owner's Dutch message;
 * - a 5xx or an unknown error ends the whole call (nothing is saved).
 *
 * The preview runs exactly this and rolls the transaction back, so it says what the apply will do. The apply runs it
 * again and commits only when the candidates that change are the ones the preview named (`expected`); otherwise
 * nothing is saved and the answer is 409 naming what differs.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { candidateListScope } from '#src/server/access-scope';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { professionTests, users } from '#src/server/db/schema';
import { ApiError, apiError } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { resendInvitation, ADMIN_TITLES } from '#src/features/accounts/api/user-admin';
import { addCandidate, PLANNING_TITLES, visiblePat } from '#src/features/pat/api/planning';
import { EDUCATION_TITLES, enrolCandidate, visibleEducation } from '#src/features/educations/api/planning';
import { assignTest } from '#src/features/profession-test/api/profession-tests';
import { TEST_TITLES } from '#src/features/profession-test/api/definition';
import { confirmHeldSeats, licenceName } from '#src/features/licences/api/seats';
import { visibleLicence } from '#src/features/licences/api/licences';
import { MOVE_TITLES, moveCandidateToLicence } from '#src/features/licences/api/candidate-move';
import {
  TARGETED,
  type TargetedAction,
  type GroupAction,
  type GroupOutcome,
  type GroupResult,
  type GroupRow,
  type groupApplyBody,
  type groupPreviewBody,
} from '#src/features/group-actions/contract';
import { groupActions as t } from '#src/features/group-actions/strings';

type Candidate = { id: string; name: string; email: string; status: string; inviteExpiresAt: Date | null };

/** Thrown inside the preview's transaction to roll it back; carries the answer out. */
class PreviewDone extends Error {
  constructor(readonly result: GroupResult) {
    super('preview');
  }
}

/**
 * The candidates `ids`, in the order given, if the caller may act on every one of them (candidateListScope: staff
 * every candidate); erased accounts are gone.
 * @throws apiError 404 `t.unknownCandidates` when one is unknown, not a candidate, erased or out of scope (decision 003).
 */
async function candidatesOf(db: Db, caller: Caller, ids: string[]): Promise<Candidate[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status, inviteExpiresAt: users.inviteExpiresAt })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.status, 'erased'), candidateListScope(db, caller)));
  const byId = new Map(rows.map((r) => [r.id.toLowerCase(), r]));
  const found = ids.map((id) => byId.get(id.toLowerCase()));
  if (found.some((r) => !r)) throw apiError(404, t.unknownCandidates);
  return found as Candidate[];
}

/**
 * The target's name, checked with the owning feature's own lookup.
 * @throws apiError 400 `t.targetRequired` without a target for pat, education, test; 404 the owner's title for an
 *   unknown target.
 */
async function targetOf(db: Db, caller: Caller, action: GroupAction, targetId: string | undefined): Promise<string | null> {
  if (!TARGETED.includes(action)) return null;
  if (!targetId) throw apiError(400, t.targetRequired[action as TargetedAction]);
  if (action === 'pat') return (await visiblePat(db, caller, targetId)).title;
  if (action === 'education') return (await visibleEducation(db, caller, targetId)).title;
  if (action === 'licence') {
    const { licence, organizationName, productName } = await visibleLicence(db, caller, targetId);
    return licenceName({ productName, organization: organizationName, validUntil: licence.validUntil });
  }
  const [test] = await db.select({ title: professionTests.title }).from(professionTests).where(eq(professionTests.id, targetId));
  if (!test) throw apiError(404, TEST_TITLES.unknownTest);
  return test.title;
}

/** The titles that mean 'already so': the candidate is skipped, nothing to do. */
const ALREADY: ReadonlySet<string> = new Set([PLANNING_TITLES.alreadyPlanned, EDUCATION_TITLES.alreadyEnrolled, TEST_TITLES.alreadyAssigned, ADMIN_TITLES.notInvited, MOVE_TITLES.alreadyOnLicence]);
/** The owners' 'no such candidate' titles: here the candidate exists (checked first), but is not active. */
const NOT_ACTIVE: ReadonlySet<string> = new Set([PLANNING_TITLES.unknownCandidate, EDUCATION_TITLES.unknownCandidate, TEST_TITLES.candidateNotFound, MOVE_TITLES.unknownCandidate]);

/**
 * Runs the owning feature's function for one candidate (`targetId`: the PAT, education or test; '' for invitations).
 * @throws what the owner throws (its Dutch `{ title }` errors).
 */
async function actOn(db: Db, outbox: MailOutbox, caller: Caller, action: GroupAction, targetId: string, candidate: Candidate): Promise<void> {
  switch (action) {
    case 'pat':
      await addCandidate(db, caller, targetId, candidate.id, outbox);
      return;
    case 'education':
      await enrolCandidate(db, caller, targetId, { candidateId: candidate.id }, outbox);
      return;
    case 'test':
      await assignTest(db, caller, targetId, candidate.id);
      return;
    case 'licence':
      await moveCandidateToLicence(db, caller, { candidateId: candidate.id, licenceId: targetId });
      return;
    case 'invite':
    case 'reinvite':
      await resendInvitation(db, outbox, caller, candidate.id, { onConfirmed: confirmHeldSeats });
      return;
  }
}

/** For `invite`: why an account is skipped without calling (it has a valid invitation or is not invited), or null. */
function inviteSkip(candidate: Candidate, now: Date): string | null {
  if (candidate.status === 'active') return t.skip.active;
  if (candidate.status === 'disabled') return t.skip.disabled;
  if (candidate.status === 'invited' && candidate.inviteExpiresAt && candidate.inviteExpiresAt > now) return t.skip.validInvitation;
  return null;
}

/** The row for one candidate from what the owner answered (see the module comment). @throws a 5xx or unknown error. */
function rowOf(action: GroupAction, candidate: Candidate, error: unknown): GroupRow {
  const base = { id: candidate.id, name: candidate.name, email: candidate.email };
  if (error === undefined) return { ...base, outcome: 'change', reason: t.change[action] };
  if (!(error instanceof ApiError) || error.status >= 500) throw error;
  if (error.status === 409 && ALREADY.has(error.message)) return { ...base, outcome: 'skip', reason: t.skip[action] };
  if (NOT_ACTIVE.has(error.message)) return { ...base, outcome: 'refuse', reason: t.notActive };
  return { ...base, outcome: 'refuse', reason: error.message };
}

/**
 * Runs the action for every candidate on `tx`, each in a savepoint (a refused one leaves nothing behind), and
 * answers what happened to each.
 */
async function runGroup(tx: Db, outbox: MailOutbox, caller: Caller, action: GroupAction, targetId: string, people: Candidate[]): Promise<GroupRow[]> {
  const now = new Date();
  const rows: GroupRow[] = [];
  for (const candidate of people) {
    const skipped = action === 'invite' ? inviteSkip(candidate, now) : null;
    if (skipped) {
      rows.push({ id: candidate.id, name: candidate.name, email: candidate.email, outcome: 'skip', reason: skipped });
      continue;
    }
    let failure: unknown;
    try {
      await tx.transaction((savepoint) => actOn(savepoint, outbox, caller, action, targetId, candidate));
    } catch (error) {
      failure = error;
    }
    rows.push(rowOf(action, candidate, failure));
  }
  return rows;
}

function resultOf(action: GroupAction, target: string | null, rows: GroupRow[]): GroupResult {
  const counts: Record<GroupOutcome, number> = { change: 0, skip: 0, refuse: 0 };
  for (const row of rows) counts[row.outcome]++;
  return { action, target, rows, counts };
}

/**
 * `POST /api/group-actions/{action}/preview` (staff): what the action would do to each candidate. Runs the action in
 * a transaction that is rolled back: nothing changes and no mail is sent.
 * @throws apiError 400 without a needed target; 404 for an unknown target or a candidate out of scope.
 */
export async function previewGroup(db: Db, outbox: MailOutbox, caller: Caller, action: GroupAction, body: z.output<typeof groupPreviewBody>): Promise<GroupResult> {
  const target = await targetOf(db, caller, action, body.targetId);
  const people = await candidatesOf(db, caller, body.candidateIds);
  try {
    await db.transaction(async (tx) => {
      const rows = await runGroup(tx, outbox, caller, action, body.targetId ?? '', people);
      throw new PreviewDone(resultOf(action, target, rows));
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.result;
    throw error;
  }
  throw new Error('group preview: geen uitkomst');
}

/**
 * `POST /api/group-actions/{action}` (staff): does the action in one transaction. Commits only when the candidates
 * that change are exactly `expected` (what the preview said); otherwise nothing is saved.
 * @returns the summary: every candidate with what was done or why not.
 * @throws apiError 400 / 404 as the preview; 409 `t.changedSince` naming the candidates whose outcome changed since
 *   the preview (e.g. the seats ran out), nothing saved.
 */
export async function applyGroup(db: Db, outbox: MailOutbox, caller: Caller, action: GroupAction, body: z.output<typeof groupApplyBody>): Promise<GroupResult> {
  const target = await targetOf(db, caller, action, body.targetId);
  const people = await candidatesOf(db, caller, body.candidateIds);
  const expected = new Set(body.expected.map((id) => id.toLowerCase()));
  return db.transaction(async (tx) => {
    const rows = await runGroup(tx, outbox, caller, action, body.targetId ?? '', people);
    const differing = rows.filter((row) => (row.outcome === 'change') !== expected.has(row.id.toLowerCase()));
    if (differing.length > 0 || [...expected].some((id) => !rows.some((r) => r.id.toLowerCase() === id))) {
      throw apiError(409, t.changedSince(differing.map((row) => ({ name: row.name, reason: row.outcome === 'change' ? t.nowPossible : row.reason }))));
    }
    return resultOf(action, target, rows);
  });
}
