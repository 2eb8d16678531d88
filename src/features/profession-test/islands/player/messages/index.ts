/**
 * The test player's catalogue (spec §2, Candidate: /dashboard/test/{id}, playing a module): buttons, progress,
 * save status, time warnings and read-aloud controls around the questions, in the candidate's language
 * (docs/decisions/019). The page sends the island `messagesFor(language, 'player', 'imageViewer')`.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const playerMessages = { nl, en, pl, tr, uk, ar };
