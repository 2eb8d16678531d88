/**
 * The mailbox catalogue: messages and notifications as candidates see them (spec §2, /mailbox…, and the header's
 * notifications menu), in the candidate's language (docs/decisions/019).
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const mailboxMessages = { nl, en, pl, tr, uk, ar };
