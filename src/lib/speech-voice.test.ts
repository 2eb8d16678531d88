import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSpokenLanguage, loadVoices, pickVoice, SPEECH_LANG, VOICES_WAIT_MS } from './speech-voice';

describe('pickVoice', () => {
  const voices = [
    { name: 'Google Nederlands (België)', lang: 'nl-BE', localService: false },
    { name: 'Xander', lang: 'nl_NL', localService: true },
    { name: 'Google Nederlands', lang: 'nl-NL', localService: false },
    { name: 'Daniel', lang: 'en-GB', localService: true, default: true },
    { name: 'Zosia', lang: 'pl-PL', localService: true },
  ];

  it('prefers the exact region on the device, accepts nl_NL spelling', () => {
    expect(pickVoice(voices, 'nl')?.name).toBe('Xander');
    expect(pickVoice(voices, 'en')?.name).toBe('Daniel');
  });

  it('takes any voice of the language when the region differs', () => {
    expect(pickVoice([{ lang: 'ar-EG', name: 'Hoda' }], 'ar')?.name).toBe('Hoda');
    expect(pickVoice([{ lang: 'uk', name: 'Lesya' }], 'uk')?.name).toBe('Lesya');
  });

  it('gives null without a voice for the language (never a voice of another language)', () => {
    expect(pickVoice(voices, 'ar')).toBeNull();
    expect(pickVoice([{ lang: 'tr-TR' }], 'en')).toBeNull();
    expect(pickVoice([{ lang: 'nl-NL' }, { lang: 'nld' }], 'nl')?.lang).toBe('nl-NL');
  });

  it('speaks each language with its own tag', () => {
    expect(SPEECH_LANG).toEqual({ nl: 'nl-NL', en: 'en-GB', pl: 'pl-PL', tr: 'tr-TR', uk: 'uk-UA', ar: 'ar-SA' });
  });
});

describe('isSpokenLanguage', () => {
  it('accepts the six content languages and nothing else', () => {
    for (const language of ['nl', 'en', 'pl', 'tr', 'uk', 'ar']) expect(isSpokenLanguage(language)).toBe(true);
    for (const language of ['', 'de', 'nl-NL', 'toString', '__proto__']) expect(isSpokenLanguage(language)).toBe(false);
  });
});

describe('loadVoices', () => {
  afterEach(() => vi.useRealTimers());

  /** A speechSynthesis stand-in whose voice list is `list` and which remembers its listeners. */
  function synth(list: { lang: string }[]) {
    const listeners = new Set<() => void>();
    return {
      list,
      getVoices: () => list as unknown as SpeechSynthesisVoice[],
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      fire: () => [...listeners].forEach((fn) => fn()),
      listeners,
    };
  }

  it('answers at once when the browser has listed its voices', async () => {
    const s = synth([{ lang: 'nl-NL' }]);
    await expect(loadVoices(s as unknown as SpeechSynthesis)).resolves.toEqual([{ lang: 'nl-NL' }]);
    expect(s.listeners.size).toBe(0);
  });

  it('waits for voiceschanged (Chrome lists voices later) and stops listening', async () => {
    vi.useFakeTimers();
    const s = synth([]);
    const voices = loadVoices(s as unknown as SpeechSynthesis);
    s.list.push({ lang: 'ar-SA' });
    s.fire();
    await expect(voices).resolves.toEqual([{ lang: 'ar-SA' }]);
    expect(s.listeners.size).toBe(0);
  });

  it('gives up after VOICES_WAIT_MS with what there is (a device without voices)', async () => {
    vi.useFakeTimers();
    const s = synth([]);
    const voices = loadVoices(s as unknown as SpeechSynthesis);
    vi.advanceTimersByTime(VOICES_WAIT_MS);
    await expect(voices).resolves.toEqual([]);
    expect(s.listeners.size).toBe(0);
  });
});
