/**
 * The educations catalogue of the candidate's screens (area `education`): /dashboard/education and the education card
 * on /dashboard/overzicht, in the candidate's language (docs/decisions/019). Place texts (time, room, directions,
 * accessibility) come from the 'pat' area, which says them for any day at a location.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const educationMessages = { nl, en, pl, tr, uk, ar };
