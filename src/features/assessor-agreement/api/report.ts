/**
 * The assessor agreement report (docs/api.md "Assessor agreement"; docs/decisions/060 and 061): every PAT module a
 * candidate was scored on by a first and a blind second assessor, both evaluations final (`evaluations`, decision
 * 030), split into one score pair per criterion that both scored, and summed up overall, per quarter, per template,
 * per criterion and per pair of assessors.
 *
 * The quarter of a double-marked evaluation is the Dutch calendar quarter in which the later of the two was made
 * final. A criterion's name is the one of the newest template version among the counted evaluations (criterion ids
 * are stable across a template's versions, content/template.ts). Agreements a coordinator recorded afterwards
 * (`evaluation_agreements`) do not change the pairs: the report is about the assessors' own blind scores.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client';
import { evaluations, modules, pats, templates, templateVersions, users } from '#src/server/db/schema';
import { TIME_ZONE } from '#src/lib/i18n/format';
import { exactAgreement, quadraticWeightedKappa, type ScorePair } from '#src/features/assessor-agreement/statistics';
import { MIN_PAIRS, type AgreementFigure, type AgreementQuery, type AgreementReport } from '#src/features/assessor-agreement/contract';

/** The Dutch calendar quarter of `at`, `YYYY-Qn`. */
export function quarterOf(at: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(at)
    .split('-')
    .map(Number);
  return `${year}-Q${Math.floor((month! - 1) / 3) + 1}`;
}

/** One score pair with what it is grouped by. */
export interface Pair {
  scores: ScorePair;
  quarter: string;
  patId: string;
  patTitle: string;
  templateId: string;
  template: string;
  criterionId: string;
  assessors: [string, string];
}

/**
 * The figures of `pairs` (contract.ts `AgreementFigure`): exact agreement in percent with one decimal, κw with three
 * decimals when there are at least MIN_PAIRS pairs and it is defined.
 */
export function figureOf(pairs: readonly Pair[]): AgreementFigure {
  const scores = pairs.map((p) => p.scores);
  const exact = exactAgreement(scores);
  const kappa = scores.length >= MIN_PAIRS ? quadraticWeightedKappa(scores) : null;
  const pats = new Map(pairs.map((p) => [p.patId, p.patTitle]));
  return {
    n: scores.length,
    exactPercent: exact === null ? null : Math.round(exact * 1000) / 10,
    kappa: kappa === null ? null : Math.round(kappa * 1000) / 1000,
    kappaMissing: scores.length < MIN_PAIRS ? 'too-few' : kappa === null ? 'no-spread' : null,
    pats: [...pats].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'nl') || a.id.localeCompare(b.id)),
  };
}

function groupBy<K extends string>(pairs: readonly Pair[], key: (p: Pair) => K): Map<K, Pair[]> {
  const groups = new Map<K, Pair[]>();
  for (const p of pairs) {
    const k = key(p);
    const list = groups.get(k);
    if (list) list.push(p);
    else groups.set(k, [p]);
  }
  return groups;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'nl');

/**
 * The report for `query` (filters: quarters from/to inclusive, one template). Reads every double-marked final PAT
 * evaluation once; the filters' lists (quarters, templates) always hold all of them.
 */
export async function agreementReport(db: Db, query: AgreementQuery): Promise<AgreementReport> {
  const second = alias(evaluations, 'second_evaluation');
  const firstAssessor = alias(users, 'first_assessor');
  const secondAssessor = alias(users, 'second_assessor');
  const rows = await db
    .select({
      patId: evaluations.patId,
      patTitle: pats.title,
      module: modules.title,
      firstScores: evaluations.scores,
      secondScores: second.scores,
      firstAt: evaluations.finalizedAt,
      secondAt: second.finalizedAt,
      firstName: firstAssessor.name,
      secondName: secondAssessor.name,
      templateId: templates.id,
      templateName: templates.name,
      templateVersion: templateVersions.version,
      content: templateVersions.content,
    })
    .from(evaluations)
    .innerJoin(
      second,
      and(eq(second.patId, evaluations.patId), eq(second.moduleId, evaluations.moduleId), eq(second.candidateId, evaluations.candidateId), eq(second.role, 'second'), eq(second.status, 'final')),
    )
    .innerJoin(pats, eq(pats.id, evaluations.patId))
    .innerJoin(modules, eq(modules.id, evaluations.moduleId))
    .innerJoin(templateVersions, eq(templateVersions.id, evaluations.templateVersionId))
    .innerJoin(templates, eq(templates.id, templateVersions.templateId))
    .innerJoin(firstAssessor, eq(firstAssessor.id, evaluations.assessorId))
    .innerJoin(secondAssessor, eq(secondAssessor.id, second.assessorId))
    .where(and(isNotNull(evaluations.patId), eq(evaluations.role, 'first'), eq(evaluations.status, 'final')));

  const allQuarters = new Set<string>();
  const allTemplates = new Map<string, string>();
  const criterionNames = new Map<string, { version: number; name: string }>();
  const pairs: Pair[] = [];
  for (const row of rows) {
    const latest = [row.firstAt, row.secondAt].filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
    if (!latest || !row.patId) continue;
    const quarter = quarterOf(latest);
    allQuarters.add(quarter);
    allTemplates.set(row.templateId, row.templateName);
    if (query.templateId && row.templateId !== query.templateId) continue;
    if ((query.from && quarter < query.from) || (query.to && quarter > query.to)) continue;
    const assessors = [row.firstName, row.secondName].sort(byName) as [string, string];
    for (const criterion of row.content.criteria) {
      const a = row.firstScores[criterion.id]?.score;
      const b = row.secondScores[criterion.id]?.score;
      if (a == null || b == null) continue;
      const key = `${row.templateId}/${criterion.id}`;
      const known = criterionNames.get(key);
      if (!known || known.version < row.templateVersion) criterionNames.set(key, { version: row.templateVersion, name: criterion.name });
      pairs.push({ scores: [a, b], quarter, patId: row.patId, patTitle: row.patTitle, templateId: row.templateId, template: row.templateName, criterionId: criterion.id, assessors });
    }
  }

  return {
    minPairs: MIN_PAIRS,
    quarters: [...allQuarters].sort(),
    templates: [...allTemplates].map(([id, name]) => ({ id, name })).sort((a, b) => byName(a.name, b.name)),
    overall: figureOf(pairs),
    byQuarter: [...groupBy(pairs, (p) => p.quarter)].map(([quarter, list]) => ({ quarter, ...figureOf(list) })).sort((a, b) => a.quarter.localeCompare(b.quarter)),
    byTemplate: [...groupBy(pairs, (p) => p.templateId)]
      .map(([templateId, list]) => ({ templateId, template: list[0]!.template, ...figureOf(list) }))
      .sort((a, b) => byName(a.template, b.template)),
    byCriterion: [...groupBy(pairs, (p) => `${p.templateId}/${p.criterionId}`)]
      .map(([key, list]) => ({
        templateId: list[0]!.templateId,
        template: list[0]!.template,
        criterionId: list[0]!.criterionId,
        criterion: criterionNames.get(key)!.name,
        ...figureOf(list),
      }))
      .sort((a, b) => byName(a.template, b.template) || byName(a.criterion, b.criterion)),
    byPair: [...groupBy(pairs, (p) => p.assessors.join('\u0000'))]
      .map(([, list]) => ({ assessors: list[0]!.assessors, ...figureOf(list) }))
      .sort((a, b) => byName(a.assessors[0], b.assessors[0]) || byName(a.assessors[1], b.assessors[1])),
  };
}
