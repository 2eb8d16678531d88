/**
 * What the PAT reader page hands its island (docs/decisions/019: an island receives the compiled messages of one
 * language, only those it uses).
 */
import { messagesFor } from '#src/lib/i18n/catalogues.server';
import type { Language } from '#src/lib/i18n/locales';
import type { Messages } from '#src/lib/i18n/translate';

/** The test player's words the reader shares: stepping, read-aloud and the image's 'Vergroten'. */
const PLAYER_KEYS = [
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
] as const;

/** The compiled messages of the reader island in `language`: `patReader.*`, `imageViewer.*` and the player's words above. */
export function readerMessages(language: Language): Messages {
  const player = messagesFor(language, 'player');
  const picked: Messages = {};
  for (const key of PLAYER_KEYS) {
    const message = player[key];
    if (message !== undefined) picked[key] = message;
  }
  return { ...picked, ...messagesFor(language, 'patReader', 'imageViewer') };
}
