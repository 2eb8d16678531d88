/**
 * The group actions' shapes (docs/api.md "Group actions"; docs/decisions/056-group-actions-preview-and-all-or-nothing.md),
 * imported by the router and the pages. Staff pick candidates in the candidates' list and act on all of them at once:
 * a preview says per candidate what will happen, and the apply call does exactly that in one transaction.
 */
import { z } from 'zod';
import { fields } from '#src/lib/contract';

/** Most candidates in one group action (one transaction; each candidate is one call of the owning feature). */
export const MAX_GROUP = 200;

/**
 * The actions, as the path names them:
 * - `pat`: plan on a PAT (`targetId` the PAT; features/pat `addCandidate`);
 * - `education`: enrol in an education (`targetId` the education; features/educations `enrolCandidate`);
 * - `test`: assign a profession test (`targetId` the test; features/profession-test `assignTest`);
 * - `invite`: send an invitation to invited accounts that hold no valid one (no code, or it ran out);
 * - `reinvite`: send every invited account a new invitation (features/accounts `resendInvitation`);
 * - `licence`: move to another organisation's licence (`targetId` the licence; features/licences
 *   `moveCandidateToLicence`, docs/decisions/065-move-candidate-to-licence.md).
 */
export const GROUP_ACTIONS = ['pat', 'education', 'test', 'invite', 'reinvite', 'licence'] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

/** The actions that need a target (a PAT, an education, a test, a licence). */
export const TARGETED: readonly GroupAction[] = ['pat', 'education', 'test', 'licence'];

/** A targeted action. */
export type TargetedAction = 'pat' | 'education' | 'test' | 'licence';

/** The path's action; anything else is an action that does not exist (404). */
export const groupActionParam = z.enum(GROUP_ACTIONS);

const candidateIds = z
  .array(z.uuid({ message: 'Kandidaten: een van de gekozen kandidaten bestaat niet.' }), { message: 'Kies minstens één kandidaat.' })
  .min(1, 'Kies minstens één kandidaat.')
  .max(MAX_GROUP, `Kies hoogstens ${MAX_GROUP} kandidaten tegelijk. Voer de actie in delen uit.`)
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'Kandidaten: elke kandidaat mag maar één keer voorkomen.');

/** `POST /api/group-actions/{action}/preview` body: the candidates and, for pat, education, test and licence, the target. */
export const groupPreviewBody = z.object({
  candidateIds,
  targetId: fields.uuid.optional(),
});

/**
 * `POST /api/group-actions/{action}` body: as the preview, with `expected`: the ids the preview answered as `change`.
 * When the candidates that would change now differ from these, nothing is done (409).
 */
export const groupApplyBody = groupPreviewBody.extend({
  expected: z.array(z.uuid({ message: 'Dit id bestaat niet.' })).max(MAX_GROUP, `Kies hoogstens ${MAX_GROUP} kandidaten tegelijk.`),
});

/** What happens to one candidate: changed, skipped (nothing to do: already so), or not possible (the owner's rule refuses). */
export type GroupOutcome = 'change' | 'skip' | 'refuse';

/** One candidate in a preview or a summary. */
export interface GroupRow {
  id: string;
  name: string;
  email: string;
  outcome: GroupOutcome;
  /** Dutch: what happens ('Wordt op de PAT gezet.') or why not (the owning feature's own message). */
  reason: string;
}

/** The answer of the preview and of the apply call: every candidate in the order given, and the counts. */
export interface GroupResult {
  action: GroupAction;
  /** The target's name (PAT or education title, test title, the licence as 'product van organisatie (t/m dag)'); null for the invitations. */
  target: string | null;
  rows: GroupRow[];
  counts: Record<GroupOutcome, number>;
}
