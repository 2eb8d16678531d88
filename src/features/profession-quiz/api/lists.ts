/**
 * The beroepen-quiz for staff and teachers (spec §2 /cp/beroepen-quiz/…, /docent/beroepen-quiz/…; docs/api.md
 * "Beroepen-quiz"; docs/decisions/036-profession-quiz.md): the candidates' newest quizzes, the prospects who asked to
 * be contacted, one of each in detail, and what staff do with a prospect (delete, invite as a candidate).
 *
 * Rules, checked here:
 * - Candidates' quizzes follow the candidate scope of src/server/access-scope.ts (`candidateScope`): staff every
 *   candidate, a teacher their linked candidates (teacher_candidates, as `GET /api/user/GetCandidates`); a quiz
 *   outside it answers 404, as an unknown one. Erased candidates have no quizzes (privacy registry: deleted).
 * - Prospects' names, e-mail addresses and phone numbers are read only by those who work with prospects (AVG
 *   art. 5(1)(b)/(c): purpose limitation, minimisation): staff, and teachers marked intakebegeleider
 *   (`users.intake_supervisor`, docs/domain.md), who meet them at information days and do the intakes. Any other teacher
 *   gets 404 for the list and each prospect (decision 003; `prospectReader`). Only staff delete or invite them (the
 *   routes say so).
 * - Lists are 20 per page, newest first (then by id), with a text search and an area filter (`quizListQuery`).
 * - Results are computed again from the stored answers (results.ts `quizResultOf`), in Dutch for these readers;
 *   the language the person took the quiz in is named beside it.
 * - Reading or listing prospects first runs the retention clean-up (retention.ts, at most hourly).
 */
import { and, count, desc, eq, exists, gt, ilike, like, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { isStaff } from '#src/lib/roles';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { candidateProfiles, professions, quizProspects, quizResults, users } from '#src/server/db/schema';
import { allOf, candidateScope } from '#src/server/access-scope';
import { apiError, isUniqueViolation, TITLES } from '#src/server/errors';
import { likeEscape } from '#src/server/like';
import type { MailOutbox } from '#src/server/mail/outbox';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import { isUuid } from '#src/server/validation';
import type { Page } from '#src/lib/contract';
import { INVITE_TITLES, invitedAccount, mailInvitation } from '#src/features/accounts/api/invitation';
import { checkRoleFields } from '#src/features/accounts/api/user-admin';
import type { Area } from '#src/features/profession-quiz/content/areas';
import {
  answerLines,
  type InviteProspectBody,
  type ProspectInvited,
  type QuizCandidateDetail,
  type QuizCandidateItem,
  type QuizListQuery,
  type QuizProspectDetail,
  type QuizProspectItem,
} from '#src/features/profession-quiz/contract';
import { areaScores, matchProfessions, type Answers, type CodedProfession } from '#src/features/profession-quiz/scoring';
import { quizResultOf } from './results';
import { pruneProspectsNow, retentionEnd } from './retention';

/** How many matching professions a list row names. */
export const LISTED_PROFESSIONS = 3;

/** Dutch titles of these calls. */
export const LIST_TITLES = {
  emailRequired: 'E-mailadres: vul het e-mailadres in waarop de belangstellende de uitnodiging ontvangt.',
} as const;

/** The stored top areas ('SRC') as letters. */
const areasOf = (text: string): Area[] => [...text] as Area[];

/** The professions with a Holland code, read once per call for the rows' matches. */
async function codedProfessions(db: Db): Promise<CodedProfession[]> {
  const rows = await db
    .select({ id: professions.id, name: professions.name, hollandCode: professions.hollandCode })
    .from(professions)
    .where(sql`${professions.hollandCode} IS NOT NULL`);
  return rows.map((p) => ({ id: p.id, name: p.name, hollandCode: p.hollandCode! }));
}

/** The names of the best-matching professions of `answers`, at most LISTED_PROFESSIONS, best first. */
function professionNames(answers: Answers, coded: readonly CodedProfession[]): string[] {
  return matchProfessions(areaScores(answers), coded, LISTED_PROFESSIONS).map((p) => p.name);
}

/** `column` (stored top areas) holds `area`; no condition without one. The letters need no escaping. */
function hasArea(column: AnyPgColumn, area: Area | undefined): SQL | undefined {
  return area ? like(column, `%${area}%`) : undefined;
}

/** `q` anywhere in one of `columns`, case-insensitively; no condition for an empty search. */
function contains(q: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${likeEscape(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A 404 for an id that is not a UUID (decision 003: as unknown). */
function assertId(id: string): void {
  if (!isUuid(id)) throw apiError(404, TITLES.notFound);
}

// ——— Candidates ———

/**
 * `GET /api/quiz/candidates` (staff, Teacher): per candidate in the caller's scope their newest quiz, newest first,
 * 20 per page, with the top areas and the names of the three best-matching professions.
 * @param query.q name or e-mail address of the candidate (contains, case-insensitive); query.area a top area.
 */
export async function listQuizCandidates(db: Db, caller: Caller, query: QuizListQuery): Promise<Page<QuizCandidateItem>> {
  const newer = alias(quizResults, 'newer_quiz');
  const isNewest = not(
    exists(
      db
        .select({ id: newer.id })
        .from(newer)
        .where(
          and(
            eq(newer.candidateId, quizResults.candidateId),
            or(gt(newer.createdAt, quizResults.createdAt), and(eq(newer.createdAt, quizResults.createdAt), gt(newer.id, quizResults.id))),
          ),
        ),
    ),
  );
  const where = allOf(
    isNewest,
    ne(users.status, 'erased'),
    candidateScope(db, caller, quizResults.candidateId),
    contains(query.q, users.name, users.email),
    hasArea(quizResults.topAreas, query.area),
  );
  const [counted] = await db.select({ n: count() }).from(quizResults).innerJoin(users, eq(users.id, quizResults.candidateId)).where(where);
  const total = counted?.n ?? 0;
  if (offsetOf(query.page) >= total) return paged([], total, query.page);
  const [rows, coded] = await Promise.all([
    db
      .select({
        id: quizResults.id,
        createdAt: quizResults.createdAt,
        answers: quizResults.answers,
        topAreas: quizResults.topAreas,
        candidateId: users.id,
        candidateName: users.name,
      })
      .from(quizResults)
      .innerJoin(users, eq(users.id, quizResults.candidateId))
      .where(where)
      .orderBy(desc(quizResults.createdAt), desc(quizResults.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    codedProfessions(db),
  ]);
  return paged(
    rows.map((r) => ({
      id: r.id,
      candidate: { id: r.candidateId, name: r.candidateName },
      createdAt: r.createdAt.toISOString(),
      topAreas: areasOf(r.topAreas),
      professions: professionNames(r.answers, coded),
    })),
    total,
    query.page,
  );
}

/**
 * `GET /api/quiz/candidates/{resultId}` (staff, Teacher): one quiz of a candidate in the caller's scope — the
 * candidate, the date, the language, every answer with the item's Dutch text, the result (Dutch descriptions) and
 * every try of that candidate.
 * @throws apiError 404 for an id that is not a UUID, an unknown quiz, or one outside the caller's scope.
 */
export async function quizCandidateDetail(db: Db, caller: Caller, resultId: string): Promise<QuizCandidateDetail> {
  assertId(resultId);
  const [row] = await db
    .select({
      id: quizResults.id,
      createdAt: quizResults.createdAt,
      language: quizResults.language,
      answers: quizResults.answers,
      candidateId: users.id,
      candidateName: users.name,
      candidateEmail: users.email,
    })
    .from(quizResults)
    .innerJoin(users, eq(users.id, quizResults.candidateId))
    .where(allOf(eq(quizResults.id, resultId), ne(users.status, 'erased'), candidateScope(db, caller, quizResults.candidateId)))
    .limit(1);
  if (!row) throw apiError(404, TITLES.notFound);
  const [tries, result] = await Promise.all([
    db
      .select({ id: quizResults.id, createdAt: quizResults.createdAt, topAreas: quizResults.topAreas })
      .from(quizResults)
      .where(eq(quizResults.candidateId, row.candidateId))
      .orderBy(desc(quizResults.createdAt), desc(quizResults.id)),
    quizResultOf(db, row.answers, 'nl'),
  ]);
  return {
    id: row.id,
    candidate: { id: row.candidateId, name: row.candidateName, email: row.candidateEmail },
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    answers: answerLines(row.answers),
    result,
    tries: tries.map((t) => ({ id: t.id, createdAt: t.createdAt.toISOString(), topAreas: areasOf(t.topAreas) })),
  };
}

// ——— Prospects ———

/**
 * The search of the prospects: `q` in the name or e-mail address, or — when it holds at least three digits — those
 * digits in the phone number's digits, so '0612' finds '06 12 34 56 78'.
 */
function prospectSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const byPhone = digits.length >= 3 ? like(sql`regexp_replace(coalesce(${quizProspects.phone}, ''), '[^0-9]', '', 'g')`, `%${digits}%`) : undefined;
  return or(contains(text, quizProspects.name, quizProspects.email), byPhone);
}

/**
 * True when `caller` may read prospects (see the module comment): staff, or a teacher marked intakebegeleider. Read
 * from the account on every call, so taking the mark away takes the access away at once.
 */
export async function isProspectReader(db: Db, caller: Caller): Promise<boolean> {
  if (isStaff(caller.role)) return true;
  if (caller.role !== 'Teacher') return false;
  const [row] = await db.select({ intake: users.intakeSupervisor }).from(users).where(eq(users.id, caller.id)).limit(1);
  return row?.intake === true;
}

/** @throws apiError 404 unless `caller` may read prospects (`isProspectReader`): to anyone else they do not exist. */
async function prospectReader(db: Db, caller: Caller): Promise<void> {
  if (!(await isProspectReader(db, caller))) throw apiError(404, TITLES.notFound);
}

/**
 * `GET /api/quiz/prospects` (staff; a teacher marked intakebegeleider): the prospects, newest first, 20 per page,
 * with contact details, top areas and the names of the three best-matching professions. Runs the retention clean-up
 * first (at most hourly).
 * @param query.q name, e-mail address or phone number (see `prospectSearch`); query.area a top area.
 * @throws apiError 404 for any other teacher.
 */
export async function listProspects(db: Db, caller: Caller, query: QuizListQuery): Promise<Page<QuizProspectItem>> {
  await prospectReader(db, caller);
  await pruneProspectsNow(db);
  const where = allOf(prospectSearch(query.q), hasArea(quizProspects.topAreas, query.area));
  const [counted] = await db.select({ n: count() }).from(quizProspects).where(where);
  const total = counted?.n ?? 0;
  if (offsetOf(query.page) >= total) return paged([], total, query.page);
  const [rows, coded] = await Promise.all([
    db
      .select()
      .from(quizProspects)
      .where(where)
      .orderBy(desc(quizProspects.createdAt), desc(quizProspects.id))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    codedProfessions(db),
  ]);
  return paged(
    rows.map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      phone: p.phone,
      createdAt: p.createdAt.toISOString(),
      language: p.language,
      topAreas: areasOf(p.topAreas),
      professions: professionNames(p.answers, coded),
    })),
    total,
    query.page,
  );
}

/**
 * `GET /api/quiz/prospects/{id}` (staff; a teacher marked intakebegeleider): one prospect — contact details, the
 * moment of consent, when they are erased, the language, every answer and the result (Dutch descriptions).
 * @throws apiError 404 for an id that is not a UUID, an unknown (deleted, invited, expired) prospect, and for any
 *   other teacher.
 */
export async function prospectDetail(db: Db, caller: Caller, id: string): Promise<QuizProspectDetail> {
  await prospectReader(db, caller);
  assertId(id);
  await pruneProspectsNow(db);
  const [p] = await db.select().from(quizProspects).where(eq(quizProspects.id, id)).limit(1);
  if (!p) throw apiError(404, TITLES.notFound);
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    phone: p.phone,
    consentAt: p.consentAt.toISOString(),
    erasedAfter: retentionEnd(p.consentAt).toISOString(),
    language: p.language,
    answers: answerLines(p.answers),
    result: await quizResultOf(db, p.answers, 'nl'),
  };
}

/**
 * `DELETE /api/quiz/prospects/{id}` (staff): deletes the prospect with their contact details and answers.
 * @throws apiError 404 for an id that is not a UUID or an unknown prospect.
 */
export async function deleteProspect(db: Db, id: string): Promise<void> {
  assertId(id);
  const deleted = await db.delete(quizProspects).where(eq(quizProspects.id, id)).returning({ id: quizProspects.id });
  if (deleted.length === 0) throw apiError(404, TITLES.notFound);
}

/**
 * `POST /api/quiz/prospects/{id}/invite` (staff): makes the prospect a candidate. In one transaction: an invited
 * account (role User) with the prospect's name, phone, the given (or their own) e-mail address, organisation and
 * profession, and their quiz language as preferred language; their quiz moved to quiz_results of the new account
 * (same answers, language and time); the prospect deleted; and the invitation mail written to the outbox, as
 * `POST /api/user/createcandidate` does (accounts/api/invitation.ts; docs/decisions/049-mail-outbox.md): a mail
 * server that is down delays the mail, never the invitation.
 * @returns 201 `{ id, status: 'invited', resultId }`.
 * @throws apiError 404 for an unknown prospect; 400 `LIST_TITLES.emailRequired` when neither the body nor the
 *   prospect has an address, or naming the organisation or profession (user-admin.ts `checkRoleFields`); 409
 *   `INVITE_TITLES.emailTaken` (spec §8) when the address is in use.
 */
export async function inviteProspect(db: Db, outbox: MailOutbox, id: string, body: InviteProspectBody): Promise<ProspectInvited> {
  assertId(id);
  const done = await db.transaction(async (tx) => {
    const [prospect] = await tx.select().from(quizProspects).where(eq(quizProspects.id, id)).for('update').limit(1);
    if (!prospect) throw apiError(404, TITLES.notFound);
    const email = body.email ?? prospect.email;
    if (!email) throw apiError(400, LIST_TITLES.emailRequired);
    const fields = { organizationId: body.organizationId, professionId: body.professionId ?? null };
    await checkRoleFields(tx, 'User', { ...fields, intakeSupervisor: false });
    const account = invitedAccount({ email, name: prospect.name, role: 'User', phone: prospect.phone, ...fields });
    let user: { id: string } | undefined;
    try {
      [user] = await tx.insert(users).values(account.values).returning({ id: users.id });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError(409, INVITE_TITLES.emailTaken);
      throw error;
    }
    if (!user) throw new Error('users: geen rij na insert');
    await tx.insert(candidateProfiles).values({ userId: user.id, preferredLanguage: prospect.language });
    const [moved] = await tx
      .insert(quizResults)
      .values({ candidateId: user.id, language: prospect.language, answers: prospect.answers, topAreas: prospect.topAreas, createdAt: prospect.createdAt })
      .returning({ id: quizResults.id });
    if (!moved) throw new Error('quiz_results: geen rij na insert');
    await tx.delete(quizProspects).where(eq(quizProspects.id, prospect.id));
    await mailInvitation(outbox, tx, { email: account.email, name: prospect.name }, account.secret);
    return { userId: user.id, resultId: moved.id };
  });

  return { id: done.userId, status: 'invited', resultId: done.resultId };
}
