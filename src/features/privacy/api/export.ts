/**
 * The data export of a candidate (AVG right of access, art. 15; docs/api.md `GET /api/user/DownloadCandidateData`):
 * one ZIP with a JSON file per kind of record — the files the privacy registry (registry.ts) names — and an
 * `index.html` in Dutch that shows them all (export-index.ts).
 *
 * Who gets whose data: a candidate their own (`userId` left out or their own id); Admin and Coordinator any
 * candidate. A candidate's own download holds their evaluations only as their result pages show them; a staff
 * download holds every evaluation as stored (export-rows.ts `evaluationRows`; decision 037). Another person's id for a candidate, an id that is not a candidate's (staff, teachers, contact
 * persons), an erased or unknown person, or an id that is not a UUID → 404 (decision 003); staff without
 * `userId` → 400. Other roles are refused by the router (401).
 */
import { and, eq, ne } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { users } from '#src/server/db/schema';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { TIME_ZONE } from '#src/lib/i18n/format';
import { ERASED_STATUS } from '#src/features/accounts/lifecycle';
import { EXPORT_FILES, PRIVACY_TITLES, type ExportFileName } from '#src/features/privacy/strings';
import { exportIndexHtml, type IndexFile } from './export-index';
import { PRIVACY_REGISTRY } from './registry';

/** A finished export: the ZIP's bytes and the file name to offer (ASCII letters, digits, '-' and '.'). */
export interface CandidateExport {
  zip: Uint8Array;
  filename: string;
}

/**
 * The candidate whose data `caller` asks for, or a thrown apiError (see the module comment).
 * @returns the candidate's id and name.
 */
async function exportTarget(db: Db, caller: Caller, userId: string | undefined): Promise<{ id: string; name: string }> {
  if (!isStaff(caller.role)) {
    if (userId !== undefined && userId !== caller.id) throw apiError(404, PRIVACY_TITLES.candidateNotFound);
    return { id: caller.id, name: caller.name };
  }
  if (userId === undefined || userId === '') throw apiError(400, PRIVACY_TITLES.chooseCandidate);
  if (!isUuid(userId)) throw apiError(404, PRIVACY_TITLES.candidateNotFound);
  const [candidate] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'User'), ne(users.status, ERASED_STATUS)));
  if (!candidate) throw apiError(404, PRIVACY_TITLES.candidateNotFound);
  return candidate;
}

/** `yyyy-mm-dd` of `at` in Dutch time. */
function dutchDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Latin letters that Unicode does not decompose into an ASCII letter and a mark, spelled in ASCII. */
const LATIN_LETTERS: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * A file name for the export that is safe in a `Content-Disposition` header and on every file system:
 * `gegevens-{name}-{yyyy-mm-dd}.zip` with the name in lower-case ASCII (accents dropped, anything else '-', at
 * most 60 characters; ı, ł, ø, đ, ß, æ, œ spelled out), or `gegevens-{yyyy-mm-dd}.zip` when nothing of the name is left.
 */
export function exportFilename(name: string, at: Date): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıłøđßæœ]/g, (c) => LATIN_LETTERS[c] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug ? `gegevens-${slug}-${dutchDate(at)}.zip` : `gegevens-${dutchDate(at)}.zip`;
}

/**
 * Builds the export (see the module comment).
 * @param userId the `userId` query value as sent (undefined when absent).
 * @throws apiError 400 / 404 as in the module comment.
 */
export async function candidateExport(db: Db, caller: Caller, userId: string | undefined, at = new Date()): Promise<CandidateExport> {
  const person = await exportTarget(db, caller, userId);
  const audience = isStaff(caller.role) ? 'staff' : 'subject';
  const order = Object.keys(EXPORT_FILES) as ExportFileName[];
  const files: IndexFile[] = [];
  for (const entry of PRIVACY_REGISTRY) {
    if (entry.export) files.push({ name: entry.export.file, rows: await entry.export.rows(db, person.id, audience) });
  }
  files.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  const mtime = at;
  const zippable: Zippable = { 'index.html': [strToU8(exportIndexHtml(person.name, files, at)), { mtime }] };
  for (const file of files) zippable[`${file.name}.json`] = [strToU8(`${JSON.stringify(file.rows, null, 2)}\n`), { mtime }];
  return { zip: zipSync(zippable, { level: 6 }), filename: exportFilename(person.name, at) };
}
