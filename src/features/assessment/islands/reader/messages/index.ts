/**
 * The PAT reader's catalogue (area `patReader`): the candidate's PAT theory pages (spec §2 /candidate/pat/selecteer-taal/{id},
 * /candidate/pat/{langCode}/{id}, /candidate/pat/{id}), the reader island and the link on /dashboard/pat, in the
 * candidate's language (docs/decisions/019); an education's pages use it too (decision 035 §4).
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const patReaderMessages = { nl, en, pl, tr, uk, ar };
