/**
 * What the PAT reader page hands its island (docs/decisions/019: an island receives the compiled messages of one
 * language, only those it uses).
 */
import { messagesFor, type MessageKey } from '#src/lib/i18n/catalogues.server';
import type { Language } from '#src/lib/i18n/locales';
import type { Messages } from '#src/lib/i18n/translate';
import type { CandidateWords } from '#src/features/assessment/candidate-pages';

/** The keys the reader island says, besides the image viewer's: its own and the test player's words it shares. */
const READER_KEYS: readonly MessageKey[] = [
  'patReader.stepOf',
  'patReader.stepsNav',
  'patReader.practical',
  'patReader.empty',
  'patReader.reflectionIntro',
  'patReader.reflection',
  'patReader.nextModule',
  'patReader.toOverview',
  'player.previous',
  'player.next',
  'player.readAloud',
  'player.readAloudControls',
  'player.pause',
  'player.resume',
  'player.stop',
  'player.speed',
  'player.speedValue',
  'player.readAloudUnavailable',
  'player.enlarge',
];

/**
 * The compiled messages of the reader island in `language`: READER_KEYS and `imageViewer.*`.
 * @param words the context's sentences (assessment/candidate-pages.ts `CandidateWords`): the island's `patReader.practical` and
 *   `patReader.reflectionIntro` say theirs, so an education's reader speaks of the lesson, not the PAT day.
 */
export function readerMessages(language: Language, words?: Pick<CandidateWords, 'practical' | 'reflectionIntro'>): Messages {
  const all = messagesFor(language, 'player', 'patReader', 'education');
  const picked: Messages = {};
  for (const key of READER_KEYS) {
    const message = all[key];
    if (message !== undefined) picked[key] = message;
  }
  if (words) {
    picked['patReader.practical'] = all[words.practical] ?? picked['patReader.practical']!;
    picked['patReader.reflectionIntro'] = all[words.reflectionIntro] ?? picked['patReader.reflectionIntro']!;
  }
  return { ...picked, ...messagesFor(language, 'imageViewer') };
}
