/**
 * 'Lees voor' on the quiz page /beroepen-quiz: every button `[data-speak="{id}"]` speaks the text of element `{id}`
 * with the browser's speech synthesis in the page's language (`<html lang>`). The buttons are rendered `hidden` and
 * shown only where the browser has speech and a voice for that language, so nobody meets a button that cannot work.
 * A plain module script (no framework) that imports only src/lib/speech-voice.ts: the public quiz must stay light
 * on cheap phones, and a signed-in candidate's quiz page stays within the plain candidate page's budget
 * (docs/architecture.md, budgets).
 */
import { isSpokenLanguage, loadVoices, pickVoice } from '#src/lib/speech-voice';

async function start(): Promise<void> {
  const synth = globalThis.speechSynthesis;
  const language = document.documentElement.lang;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined' || !isSpokenLanguage(language)) return;
  const voice = pickVoice(await loadVoices(synth), language);
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
