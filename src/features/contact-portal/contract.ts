/**
 * The contact portal's calls (docs/api.md "Contact portal"): what a contact person reads about their own
 * organisation's candidates on /contactperson/overzicht and /contactperson/kandidaat/{id} (spec §2, Contact person;
 * docs/domain.md "Who may see and do what": a contact person follows their organisation's candidates' progress and
 * results). Request schemas the router validates with and the answers' types, declared once for the backend and
 * the pages (docs/decisions/017-feature-folders.md). Client-safe: zod and types only.
 */
import { z } from 'zod';
import { pageQuery } from '#src/lib/contract';
import type { TestState } from '#src/features/profession-test/contract';
import type { LicenceProduct, SeatReleaseReason } from '#src/features/licences/contract';
import type { PatState } from '#src/features/pat/rules';
import type { OverallResult, ScoreSource } from '#src/features/assessment/rules';
import type { EducationState } from '#src/features/educations/state';

/** `GET /api/contactperson/candidates` query: `page` (from 1) and `q` (≤ 100 characters, anywhere in name or e-mail). */
export const portalCandidatesQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoekterm is te lang: gebruik hoogstens 100 tekens.').optional(),
});

/**
 * One assigned profession test of a candidate, as their contact person sees it. `state` is the attempt's
 * lifecycle (docs/domain.md): `not_started` (assigned, no attempt), `in_progress`, `closed` (finished, open answers
 * may wait for points) or `scored` (the result is final). `passed` and `scorePercent` only for `scored`
 * (else null; `scorePercent` also null for a test without points): the share of all points, a whole number
 * 0–100, rounded half up. `finishedAt` (ISO 8601) when the attempt closed, else null.
 */
export interface PortalTest {
  testId: string;
  title: string;
  state: TestState;
  passed: boolean | null;
  scorePercent: number | null;
  finishedAt: string | null;
}

/**
 * A released result of a whole PAT or education (api/released.ts): when staff released it (ISO 8601) and the result
 * from its modules' results (assessment/rules.ts `overallResult`: `passed` true when every module passed, false once one
 * failed, null while a module has no result).
 */
export interface PortalReleasedResult extends OverallResult {
  kind: 'pat' | 'education';
  id: string;
  title: string;
  releasedAt: string;
}

/**
 * A candidate in `GET /api/contactperson/candidates`: their tests in the order they were assigned, and their latest
 * released PAT and education results, newest release first (empty when none is released).
 */
export interface PortalCandidate {
  id: string;
  name: string;
  email: string;
  tests: PortalTest[];
  released: PortalReleasedResult[];
}

/**
 * A licence seat of the candidate on one of the organisation's licences: which licence and product, since when
 * (ISO 8601), whether it is only held until the candidate confirms their address (`heldUntil`), and whether it was
 * handed back (`releasedAt`, `releaseReason` as in `GET /api/licence/{id}`).
 */
export interface PortalSeat {
  seatId: string;
  licenceId: string;
  product: LicenceProduct;
  /** The test's title for a profession test, else the Dutch product name. */
  productName: string;
  takenAt: string;
  heldUntil: string | null;
  releasedAt: string | null;
  releaseReason: SeatReleaseReason | null;
}

/**
 * `GET /api/contactperson/candidates/{id}`: the candidate with their tests, seats (open seats first, then newest first)
 * and PATs (the latest first).
 */
export interface PortalCandidateDetail extends PortalCandidate {
  seats: PortalSeat[];
  pats: PortalPatItem[];
  educations: PortalEducationItem[];
}

/**
 * An education of the candidate in `GET /api/contactperson/candidates/{id}` (open, not archived): the period, the day
 * they enrolled, their attendance so far ('late' counts as present; educations/attendance.ts) and, once staff released
 * the results, each module's result from its final evaluation (decision 035 §4; empty before release).
 */
export interface PortalEducationItem {
  id: string;
  title: string;
  state: EducationState;
  firstDay: string | null;
  lastDay: string | null;
  enrolledOn: string;
  attendance: { lessons: number; present: number; late: number; absentExcused: number; absent: number; presentPercent: number | null };
  /** When staff released the results, ISO 8601; null before. */
  resultsReleasedAt: string | null;
  /** Per module (Dutch title) the result, null without a complete final evaluation; empty before release. */
  results: { moduleId: string; title: string; result: { passed: boolean; scorePercent: number } | null }[];
}

/** A PAT of the candidate in `GET /api/contactperson/candidates/{id}` (planned or later, not drafts). */
export interface PortalPatItem {
  id: string;
  title: string;
  state: PatState;
  firstDay: string | null;
  lastDay: string | null;
  /** When staff released the results (ISO 8601); null before. */
  resultsReleasedAt: string | null;
}

/**
 * `GET /api/contactperson/candidates/{candidateId}/pat/{patId}`: the candidate's PAT for their contact person: days
 * with times, location and room, the modules in order, and once the results are released each module's result from
 * the deciding scores (docs/decisions/030-pat-reflection-and-agreement.md), else null.
 */
export interface PortalPat extends PortalPatItem {
  candidate: { id: string; name: string };
  days: { day: string; startsAt: string; endsAt: string; location: { name: string; street: string; postcode: string; city: string }; room: string | null }[];
  modules: {
    moduleId: string;
    title: string;
    result: { passed: boolean; scorePercent: number; source: ScoreSource } | null;
  }[];
}
