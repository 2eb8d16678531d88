/**
 * The reflection catalogue: the candidate's reflection on a PAT module (spec §2 /candidate/pat/module/{id}, area
 * `reflection`) and their released PAT results (/candidate/result/{id}, area `patResult`), in the candidate's
 * language (docs/decisions/019, 030); an education's pages use them too (decision 035 §4). The four plain answers
 * `reflection.answer1`–`answer4` are the template's values 1–4 as the candidate picks them.
 */
import ar from './ar.json';
import en from './en.json';
import nl from './nl.json';
import pl from './pl.json';
import tr from './tr.json';
import uk from './uk.json';

/** The catalogue by language: keys to ICU MessageFormat texts, `nl` the source (catalogues.test.ts checks the rest). */
export const reflectionMessages = { nl, en, pl, tr, uk, ar };
