/**
 * The certificates catalogue (area `certificate`): the candidate's list of certificates, the public verification page
 * (/certificaat/{code}, in the visitor's language) and the certificate PDF, which prints each text in the candidate's
 * language and in Dutch (docs/decisions/058-certificates.md).
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const certificateMessages = { nl, en, pl, tr, uk, ar };
