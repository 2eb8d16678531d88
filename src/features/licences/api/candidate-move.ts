/**
 * Moving a candidate to another organisation's licence (docs/decisions/065-move-candidate-to-licence.md): the
 * candidate joins the licence's organisation and takes a seat on it; their open seats of the same product on other
 * organisations' licences go back to those licences (their results stay, as a seat handed back today).
 *
 * Built from the seat functions of seats.ts (`takeSeatOn`, `releaseSeat`, `usableOn`) and accounts'
 * `moveCandidateToOrganization`; everything runs in the caller's transaction, so a refusal leaves nothing behind.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import { STAFF } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { educationCandidates, licences, licenceSeats, organizations, patCandidates, professionTests, testAttempts, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import type { SeatTaken } from '#src/features/licences/contract';
import { moveCandidateToOrganization } from '#src/features/accounts/api/user-admin';
import { licenceName, productNameSql, releaseSeat, SEAT_TITLES, takeSeatOn, usableOn } from './seats';

/** Dutch titles of the move's own refusals. */
export const MOVE_TITLES = {
  notStaff: 'Alleen een beheerder of coördinator kan een kandidaat naar een andere licentie verplaatsen.',
  unknownLicence: 'Deze licentie bestaat niet.',
  unknownCandidate: 'Deze kandidaat bestaat niet of heeft nog geen actief account.',
  alreadyOnLicence: 'Heeft al een plaats op deze licentie.',
  sameOrganization: (licence: string) =>
    `Heeft al een plaats voor dit product op een andere licentie van dezelfde organisatie (${licence}). Verplaats die plaats op de licentiepagina.`,
  runningTest: (licence: string) => `Is nog bezig met de beroepentest van ${licence}: de plaats kan pas terug als de test is afgerond.`,
  usedByPlan: (licence: string) =>
    `De plaats op ${licence} hoort bij een PAT of opleiding van de kandidaat. Haal de kandidaat daar eerst af of geef de plaats op de licentiepagina terug.`,
} as const;

/** What a move did: the new seat, and the seats handed back. */
export interface CandidateMoved extends SeatTaken {
  released: { seatId: string; licenceId: string }[];
}

/**
 * Moves candidate `candidateId` to licence `licenceId` of (usually) another organisation, in transaction `tx`:
 * 1. the licence must be usable on `day` (`usableOn`: not revoked, started, not ended) and have a seat free
 *    (`takeSeatOn`, which the CHECK `seats_used <= seats` guards, decision 028);
 * 2. the candidate (an active account) gets the licence's organisation (accounts `moveCandidateToOrganization`);
 * 3. their open seats of the same product — for a profession test the same test — on licences of other
 *    organisations are handed back ('handed-back', by the caller); results stay;
 * 4. they take a seat on the licence and get its product.
 * Refused (nothing changes) when a seat to hand back is in use: an attempt of its test in progress, or a PAT or an
 * education of the candidate that holds the seat; and when the candidate holds a seat of the product on another
 * licence of the target organisation (that is `moveSeat`'s job, not a second seat).
 * @throws apiError 401 `MOVE_TITLES.notStaff` for a caller who is not staff; 404 unknown licence or candidate (not
 *   an active candidate); 409 `MOVE_TITLES.alreadyOnLicence` when they hold a seat on it already; 409 `MOVE_TITLES`
 *   for a seat in use or on a sibling licence; 409 `SEAT_TITLES.notUsable` / `full`; 400 from accounts for an archived
 *   organisation.
 */
export async function moveCandidateToLicence(
  tx: Db,
  caller: Caller,
  input: { candidateId: string; licenceId: string },
  day = amsterdamDay(),
): Promise<CandidateMoved> {
  if (!(STAFF as readonly string[]).includes(caller.role)) throw apiError(401, MOVE_TITLES.notStaff);
  if (!isUuid(input.licenceId)) throw apiError(404, MOVE_TITLES.unknownLicence);
  if (!isUuid(input.candidateId)) throw apiError(404, MOVE_TITLES.unknownCandidate);
  const [licence] = await tx
    .select({
      id: licences.id,
      organizationId: licences.organizationId,
      product: licences.product,
      professionTestId: licences.professionTestId,
      seats: licences.seats,
      validUntil: licences.validUntil,
      productName: productNameSql,
      organization: organizations.name,
      usable: sql<boolean>`(${usableOn(day)})`,
    })
    .from(licences)
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
    .where(eq(licences.id, input.licenceId));
  if (!licence) throw apiError(404, MOVE_TITLES.unknownLicence);
  const [candidate] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.candidateId), eq(users.role, 'User'), eq(users.status, 'active')));
  if (!candidate) throw apiError(404, MOVE_TITLES.unknownCandidate);

  // The candidate's open seats of the same product (for a test: the same test), on any licence.
  const open = await tx
    .select({
      seatId: licenceSeats.id,
      licenceId: licences.id,
      organizationId: licences.organizationId,
      validUntil: licences.validUntil,
      productName: productNameSql,
      organization: organizations.name,
    })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
    .where(
      and(
        eq(licenceSeats.holderId, candidate.id),
        isNull(licenceSeats.releasedAt),
        eq(licences.product, licence.product),
        licence.professionTestId ? eq(licences.professionTestId, licence.professionTestId) : undefined,
      ),
    );
  if (open.some((s) => s.licenceId === licence.id)) throw apiError(409, MOVE_TITLES.alreadyOnLicence);
  const sibling = open.find((s) => s.organizationId === licence.organizationId);
  if (sibling) throw apiError(409, MOVE_TITLES.sameOrganization(licenceName(sibling)));
  if (!licence.usable) throw apiError(409, SEAT_TITLES.notUsable(licenceName(licence)));

  const toRelease = open.filter((s) => s.organizationId !== licence.organizationId);
  if (toRelease.length > 0) {
    const seatIds = toRelease.map((s) => s.seatId);
    if (licence.professionTestId) {
      const [running] = await tx
        .select({ id: testAttempts.id })
        .from(testAttempts)
        .where(and(eq(testAttempts.candidateId, candidate.id), eq(testAttempts.testId, licence.professionTestId), eq(testAttempts.status, 'in_progress')))
        .limit(1);
      if (running) throw apiError(409, MOVE_TITLES.runningTest(licenceName(toRelease[0]!)));
    }
    // A plan that holds the seat (as planning/api/people.ts `handBackUnusedSeat` reads it) keeps it.
    const [onPat] = await tx.select({ seatId: patCandidates.seatId }).from(patCandidates).where(inArray(patCandidates.seatId, seatIds)).limit(1);
    const [onPlan] = onPat
      ? [onPat]
      : await tx.select({ seatId: educationCandidates.seatId }).from(educationCandidates).where(inArray(educationCandidates.seatId, seatIds)).limit(1);
    if (onPlan) throw apiError(409, MOVE_TITLES.usedByPlan(licenceName(toRelease.find((s) => s.seatId === onPlan.seatId)!)));
  }

  await moveCandidateToOrganization(tx, caller, candidate.id, licence.organizationId);
  for (const seat of toRelease) await releaseSeat(tx, seat.licenceId, seat.seatId, 'handed-back', caller.id);
  const seat = await takeSeatOn(tx, licence.id, candidate.id, 'staff', caller.id, day);
  return { ...seat, released: toRelease.map((s) => ({ seatId: s.seatId, licenceId: s.licenceId })) };
}
