/**
 * 'Lees voor' for a server-rendered page (spec §2 /candidate/pat/module/{id}: the reflection "with read-aloud"):
 * reads the page's texts — given as segments, each naming the element that shows it (`data-read="{key}"`) — with
 * the test player's read-aloud (profession-test/islands/player/use-read-aloud.ts): the element and word being read
 * are marked in place, pause/continue, stop and three speeds. Each segment is spoken in its own language
 * (`Segment.lang`, e.g. a Dutch sentence standing in for a missing translation), else in `language`.
 *
 * Renders nothing on the server and in a browser without `speechSynthesis`, so the page never shows a button that
 * cannot work. Texts come in as props, already in the page's language (no catalogue in the browser).
 *
 * @example
 *   <ReadAloud client:idle rootId="reflection-form" language="pl" segments={[{ key: 'c:1', text: 'Pracuję bezpiecznie.', words: true }]} labels={…} />
 */
import { useEffect, useRef, useState } from 'react';
import type { Language } from '#src/lib/i18n/locales';
import { SPEEDS, type Segment } from '#src/features/profession-test/islands/player/read-aloud';
import { useReadAloud } from '#src/features/profession-test/islands/player/use-read-aloud';
import { renderedByReact } from '#src/lib/react-island';

/** The island's words, in the page's language. */
export interface ReadAloudLabels {
  /** 'Lees voor'. */
  start: string;
  pause: string;
  resume: string;
  stop: string;
  /** Name of the group of controls ('Voorlezen'). */
  controls: string;
  /** 'Snelheid'. */
  speed: string;
  /** Each speed's text, in SPEEDS order ('0,75×', '1×', '1,25×'). */
  speeds: string[];
  /** Said when the device has no voice for the language. */
  unavailable: string;
}

export interface ReadAloudProps {
  /** What is read, in reading order. */
  segments: Segment[];
  /** The language segments without their own `lang` are read in. */
  language: Language;
  /** The id of the element that holds every `[data-read]` element of the segments. */
  rootId: string;
  labels: ReadAloudLabels;
}

/** True when this browser can speak. */
function canSpeak(): boolean {
  return typeof globalThis.speechSynthesis !== 'undefined' && typeof globalThis.SpeechSynthesisUtterance !== 'undefined';
}

/** The read-aloud controls (see the module comment). */
export default function ReadAloud({ segments, language, rootId, labels }: ReadAloudProps) {
  const root = useRef<HTMLElement | null>(null);
  const toggle = useRef<HTMLButtonElement | null>(null);
  const [supported, setSupported] = useState(false);
  const reader = useReadAloud(segments, language, root);

  useEffect(() => {
    root.current = document.getElementById(rootId);
    setSupported(canSpeak());
  }, [rootId]);

  if (!supported || segments.length === 0) return null;
  const { phase } = reader;
  return (
    <div className="player__read read-aloud" role="group" aria-label={labels.controls}>
      <button
        ref={toggle}
        type="button"
        className="button player__read-toggle"
        onClick={() => (phase === 'speaking' ? reader.pause() : phase === 'paused' ? reader.resume() : reader.start())}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3Zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z" />
        </svg>
        {phase === 'speaking' ? labels.pause : phase === 'paused' ? labels.resume : labels.start}
      </button>
      {phase !== 'idle' ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            reader.stop();
            toggle.current?.focus();
          }}
        >
          {labels.stop}
        </button>
      ) : null}
      <span className="player__speed" role="group" aria-label={labels.speed}>
        <span aria-hidden="true">{labels.speed}:</span>
        {SPEEDS.map((rate, i) => (
          <button key={rate} type="button" className="button" aria-pressed={reader.rate === rate} onClick={() => reader.setRate(rate)}>
            {labels.speeds[i] ?? `${rate}×`}
          </button>
        ))}
      </span>
      <p className="player__read-message" role="status">
        {reader.unavailable ? labels.unavailable : ''}
      </p>
    </div>
  );
}

if (import.meta.env.SSR) renderedByReact(ReadAloud);
