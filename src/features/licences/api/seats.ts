/**
 * Seats (docs/domain.md "Licence"; docs/decisions/028-licences-and-invoices.md): taking one, handing it back, moving it
 * to another candidate, and giving back every seat of a person who is erased.
 *
 * Taking a seat is one conditional `UPDATE licences SET seats_used = seats_used + 1 … WHERE seats_used < seats` and
 * one ledger row, in the caller's transaction. PostgreSQL locks the licence row for the update, so concurrent
 * takers queue and each re-reads `seats_used`; the CHECK constraint `seats_used <= seats` refuses an over-use that
 * any other path might attempt. Every function here takes a transaction (`tx`) and must run inside one.
 *
 * A seat is what entitles a candidate to a product: for a profession test, the test's assignment goes with the seat
 * (made when it is taken, removed when it is handed back before the candidate started; results are always kept).
 *
 * A seat taken at /account/setup is first only *held* (`held_until`, SETUP_HOLD_HOURS): it counts as taken, but
 * gives its product only when the holder confirms their address (`confirmHeldSeats`). A hold that ran out is
 * released ('unconfirmed') lazily wherever a seat is wanted — a claim that finds the licence full first frees the
 * licence's holds that ran out and tries once more — and by the clean-up of privacy/api/setup-holds.ts
 * (docs/decisions/038-unconfirmed-account-setup.md).
 */
import { and, asc, desc, eq, gte, isNotNull, isNull, lte, notExists, sql, type SQL } from 'drizzle-orm';
import { config } from '#src/config.server';
import { atMostEvery } from '#src/server/housekeeping';
import type { Db } from '#src/server/db/client';
import { licences, licenceSeats, organizations, professionTests, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { amsterdamDay, dayText } from '#src/lib/calendar-day';
import { PRODUCT_LABELS, type LicenceProduct, type SeatTaken } from '#src/features/licences/contract';
import type { SeatMethod, SeatRelease } from './tables';
import { countNl } from '#src/lib/i18n/dutch-count';

/** Dutch titles of the seat errors (spec §8: a refusal says what is wrong in Dutch). */
export const SEAT_TITLES = {
  noOrganization: 'Deze kandidaat hoort bij geen organisatie. Koppel de kandidaat eerst aan een organisatie met een geldige licentie.',
  noLicence: (organization: string, product: string) =>
    `${organization} heeft vandaag geen geldige licentie voor ${product}. Maak eerst een licentie aan of verleng er een.`,
  full: (licence: string, seats: number) =>
    `Licentie ${licence} is vol: ${seats === 1 ? 'de enige plaats is' : `alle ${countNl(seats, 'plaats', 'plaatsen')} zijn`} in gebruik. Er is geen plaats meer vrij.`,
  alreadyHolds: 'Deze kandidaat heeft al een plaats op deze licentie.',
  seatNotFound: 'Deze plaats bestaat niet of is al teruggegeven.',
  notUsable: (licence: string) => `Licentie ${licence} is vandaag niet geldig: er kan geen plaats op worden genomen.`,
  otherOrganization: 'Deze kandidaat hoort bij een andere organisatie dan de licentie.',
} as const;

/** The licence as a person reads it in a message: 'Beroepentest Magazijnmedewerker van Transportbedrijf Noord (t/m 31 december 2026)'. */
export function licenceName(row: { productName: string; organization: string; validUntil: string }): string {
  return `${row.productName} van ${row.organization} (t/m ${dayText(row.validUntil)})`;
}

/** Product name: the test's title for a profession test, else the Dutch product name. */
export const productNameSql = sql<string>`coalesce(${professionTests.title}, case ${licences.product} when 'pat' then ${PRODUCT_LABELS.pat} when 'education' then ${PRODUCT_LABELS.education} else ${PRODUCT_LABELS['profession-test']} end)`;

/** A licence usable on `day`: not revoked and `validFrom ≤ day ≤ validUntil`. */
export function usableOn(day: string) {
  return and(isNull(licences.revokedAt), lte(licences.validFrom, day), gte(licences.validUntil, day));
}

interface LicenceRow {
  id: string;
  organizationId: string;
  product: LicenceProduct;
  professionTestId: string | null;
  seats: number;
  seatsUsed: number;
  validUntil: string;
  productName: string;
  organization: string;
}

const licenceRow = {
  id: licences.id,
  organizationId: licences.organizationId,
  product: licences.product,
  professionTestId: licences.professionTestId,
  seats: licences.seats,
  seatsUsed: licences.seatsUsed,
  validUntil: licences.validUntil,
  productName: productNameSql,
  organization: organizations.name,
};

function selectLicences(tx: Db) {
  return tx
    .select(licenceRow)
    .from(licences)
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId));
}

/**
 * +1 seat in use on `licenceId` if one is free and the licence meets `usable` (default: usable on `day`); false
 * otherwise. The row lock of the update makes concurrent claims queue and re-read `seats_used`.
 */
async function claim(tx: Db, licenceId: string, day: string, usable: SQL | undefined = usableOn(day)): Promise<boolean> {
  const once = async () => {
    const claimed = await tx
      .update(licences)
      .set({ seatsUsed: sql`${licences.seatsUsed} + 1` })
      .where(and(eq(licences.id, licenceId), sql`${licences.seatsUsed} < ${licences.seats}`, usable))
      .returning({ id: licences.id });
    return claimed.length === 1;
  };
  if (await once()) return true;
  // Holds that ran out count until they are released: free this licence's, and try once more if any were.
  return (await releaseExpiredHolds(tx, { licenceId })) > 0 && once();
}

/** The end of a hold that starts now: `now() + SETUP_HOLD_HOURS` on the database clock (one instant per transaction). */
export function holdEnd(): SQL {
  return sql`now() + make_interval(hours => ${config().SETUP_HOLD_HOURS})`;
}

/** Gives the product of `licence` to `holderId`: for a profession test, its assignment (kept if it exists). */
async function grantProduct(tx: Db, licence: Pick<LicenceRow, 'product' | 'professionTestId'>, holderId: string, by: string | null): Promise<void> {
  if (licence.product === 'profession-test' && licence.professionTestId) {
    await tx
      .insert(testAssignments)
      .values({ testId: licence.professionTestId, candidateId: holderId, assignedBy: by })
      .onConflictDoNothing({ target: [testAssignments.testId, testAssignments.candidateId] });
  }
}

/** Writes the ledger row of a seat just claimed; `heldUntil` for a seat only held (account setup). */
async function record(tx: Db, licenceId: string, holderId: string, method: SeatMethod, by: string | null, heldUntil: SQL | null = null): Promise<SeatTaken> {
  const [seat] = await tx
    .insert(licenceSeats)
    .values({ licenceId, holderId, method, takenBy: by, heldUntil })
    .onConflictDoNothing()
    .returning({ id: licenceSeats.id });
  if (!seat) throw apiError(409, SEAT_TITLES.alreadyHolds);
  return { seatId: seat.id, licenceId };
}

/**
 * Takes a seat of the one licence `licenceId` for `holderId` and gives them its product (the code at
 * /account/setup, staff on the licence page, a moved seat). Run inside a transaction.
 * @param by staff who gives the seat; null when the holder took it with the code.
 * @param heldUntil when set (`holdEnd()`, account setup), the seat is only held until then: it counts as taken, and
 *   its product comes with `confirmHeldSeats`.
 * @throws apiError 409 naming the licence when it is full or not usable today, or the holder already has a seat on it.
 */
export async function takeSeatOn(
  tx: Db,
  licenceId: string,
  holderId: string,
  method: SeatMethod,
  by: string | null,
  day = amsterdamDay(),
  heldUntil: SQL | null = null,
): Promise<SeatTaken> {
  const [licence] = await selectLicences(tx).where(eq(licences.id, licenceId));
  if (!licence) throw apiError(404, 'Deze licentie bestaat niet.');
  if (!(await claim(tx, licenceId, day))) {
    const [now] = await selectLicences(tx).where(and(eq(licences.id, licenceId), usableOn(day)));
    if (!now) throw apiError(409, SEAT_TITLES.notUsable(licenceName(licence)));
    throw apiError(409, SEAT_TITLES.full(licenceName(licence), licence.seats));
  }
  const seat = await record(tx, licenceId, holderId, method, by, heldUntil);
  if (!heldUntil) await grantProduct(tx, licence, holderId, by);
  return seat;
}

/**
 * Makes the held seats of `holderId` ordinary seats and gives their products: when the holder confirms their address
 * (`confirmInvitation`), or staff send them a new invitation and so take the account on (`reinviteUser`). Accounts
 * does not import licences: src/backend/app.ts passes this function to the `/api/user` router as the invitation's
 * `onConfirmed` hook (features/accounts/api/invitation.ts `InvitationHooks`), which runs it inside the transaction
 * that changes the account, after its row was updated (the lock order of `releaseExpiredHolds`: account, then seat).
 * @returns the number of seats confirmed.
 */
export async function confirmHeldSeats(tx: Db, holderId: string): Promise<number> {
  const confirmed = await tx
    .update(licenceSeats)
    .set({ heldUntil: null })
    .where(and(eq(licenceSeats.holderId, holderId), isNull(licenceSeats.releasedAt), isNotNull(licenceSeats.heldUntil)))
    .returning({ licenceId: licenceSeats.licenceId });
  for (const { licenceId } of confirmed) {
    const [licence] = await tx.select({ product: licences.product, professionTestId: licences.professionTestId }).from(licences).where(eq(licences.id, licenceId));
    if (licence) await grantProduct(tx, licence, holderId, null);
  }
  return confirmed.length;
}

/** How often a read of licences releases the holds that ran out, at most, per process and database: ms. */
export const HOLD_RELEASE_INTERVAL_MS = 60_000;

/**
 * Releases every hold that ran out (`releaseExpiredHolds`), at most once a minute per process and database
 * (server/housekeeping.ts `atMostEvery`): called before licences are read, so the seats in use they show are at
 * most a minute behind; taking a seat never waits for this (`claim` frees what it needs itself).
 */
export async function releaseDueHoldsSoon(db: Db): Promise<void> {
  await atMostEvery(db, 'setup-holds-release', () => db.transaction((tx) => releaseExpiredHolds(tx)), HOLD_RELEASE_INTERVAL_MS);
}

/** Open holds whose end has passed (on the database clock). */
const holdRanOut = () => and(isNull(licenceSeats.releasedAt), isNotNull(licenceSeats.heldUntil), lte(licenceSeats.heldUntil, sql`now()`));

/**
 * Releases the holds that ran out ('unconfirmed'), of one licence or one holder or all, in the caller's transaction:
 * each holder's account first loses its confirmation code (its link stopped working at the same moment anyway), then
 * the seat is freed. Account before seat is the lock order of confirming, so a confirmation under way either
 * finishes first — its seat is then no longer held and stays — or finds its code gone. The unconfirmed account
 * itself is erased later (privacy/api/setup-holds.ts). @returns the number of seats freed.
 */
export async function releaseExpiredHolds(tx: Db, scope: { licenceId?: string; holderId?: string } = {}): Promise<number> {
  const due = await tx
    .select({ id: licenceSeats.id, licenceId: licenceSeats.licenceId, holderId: licenceSeats.holderId })
    .from(licenceSeats)
    .where(
      and(
        holdRanOut(),
        scope.licenceId ? eq(licenceSeats.licenceId, scope.licenceId) : undefined,
        scope.holderId ? eq(licenceSeats.holderId, scope.holderId) : undefined,
      ),
    );
  let freed = 0;
  for (const seat of due) {
    await tx
      .update(users)
      .set({ inviteCodeHash: null })
      .where(and(eq(users.id, seat.holderId), eq(users.status, 'invited'), lte(users.inviteExpiresAt, sql`now()`)));
    if (await closeSeat(tx, seat.licenceId, seat.id, 'unconfirmed', null, holdRanOut())) freed++;
  }
  return freed;
}

/**
 * Takes a seat for candidate `holderId` from a licence of their own organisation for a profession test, usable
 * today, with a seat free: the one that ends first, then the oldest. Used when staff assign the test; the caller
 * makes the assignment itself. Run inside a transaction.
 * @throws apiError 409 when the candidate has no organisation, the organisation has no usable licence for the test
 *   (naming the organisation and the test), or every usable licence is full (naming the first of them).
 */
export async function takeSeatForTest(tx: Db, holderId: string, professionTestId: string, by: string, day = amsterdamDay()): Promise<SeatTaken> {
  const [holder] = await tx
    .select({ organizationId: users.organizationId, organization: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, holderId));
  if (!holder?.organizationId) throw apiError(409, SEAT_TITLES.noOrganization);
  const options = await selectLicences(tx)
    .where(and(eq(licences.organizationId, holder.organizationId), eq(licences.professionTestId, professionTestId), usableOn(day)))
    .orderBy(asc(licences.validUntil), asc(licences.createdAt));
  if (options.length === 0) {
    const [test] = await tx.select({ title: professionTests.title }).from(professionTests).where(eq(professionTests.id, professionTestId));
    throw apiError(409, SEAT_TITLES.noLicence(holder.organization ?? '', test?.title ?? PRODUCT_LABELS['profession-test']));
  }
  for (const licence of options) {
    if (await claim(tx, licence.id, day)) return record(tx, licence.id, holderId, 'staff', by);
  }
  const first = options[0]!;
  throw apiError(409, SEAT_TITLES.full(licenceName(first), first.seats));
}

/** The products a candidate is planned on rather than handed (a PAT, an education): seats taken by planning. */
export type PlannedProduct = Extract<LicenceProduct, 'pat' | 'education'>;

/**
 * Takes a seat of `product` (a PAT or an education) for candidate `holderId`: a seat of a licence for that product
 * of their own organisation that is not revoked, has not ended before `day` (a licence that starts later counts:
 * PATs and educations are planned ahead) and has a seat free — the one that ends first. A candidate who already
 * holds an open seat of that product of their organisation keeps using it: a seat is a person's right to the product
 * for the licence's period, not one PAT or one education (docs/decisions/029-pat.md §3). Run inside a transaction
 * (planning a candidate, features/pat/api/planning.ts; enrolling one, features/educations/api/planning.ts).
 * @returns the seat and the licence's last day (for the planning check 'a session after the licence ends').
 * @throws apiError 409 when the candidate has no organisation, it has no such licence, or every one is full.
 */
export async function takePlannedSeat(
  tx: Db,
  product: PlannedProduct,
  holderId: string,
  by: string,
  day = amsterdamDay(),
): Promise<SeatTaken & { validUntil: string }> {
  const [holder] = await tx
    .select({ organizationId: users.organizationId, organization: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, holderId));
  if (!holder?.organizationId) throw apiError(409, SEAT_TITLES.noOrganization);
  // A candidate who holds a seat of the product already (planned on another PAT or education, or a retake) uses it.
  const [held] = await tx
    .select({ seatId: licenceSeats.id, licenceId: licences.id, validUntil: licences.validUntil })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .where(
      and(
        eq(licenceSeats.holderId, holderId),
        isNull(licenceSeats.releasedAt),
        eq(licences.product, product),
        eq(licences.organizationId, holder.organizationId),
        isNull(licences.revokedAt),
        gte(licences.validUntil, day),
      ),
    )
    .orderBy(asc(licences.validUntil))
    .limit(1);
  if (held) return held;
  const options = await selectLicences(tx)
    .where(and(eq(licences.organizationId, holder.organizationId), eq(licences.product, product), isNull(licences.revokedAt), gte(licences.validUntil, day)))
    .orderBy(asc(licences.validUntil), asc(licences.createdAt));
  if (options.length === 0) throw apiError(409, SEAT_TITLES.noLicence(holder.organization ?? '', PRODUCT_LABELS[product]));
  for (const licence of options) {
    if (await claim(tx, licence.id, day, isNull(licences.revokedAt))) return { ...(await record(tx, licence.id, holderId, 'staff', by)), validUntil: licence.validUntil };
  }
  const first = options[0]!;
  throw apiError(409, SEAT_TITLES.full(licenceName(first), first.seats));
}

/**
 * Closes the open seat `seatId` of `licenceId` and frees it (−1 seat in use). For a profession test, the holder's
 * assignment goes too when they have not started it; an attempt and its result always stay. Run inside a transaction.
 * @returns the holder's id.
 * @throws apiError 404 when the seat does not exist on this licence or is already closed.
 */
export async function releaseSeat(tx: Db, licenceId: string, seatId: string, reason: SeatRelease, by: string | null): Promise<string> {
  const holderId = await closeSeat(tx, licenceId, seatId, reason, by);
  if (!holderId) throw apiError(404, SEAT_TITLES.seatNotFound);
  return holderId;
}

/** `releaseSeat` when the seat is open (and meets `only`): the holder's id, or null when nothing was closed. */
async function closeSeat(tx: Db, licenceId: string, seatId: string, reason: SeatRelease, by: string | null, only?: SQL): Promise<string | null> {
  const [closed] = await tx
    .update(licenceSeats)
    .set({ releasedAt: new Date(), releasedBy: by, releaseReason: reason })
    .where(and(eq(licenceSeats.id, seatId), eq(licenceSeats.licenceId, licenceId), isNull(licenceSeats.releasedAt), only))
    .returning({ holderId: licenceSeats.holderId });
  if (!closed) return null;
  const [licence] = await tx
    .update(licences)
    .set({ seatsUsed: sql`${licences.seatsUsed} - 1` })
    .where(eq(licences.id, licenceId))
    .returning({ professionTestId: licences.professionTestId });
  if (licence?.professionTestId && reason !== 'erased') {
    await tx
      .delete(testAssignments)
      .where(
        and(
          eq(testAssignments.testId, licence.professionTestId),
          eq(testAssignments.candidateId, closed.holderId),
          notExists(tx.select({ one: sql`1` }).from(testAttempts).where(eq(testAttempts.assignmentId, testAssignments.id))),
        ),
      );
  }
  return closed.holderId;
}

/**
 * Moves seat `seatId` of `licenceId` to candidate `candidateId` of the licence's organisation: the old holder's seat
 * closes ('moved'; they keep their results) and the new holder takes one with the product, in the caller's
 * transaction, so the seats in use do not change.
 * @throws apiError 404 for an unknown or closed seat or candidate; 409 for a candidate of another organisation or
 *   one who already holds a seat on the licence.
 */
export async function moveSeat(tx: Db, licenceId: string, seatId: string, candidateId: string, by: string, day = amsterdamDay()): Promise<SeatTaken> {
  const [licence] = await tx.select({ organizationId: licences.organizationId }).from(licences).where(eq(licences.id, licenceId));
  const [candidate] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'User'), eq(users.status, 'active')));
  if (!licence || !candidate) throw apiError(404, 'Deze kandidaat bestaat niet.');
  if (candidate.organizationId !== licence.organizationId) throw apiError(409, SEAT_TITLES.otherOrganization);
  await releaseSeat(tx, licenceId, seatId, 'moved', by);
  return takeSeatOn(tx, licenceId, candidateId, 'staff', by, day);
}

/**
 * Hands back every open seat of `holderId` (erasure, docs/decisions/027-privacy-registry.md): each licence gets its
 * seat back. Run inside the erasure's transaction. @returns the number of seats freed.
 */
export async function releaseSeatsOf(tx: Db, holderId: string): Promise<number> {
  const open = await tx
    .select({ id: licenceSeats.id, licenceId: licenceSeats.licenceId })
    .from(licenceSeats)
    .where(and(eq(licenceSeats.holderId, holderId), isNull(licenceSeats.releasedAt)));
  for (const seat of open) await releaseSeat(tx, seat.licenceId, seat.id, 'erased', null);
  return open.length;
}

/** A seat a candidate holds or held, with its licence and the licence's organisation (`seatsOf`). */
export interface HeldSeat {
  seatId: string;
  licenceId: string;
  product: LicenceProduct;
  /** The test's title for a profession test, else the Dutch product name (`productNameSql`). */
  productName: string;
  organization: { id: string; name: string };
  /** ISO 8601. */
  takenAt: string;
  /** ISO 8601 while the seat is only held until the candidate confirms their address; null otherwise. */
  heldUntil: string | null;
  /** ISO 8601 when the seat was handed back, else null. */
  releasedAt: string | null;
}

/**
 * The licence seats of `holderId`, open seats first, then newest first; with `organizationId` only seats on that
 * organisation's licences (a contact person reads their own organisation's, as `GET /api/contactperson/candidates/{id}`).
 * The caller's scope over the holder is checked by the caller of this function.
 */
export async function seatsOf(db: Db, holderId: string, organizationId?: string): Promise<HeldSeat[]> {
  const rows = await db
    .select({
      seatId: licenceSeats.id,
      licenceId: licences.id,
      product: licences.product,
      productName: productNameSql,
      organization: { id: organizations.id, name: organizations.name },
      takenAt: licenceSeats.takenAt,
      heldUntil: licenceSeats.heldUntil,
      releasedAt: licenceSeats.releasedAt,
    })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
    .where(and(eq(licenceSeats.holderId, holderId), organizationId ? eq(licences.organizationId, organizationId) : undefined))
    .orderBy(sql`${licenceSeats.releasedAt} IS NOT NULL`, desc(licenceSeats.takenAt), desc(licenceSeats.id));
  return rows.map((s) => ({
    ...s,
    takenAt: s.takenAt.toISOString(),
    heldUntil: s.heldUntil && !s.releasedAt ? s.heldUntil.toISOString() : null,
    releasedAt: s.releasedAt ? s.releasedAt.toISOString() : null,
  }));
}
