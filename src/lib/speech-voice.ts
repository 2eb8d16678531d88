/**
 * The browser's speech voices for 'Lees voor': which BCP 47 tag each content language is spoken in, the wait for
 * the browser's voice list, and the choice of a voice. Shared by the test player's read-aloud (a React island) and
 * the beroepen-quiz's plain script, so it imports nothing: the quiz page ships only this and its own few lines.
 */
import type { Language } from '#src/lib/i18n/locales';

/** The BCP 47 tag each content language is spoken in (`SpeechSynthesisUtterance.lang`). */
export const SPEECH_LANG: Record<Language, string> = {
  nl: 'nl-NL',
  en: 'en-GB',
  pl: 'pl-PL',
  tr: 'tr-TR',
  uk: 'uk-UA',
  ar: 'ar-SA',
};

/** Whether `language` (an `<html lang>`, say) is one of the content languages that can be spoken. */
export function isSpokenLanguage(language: string): language is Language {
  return Object.hasOwn(SPEECH_LANG, language);
}

/** How long to wait for the browser to list its voices (Chrome fills the list asynchronously), ms. */
export const VOICES_WAIT_MS = 1500;

/**
 * The browser's voices: at once when it has listed them, else at its `voiceschanged` event or after
 * VOICES_WAIT_MS, whichever comes first (then possibly an empty list). Never rejects.
 */
export function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener?.('voiceschanged', done);
      clearTimeout(timer);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener?.('voiceschanged', done);
  });
}

/** The parts of a SpeechSynthesisVoice this needs. */
export interface VoiceLike {
  lang: string;
  localService?: boolean;
  default?: boolean;
  name?: string;
}

/**
 * The voice to read `language` with: one whose `lang` starts with the language code (nl, nl-NL, nl_BE…),
 * preferring the exact region of SPEECH_LANG, then a voice on the device (works offline), then the browser's
 * default. Null when the device has no voice for the language: the caller then says so or shows no button.
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], language: Language): V | null {
  const wanted = SPEECH_LANG[language].toLowerCase();
  const norm = (v: VoiceLike) => v.lang.toLowerCase().replace(/_/g, '-');
  const candidates = voices.filter((v) => norm(v) === language || norm(v).startsWith(`${language}-`));
  const score = (v: VoiceLike) => (norm(v) === wanted ? 4 : 0) + (v.localService ? 2 : 0) + (v.default ? 1 : 0);
  let best: V | null = null;
  for (const voice of candidates) if (!best || score(voice) > score(best)) best = voice;
  return best;
}
