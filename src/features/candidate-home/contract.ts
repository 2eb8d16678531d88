/**
 * The candidate's home in one answer: `GET /api/candidate/home` (docs/api.md "Candidate home"), read by
 * /dashboard/overzicht. Each part is exactly the answer of the call it stands for, so the page shows the same as
 * with the five calls, in one in-process request and one caller check instead of five (docs/decisions/048-candidate-home-in-one-call.md).
 */
import type { MyEducation } from '#src/features/educations/candidate-contract';
import type { InboxItem } from '#src/features/mailbox/contract';
import type { MyPat } from '#src/features/pat/contract';
import type { SavedQuiz } from '#src/features/profession-quiz/contract';
import type { MyTest } from '#src/features/profession-test/contract';
import type { Page } from '#src/lib/contract';

export interface CandidateHome {
  /** `GET /api/message/inbox?unread=1`: the first page of unread messages, newest first. */
  unread: Page<InboxItem>;
  /** `GET /api/test/mine`: the assigned profession tests. */
  tests: MyTest[];
  /** `GET /api/pat/mine`: the PATs the candidate is planned on. */
  pats: MyPat[];
  /** `GET /api/pat/getUserEducation`: the open educations the candidate is enrolled on. */
  educations: MyEducation[];
  /** `GET /api/quiz/results/mine`: the newest beroepen-quiz result, or null. */
  quiz: SavedQuiz | null;
}
