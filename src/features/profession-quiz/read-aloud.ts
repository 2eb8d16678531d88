/**
 * 'Lees voor' on the quiz page /beroepen-quiz: every button `[data-speak="{id}"]` speaks the text of element `{id}`
 * with the browser's speech synthesis in the page's language (`<html lang>`). The buttons are rendered `hidden` and
 * shown only where the browser has speech and a voice for that language, so nobody meets a button that cannot work.
 * A plain module script (no framework), a few hundred bytes: the public quiz must stay light on cheap phones.
 */
import { isLanguage } from '#src/lib/i18n/locales';
import { pickVoice } from '#src/features/profession-test/islands/player/read-aloud';

/** How long to wait for the browser to list its voices (Chrome fills the list asynchronously), ms. */
const VOICES_WAIT_MS = 1500;

function voices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => resolve(synth.getVoices());
    synth.addEventListener?.('voiceschanged', done, { once: true });
    setTimeout(done, VOICES_WAIT_MS);
  });
}

async function start(): Promise<void> {
  const synth = globalThis.speechSynthesis;
  const language = document.documentElement.lang;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined' || !isLanguage(language)) return;
  const voice = pickVoice(await voices(synth), language);
  if (!voice) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-speak]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      const text = document.getElementById(button.dataset.speak ?? '')?.textContent?.trim();
      if (!text) return;
      synth.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      synth.speak(utterance);
    });
  }
}

void start();
