/**
 * The assessor agreement call (docs/api.md "Assessor agreement"; docs/decisions/060-assessor-agreement-statistic.md and
 * 061-assessor-agreement-minimum): the query schema the router validates with and the answer the staff page reads.
 * Client-safe.
 */
import { z } from 'zod';

/** Fewest score pairs for which a kappa is given (decision 061); below it the page says "te weinig paren". */
export const MIN_PAIRS = 20;

/** A calendar quarter in Dutch time, `YYYY-Qn` (e.g. '2026-Q3'). */
export const QUARTER_PATTERN = /^\d{4}-Q[1-4]$/;

const quarter = (field: string) =>
  z.string().regex(QUARTER_PATTERN, `${field} is geen kwartaal: gebruik de vorm 2026-Q3.`).optional();

/**
 * `GET /api/quality/assessor-agreement?from=&to=&templateId=`: `from` and `to` are quarters (inclusive; either may be
 * left out), `templateId` keeps the evaluations scored with one template.
 */
export const agreementQuery = z
  .object({
    from: quarter('Van'),
    to: quarter('Tot en met'),
    templateId: z.string().uuid('Kies een beoordelingssjabloon uit de lijst.').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'Het kwartaal ‘van’ ligt na het kwartaal ‘tot en met’.' });

export type AgreementQuery = z.infer<typeof agreementQuery>;

/** A PAT behind a figure. */
export interface AgreementPat {
  id: string;
  title: string;
}

/**
 * The figures of one group of score pairs: `n` the number of criteria scored by both assessors of a double-marked
 * final evaluation; `exactPercent` the share of them with the same score (0–100, one decimal; null when n = 0);
 * `kappa` the quadratically weighted kappa (three decimals), null with `kappaMissing` saying why: 'too-few' below
 * MIN_PAIRS, 'no-spread' when both assessors gave one and the same score throughout (expected disagreement 0).
 * `pats`: the PATs whose evaluations are counted, by title.
 */
export interface AgreementFigure {
  n: number;
  exactPercent: number | null;
  kappa: number | null;
  kappaMissing: 'too-few' | 'no-spread' | null;
  pats: AgreementPat[];
}

/** The answer of `GET /api/quality/assessor-agreement`. Lists are sorted by name (quarters by time). */
export interface AgreementReport {
  minPairs: number;
  /** Every quarter and template with a double-marked final evaluation, for the filters (whatever is filtered). */
  quarters: string[];
  templates: { id: string; name: string }[];
  overall: AgreementFigure;
  byQuarter: (AgreementFigure & { quarter: string })[];
  byTemplate: (AgreementFigure & { templateId: string; template: string })[];
  /** Per criterion of a template; the criterion's name as the newest counted template version spells it. */
  byCriterion: (AgreementFigure & { templateId: string; template: string; criterionId: string; criterion: string })[];
  /** Per pair of assessors, whoever was first or second. */
  byPair: (AgreementFigure & { assessors: [string, string] })[];
}
