/**
 * Dutch texts of the assessor agreement page (/cp/kwaliteit/beoordelaars; docs/decisions/060 and 061) and its link
 * on the staff home. The words for a kappa's size follow Landis & Koch (1977, "The measurement of observer agreement
 * for categorical data", Biometrics 33:159–174): below 0 poor, 0–0.20 slight, 0.21–0.40 fair, 0.41–0.60 moderate,
 * 0.61–0.80 substantial, 0.81–1 almost perfect.
 */
import type { AgreementFigure } from '#src/features/assessor-agreement/contract';

/** The link on /cp/admin. */
export const agreementHome = {
  link: 'Overeenstemming tussen beoordelaars',
  hint: 'hoe goed eerste en tweede beoordelaars het eens zijn',
} as const;

const decimal = (digits: number) => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kappaFormat = decimal(2);
const percentFormat = decimal(1);

/** A kappa's size in words (Landis & Koch 1977, see the module comment). */
export function kappaWord(kappa: number): string {
  if (kappa < 0) return 'slechter dan toeval';
  if (kappa <= 0.2) return 'gering';
  if (kappa <= 0.4) return 'redelijk';
  if (kappa <= 0.6) return 'matig';
  if (kappa <= 0.8) return 'goed';
  return 'bijna volledig';
}

/** A quarter `2026-Q3` in words: '3e kwartaal 2026'. */
export function quarterText(quarter: string): string {
  const [year, q] = quarter.split('-Q');
  return `${q}e kwartaal ${year}`;
}

export const agreementPage = {
  title: 'Overeenstemming tussen beoordelaars',
  intro:
    'Bij sommige modules van een PAT beoordeelt een tweede beoordelaar de kandidaat blind, naast de eerste. Deze pagina laat zien hoe vaak die twee hetzelfde oordeel gaven, per criterium, per beoordelingssjabloon, per tweetal beoordelaars en per kwartaal.',
  filters: 'Filters',
  from: 'Van kwartaal',
  to: 'Tot en met kwartaal',
  template: 'Beoordelingssjabloon',
  anyQuarter: 'Alle kwartalen',
  anyTemplate: 'Alle sjablonen',
  apply: 'Toon',
  reset: 'Alle gegevens',
  empty: 'Er zijn nog geen modules die door twee beoordelaars definitief zijn beoordeeld. Zodra een eerste en een tweede beoordelaar allebei een beoordeling definitief maken, verschijnen de cijfers hier.',
  emptyFiltered: 'Binnen deze filters zijn geen modules door twee beoordelaars beoordeeld. Kies een ander kwartaal of sjabloon.',
  explainTitle: 'Wat betekenen de cijfers?',
  explain: (minPairs: number) => [
    'Paren: hoeveel criteria door allebei de beoordelaars een score kregen. Eén kandidaat op één module met vier criteria telt als vier paren. Alleen definitieve beoordelingen tellen mee, en altijd de eigen, blinde score van elke beoordelaar: een afspraak die de coördinator later maakte, verandert de cijfers niet.',
    'Zelfde score: het deel van de paren waarbij beide beoordelaars precies dezelfde score (1 tot en met 4) gaven.',
    'Gewogen kappa: hoeveel beter de beoordelaars het eens zijn dan je door toeval zou verwachten, als ze elk hun scores net zo vaak hadden gegeven maar los van elkaar. 1 betekent helemaal eens, 0 niet beter dan toeval, onder 0 slechter dan toeval. Een verschil van twee punten (2 tegen 4) telt vier keer zo zwaar als een verschil van één punt (3 tegen 4). Vuistregel (Landis en Koch): tot 0,20 gering, tot 0,40 redelijk, tot 0,60 matig, tot 0,80 goed, daarboven bijna volledig.',
    `Te weinig paren: onder de ${minPairs} paren zegt een kappa te weinig, omdat één afwijkende score het getal sterk verschuift. Dan tonen we alleen het aantal en het deel met dezelfde score.`,
    'Niet te berekenen: als beide beoordelaars steeds dezelfde ene score gaven (bijvoorbeeld altijd 3), verwacht je ook bij toeval volledige overeenstemming en bestaat de kappa niet.',
    'Let op: een hoge "zelfde score" met een lage kappa komt voor als bijna iedereen dezelfde score krijgt. Kijk daarom naar beide getallen, en naar het aantal paren.',
  ],
  overall: 'Alles bij elkaar',
  byQuarter: 'Per kwartaal',
  byQuarterIntro: 'Het kwartaal waarin de laatste van de twee beoordelingen definitief werd.',
  byTemplate: 'Per beoordelingssjabloon',
  byCriterion: 'Per criterium',
  byPair: 'Per tweetal beoordelaars',
  byPairIntro: 'Wie eerste en wie tweede beoordelaar was, maakt niet uit.',
  quarter: 'Kwartaal',
  criterion: 'Criterium',
  assessors: 'Beoordelaars',
  pairs: 'Paren',
  exact: 'Zelfde score',
  kappa: 'Gewogen kappa',
  pats: 'PAT’s',
  patsSummary: (n: number) => (n === 1 ? '1 PAT' : `${n} PAT’s`),
  and: 'en',
  figureLabel: 'Cijfers',
} as const;

/** Exact agreement as '83,3 %', or '—' without pairs. */
export function exactText(figure: AgreementFigure): string {
  return figure.exactPercent === null ? '—' : `${percentFormat.format(figure.exactPercent)} %`;
}

/** The kappa as '0,72 (goed)', or why there is none. */
export function kappaText(figure: AgreementFigure): string {
  if (figure.kappaMissing === 'too-few') return 'te weinig paren';
  if (figure.kappaMissing === 'no-spread' || figure.kappa === null) return 'niet te berekenen';
  return `${kappaFormat.format(figure.kappa)} (${kappaWord(figure.kappa)})`;
}
