/**
 * Licences (docs/domain.md "Licence"; spec §2 /cp/license, /cp/license/create, /cp/license/{id}, /contactperson/licences;
 * docs/api.md "Licence"; docs/decisions/028-licences-and-invoices.md): create with its invoice, list, read with the
 * seat ledger and invoices, change (more seats → an extension invoice), revoke, and the staff's seat actions.
 *
 * Scope: staff see and manage every licence; a contact person reads their own organisation's (others 404,
 * decision 003); nobody else sees any.
 */
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { amsterdamDay, dayText } from '#src/lib/calendar-day';
import type { Page } from '#src/lib/contract';
import { STAFF } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import type { MailOutbox } from '#src/server/mail/outbox';
import { invoices, licences, licenceSeats, organizations, professionTests, users } from '#src/server/db/schema';
import { apiError, isUniqueViolation } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  type LicenceChange,
  type LicenceChanged,
  type LicenceCreated,
  type LicenceDetail,
  type LicenceInput,
  type licenceListQuery,
  type LicenceListItem,
  type LicenceState,
  type SeatTaken,
} from '#src/features/licences/contract';
import { buyerParty, createInvoice, invoiceState, mailingsOf, peppolReady } from '#src/features/invoices/api/invoices';
import { moveSeat, productNameSql, releaseDueHoldsSoon, releaseExpiredHolds, releaseSeat, takeSeatOn } from './seats';
import { countNl } from '#src/lib/i18n/dutch-count';

/** Dutch titles of the licence calls' own errors. */
export const LICENCE_TITLES = {
  notFound: 'Deze licentie bestaat niet.',
  unknownOrganization: 'Organisatie: deze organisatie bestaat niet of is gearchiveerd.',
  unknownTest: 'Beroepentest: deze beroepentest bestaat niet.',
  noAddress:
    'Organisatie: vul eerst het adres van de organisatie in (factuuradres of bezoekadres). Een factuur moet het adres van de klant vermelden.',
  belowUsed: (used: number) => `Aantal plaatsen: er ${used === 1 ? 'is' : 'zijn'} al ${countNl(used, 'plaats', 'plaatsen')} in gebruik; kies minstens ${used}.`,
  revoked: 'Deze licentie is ingetrokken en kan niet meer worden gewijzigd.',
  alreadyRevoked: 'Deze licentie is al ingetrokken.',
} as const;

/** A new licence code: CODE_LENGTH characters of CODE_ALPHABET from the CSPRNG, in groups of four. */
export function newLicenceCode(): string {
  let bare = '';
  for (let i = 0; i < CODE_LENGTH; i++) bare += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return bare.match(/.{4}/g)!.join('-');
}

/** The state of a licence row on `day` (contract LICENCE_STATES). */
export function licenceState(row: { revokedAt: Date | null; validFrom: string; validUntil: string; seats: number; seatsUsed: number }, day: string): LicenceState {
  if (row.revokedAt) return 'revoked';
  if (day < row.validFrom) return 'upcoming';
  if (day > row.validUntil) return 'expired';
  return row.seatsUsed >= row.seats ? 'full' : 'active';
}

/** SQL for 'this licence has `state` on `day`', the same rule as `licenceState`. */
function stateIs(state: LicenceState, day: string): SQL {
  const live = and(isNull(licences.revokedAt), sql`${licences.validFrom} <= ${day}`, sql`${licences.validUntil} >= ${day}`);
  switch (state) {
    case 'revoked':
      return isNotNull(licences.revokedAt);
    case 'upcoming':
      return and(isNull(licences.revokedAt), gt(licences.validFrom, day))!;
    case 'expired':
      return and(isNull(licences.revokedAt), lt(licences.validUntil, day))!;
    case 'full':
      return and(live, sql`${licences.seatsUsed} >= ${licences.seats}`)!;
    case 'active':
      return and(live, sql`${licences.seatsUsed} < ${licences.seats}`)!;
  }
}

/** The caller's scope: staff everything, a contact person their organisation, anyone else nothing. */
function scopeOf(caller: Caller): SQL | undefined {
  if ((STAFF as readonly string[]).includes(caller.role)) return undefined;
  if (caller.role === 'ContactPerson' && caller.organizationId) return eq(licences.organizationId, caller.organizationId);
  return sql`false`;
}

const listFields = {
  id: licences.id,
  organizationId: licences.organizationId,
  organizationName: organizations.name,
  product: licences.product,
  productName: productNameSql,
  seats: licences.seats,
  seatsUsed: licences.seatsUsed,
  validFrom: licences.validFrom,
  validUntil: licences.validUntil,
  revokedAt: licences.revokedAt,
  code: licences.code,
};

function selectList(db: Db) {
  return db
    .select(listFields)
    .from(licences)
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId));
}

type ListRow = Awaited<ReturnType<ReturnType<typeof selectList>['execute']>>[number];

function listItem(row: ListRow, day: string): LicenceListItem {
  return {
    id: row.id,
    organization: { id: row.organizationId, name: row.organizationName },
    product: row.product,
    productName: row.productName,
    seats: row.seats,
    seatsUsed: row.seatsUsed,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    state: licenceState(row, day),
    code: row.code,
  };
}

/**
 * `GET /api/licence`: a page (20) of the licences the caller may see, newest first, with filters; `q` matches the
 * organisation's name or the code (dashes optional) anywhere, case-insensitively.
 */
export async function listLicences(db: Db, caller: Caller, query: z.output<typeof licenceListQuery>): Promise<Page<LicenceListItem>> {
  await releaseDueHoldsSoon(db);
  const day = amsterdamDay();
  const q = query.q?.trim();
  const where = and(
    scopeOf(caller),
    query.organizationId ? eq(licences.organizationId, query.organizationId) : undefined,
    query.product ? eq(licences.product, query.product) : undefined,
    query.state ? stateIs(query.state, day) : undefined,
    q
      ? or(
          ilike(organizations.name, `%${likeEscape(q)}%`),
          ilike(sql`replace(${licences.code}, '-', '')`, `%${likeEscape(q.replace(/[\s-]/g, ''))}%`),
          ilike(professionTests.title, `%${likeEscape(q)}%`),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectList(db).where(where).orderBy(desc(licences.createdAt), desc(licences.id)).limit(PAGE_SIZE).offset(offsetOf(query.page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(licences)
      .innerJoin(organizations, eq(organizations.id, licences.organizationId))
      .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
      .where(where),
  ]);
  return paged(
    rows.map((r) => listItem(r, day)),
    counted?.n ?? 0,
    query.page,
  );
}

/** The licence row the caller may see. @throws apiError 404 otherwise (also for an id that is not a UUID). */
export async function visibleLicence(db: Db, caller: Caller, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ licence: licences, organizationName: organizations.name, productName: productNameSql })
        .from(licences)
        .innerJoin(organizations, eq(organizations.id, licences.organizationId))
        .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
        .where(and(eq(licences.id, id), scopeOf(caller)))
    : [];
  if (!row) throw apiError(404, LICENCE_TITLES.notFound);
  return row;
}

/**
 * `GET /api/licence/{id}`: the licence with its seat ledger (open seats first, by name; then closed, newest first) and
 * its invoices. Holds of this licence that ran out are released first, so the seats in use are exact.
 */
export async function readLicence(db: Db, caller: Caller, id: string): Promise<LicenceDetail> {
  if (isUuid(id)) await db.transaction((tx) => releaseExpiredHolds(tx, { licenceId: id }));
  const { licence, organizationName, productName } = await visibleLicence(db, caller, id);
  const holder = alias(users, 'holder');
  const giver = alias(users, 'giver');
  const [seats, bills] = await Promise.all([
    db
      .select({
        id: licenceSeats.id,
        holderId: holder.id,
        holderName: holder.name,
        holderStatus: holder.status,
        method: licenceSeats.method,
        takenAt: licenceSeats.takenAt,
        heldUntil: licenceSeats.heldUntil,
        giverId: giver.id,
        giverName: giver.name,
        releasedAt: licenceSeats.releasedAt,
        releaseReason: licenceSeats.releaseReason,
      })
      .from(licenceSeats)
      .innerJoin(holder, eq(holder.id, licenceSeats.holderId))
      .leftJoin(giver, eq(giver.id, licenceSeats.takenBy))
      .where(eq(licenceSeats.licenceId, id))
      .orderBy(sql`${licenceSeats.releasedAt} is not null`, asc(holder.name), desc(licenceSeats.releasedAt)),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
        grossCents: invoices.grossCents,
        paidAt: invoices.paidAt,
        creditedAt: invoices.creditedAt,
        buyer: invoices.buyer,
      })
      .from(invoices)
      .where(eq(invoices.licenceId, id))
      .orderBy(asc(invoices.issueDate), asc(invoices.number)),
  ]);
  const day = amsterdamDay();
  const logs = await mailingsOf(
    db,
    bills.map((b) => b.id),
  );
  return {
    ...listItem({ ...licence, organizationName, productName }, day),
    professionTestId: licence.professionTestId,
    pricePerSeatCents: licence.pricePerSeatCents,
    vatCategory: licence.vatCategory,
    buyerReference: licence.buyerReference,
    revokedAt: licence.revokedAt?.toISOString() ?? null,
    createdAt: licence.createdAt.toISOString(),
    seatLedger: seats.map((s) => ({
      id: s.id,
      holder: { id: s.holderId, name: s.holderName, erased: s.holderStatus === 'erased' },
      method: s.method,
      takenAt: s.takenAt.toISOString(),
      takenBy: s.giverId ? { id: s.giverId, name: s.giverName ?? '' } : null,
      heldUntil: s.heldUntil && !s.releasedAt ? s.heldUntil.toISOString() : null,
      releasedAt: s.releasedAt?.toISOString() ?? null,
      releaseReason: s.releaseReason ?? null,
    })),
    invoices: bills.map((b) => ({
      id: b.id,
      number: b.number,
      kind: b.kind,
      issueDate: b.issueDate,
      grossCents: b.grossCents,
      state: invoiceState(b, day),
      peppol: peppolReady(b.buyer),
      mailings: logs.get(b.id) ?? [],
    })),
  };
}

/** The invoice line for `seats` seats of a licence (Dutch; the period in words). */
function invoiceLine(productName: string, validFrom: string, validUntil: string, extension: boolean) {
  const period = `${dayText(validFrom)} t/m ${dayText(validUntil)}`;
  return `${extension ? 'Extra plaatsen licentie' : 'Licentie'} ${productName}, ${period}`;
}

/**
 * `POST /api/licence` (staff): a licence for a current organisation with a fresh code and, when the seats cost
 * something, its invoice, in one transaction, which also puts the invoice's mail in `outbox`
 * (features/invoices/api/invoices.ts `createInvoice`; docs/decisions/053-invoice-mail.md).
 * @throws apiError 400 for an archived or unknown organisation or test, and for seats at a price when the
 *   organisation has no address (an invoice names the buyer's address: Wet OB art. 35a, NLCIUS NL-R-004).
 */
export async function createLicence(db: Db, outbox: MailOutbox, caller: Caller, input: LicenceInput): Promise<LicenceCreated> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, input.organizationId), isNull(organizations.archivedAt)));
  if (!org) throw apiError(400, LICENCE_TITLES.unknownOrganization);
  if (input.pricePerSeatCents > 0) {
    const buyer = await buyerParty(db, input.organizationId);
    if (!buyer.street || !buyer.postcode || !buyer.city) throw apiError(400, LICENCE_TITLES.noAddress);
  }
  let productName = '';
  if (input.professionTestId) {
    const [test] = await db.select({ title: professionTests.title }).from(professionTests).where(eq(professionTests.id, input.professionTestId));
    if (!test) throw apiError(400, LICENCE_TITLES.unknownTest);
    productName = test.title;
  } else {
    productName = input.product === 'pat' ? 'PAT (praktijkassessment)' : 'Opleiding';
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(licences)
          .values({ ...input, code: newLicenceCode(), createdBy: caller.id })
          .returning({ id: licences.id, code: licences.code });
        const invoice =
          input.pricePerSeatCents > 0
            ? await createInvoice(tx, outbox, {
                kind: 'invoice',
                organizationId: input.organizationId,
                licenceId: row!.id,
                lines: [
                  {
                    description: invoiceLine(productName, input.validFrom, input.validUntil, false),
                    quantity: input.seats,
                    unitPriceCents: input.pricePerSeatCents,
                    vatCategory: input.vatCategory,
                  },
                ],
                buyerReference: input.buyerReference,
                createdBy: caller.id,
              })
            : null;
        return { id: row!.id, code: row!.code, invoiceId: invoice?.id ?? null };
      });
    } catch (error) {
      // A code drawn twice (about 79 bits: practically never) is drawn again.
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * `PUT /api/licence/{id}` (staff): seats, period and the buyer's reference. Added seats at a price get an extension
 * invoice in the same transaction, mailed through `outbox` like every invoice (decision 053); seats below those in
 * use are refused.
 * @throws apiError 404 unknown; 400 below the seats in use; 409 for a revoked licence.
 */
export async function changeLicence(db: Db, outbox: MailOutbox, caller: Caller, id: string, change: LicenceChange): Promise<LicenceChanged> {
  const { licence, productName } = await visibleLicence(db, caller, id);
  if (licence.revokedAt) throw apiError(409, LICENCE_TITLES.revoked);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(licences)
      .set({ seats: change.seats, validFrom: change.validFrom, validUntil: change.validUntil, buyerReference: change.buyerReference })
      .where(and(eq(licences.id, id), sql`${licences.seatsUsed} <= ${change.seats}`))
      .returning({ seatsBefore: sql<number>`${licence.seats}::int` });
    if (!updated) {
      const [now] = await tx.select({ used: licences.seatsUsed }).from(licences).where(eq(licences.id, id));
      throw apiError(400, LICENCE_TITLES.belowUsed(now?.used ?? licence.seatsUsed));
    }
    const added = change.seats - licence.seats;
    const invoice =
      added > 0 && licence.pricePerSeatCents > 0
        ? await createInvoice(tx, outbox, {
            kind: 'invoice',
            organizationId: licence.organizationId,
            licenceId: id,
            lines: [
              {
                description: invoiceLine(productName, change.validFrom, change.validUntil, true),
                quantity: added,
                unitPriceCents: licence.pricePerSeatCents,
                vatCategory: licence.vatCategory,
              },
            ],
            buyerReference: change.buyerReference,
            createdBy: caller.id,
          })
        : null;
    return { id, invoiceId: invoice?.id ?? null };
  });
}

/**
 * `POST /api/licence/{id}/revoke` (staff): no new seats can be taken; the seats held stay in the ledger and their
 * holders keep what they were given. @throws apiError 404 unknown; 409 when already revoked.
 */
export async function revokeLicence(db: Db, caller: Caller, id: string): Promise<LicenceDetail> {
  await visibleLicence(db, caller, id);
  const [row] = await db
    .update(licences)
    .set({ revokedAt: new Date(), revokedBy: caller.id })
    .where(and(eq(licences.id, id), isNull(licences.revokedAt)))
    .returning({ id: licences.id });
  if (!row) throw apiError(409, LICENCE_TITLES.alreadyRevoked);
  return readLicence(db, caller, id);
}

/** A candidate of the licence's organisation who can hold a seat. @throws apiError 404 otherwise (decision 003). */
async function requireCandidateOf(db: Db, organizationId: string, candidateId: string): Promise<void> {
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, candidateId), eq(users.role, 'User'), eq(users.organizationId, organizationId), eq(users.status, 'active')));
  if (!candidate) throw apiError(404, 'Deze kandidaat bestaat niet of hoort niet bij de organisatie van deze licentie.');
}

/**
 * `POST /api/licence/{id}/seat` (staff): gives candidate `candidateId` of the licence's organisation a seat and the
 * product. @throws apiError 404 unknown licence or candidate; 409 naming the licence when none is free.
 */
export async function giveSeat(db: Db, caller: Caller, id: string, candidateId: string): Promise<SeatTaken> {
  const { licence } = await visibleLicence(db, caller, id);
  await requireCandidateOf(db, licence.organizationId, candidateId);
  return db.transaction((tx) => takeSeatOn(tx, id, candidateId, 'staff', caller.id));
}

/** `POST /api/licence/{id}/seat/{seatId}/release` (staff): hands the seat back. @throws apiError 404 unknown or closed. */
export async function handBackSeat(db: Db, caller: Caller, id: string, seatId: string): Promise<LicenceDetail> {
  await visibleLicence(db, caller, id);
  if (!isUuid(seatId)) throw apiError(404, 'Deze plaats bestaat niet of is al teruggegeven.');
  await db.transaction((tx) => releaseSeat(tx, id, seatId, 'handed-back', caller.id));
  return readLicence(db, caller, id);
}

/** `POST /api/licence/{id}/seat/{seatId}/move` (staff): the seat goes to another candidate of the organisation. */
export async function moveSeatTo(db: Db, caller: Caller, id: string, seatId: string, candidateId: string): Promise<SeatTaken> {
  await visibleLicence(db, caller, id);
  if (!isUuid(seatId)) throw apiError(404, 'Deze plaats bestaat niet of is al teruggegeven.');
  return db.transaction((tx) => moveSeat(tx, id, seatId, candidateId, caller.id));
}

/**
 * The licences of organisation `organizationId` with a seat free today, for a product select (profession test
 * licences with their test). Used by the contact person's overview. Newest first.
 */
export async function seatsLeft(db: Db, organizationId: string): Promise<LicenceListItem[]> {
  const day = amsterdamDay();
  const rows = await selectList(db)
    .where(and(eq(licences.organizationId, organizationId), isNull(licences.revokedAt), sql`${licences.validUntil} >= ${day}`))
    .orderBy(asc(licences.validUntil), asc(licences.id));
  return rows.map((r) => listItem(r, day));
}
