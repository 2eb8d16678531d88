/**
 * The catalogue of account setup's mails (api/setup-mails.ts; docs/decisions/052-mail-templates.md), sent in the
 * recipient's preferred language when they have one (src/server/mail/recipient-language.ts), else in Dutch.
 * Server-only use: no island asks for the area `setupMail`.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const setupMailMessages = { nl, en, pl, tr, uk, ar };
