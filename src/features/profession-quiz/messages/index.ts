/**
 * The beroepen-quiz catalogue (area `quiz`): the public quiz /beroepen-quiz, its result and contact form, and the
 * quiz card on /dashboard/overzicht, in the six languages (docs/decisions/019). Item, area and profession texts are
 * content (content/*.ts), not messages.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const quizMessages = { nl, en, pl, tr, uk, ar };
