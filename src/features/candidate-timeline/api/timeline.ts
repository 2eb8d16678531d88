/**
 * `GET /api/timeline/{candidateId}` (docs/api.md "Candidate timeline"; docs/decisions/062-candidate-timeline.md):
 * everything about one candidate, composed from the services of the features that own each part, so every part shows
 * exactly what that feature shows this viewer — nothing here decides visibility on its own:
 *
 * | part | staff (Admin, Coordinator) | contact person of the candidate's organisation |
 * | --- | --- | --- |
 * | scope | any candidate that is not erased | contact-portal/api/candidates.ts `portalCandidate` (404 otherwise) |
 * | beroepen-quiz | profession-quiz `quizzesOf` | none (`quizzesOf`: the quiz lists are for staff and teachers) |
 * | test attempts | profession-test `candidateAttempts` | the same, in the contact person's scope |
 * | PATs | contact-portal `portalPatsOf`; results pat `candidateProgress` (staff see them before the release) | contact-portal `portalCandidatePat` (results once released) |
 * | educations | educations `educationsOf` (results once released) | `portalCandidate`'s educations (results once released) |
 * | licence seats | licences `seatsOf`, every organisation | `seatsOf` on the own organisation's licences, as `portalCandidate` |
 * | reports | reports `listReports` | the same: final ones marked shareable |
 * | messages | mailbox `messagesBetween`: the viewer's own with the candidate | none: never a candidate's mail |
 *
 * A test attempt shows its verdict and score only once scored (final), as the contact portal's `portalTest` does.
 */
import { and, eq, ne } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { users } from '#src/server/db/schema';
import { apiError, TITLES } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { overallResult } from '#src/features/assessment/rules';
import { portalCandidate } from '#src/features/contact-portal/api/candidates';
import { portalCandidatePat, portalPatsOf } from '#src/features/contact-portal/api/pats';
import { educationsOf } from '#src/features/educations/api/candidate';
import { seatsOf } from '#src/features/licences/api/seats';
import { messagesBetween } from '#src/features/mailbox/api/messages';
import { candidateProgress } from '#src/features/pat/api/results';
import { quizzesOf } from '#src/features/profession-quiz/api/results';
import { candidateAttempts } from '#src/features/profession-test/api/candidate-attempts';
import type { CandidateAttempt } from '#src/features/profession-test/contract';
import { listReports } from '#src/features/reports/api/reports';
import type { PortalEducationItem, PortalPatItem } from '#src/features/contact-portal/contract';
import type { MyEducation } from '#src/features/educations/candidate-contract';
import type { CandidateTimeline, EducationItem, PatItem, TestItem, TimelineItem, TimelineModuleResult } from '#src/features/candidate-timeline/contract';
import { splitTimeline } from '#src/features/candidate-timeline/order';

/** At most this many pages of attempts (20 each) are read: a candidate's whole test history in practice. */
const ATTEMPT_PAGES = 5;

/** The candidate's attempts as the caller may see them (`candidateAttempts` checks the scope: 404 otherwise). */
async function attemptsOf(db: Db, caller: Caller, candidateId: string): Promise<CandidateAttempt[]> {
  const first = await candidateAttempts(db, caller, candidateId, 1);
  const pages = Math.min(ATTEMPT_PAGES, Math.ceil(first.total / first.pageSize));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => candidateAttempts(db, caller, candidateId, i + 2)));
  return [first, ...rest].flatMap((p) => p.items);
}

/** An attempt as an item: verdict and score only when scored (contact-portal `portalTest`: the result is final). */
function testItem(a: CandidateAttempt): TestItem {
  const scored = a.status === 'scored' && a.result !== null;
  const max = a.result?.maxPoints ?? 0;
  return {
    kind: 'test',
    id: a.attemptId,
    at: a.closedAt ?? a.startedAt,
    upcoming: false,
    testId: a.testId,
    title: a.testTitle,
    status: a.status,
    closedAt: a.closedAt,
    passed: scored ? (a.result?.passed ?? null) : null,
    scorePercent: scored && max > 0 ? Math.round(((a.result?.points ?? 0) * 100) / max) : null,
  };
}

/** Whether a PAT or education with these days is still to come or going on today (Europe/Amsterdam). */
function stillOn(firstDay: string | null, lastDay: string | null, today: string): boolean {
  return firstDay === null || (lastDay ?? firstDay) >= today;
}

/** A PAT as an item, with the module results the viewer may see (`results` null: none shown). */
function patItem(p: PortalPatItem, results: TimelineModuleResult[] | null, moduleCount: number, today: string): PatItem {
  const upcoming = stillOn(p.firstDay, p.lastDay, today);
  return {
    kind: 'pat',
    id: p.id,
    at: (upcoming ? p.firstDay : p.lastDay) ?? '',
    upcoming,
    title: p.title,
    state: p.state,
    firstDay: p.firstDay,
    lastDay: p.lastDay,
    resultsReleasedAt: p.resultsReleasedAt,
    results: results ?? [],
    overall: results && results.length > 0 ? overallResult([...results, ...Array<null>(Math.max(0, moduleCount - results.length)).fill(null)]) : null,
  };
}

/** An education as an item, from the contact portal's or the candidate's own shape. */
function educationItem(e: Pick<PortalEducationItem, 'id' | 'title' | 'state' | 'enrolledOn' | 'attendance' | 'resultsReleasedAt'> & { firstDay: string | null; lastDay: string | null; modules: { title: string; result: { passed: boolean; scorePercent: number } | null }[] }, today: string): EducationItem {
  const upcoming = stillOn(e.firstDay, e.lastDay, today);
  const results = e.modules.flatMap((m) => (m.result ? [{ title: m.title, passed: m.result.passed, scorePercent: m.result.scorePercent }] : []));
  return {
    kind: 'education',
    id: e.id,
    at: (upcoming ? e.firstDay : e.lastDay) ?? e.enrolledOn,
    upcoming,
    title: e.title,
    state: e.state,
    firstDay: e.firstDay,
    lastDay: e.lastDay,
    enrolledOn: e.enrolledOn,
    attendance: { lessons: e.attendance.lessons, present: e.attendance.present + e.attendance.late, presentPercent: e.attendance.presentPercent },
    resultsReleasedAt: e.resultsReleasedAt,
    results,
    overall: results.length > 0 ? overallResult(e.modules.map((m) => m.result)) : null,
  };
}

/** The candidate's own education shape (educations `educationsOf`) with its first and last lesson day. */
function ownEducation(e: MyEducation) {
  return { ...e, firstDay: e.lessons[0]?.day ?? null, lastDay: e.lessons.at(-1)?.day ?? null };
}

/** The reports the caller may see about the candidate (reports `listReports`) as items. */
async function reportItems(db: Db, caller: Caller, candidateId: string): Promise<TimelineItem[]> {
  return (await listReports(db, caller, { candidateId })).map((r) => ({
    kind: 'report',
    id: r.id,
    at: r.updatedAt,
    upcoming: false,
    title: r.title,
    patId: r.pat.id,
    patTitle: r.pat.title,
    status: r.status,
    version: r.version,
  }));
}

/** Staff: every part, PAT results before the release too (pat `candidateProgress` shows staff everything). */
async function staffItems(db: Db, caller: Caller, candidateId: string, today: string): Promise<TimelineItem[]> {
  const [quizzes, attempts, pats, educations, seats, reports, mail] = await Promise.all([
    quizzesOf(db, caller, candidateId),
    attemptsOf(db, caller, candidateId),
    portalPatsOf(db, candidateId),
    educationsOf(db, candidateId, 'nl', today),
    seatsOf(db, candidateId),
    reportItems(db, caller, candidateId),
    messagesBetween(db, caller, candidateId),
  ]);
  const patItems = await Promise.all(
    pats.map(async (p) => {
      const progress = await candidateProgress(db, caller, p.id, candidateId);
      const results = progress.modules.flatMap((m) =>
        m.result?.complete ? [{ title: m.title, passed: m.result.passed === true, scorePercent: m.result.scorePercent ?? 0 }] : [],
      );
      return patItem(p, results, progress.modules.length, today);
    }),
  );
  return [
    ...quizzes.map((q): TimelineItem => ({ kind: 'quiz', id: q.id, at: q.createdAt, upcoming: false })),
    ...attempts.map(testItem),
    ...patItems,
    ...educations.map((e) => educationItem(ownEducation(e), today)),
    ...seats.map(
      (s): TimelineItem => ({
        kind: 'seat',
        id: s.seatId,
        at: s.takenAt,
        upcoming: false,
        licenceId: s.licenceId,
        product: s.product,
        productName: s.productName,
        organization: s.organization.name,
        releasedAt: s.releasedAt,
        heldUntil: s.heldUntil,
      }),
    ),
    ...reports,
    ...mail.map((m): TimelineItem => ({ kind: 'message', id: m.id, at: m.createdAt, upcoming: false, subject: m.subject, direction: m.direction })),
  ];
}

/** A contact person: what the contact portal shows them, with each PAT's released results from `portalCandidatePat`. */
async function contactPersonItems(db: Db, caller: Caller, candidateId: string, today: string): Promise<{ name: string; items: TimelineItem[] }> {
  const portal = await portalCandidate(db, caller, candidateId);
  const [attempts, reports, seats, pats] = await Promise.all([
    attemptsOf(db, caller, candidateId),
    reportItems(db, caller, candidateId),
    // Only seats on the caller's organisation's licences, as `portalCandidate` (which checked the scope) lists them.
    seatsOf(db, candidateId, caller.organizationId ?? undefined),
    Promise.all(
      portal.pats.map(async (p) => {
        const detail = await portalCandidatePat(db, caller, candidateId, p.id);
        const results = detail.modules.flatMap((m) => (m.result ? [{ title: m.title, passed: m.result.passed, scorePercent: m.result.scorePercent }] : []));
        return patItem(p, results, detail.modules.length, today);
      }),
    ),
  ]);
  return {
    name: portal.name,
    items: [
      ...attempts.map(testItem),
      ...pats,
      ...portal.educations.map((e) => educationItem({ ...e, modules: e.results }, today)),
      ...seats.map(
        (s): TimelineItem => ({
          kind: 'seat',
          id: s.seatId,
          at: s.takenAt,
          upcoming: false,
          licenceId: s.licenceId,
          product: s.product,
          productName: s.productName,
          organization: s.organization.name,
          releasedAt: s.releasedAt,
          heldUntil: s.heldUntil,
        }),
      ),
      ...reports,
    ],
  };
}

/**
 * `GET /api/timeline/{candidateId}`: the candidate's timeline for `caller` (see the module comment).
 * @param today the calendar day (Europe/Amsterdam) that divides upcoming from past; default today.
 * @throws apiError 401 for any role but Admin, Coordinator and ContactPerson (the router lets no one else in);
 *   404 for an id that is not a UUID, unknown, erased, not a candidate, or (contact person) of another organisation.
 */
export async function candidateTimeline(db: Db, caller: Caller, candidateId: string, today = amsterdamDay()): Promise<CandidateTimeline> {
  if (!isUuid(candidateId)) throw apiError(404, TITLES.notFound);
  if (caller.role === 'ContactPerson') {
    const { name, items } = await contactPersonItems(db, caller, candidateId, today);
    return { candidate: { id: candidateId, name }, ...splitTimeline(items) };
  }
  if (!isStaff(caller.role)) throw apiError(401, TITLES.forbidden);
  const [candidate] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'User'), ne(users.status, 'erased')));
  if (!candidate) throw apiError(404, TITLES.notFound);
  return { candidate, ...splitTimeline(await staffItems(db, caller, candidateId, today)) };
}
