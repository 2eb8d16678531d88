/**
 * The shared catalogue: texts of the generic UI that candidates see in their language (docs/decisions/019):
 * the app's name and skip link, the header, signing out, loading, the error catalogue (spec §8), password
 * forms, the not-found page, pagination, the candidate's home and the image viewer (spec §9).
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const sharedMessages = { nl, en, pl, tr, uk, ar };
