/**
 * The catalogue of the notification mails (docs/decisions/054-notification-mails.md): planned and changed, the
 * day-before reminder, results released and a report shared, sent in the recipient's preferred language when they
 * are a candidate who has one (src/server/mail/recipient-language.ts), else in Dutch. Server-only use: the mails are
 * rendered in api/ (mailbox/api/notify.ts); no island asks for the area `notificationMail`.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const notificationMailMessages = { nl, en, pl, tr, uk, ar };
