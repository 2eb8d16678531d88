/**
 * Bulk intake of candidates from a CSV file (docs/api.md "Bulk intake"): the preview checks every row against the
 * platform, the import creates the good rows as invited candidates and their invitation mails in one transaction. Reading and checking a row is parse.ts's; this module supplies what a row is checked against.
 *
 * Rules:
 * - an organisation is found by its name (case and surrounding spaces ignored) among the organisations that are
 *   not archived; a name two of them share is refused as ambiguous; a profession by its name likewise;
 * - an address is in use when any account has it, whatever its status (invited, active, disabled or erased);
 * - the import checks again inside its transaction, so a row that became bad since the preview is left out; an
 *   address created by someone else at the same moment (a unique violation) makes the whole import 409 with spec
 *   §8's text and saves nothing;
 * - each new account gets its invitation as `inviteUser` gives it (features/accounts/api/invitation.ts: a code
 *   valid 7 days, stored as sha256), its mail written to the outbox in the import's transaction and delivered after
 *   it (server/mail/outbox.ts); a mail the mail server does not take is retried, and shows on the staff's outbox
 *   page when it fails for good.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { organizations, professions, users } from '#src/server/db/schema';
import { apiError, isUniqueViolation } from '#src/server/errors';
import type { MailOutbox } from '#src/server/mail/outbox';
import { INVITE_TITLES, invitedAccount, mailInvitation, rememberLanguage } from '#src/features/accounts/api/invitation';
import type { IntakePreview, IntakePreviewRow, IntakeResult } from '#src/features/bulk-intake/contract';
import {
  checkIntakeRows,
  IntakeFileError,
  parseIntakeCsv,
  type CheckedIntakeRow,
  type IntakeLookups,
  type IntakeRow,
} from '#src/features/bulk-intake/parse';

/** Rows per INSERT statement of the import (all of them in one transaction). */
export const INTAKE_INSERT_CHUNK = 200;

type Reader = Pick<Db, 'select'>;

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

/** `lower(trim(column))`: the key names are matched by (parse.ts lower-cases and trims the file's names). */
const keyOf = (column: typeof organizations.name | typeof professions.name) => sql<string>`lower(trim(${column}))`;

/**
 * What the rows of one file are checked against, read from the database: only the organisations, professions and
 * addresses the file names.
 * @param rows the file's rows (parse.ts).
 */
export async function intakeLookups(db: Reader, rows: readonly IntakeRow[]): Promise<IntakeLookups> {
  const orgNames = distinct(rows.map((r) => r.organization.toLowerCase()));
  const professionNames = distinct(rows.map((r) => r.profession.toLowerCase()));
  const emails = distinct(rows.map((r) => r.email.trim().toLowerCase()));

  const organizationMap = new Map<string, string>();
  const ambiguous = new Set<string>();
  if (orgNames.length > 0) {
    const found = await db
      .select({ id: organizations.id, key: keyOf(organizations.name) })
      .from(organizations)
      .where(and(isNull(organizations.archivedAt), inArray(keyOf(organizations.name), orgNames)));
    for (const { id, key } of found) {
      if (organizationMap.has(key)) ambiguous.add(key);
      else organizationMap.set(key, id);
    }
  }
  const professionMap = new Map<string, string>();
  if (professionNames.length > 0) {
    const found = await db
      .select({ id: professions.id, key: keyOf(professions.name) })
      .from(professions)
      .where(inArray(keyOf(professions.name), professionNames));
    for (const { id, key } of found) if (!professionMap.has(key)) professionMap.set(key, id);
  }
  const existingEmails = new Set<string>();
  if (emails.length > 0) {
    const found = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    for (const { email } of found) existingEmails.add(email);
  }
  return { organizations: organizationMap, professions: professionMap, existingEmails, ambiguousOrganizations: ambiguous };
}

/**
 * The file's rows.
 * @throws apiError 400 with parse.ts's Dutch message for a file that cannot be read as a whole.
 */
function readFile(csv: string): IntakeRow[] {
  try {
    return parseIntakeCsv(csv);
  } catch (error) {
    if (error instanceof IntakeFileError) throw apiError(400, error.message);
    throw error;
  }
}

/** A checked row as the preview and the import answer it. */
const previewRow = (row: CheckedIntakeRow): IntakePreviewRow => ({
  line: row.line,
  name: row.name,
  email: row.email,
  organization: row.organization,
  profession: row.profession,
  language: row.language,
  errors: row.errors,
});

/**
 * `POST /api/user/intake/preview`: every row of the file with its problems (none: it would be imported).
 * @param csv the file's text (UTF-8, with or without BOM; `;` or `,`).
 * @throws apiError 400 for an empty or unreadable file, missing columns or more than 1000 rows (parse.ts).
 */
export async function previewIntake(db: Db, csv: string): Promise<IntakePreview> {
  const rows = readFile(csv);
  const checked = checkIntakeRows(rows, await intakeLookups(db, rows));
  const good = checked.filter((r) => r.errors.length === 0).length;
  return { rows: checked.map(previewRow), good, bad: checked.length - good };
}

/**
 * `POST /api/user/intake`: creates every good row of the file as an invited candidate (role User, with its
 * organisation, profession, phone and language: `taal`, stored as the preferred language) and their invitation mails (in the outbox, server/mail/outbox.ts) in one
 * transaction.
 * @param csv the file's text, as for the preview.
 * @returns how many were created and the rows left out with their problems; `notInvited` stays empty: a mail that
 *   cannot be delivered waits in the outbox and shows on the staff's outbox page (docs/decisions/049-mail-outbox.md).
 * @throws apiError 400 as the preview; 409 `INVITE_TITLES.emailTaken` (spec §8) when an address was taken while
 *   importing (nothing is saved then); a database error otherwise (nothing is saved either).
 */
export async function importIntake(db: Db, outbox: MailOutbox, csv: string): Promise<IntakeResult> {
  const rows = readFile(csv);
  let checked: CheckedIntakeRow[];
  let invitations: { line: number; email: string; name: string; secret: string; id: string; language: string }[];
  try {
    ({ checked, invitations } = await db.transaction(async (tx) => {
      const inTx = checkIntakeRows(rows, await intakeLookups(tx, rows));
      const accounts = inTx
        .filter((r) => r.errors.length === 0)
        .map((r) => ({
          line: r.line,
          name: r.name,
          language: r.languageCode,
          ...invitedAccount({
            email: r.email,
            name: r.name,
            role: 'User',
            organizationId: r.organizationId,
            professionId: r.professionId,
            phone: r.phone || null,
          }),
        }));
      const ids = new Map<string, string>();
      for (let start = 0; start < accounts.length; start += INTAKE_INSERT_CHUNK) {
        const chunk = accounts.slice(start, start + INTAKE_INSERT_CHUNK);
        const inserted = await tx.insert(users).values(chunk.map((a) => a.values)).returning({ id: users.id, email: users.email });
        for (const { id, email } of inserted) ids.set(email, id);
      }
      const made = accounts.map((a) => {
        const id = ids.get(a.email);
        if (!id) throw new Error('users: geen rij na insert');
        return { line: a.line, email: a.email, name: a.name, secret: a.secret, id, language: a.language };
      });
      // Each candidate's language first, so their invitation is written in it (docs/decisions/055).
      for (const { id, language } of made) await rememberLanguage(tx, { id, role: 'User' }, language);
      for (const { email, name, secret } of made) await mailInvitation(outbox, tx, { email, name }, secret);
      return { checked: inTx, invitations: made };
    }));
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError(409, INVITE_TITLES.emailTaken);
    throw error;
  }

  return {
    created: invitations.length,
    skipped: checked.filter((r) => r.errors.length > 0).map(previewRow),
    notInvited: [],
  };
}
