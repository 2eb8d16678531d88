/**
 * The people side of planning, shared by PATs and educations (docs/api.md "PAT", "Education"; docs/domain.md
 * "Notifications"; docs/decisions/029-pat.md §3): telling the people of a plan that it changed, and handing a
 * candidate's seat back when no plan of theirs still uses it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { educationCandidates, licenceSeats, notifications, patCandidates } from '#src/server/db/schema';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { releaseSeat } from '#src/features/licences/api/seats';
import type { PlanKind } from '#src/features/planning/rules';

/** The notification's text: 'De planning van {name} is gewijzigd.' */
export const planningChanged = (title: string) => `De planning van ${title} is gewijzigd.`;

/**
 * Tells `userIds` (each once) that the planning of a PAT or an education changed: notification type 3 with
 * `relatedId` the plan's id and `params` `{ pat: name }` or `{ education: name }`, so its link can tell which
 * (mailbox/notification-links.ts). Run inside the change's transaction.
 */
export async function notifyPlanningChange(tx: Db, plan: { kind: PlanKind; id: string; title: string }, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await tx.insert(notifications).values(
    ids.map((userId) => ({
      userId,
      type: NOTIFICATION_TYPE.planning,
      message: planningChanged(plan.title),
      params: { [plan.kind]: plan.title },
      relatedId: plan.id,
    })),
  );
}

/**
 * Hands seat `seatId` back to its licence ('handed-back', by `by`) unless a PAT or an education of its holder
 * still uses it, or it is closed already. Run inside the transaction that took the candidate off the plan.
 */
export async function handBackUnusedSeat(tx: Db, seatId: string | null, by: string): Promise<void> {
  if (!seatId) return;
  const [onPat] = await tx.select({ id: patCandidates.patId }).from(patCandidates).where(eq(patCandidates.seatId, seatId)).limit(1);
  const [onEducation] = onPat ? [] : await tx.select({ id: educationCandidates.educationId }).from(educationCandidates).where(eq(educationCandidates.seatId, seatId)).limit(1);
  if (onPat || onEducation) return;
  const [seat] = await tx.select({ licenceId: licenceSeats.licenceId, releasedAt: licenceSeats.releasedAt }).from(licenceSeats).where(eq(licenceSeats.id, seatId));
  if (seat && !seat.releasedAt) await releaseSeat(tx, seat.licenceId, seatId, 'handed-back', by);
}
