/**
 * The blocks of a report that the platform fills in (docs/decisions/031-reports.md; contract.ts `FilledBlock`): the
 * candidate's details, the PAT's dates and location, per module the criteria with every assessor's final scores and
 * remarks and the agreed score, the candidate's reflection next to the deciding score, and the results. Pure: the
 * API gathers `ReportSources` (api/sources.ts), this module writes every text in Dutch, and the editor's preview and
 * the PDF show the same result.
 *
 * Rules: the sources hold only what the reader may see (api/sources.ts, features/assessment/visibility.ts; decision
 * 037): a teacher before the release sees here what the progress call shows them, and where they may not see a module
 * or the reflection yet the block says so. Of what is visible only final evaluations are shown (a draft is the
 * assessor's work in progress); the deciding scores and the result follow the PAT's rules (pat/rules.ts
 * `decidingScores`, `moduleResult`: the agreed score, else the first assessor's final evaluation; knock-out criteria
 * below 'voldoende' fail the module; decision 030).
 */
import type { ScaleLevel } from '#src/features/content/template';
import { longDayText } from '#src/lib/calendar-day';
import { moduleResult, type ScoreSource } from '#src/features/assessment/rules';
import type { AssessorRole, EvaluationScores } from '#src/features/assessment/api/tables';
import type { FilledBlock, ReportBlockKind, ReportPart, ReportSection, ReportTexts } from './contract';
import { textDirection } from './direction';

/** Everything the blocks are made from, gathered by api/sources.ts. */
export interface ReportSources {
  candidate: { name: string; organization: string | null; profession: string | null };
  pat: {
    title: string;
    days: { day: string; startsAt: string; endsAt: string; location: string; city: string; room: string | null }[];
  };
  /** The PAT's modules in their order, as the reader may see them. */
  modules: {
    title: string;
    criteria: { id: string; name: string; weight: number; knockOut: boolean }[];
    scale: ScaleLevel[];
    passPercent: number;
    /** False: the reader may not see this module's assessment yet (a teacher before the release, on a module they do not assess). */
    shown: boolean;
    /** The evaluations the reader may see; only final ones are shown. */
    evaluations: { role: AssessorRole; assessor: string; status: 'draft' | 'final'; scores: EvaluationScores; remark: string }[];
    agreed: { scores: Record<string, number>; remark: string } | null;
    /** The scores that decide the module's result (assessment/rules.ts `decidingScores`), when the reader may see them. */
    deciding: { source: ScoreSource; scores: Record<string, { score: number | null }> } | null;
    /** False: the reader may not see the candidate's reflection yet (a teacher before the release). */
    reflectionShown: boolean;
    reflection: { scores: Record<string, number>; remark: string } | null;
  }[];
}

/** Dutch texts of the blocks. */
export const BLOCK_TEXTS = {
  none: '—',
  assessor: { first: '1e beoordelaar', second: '2e beoordelaar', third: '3e beoordelaar' } satisfies Record<AssessorRole, string>,
  agreed: 'Afgesproken',
  criterion: 'Criterium',
  knockOut: '(knock-out)',
  noFinal: 'Nog geen definitieve beoordeling.',
  withheld: 'Zichtbaar zodra de resultaten van de PAT zijn vrijgegeven.',
  noReflection: 'De kandidaat heeft voor deze module geen reflectie ingevuld.',
  reflectionWithheld: 'De reflectie van de kandidaat is zichtbaar zodra de resultaten van de PAT zijn vrijgegeven.',
  noModules: 'Deze PAT heeft geen modules.',
  own: 'Eigen antwoord',
  deciding: 'Beoordeling',
  remarkOf: (who: string, criterion: string | null) => (criterion ? `${who} over ‘${criterion}’` : who),
  agreement: 'Afspraak na overleg',
  results: { module: 'Module', score: 'Score', result: 'Resultaat' },
  passed: 'Behaald',
  failed: 'Niet behaald',
  knockedOut: (names: string[]) => `Niet behaald (knock-out: ${names.join(', ')})`,
  unknown: 'Nog niet bekend',
  summary: (passed: number, total: number) =>
    total === 0 ? 'Er zijn geen modules beoordeeld.' : `Behaald: ${passed} van ${total} ${total === 1 ? 'module' : 'modules'}.`,
  rows: {
    name: 'Naam',
    organization: 'Organisatie',
    profession: 'Beroep',
    pat: 'PAT',
    days: (n: number) => (n === 1 ? 'Datum' : 'Datums'),
    locations: (n: number) => (n === 1 ? 'Locatie' : 'Locaties'),
  },
  room: (name: string) => `ruimte ${name}`,
} as const;

/** A score as printed: '3 · voldoende' with the module's own scale label, or '—'. */
export function scoreText(score: number | null | undefined, scale: readonly ScaleLevel[]): string {
  if (score == null) return BLOCK_TEXTS.none;
  const label = scale.find((level) => level.value === score)?.label;
  return label ? `${score} · ${label}` : String(score);
}

const ROLE_ORDER: AssessorRole[] = ['first', 'second', 'third'];

/** The candidate's details. */
function candidateBlock(sources: ReportSources): FilledBlock {
  const { candidate } = sources;
  const t = BLOCK_TEXTS.rows;
  return {
    kind: 'candidate',
    rows: [
      [t.name, candidate.name],
      [t.organization, candidate.organization ?? BLOCK_TEXTS.none],
      [t.profession, candidate.profession ?? BLOCK_TEXTS.none],
    ],
  };
}

/** The PAT's title, days and locations. */
function patBlock(sources: ReportSources): FilledBlock {
  const { pat } = sources;
  const days = [...pat.days].sort((a, b) => a.day.localeCompare(b.day) || a.startsAt.localeCompare(b.startsAt));
  const place = (d: (typeof days)[number]) => [`${d.location}, ${d.city}`, d.room ? BLOCK_TEXTS.room(d.room) : null].filter(Boolean).join(', ');
  const places = [...new Set(days.map((d) => `${d.location}, ${d.city}`))];
  const t = BLOCK_TEXTS.rows;
  return {
    kind: 'pat',
    rows: [
      [t.pat, pat.title],
      [t.days(days.length), days.length === 0 ? BLOCK_TEXTS.none : days.map((d) => longDayText(d.day)).join(', ')],
      [t.locations(places.length), places.length === 0 ? BLOCK_TEXTS.none : places.join('; ')],
    ],
    days: days.map((d) => ({ day: longDayText(d.day), time: `${d.startsAt}–${d.endsAt}`, location: place(d) })),
  };
}

/** The final evaluations of a module in assessor order. */
function finals(module: ReportSources['modules'][number]) {
  return ROLE_ORDER.flatMap((role) => module.evaluations.filter((e) => e.role === role && e.status === 'final'));
}

/** Per module every assessor's final scores and remarks, and the agreed score. */
function modulesBlock(sources: ReportSources): FilledBlock {
  return {
    kind: 'modules',
    modules: sources.modules.map((module) => {
      const evaluations = finals(module);
      const who = (e: (typeof evaluations)[number]) => `${BLOCK_TEXTS.assessor[e.role]}: ${e.assessor}`;
      const columns = [BLOCK_TEXTS.criterion, ...evaluations.map(who), ...(module.agreed ? [BLOCK_TEXTS.agreed] : [])];
      const rows = module.criteria.map((c) => ({
        criterion: c.name,
        knockOut: c.knockOut,
        scores: [
          ...evaluations.map((e) => scoreText(e.scores[c.id]?.score, module.scale)),
          ...(module.agreed ? [scoreText(module.agreed.scores[c.id], module.scale)] : []),
        ],
      }));
      const remarks = evaluations.flatMap((e) => [
        ...module.criteria.flatMap((c) => {
          const text = e.scores[c.id]?.remark?.trim();
          return text ? [{ who: BLOCK_TEXTS.remarkOf(who(e), c.name), text }] : [];
        }),
        ...(e.remark.trim() ? [{ who: who(e), text: e.remark.trim() }] : []),
      ]);
      if (module.agreed?.remark.trim()) remarks.push({ who: BLOCK_TEXTS.agreement, text: module.agreed.remark.trim() });
      const empty = !module.shown ? BLOCK_TEXTS.withheld : evaluations.length === 0 && !module.agreed ? BLOCK_TEXTS.noFinal : null;
      return { title: module.title, columns, rows: empty ? [] : rows, remarks: empty ? [] : remarks, empty };
    }),
  };
}

/** The candidate's own answers next to the deciding scores. */
function reflectionBlock(sources: ReportSources): FilledBlock {
  return {
    kind: 'reflection',
    modules: sources.modules.map((module) => {
      const deciding = module.deciding;
      const remark = module.reflection?.remark.trim() ?? '';
      return {
        title: module.title,
        rows: module.reflection
          ? module.criteria.map((c) => ({
              criterion: c.name,
              self: scoreText(module.reflection?.scores[c.id], module.scale),
              deciding: scoreText(deciding?.scores[c.id]?.score, module.scale),
            }))
          : [],
        remark,
        dir: textDirection(remark),
        empty: !module.reflectionShown ? BLOCK_TEXTS.reflectionWithheld : module.reflection ? null : BLOCK_TEXTS.noReflection,
      };
    }),
  };
}

/** Per module the weighted score and whether it was passed. */
function resultsBlock(sources: ReportSources): FilledBlock {
  let passed = 0;
  let decided = 0;
  const rows = sources.modules.map((module) => {
    const deciding = module.deciding;
    const result = deciding ? moduleResult(module.criteria, deciding.scores, module.passPercent, module.criteria.filter((c) => c.knockOut).map((c) => c.id)) : null;
    if (!result || result.passed === null) return { module: module.title, score: BLOCK_TEXTS.none, result: BLOCK_TEXTS.unknown };
    decided += 1;
    if (result.passed) passed += 1;
    const knockedOut = module.criteria.filter((c) => result.knockedOut.includes(c.id)).map((c) => c.name);
    return {
      module: module.title,
      score: `${result.scorePercent} %`,
      result: result.passed ? BLOCK_TEXTS.passed : knockedOut.length > 0 ? BLOCK_TEXTS.knockedOut(knockedOut) : BLOCK_TEXTS.failed,
    };
  });
  const { module, score, result } = BLOCK_TEXTS.results;
  return { kind: 'results', columns: [module, score, result], rows, summary: BLOCK_TEXTS.summary(passed, decided) };
}

const FILL: Record<ReportBlockKind, (sources: ReportSources) => FilledBlock> = {
  candidate: candidateBlock,
  pat: patBlock,
  modules: modulesBlock,
  reflection: reflectionBlock,
  results: resultsBlock,
};

/** One block filled in from `sources`. */
export function fillBlock(kind: ReportBlockKind, sources: ReportSources): FilledBlock {
  return FILL[kind](sources);
}

/**
 * The text of a section: only the report's own keys count, so a section id such as `constructor` never reads
 * something inherited from `Object.prototype`.
 */
export function textOf(texts: ReportTexts, sectionId: string): string {
  const text = Object.hasOwn(texts, sectionId) ? texts[sectionId] : undefined;
  return typeof text === 'string' ? text : '';
}

/**
 * A report's parts in the template's order: each text section with the writer's text (empty when not written yet),
 * each block section filled in from `sources`. Texts of sections the report does not have are ignored.
 */
export function reportParts(sections: readonly ReportSection[], texts: ReportTexts, sources: ReportSources): ReportPart[] {
  return sections.map((section) =>
    section.kind === 'text'
      ? { id: section.id, kind: 'text', title: section.title, hint: section.hint, text: textOf(texts, section.id) }
      : { id: section.id, kind: 'block', title: section.title, block: fillBlock(section.block, sources) },
  );
}
