/**
 * The profession test catalogue: the candidate's test pages (spec §2, Candidate: the card on /dashboard/overzicht,
 * /dashboard/test/{id} language choice, overview, closing and result) and /dashboard/profile, in the candidate's
 * language (docs/decisions/019). Staff pages of the test stay Dutch (strings.ts).
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const professionTestMessages = { nl, en, pl, tr, uk, ar };
