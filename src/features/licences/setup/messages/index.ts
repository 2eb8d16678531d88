/**
 * The catalogue of /account/setup (spec §2 "candidate account setup for a license"): the form, its errors, the
 * privacy statement and what the page says once the call was taken, in the visitor's language
 * (docs/decisions/055). Plain language at B1 level: short sentences, no legal words. The Dutch of `setup.wrongCode`,
 * `setup.revoked` and `setup.full` is the API's own title (features/licences/api/account-setup.ts); a Dutch page
 * shows the API's title itself, the other languages these translations.
 *
 * The privacy statement (`setup.privacy.*`) names what the platform keeps about a candidate (the files of the data
 * export, src/features/privacy/strings.ts `EXPORT_FILES`, and `exportIndex.kept`) and who sees it (docs/domain.md
 * "Who may see and do what"): the organisation's contact person follows progress and results. `{erased}` is the
 * name an erased sender keeps (features/accounts/lifecycle.ts `ERASED_NAME`).
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const accountSetupMessages = { nl, en, pl, tr, uk, ar };
