/**
 * The two profession tests seeded into the demo data (README.md, "Demo-accounts"): which profession, the Dutch
 * title, the modules in order with their pass marks, the offered languages, the time limit and whether
 * candidates see the correct answers afterwards. `seedProfessionTests` (seed-profession-tests.ts) writes them.
 */
import { LANGUAGES, type Language, type ModuleContent } from '#src/features/content/model';
import { orderpicken, rekenen, veiligheid } from './magazijnmedewerker';
import { hygiene, middelen, werkplanning } from './schoonmaker';

export { orderpicken, rekenen, veiligheid } from './magazijnmedewerker';
export { hygiene, middelen, werkplanning } from './schoonmaker';

/** One module of a seeded test: its content and the percentage of its points needed to pass it. */
export interface SeededTestModule {
  content: ModuleContent;
  passPercent: number;
}

/** A seeded profession test, in the shape of the profession_tests row plus its modules. */
export interface ProfessionTestDefinition {
  /** Name of the profession (professions.name), e.g. 'Magazijnmedewerker'. */
  profession: string;
  /** Dutch title shown to staff and candidates. */
  title: string;
  /** In the order candidates take them. */
  modules: readonly SeededTestModule[];
  /** Percentage of all points needed to pass the test. */
  passPercent: number;
  languages: readonly Language[];
  /** Minutes, or null for no limit. */
  timeLimitMinutes: number | null;
  /** Whether candidates see the correct answers once the result is final. */
  showAnswers: boolean;
}

/**
 * Magazijnmedewerker: no time limit, so candidates who read slowly are not rushed; answers are not shown
 * afterwards.
 */
export const MAGAZIJNMEDEWERKER_TEST: ProfessionTestDefinition = {
  profession: 'Magazijnmedewerker',
  title: 'Beroepentest Magazijnmedewerker',
  modules: [
    { content: veiligheid, passPercent: 60 },
    { content: orderpicken, passPercent: 60 },
    { content: rekenen, passPercent: 60 },
  ],
  passPercent: 60,
  languages: LANGUAGES,
  timeLimitMinutes: null,
  showAnswers: false,
};

/** Schoonmaker: 60 minutes (extra time per candidate applies on top); answers are shown afterwards. */
export const SCHOONMAKER_TEST: ProfessionTestDefinition = {
  profession: 'Schoonmaker',
  title: 'Beroepentest Schoonmaker',
  modules: [
    { content: hygiene, passPercent: 60 },
    { content: middelen, passPercent: 60 },
    { content: werkplanning, passPercent: 60 },
  ],
  passPercent: 60,
  languages: LANGUAGES,
  timeLimitMinutes: 60,
  showAnswers: true,
};

/** Both seeded tests, Magazijnmedewerker first. */
export const PROFESSION_TESTS: readonly ProfessionTestDefinition[] = [MAGAZIJNMEDEWERKER_TEST, SCHOONMAKER_TEST];
