/**
 * Dutch texts of the side-by-side view (spec §2 /cp/module-evaluation/{moduleId}/{candidateId} and
 * /contactperson/module-evaluation/…): staff and contact persons read Dutch (docs/decisions/019). Short sentences, B1.
 * Client-safe.
 */
export const sideTexts = {
  title: (module: string, candidate: string) => `${module}: ${candidate}`,
  lead: (pat: string) => `Beoordeling en reflectie op ${pat}`,
  intro:
    'Per criterium zie je hoe de kandidaat zichzelf scoorde en hoe de docenten scoorden. Een verschil van 2 punten of meer staat erbij in tekst. Alleen definitieve beoordelingen staan hier.',
  introEducation:
    'Per criterium zie je hoe de kandidaat zichzelf scoorde en hoe de docent scoorde. Een verschil van 2 punten of meer staat erbij in tekst. Alleen een definitieve beoordeling staat hier.',
  days: 'Datum',
  result: 'Resultaat',
  resultText: (passed: boolean, percent: number, pass: number) => `${passed ? 'Gehaald' : 'Niet gehaald'}, ${percent} % (cesuur ${pass} %)`,
  noResult: 'Nog geen definitieve beoordeling',
  source: 'Telt',
  sourceAgreed: 'de afgesproken score van de beoordelaars',
  sourceFirst: 'de score van de eerste beoordelaar',
  sourceTeacher: 'de score van de docent',
  noSource: 'nog niets: er is geen definitieve beoordeling',
  knockOut: 'knock-out: minstens voldoende',
  caption: (module: string) => `Reflectie van de kandidaat en scores van de docenten per criterium, ${module}`,
  captionEducation: (module: string) => `Reflectie van de kandidaat en score van de docent per criterium, ${module}`,
  criterion: 'Criterium',
  reflection: 'Kandidaat (reflectie)',
  first: 'Eerste beoordelaar',
  teacher: 'Docent',
  second: 'Tweede beoordelaar',
  third: 'Derde beoordelaar',
  agreed: 'Afgesproken',
  deciding: 'Telt',
  differences: 'Verschillen',
  selfCheck: (sentence: string) => `De kandidaat las: ‘${sentence}’`,
  notScored: '—',
  noReflection: 'geen reflectie',
  reflectionGap: (points: number) => `Verschil van ${points} punten`,
  divergent: 'Beoordelaars verschillen 2 punten of meer',
  noDifference: 'Geen groot verschil',
  gapSummary: (n: number) =>
    n === 0
      ? 'De reflectie van de kandidaat ligt bij geen enkel criterium 2 punten of meer van de score die telt.'
      : n === 1
        ? 'Bij 1 criterium ligt de reflectie van de kandidaat 2 punten of meer van de score die telt.'
        : `Bij ${n} criteria ligt de reflectie van de kandidaat 2 punten of meer van de score die telt.`,
  noReflectionYet: 'De kandidaat heeft voor deze module (nog) geen reflectie ingevuld.',
  remarksTitle: 'Toelichtingen',
  reflectionRemark: 'Toelichting van de kandidaat',
  assessorRemark: (role: string, name: string) => `${role}: ${name}`,
  agreementRemark: 'Toelichting bij de afgesproken score',
  noRemarks: 'Er zijn geen toelichtingen geschreven.',
  backToProgress: 'Terug naar de voortgang van de kandidaat',
  backToPat: 'Terug naar de PAT van de kandidaat',
  backToEducation: 'Terug naar de beoordelingen van de opleiding',
  notReleased: 'De resultaten van deze PAT zijn nog niet vrijgegeven: de kandidaat en de contactpersoon zien ze nog niet.',
  notReleasedEducation: 'De resultaten van deze opleiding zijn nog niet vrijgegeven: de kandidaat en de contactpersoon zien ze nog niet.',
  defaultTitle: 'Beoordeling naast de reflectie',
} as const;
