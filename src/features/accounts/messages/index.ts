/**
 * The accounts catalogue: the own profile with the password change (spec §2, Shared: /profile), which
 * candidates see in their language (docs/decisions/019), and the pages before sign-in (spec §2, Public: /login,
 * /forgot-password, /reset-password, /account/confirm), which speak the visitor's language (docs/decisions/055).
 * The Dutch of `signIn.*`, `forgot.requested`, `reset.invalidToken`, `reset.done`, `confirm.invalidCode` and
 * `confirm.done` is the API's own title (features/accounts/api); a Dutch page shows the API's title itself, the
 * other languages these translations.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const accountsMessages = { nl, en, pl, tr, uk, ar };
