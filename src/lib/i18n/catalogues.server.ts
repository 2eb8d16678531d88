/**
 * The message catalogues of the candidate's screens, compiled once per process, and the translators pages use
 * (docs/decisions/019). Each catalogue is a folder `messages/` of six JSON files, one per language, with flat
 * keys whose first part names the area ('player.next'); `nl.json` is the source, the other five are its
 * translations, and catalogues.test.ts fails when a key or an argument is missing in any of them. Messages are
 * ICU MessageFormat. Server-only: an island receives `messagesFor(language, area)`, the compiled messages of
 * its areas in one language, as a prop.
 *
 * A catalogue joins here by adding its `messages/index.ts` to CATALOGUES.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { professionTestMessages } from '#src/features/profession-test/messages';
import { playerMessages } from '#src/features/profession-test/islands/player/messages';
import { mailboxMessages } from '#src/features/mailbox/messages';
import { accountsMessages } from '#src/features/accounts/messages';
import { accountMailMessages } from '#src/features/accounts/mail-messages';
import { setupMailMessages } from '#src/features/licences/mail-messages';
import { accountSetupMessages } from '#src/features/licences/setup/messages';
import { notificationMailMessages } from '#src/features/mailbox/mail-messages';
import { privacyMessages } from '#src/features/privacy/messages';
import { patMessages } from '#src/features/pat/messages';
import { reflectionMessages } from '#src/features/assessment/reflection/messages';
import { patReaderMessages } from '#src/features/assessment/islands/reader/messages';
import { reportMessages } from '#src/features/reports/messages';
import { educationMessages } from '#src/features/educations/messages';
import { quizMessages } from '#src/features/profession-quiz/messages';
import { certificateMessages } from '#src/features/certificates/messages';
import { sharedMessages } from './messages';
import type { Language } from './locales';
import { translator, type Messages, type Translate } from './translate';

/** One catalogue: the messages of each language, by key. */
export type Catalogue = Record<Language, Record<string, string>>;

/** Every catalogue of the candidate's screens, by name. */
export const CATALOGUES = {
  shared: sharedMessages,
  accounts: accountsMessages,
  accountMail: accountMailMessages,
  setupMail: setupMailMessages,
  accountSetup: accountSetupMessages,
  notificationMail: notificationMailMessages,
  'profession-test': professionTestMessages,
  player: playerMessages,
  mailbox: mailboxMessages,
  privacy: privacyMessages,
  pat: patMessages,
  reflection: reflectionMessages,
  patReader: patReaderMessages,
  reports: reportMessages,
  educations: educationMessages,
  quiz: quizMessages,
  certificates: certificateMessages,
} as const;
type Catalogues = typeof CATALOGUES;

/** Every key of the Dutch sources: what `t()` accepts. */
export type MessageKey = { [N in keyof Catalogues]: keyof Catalogues[N]['nl'] }[keyof Catalogues] & string;

/** The area of a key: its part before the first dot ('player' of 'player.next'). */
export type Area = MessageKey extends `${infer A}.${string}` ? A : never;

const compiled = new Map<Language, Messages>();

/**
 * All messages of `language`, compiled (ICU MessageFormat → Lingui's token arrays). A key a translation lacks
 * falls back to the Dutch source, so a screen never shows a bare key.
 * @throws Error when a message is not valid ICU MessageFormat (catalogues.test.ts catches that first).
 */
export function compiledMessages(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = {};
    for (const catalogue of Object.values(CATALOGUES) as Catalogue[]) {
      const source: Record<string, string> = { ...catalogue.nl, ...catalogue[language] };
      for (const [key, text] of Object.entries(source)) messages[key] = compileMessageOrThrow(text);
    }
    compiled.set(language, messages);
  }
  return messages;
}

const translators = new Map<Language, Translate<MessageKey>>();

/** The translator of `language` over every catalogue, made once per process. */
export function translate(language: Language): Translate<MessageKey> {
  let t = translators.get(language);
  if (!t) {
    t = translator<MessageKey>(language, compiledMessages(language));
    translators.set(language, t);
  }
  return t;
}

/**
 * The compiled messages of `areas` in `language`, for an island's `messages` prop: only the keys under those
 * areas ('player.…'), so the page sends one language's texts of one island.
 */
export function messagesFor(language: Language, ...areas: Area[]): Messages {
  const id = `${language} ${areas.join(' ')}`;
  let picked = pickedMessages.get(id);
  if (!picked) {
    const all = compiledMessages(language);
    const fresh: Messages = {};
    for (const [key, message] of Object.entries(all)) {
      if (areas.some((area) => key.startsWith(`${area}.`))) fresh[key] = message;
    }
    pickedMessages.set(id, (picked = Object.freeze(fresh)));
  }
  return picked;
}

/** messagesFor's answers by language and areas: the catalogues do not change while the server runs. */
const pickedMessages = new Map<string, Messages>();
