/**
 * 'Lees voor' in the browser: speaks a list of segments (read-aloud.ts) with `speechSynthesis` in the
 * content language (a segment with its own `lang` in that language, with a voice of it where the device has one), marks the element being read (`data-reading`) and, where the browser reports word
 * boundaries and supports the CSS Custom Highlight API, the word being read (`::highlight(read-aloud)`).
 * Elsewhere no word is highlighted.
 *
 * Pause cancels speech and remembers the segment; 'Verder lezen' starts that segment again. (Chrome on
 * Android ignores `speechSynthesis.pause()`, so a real pause is not possible everywhere; segments are short.)
 * A speed change restarts the current segment at the new rate.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Language } from '#src/lib/i18n/locales';
import { loadVoices, pickVoice, SPEECH_LANG } from '#src/lib/speech-voice';
import { locateRange, wordRange, type Segment } from './read-aloud';

export type ReadPhase = 'idle' | 'speaking' | 'paused';

export interface ReadAloud {
  phase: ReadPhase;
  /** Utterance rate (0.75, 1, 1.25). */
  rate: number;
  /** True when the device has no speech or no voice for the language (the controls say so). */
  unavailable: boolean;
  start(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  setRate(rate: number): void;
}

/** The name of the word highlight (app styles: `::highlight(read-aloud)`). */
export const HIGHLIGHT_NAME = 'read-aloud';

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}

function highlights(): { registry: HighlightRegistry; Highlight: new (...ranges: Range[]) => unknown } | null {
  const registry = (globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined)?.highlights;
  const Highlight = (globalThis as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  return registry && Highlight ? { registry, Highlight } : null;
}

/**
 * Read-aloud for the segments of the current step. Stops when the segments change (another step) and on
 * unmount.
 * @param root the element that contains every `[data-read]` element of the step.
 */
export function useReadAloud(segments: readonly Segment[], language: Language, root: RefObject<HTMLElement | null>): ReadAloud {
  const [phase, setPhase] = useState<ReadPhase>('idle');
  const [rate, setRateState] = useState(1);
  const [unavailable, setUnavailable] = useState(false);
  /** Incremented on every start/stop, so events of cancelled utterances are ignored. */
  const run = useRef(0);
  const position = useRef(0);
  const voice = useRef<SpeechSynthesisVoice | null>(null);
  /** Every voice of the device, for segments in another language than the reader's (`Segment.lang`). */
  const allVoices = useRef<SpeechSynthesisVoice[]>([]);
  /** Chrome may garbage-collect an utterance before its events fire unless something holds it. */
  const utterances = useRef<SpeechSynthesisUtterance[]>([]);
  const marked = useRef<Element | null>(null);

  const element = useCallback(
    (key: string): Element | null => {
      const escaped = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(key) : key.replace(/["\\]/g, '\\$&');
      return root.current?.querySelector(`[data-read="${escaped}"]`) ?? null;
    },
    [root],
  );

  const clearMarks = useCallback(() => {
    marked.current?.removeAttribute('data-reading');
    marked.current = null;
    highlights()?.registry.delete(HIGHLIGHT_NAME);
  }, []);

  const markSegment = useCallback(
    (segment: Segment) => {
      clearMarks();
      const el = element(segment.key);
      if (!el) return;
      el.setAttribute('data-reading', '');
      marked.current = el;
      el.scrollIntoView?.({ block: 'nearest' });
    },
    [clearMarks, element],
  );

  const markWord = useCallback(
    (segment: Segment, charIndex: number, charLength?: number) => {
      const api = highlights();
      if (!api || !segment.words) return;
      const root = element(segment.key);
      if (!root) return;
      // Every text node of the segment, also inside bold, italic and links of formatted text.
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      const text = nodes.map((n) => n.data).join('');
      const range = wordRange(text, charIndex, charLength);
      const place = range && locateRange(nodes.map((n) => n.data.length), range.start, Math.min(range.end, text.length));
      if (!place) return;
      const dom = document.createRange();
      dom.setStart(nodes[place.startNode] as Text, place.startOffset);
      dom.setEnd(nodes[place.endNode] as Text, place.endOffset);
      api.registry.set(HIGHLIGHT_NAME, new api.Highlight(dom));
    },
    [element],
  );

  const finish = useCallback(() => {
    run.current += 1;
    utterances.current = [];
    clearMarks();
    setPhase('idle');
  }, [clearMarks]);

  const speakFrom = useCallback(
    (index: number, speed: number) => {
      const synth = globalThis.speechSynthesis;
      if (!synth || index >= segments.length) {
        finish();
        return;
      }
      const token = ++run.current;
      synth.cancel();
      setPhase('speaking');
      // Chrome sometimes drops a speak() that follows cancel() at once; wait a moment.
      setTimeout(() => {
        if (token !== run.current) return;
        utterances.current = segments.slice(index).map((segment, offset) => {
          const utterance = new SpeechSynthesisUtterance(segment.text);
          const lang = segment.lang ?? language;
          utterance.lang = SPEECH_LANG[lang];
          const spoken = lang === language ? voice.current : pickVoice(allVoices.current, lang);
          if (spoken) utterance.voice = spoken;
          utterance.rate = speed;
          utterance.onstart = () => {
            if (token !== run.current) return;
            position.current = index + offset;
            markSegment(segment);
          };
          utterance.onboundary = (event) => {
            if (token !== run.current || (event.name && event.name !== 'word')) return;
            markWord(segment, event.charIndex, event.charLength);
          };
          utterance.onend = () => {
            if (token === run.current && index + offset === segments.length - 1) finish();
          };
          utterance.onerror = (event) => {
            if (token !== run.current || event.error === 'interrupted' || event.error === 'canceled') return;
            finish();
          };
          synth.speak(utterance);
          return utterance;
        });
      }, 50);
    },
    [segments, language, finish, markSegment, markWord],
  );

  const start = useCallback(() => {
    const synth = globalThis.speechSynthesis;
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined') {
      setUnavailable(true);
      return;
    }
    const token = ++run.current;
    void loadVoices(synth).then((voices) => {
      if (token !== run.current) return;
      const chosen = pickVoice(voices, language);
      if (!chosen) {
        setUnavailable(true);
        return;
      }
      setUnavailable(false);
      voice.current = chosen;
      allVoices.current = voices;
      position.current = 0;
      speakFrom(0, rate);
    });
  }, [language, rate, speakFrom]);

  const stop = useCallback(() => {
    globalThis.speechSynthesis?.cancel();
    position.current = 0;
    finish();
  }, [finish]);

  const pause = useCallback(() => {
    run.current += 1;
    globalThis.speechSynthesis?.cancel();
    highlights()?.registry.delete(HIGHLIGHT_NAME);
    setPhase('paused');
  }, []);

  const resume = useCallback(() => speakFrom(position.current, rate), [rate, speakFrom]);

  const setRate = useCallback(
    (next: number) => {
      setRateState(next);
      if (phase === 'speaking') speakFrom(position.current, next);
    },
    [phase, speakFrom],
  );

  // Another step (other segments) or leaving the page: stop.
  useEffect(
    () => () => {
      run.current += 1;
      globalThis.speechSynthesis?.cancel();
      utterances.current = [];
      clearMarks();
      position.current = 0;
      setPhase('idle');
    },
    [segments, clearMarks],
  );

  return { phase, rate, unavailable, start, pause, resume, stop, setRate };
}
