/**
 * All PAT results for staff (spec §2 /cp/user/candidate/pat-resultaten; docs/api.md "PAT"): one row per candidate ×
 * module of every PAT that is not a draft, with the first assessor's evaluation state and, once it is final, the
 * module's result (assessment/rules.ts `moduleResult`: weights, pass mark, knock-out) from the deciding scores
 * (`decidingScores`: the coordinator's agreed score when recorded, else the first assessor's final evaluation;
 * docs/decisions/030-pat-reflection-and-agreement.md). As a page of 20 or as a CSV file of every
 * matching row (for spreadsheets: `;`-separated, UTF-8 with a byte order mark, Dutch headers, ISO dates; server/csv.ts).
 */
import { and, asc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { csvDay, toCsv } from '#src/server/csv';
import type { Page } from '#src/lib/contract';
import type { Db } from '#src/server/db/client';
import { evaluationAgreements, evaluations, modules, organizations, patCandidates, patModules, pats, templateVersions, users } from '#src/server/db/schema';
import { likeEscape } from '#src/server/like';
import { offsetOf, paged, PAGE_SIZE } from '#src/server/paging';
import type { PatResultRow, patResultsQuery } from '#src/features/pat/contract';
import { decidingScores, moduleResult } from '#src/features/assessment/rules';

/** At most this many rows go into one CSV file. */
export const CSV_ROW_LIMIT = 10_000;

const first = alias(evaluations, 'first_evaluation');

/** The rows' filter: not drafts; `patId`; `q` in the candidate's name or e-mail or the organisation's name; `state`. */
function whereOf(query: z.output<typeof patResultsQuery>): SQL | undefined {
  const q = query.q?.trim();
  return and(
    isNotNull(pats.plannedAt),
    query.patId ? eq(pats.id, query.patId) : undefined,
    q ? or(ilike(users.name, `%${likeEscape(q)}%`), ilike(users.email, `%${likeEscape(q)}%`), ilike(organizations.name, `%${likeEscape(q)}%`)) : undefined,
    query.state === 'final' ? eq(first.status, 'final') : query.state === 'open' ? or(isNull(first.id), eq(first.status, 'draft')) : undefined,
  );
}

function select(db: Db, query: z.output<typeof patResultsQuery>) {
  return db
    .select({
      patId: pats.id,
      patTitle: pats.title,
      released: pats.resultsReleasedAt,
      candidateId: users.id,
      candidateName: users.name,
      organization: organizations.name,
      moduleId: modules.id,
      moduleTitle: modules.title,
      passPercent: patModules.passPercent,
      knockOut: patModules.knockOut,
      criteria: templateVersions.content,
      status: first.status,
      scores: first.scores,
      finalizedAt: first.finalizedAt,
      agreed: evaluationAgreements.scores,
    })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .innerJoin(users, eq(users.id, patCandidates.candidateId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(patModules, eq(patModules.patId, pats.id))
    .innerJoin(modules, eq(modules.id, patModules.moduleId))
    .innerJoin(templateVersions, eq(templateVersions.id, patModules.templateVersionId))
    .leftJoin(
      first,
      and(eq(first.patId, pats.id), eq(first.moduleId, patModules.moduleId), eq(first.candidateId, users.id), eq(first.role, 'first')),
    )
    .leftJoin(
      evaluationAgreements,
      and(eq(evaluationAgreements.patId, pats.id), eq(evaluationAgreements.moduleId, patModules.moduleId), eq(evaluationAgreements.candidateId, users.id)),
    )
    .where(whereOf(query));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toItem(row: Row): PatResultRow {
  const deciding = decidingScores(row.status && row.scores ? { status: row.status, scores: row.scores } : null, row.agreed);
  const result = deciding ? moduleResult(row.criteria.criteria, deciding.scores, row.passPercent, row.knockOut) : null;
  return {
    pat: { id: row.patId, title: row.patTitle },
    candidate: { id: row.candidateId, name: row.candidateName },
    organization: row.organization,
    module: { id: row.moduleId, title: row.moduleTitle },
    state: !row.status ? 'open' : row.status,
    passed: result?.passed ?? null,
    scorePercent: result?.scorePercent ?? null,
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    released: Boolean(row.released),
    source: deciding?.source ?? null,
  };
}

/** `GET /api/pat/results`: a page (20) of rows, by PAT, candidate and module. */
export async function listResults(db: Db, query: z.output<typeof patResultsQuery>): Promise<Page<PatResultRow>> {
  const [rows, [counted]] = await Promise.all([
    select(db, query)
      .orderBy(asc(pats.title), asc(pats.id), asc(users.name), asc(users.id), asc(patModules.position))
      .limit(PAGE_SIZE)
      .offset(offsetOf(query.page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(patCandidates)
      .innerJoin(pats, eq(pats.id, patCandidates.patId))
      .innerJoin(users, eq(users.id, patCandidates.candidateId))
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .innerJoin(patModules, eq(patModules.patId, pats.id))
      .leftJoin(first, and(eq(first.patId, pats.id), eq(first.moduleId, patModules.moduleId), eq(first.candidateId, users.id), eq(first.role, 'first')))
      .where(whereOf(query)),
  ]);
  return paged(rows.map(toItem), counted?.n ?? 0, query.page);
}

/** Dutch column headers of the CSV file. */
export const CSV_HEADERS = ['PAT', 'Kandidaat', 'Organisatie', 'Module', 'Beoordeling', 'Resultaat', 'Score (%)', 'Definitief op', 'Vrijgegeven', 'Score volgens'] as const;

/** `GET /api/pat/results.csv`: every matching row (at most CSV_ROW_LIMIT) as CSV text with a byte order mark. */
export async function resultsCsv(db: Db, query: z.output<typeof patResultsQuery>): Promise<string> {
  const rows = (
    await select(db, query)
      .orderBy(asc(pats.title), asc(pats.id), asc(users.name), asc(users.id), asc(patModules.position))
      .limit(CSV_ROW_LIMIT)
  ).map(toItem);
  const lines = rows.map((r) => [
    r.pat.title,
    r.candidate.name,
    r.organization ?? '',
    r.module.title,
    r.state === 'final' ? 'definitief' : r.state === 'draft' ? 'concept' : 'open',
    r.passed === null ? '' : r.passed ? 'gehaald' : 'niet gehaald',
    r.scorePercent ?? '',
    csvDay(r.finalizedAt),
    r.released ? 'ja' : 'nee',
    r.source === 'agreed' ? 'afgesproken score' : r.source === 'first' ? 'eerste beoordelaar' : '',
  ]);
  return toCsv(CSV_HEADERS, lines);
}
