/**
 * The 'Lees voor' controls shared by the test player, the PAT reader and the reflection's read-aloud island: start,
 * pause and continue in one button, stop (focus goes back to that button), three speeds as toggle buttons
 * (`aria-pressed`) and a status line for a device without a voice for the language (WCAG 2.2 SC 4.1.3). The
 * reading itself is `useReadAloud` (use-read-aloud.ts); the words come in already translated.
 */
import { useRef } from 'react';
import type { Translate } from '#src/lib/i18n/translate';
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import { SPEEDS } from './read-aloud';
import type { ReadAloud } from './use-read-aloud';

/** The controls' words, in the page's language. */
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

/** The labels from an island's translator: the read-aloud words of the player's catalogue (`player.*`), which every read-aloud shares. */
export function readAloudLabels(t: Translate<MessageKey>): ReadAloudLabels {
  return {
    start: t('player.readAloud'),
    pause: t('player.pause'),
    resume: t('player.resume'),
    stop: t('player.stop'),
    controls: t('player.readAloudControls'),
    speed: t('player.speed'),
    speeds: SPEEDS.map((rate) => t('player.speedValue', { rate })),
    unavailable: t('player.readAloudUnavailable'),
  };
}

/** The controls for `reader`; `className` is added to the group's `player__read`. */
export function ReadAloudControls({ reader, labels, className }: { reader: ReadAloud; labels: ReadAloudLabels; className?: string }) {
  const toggle = useRef<HTMLButtonElement>(null);
  const { phase } = reader;
  return (
    <div className={className ? `player__read ${className}` : 'player__read'} role="group" aria-label={labels.controls}>
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
