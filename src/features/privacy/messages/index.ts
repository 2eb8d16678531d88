/**
 * The privacy catalogue: the candidate's own data download on /dashboard/profile, in the candidate's language
 * (docs/decisions/019). The export itself (index.html) is Dutch.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const privacyMessages = { nl, en, pl, tr, uk, ar };
