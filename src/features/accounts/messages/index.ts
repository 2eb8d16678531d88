/**
 * The accounts catalogue: the own profile with the password change (spec §2, Shared: /profile), which
 * candidates see in their language (docs/decisions/019). Sign-in and password-reset pages stay Dutch:
 * nobody is signed in there.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const accountsMessages = { nl, en, pl, tr, uk, ar };
