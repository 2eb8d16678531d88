/**
 * The reports catalogue of the candidate's screens (area `reportDownload`): the download of a final report on the
 * PAT's result page (/candidate/result/{id}; docs/decisions/031-reports.md), in the candidate's language. The report
 * itself is in Dutch.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const reportMessages = { nl, en, pl, tr, uk, ar };
