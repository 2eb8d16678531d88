/**
 * The PAT catalogue: the candidate's PAT screens (spec §2 /dashboard/pat and the card on /dashboard/overzicht) in
 * the candidate's language (docs/decisions/019). Staff and teacher PAT screens stay Dutch.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const patMessages = { nl, en, pl, tr, uk, ar };
