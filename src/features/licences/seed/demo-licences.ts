/**
 * Demo licences and invoices for a fresh installation (src/backend/seed.ts; docs/domain.md "Licence", "Invoice"):
 * - the demo organisation (Logistiek Twente B.V.) has a licence with free seats for each profession test, so staff
 *   can keep assigning tests; the candidates who already have a test hold a seat on it; one invoice is paid, the
 *   other open;
 * - a second organisation (Schoonmaakbedrijf De Glans B.V.) has an expired licence with an overdue invoice, made
 *   without the buyer's reference (its e-invoice quotes the invoice number instead; decision 050);
 * - Werkgroep Taal en Werk Enschede, without KvK-nummer and btw-id, has a PAT licence with a paid invoice that says it
 *   cannot go through Peppol (docs/decisions/050-peppol-valid-invoices.md);
 * - Milan Smits asked for an account with the code of the first licence a few hours ago and has not confirmed his
 *   address yet: staff see him as 'uitgenodigd' and his seat as reserved until the link runs out
 *   (docs/decisions/038-unconfirmed-account-setup.md). Nobody knows his link; the hold runs out as any other.
 * Every invoice was mailed on its invoice date to the organisation's invoice address, and the overdue one got its
 * payment reminders (features/invoices/api/mailing.ts, reminders.ts; docs/decisions/053-invoice-mail.md): the sent
 * logs on /cp/organization/{id} and /contactperson/invoices show them, delivered — except the demo organisation's
 * open invoice, whose mail its mail server refused at every attempt ('452 4.2.2 Mailbox full'): its log says 'Niet
 * bezorgd', and staff can send it again with 'Opnieuw mailen' or from /cp/mail, where it waits with its PDF and UBL.
 * Mails of the last 30 days are in the outbox as sent (/cp/mail); older ones are gone from it, as the outbox prunes
 * them, and only the log remains.
 * Runs after the profession tests, organisations and their candidates are seeded.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { config } from '#src/config.server';
import { addDays, amsterdamDay, dayText } from '#src/lib/calendar-day';
import type { Db } from '#src/server/db/client';
import { newSecret } from '#src/server/secrets';
import { invoiceMailings, invoices, licences, licenceSeats, mailOutbox, organizations, professionTests, testAssignments, users } from '#src/server/db/schema';
import { insertMail, OUTBOX_KEEP_SENT_DAYS, RETRY_POLICY, type MailOutbox } from '#src/server/mail/outbox';
import { createInvoice, sendInvoiceReminders } from '#src/features/invoices/api/invoices';
import { newLicenceCode } from '#src/features/licences/api/licences';

/** The demo organisation that holds the candidates. */
export const DEMO_LICENCE_ORGANIZATION = 'Logistiek Twente B.V.';
/** The organisation with the expired licence and the overdue invoice. */
export const EXPIRED_LICENCE_ORGANIZATION = 'Schoonmaakbedrijf De Glans B.V.';
/** The organisation without KvK-nummer and btw-id, whose invoice cannot go through Peppol. */
export const NO_PEPPOL_ORGANIZATION = 'Werkgroep Taal en Werk Enschede';
/** The candidate who asked for an account with a licence code and has not confirmed his address. */
export const UNCONFIRMED_SETUP = { name: 'Milan Smits', email: 'milan.smits@example.org' } as const;

const long = dayText;

/**
 * An outbox whose mails were delivered on `day` at 09:00 (Europe/Amsterdam, winter time): written as sent then, or,
 * when that is longer ago than OUTBOX_KEEP_SENT_DAYS, not written at all, as the outbox would have pruned it by now
 * (the id it answers then names no row, like a pruned mail's).
 */
function deliveredOn(day: string): MailOutbox {
  const at = new Date(`${day}T08:00:00Z`);
  return {
    async enqueue(db, mail) {
      if (Date.now() - at.getTime() > OUTBOX_KEEP_SENT_DAYS * 24 * 60 * 60_000) return randomUUID();
      const [row] = await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, headers: mail.headers ?? null, state: 'sent', attempts: 1, createdAt: at, nextAttemptAt: at, sentAt: at })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
  };
}

/** The server's answer to the demo invoice mail that was never delivered (as the outbox records it, outbox.ts). */
export const DEMO_FAILED_INVOICE_MAIL_ERROR = 'EENVELOPE 452 4.2.2 Mailbox full';

/**
 * An outbox whose mails the mail server refused at every attempt on `day` (from 09:00, Europe/Amsterdam, winter
 * time): written with their attachments, as `failed` with the server's answer, so staff can send them again.
 */
function refusedOn(day: string): MailOutbox {
  const at = new Date(`${day}T08:00:00Z`);
  return {
    async enqueue(db, mail) {
      const id = await insertMail(db, mail);
      await db
        .update(mailOutbox)
        .set({ state: 'failed', attempts: RETRY_POLICY.attempts, lastError: DEMO_FAILED_INVOICE_MAIL_ERROR, createdAt: at, nextAttemptAt: new Date(at.getTime() + 12 * 60 * 60_000) })
        .where(eq(mailOutbox.id, id));
      return id;
    },
  };
}

/**
 * Writes the demo licences, their seats and invoices (see the module comment).
 * @param staffEmail the staff member recorded as seller's clerk.
 * @throws Error when the demo organisations or tests are missing.
 */
export async function seedDemoLicences(db: Db, staffEmail: string): Promise<void> {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, staffEmail));
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_LICENCE_ORGANIZATION));
  const [other] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, EXPIRED_LICENCE_ORGANIZATION));
  if (!org || !other) throw new Error('de demo-organisaties ontbreken');
  const tests = await db.select({ id: professionTests.id, title: professionTests.title }).from(professionTests).orderBy(professionTests.title);
  if (tests.length === 0) throw new Error('de demo-beroepentesten ontbreken');
  const today = amsterdamDay();
  const validFrom = addDays(today, -45);
  const validUntil = addDays(today, 320);
  const by = staff?.id ?? null;
  const licenceIds: string[] = [];

  for (const [i, test] of tests.entries()) {
    const price = i === 0 ? 4950 : 3500;
    const vat = i === 0 ? ('S' as const) : ('E' as const);
    const [licence] = await db
      .insert(licences)
      .values({
        organizationId: org.id,
        product: 'profession-test',
        professionTestId: test.id,
        seats: 25,
        validFrom,
        validUntil,
        pricePerSeatCents: price,
        vatCategory: vat,
        code: newLicenceCode(),
        buyerReference: `LT-${2026 + i}-${String(17 + i * 9).padStart(3, '0')}`,
        createdBy: by,
      })
      .returning({ id: licences.id });
    licenceIds.push(licence!.id);
    // The candidates of the organisation who already have this test hold a seat on it.
    const holders = await db
      .select({ candidateId: testAssignments.candidateId, assignedBy: testAssignments.assignedBy, at: testAssignments.createdAt })
      .from(testAssignments)
      .innerJoin(users, eq(users.id, testAssignments.candidateId))
      .where(and(eq(testAssignments.testId, test.id), eq(users.organizationId, org.id), inArray(users.status, ['active', 'invited'])));
    if (holders.length > 0) {
      await db
        .insert(licenceSeats)
        .values(holders.map((h) => ({ licenceId: licence!.id, holderId: h.candidateId, method: 'staff' as const, takenBy: h.assignedBy, takenAt: h.at })));
      await db.update(licences).set({ seatsUsed: holders.length }).where(eq(licences.id, licence!.id));
    }
    const issueDate = i === 0 ? validFrom : addDays(today, -10);
    // The first invoice's mail was delivered; the second's was refused by the organisation's mail server.
    const invoice = await createInvoice(db, i === 1 ? refusedOn(issueDate) : deliveredOn(issueDate), {
      kind: 'invoice',
      organizationId: org.id,
      licenceId: licence!.id,
      lines: [{ description: `Licentie ${test.title}, ${long(validFrom)} t/m ${long(validUntil)}`, quantity: 25, unitPriceCents: price, vatCategory: vat }],
      buyerReference: `LT-${2026 + i}-${String(17 + i * 9).padStart(3, '0')}`,
      // The first was paid within its term; the second was sent ten days ago and is still open.
      issueDate,
      createdBy: by,
    });
    if (i === 0) await db.update(invoices).set({ paidAt: new Date(`${addDays(validFrom, 12)}T10:00:00Z`) }).where(eq(invoices.id, invoice.id));
  }

  await seedUnconfirmedSetup(db, org.id, licenceIds[0]!);

  // The second organisation: last year's licence, expired, with its invoice never paid.
  const oldTest = tests.at(-1)!;
  const oldFrom = addDays(today, -400);
  const oldUntil = addDays(today, -35);
  const [expired] = await db
    .insert(licences)
    .values({
      organizationId: other.id,
      product: 'profession-test',
      professionTestId: oldTest.id,
      seats: 10,
      validFrom: oldFrom,
      validUntil: oldUntil,
      pricePerSeatCents: 3500,
      vatCategory: 'E',
      code: newLicenceCode(),
      createdBy: by,
    })
    .returning({ id: licences.id });
  const overdue = await createInvoice(db, deliveredOn(oldFrom), {
    kind: 'invoice',
    organizationId: other.id,
    licenceId: expired!.id,
    lines: [{ description: `Licentie ${oldTest.title}, ${long(oldFrom)} t/m ${long(oldUntil)}`, quantity: 10, unitPriceCents: 3500, vatCategory: 'E' }],
    buyerReference: null,
    issueDate: oldFrom,
    createdBy: by,
  });
  // Its payment reminders, each on the day the reminder task would have sent it (every one, up to the maximum).
  const [{ dueDate }] = (await db.select({ dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.id, overdue.id))) as [{ dueDate: string }];
  for (let day = addDays(dueDate, 1); day < today; day = addDays(day, config().INVOICE_REMINDER_INTERVAL_DAYS)) {
    if ((await sendInvoiceReminders(db, deliveredOn(day), { today: day })).length === 0) break;
  }

  // The organisation without KvK-nummer and btw-id: a PAT licence for this year, its exempt invoice paid.
  const [volunteers] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, NO_PEPPOL_ORGANIZATION));
  if (!volunteers) return;
  const patFrom = addDays(today, -20);
  const patUntil = addDays(today, 160);
  const [pat] = await db
    .insert(licences)
    .values({
      organizationId: volunteers.id,
      product: 'pat',
      seats: 4,
      validFrom: patFrom,
      validUntil: patUntil,
      pricePerSeatCents: 32500,
      vatCategory: 'E',
      code: newLicenceCode(),
      buyerReference: 'Project Taal op de werkvloer',
      createdBy: by,
    })
    .returning({ id: licences.id });
  const patInvoice = await createInvoice(db, deliveredOn(patFrom), {
    kind: 'invoice',
    organizationId: volunteers.id,
    licenceId: pat!.id,
    lines: [{ description: `Licentie PAT (praktijkassessment), ${long(patFrom)} t/m ${long(patUntil)}`, quantity: 4, unitPriceCents: 32500, vatCategory: 'E' }],
    buyerReference: 'Project Taal op de werkvloer',
    issueDate: patFrom,
    createdBy: by,
  });
  await db.update(invoices).set({ paidAt: new Date(`${addDays(patFrom, 9)}T10:00:00Z`) }).where(eq(invoices.id, patInvoice.id));
  // The log's own times: each mailing at 09:00 on its day, as the outbox rows say.
  await db.update(invoiceMailings).set({ createdAt: sql`(${invoiceMailings.day} + time '09:00') at time zone 'Europe/Amsterdam'` });
}

/**
 * Milan Smits's account setup with the code of licence `licenceId` (see the module comment): an invited candidate of
 * `organizationId` without a password, set up a quarter of SETUP_HOLD_HOURS ago (at most 8 hours), with a seat held
 * until the hold ends and no test yet — as account-setup.ts leaves it before the link is followed.
 */
async function seedUnconfirmedSetup(db: Db, organizationId: string, licenceId: string): Promise<void> {
  const hours = config().SETUP_HOLD_HOURS;
  const ago = Math.min(8, hours / 4);
  const since = sql`now() - make_interval(mins => ${Math.round(ago * 60)})`;
  const until = sql`now() + make_interval(mins => ${Math.round((hours - ago) * 60)})`;
  const [milan] = await db
    .insert(users)
    .values({
      email: UNCONFIRMED_SETUP.email,
      name: UNCONFIRMED_SETUP.name,
      role: 'User',
      status: 'invited',
      passwordHash: null,
      organizationId,
      inviteCodeHash: newSecret().hash,
      inviteExpiresAt: until,
      invitedAt: since,
      privacyAcceptedAt: since,
      createdAt: since,
    })
    .returning({ id: users.id });
  await db.insert(licenceSeats).values({ licenceId, holderId: milan!.id, method: 'code', takenBy: null, takenAt: since, heldUntil: until });
  await db
    .update(licences)
    .set({ seatsUsed: sql`${licences.seatsUsed} + 1` })
    .where(eq(licences.id, licenceId));
}
