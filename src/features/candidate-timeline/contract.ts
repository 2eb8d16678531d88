/**
 * The candidate timeline (docs/api.md "Candidate timeline"; docs/decisions/062-candidate-timeline.md): everything about
 * one candidate in one list — beroepen-quizzes, profession test attempts, PATs, educations, licence seats, reports and
 * messages — each as the viewer may see it by the rules of the feature that owns it. Read by /cp/user/{id} (staff) and
 * /contactperson/kandidaat/{id} (the candidate's contact person). Client-safe: types only.
 */
import type { AttemptStatus } from '#src/features/profession-test/contract';
import type { PatState } from '#src/features/pat/rules';
import type { EducationState } from '#src/features/educations/state';
import type { LicenceProduct } from '#src/features/licences/contract';
import type { OverallResult } from '#src/features/assessment/rules';

/** What an item is about. */
export type TimelineKind = 'quiz' | 'test' | 'pat' | 'education' | 'seat' | 'report' | 'message';

/** A module's result as the viewer may see it: pass or fail and the score, 0–100 %. */
export interface TimelineModuleResult {
  title: string;
  passed: boolean;
  scorePercent: number;
}

/** Fields every item has. */
interface ItemBase {
  /** The record's id (attempt, PAT, education, seat, report, message or quiz result). */
  id: string;
  /**
   * When it happens or happened, the order key: an ISO 8601 time, or a calendar day `YYYY-MM-DD` (Europe/Amsterdam)
   * for PAT days and lessons.
   */
  at: string;
  /** True when it is still to come or still going on (a PAT or education whose last day is today or later). */
  upcoming: boolean;
}

/** A beroepen-quiz the candidate made (staff only: the quiz lists are for staff and teachers). */
export interface QuizItem extends ItemBase {
  kind: 'quiz';
}

/** A profession test attempt. `passed` and `scorePercent` only once scored (the result is final); else null. */
export interface TestItem extends ItemBase {
  kind: 'test';
  testId: string;
  title: string;
  status: AttemptStatus;
  /** ISO 8601 when the attempt closed, else null. */
  closedAt: string | null;
  passed: boolean | null;
  /** Share of all points, whole percent; null before scoring or for a test without points. */
  scorePercent: number | null;
}

/** A PAT the candidate is planned on (planned or later). */
export interface PatItem extends ItemBase {
  kind: 'pat';
  title: string;
  state: PatState;
  firstDay: string | null;
  lastDay: string | null;
  /** ISO 8601 when staff released the results, else null. */
  resultsReleasedAt: string | null;
  /** The modules' results the viewer may see (staff also before the release; a contact person only after it). */
  results: TimelineModuleResult[];
  /** The whole PAT from those results (assessment/rules.ts `overallResult`); null when the viewer sees none. */
  overall: OverallResult | null;
}

/** An education the candidate is enrolled on (open, not archived). */
export interface EducationItem extends ItemBase {
  kind: 'education';
  title: string;
  state: EducationState;
  firstDay: string | null;
  lastDay: string | null;
  /** `YYYY-MM-DD`. */
  enrolledOn: string;
  /** Attendance so far: lessons held since enrolment, present (late counts as present) and the share present. */
  attendance: { lessons: number; present: number; presentPercent: number | null };
  resultsReleasedAt: string | null;
  results: TimelineModuleResult[];
  overall: OverallResult | null;
}

/** A licence seat the candidate holds or held. */
export interface SeatItem extends ItemBase {
  kind: 'seat';
  licenceId: string;
  product: LicenceProduct;
  productName: string;
  organization: string;
  releasedAt: string | null;
  heldUntil: string | null;
}

/** A report about the candidate (per PAT). A reader (contact person) sees only final, shared ones. */
export interface ReportItem extends ItemBase {
  kind: 'report';
  title: string;
  patId: string;
  patTitle: string;
  status: 'draft' | 'final';
  version: number;
}

/** A message between the viewer and the candidate (staff; never someone else's mail). Subject only. */
export interface MessageItem extends ItemBase {
  kind: 'message';
  subject: string;
  direction: 'sent' | 'received';
}

export type TimelineItem = QuizItem | TestItem | PatItem | EducationItem | SeatItem | ReportItem | MessageItem;

/**
 * `GET /api/timeline/{candidateId}`: the candidate and their items — `upcoming` the things still to come, the soonest
 * first; `past` everything else, the newest first (docs/decisions/062-candidate-timeline.md).
 */
export interface CandidateTimeline {
  candidate: { id: string; name: string };
  upcoming: TimelineItem[];
  past: TimelineItem[];
}
