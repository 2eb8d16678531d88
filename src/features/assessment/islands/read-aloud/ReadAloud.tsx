/**
 * 'Lees voor' for a server-rendered page (spec §2 /candidate/pat/module/{id}: the reflection "with read-aloud"):
 * reads the page's texts — given as segments, each naming the element that shows it (`data-read="{key}"`) — with
 * the platform's read-aloud (src/lib/read-aloud/use-read-aloud.ts): the element and word being read
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
import type { Segment } from '#src/lib/read-aloud/read-aloud';
import { ReadAloudControls, type ReadAloudLabels } from '#src/lib/read-aloud/ReadAloudControls';
import { useReadAloud } from '#src/lib/read-aloud/use-read-aloud';
import { renderedByReact } from '#src/lib/react-island';

/** The island's words, in the page's language (the reflection page passes them). */
export type { ReadAloudLabels };

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
  const [supported, setSupported] = useState(false);
  const reader = useReadAloud(segments, language, root);

  useEffect(() => {
    root.current = document.getElementById(rootId);
    setSupported(canSpeak());
  }, [rootId]);

  if (!supported || segments.length === 0) return null;
  return <ReadAloudControls reader={reader} labels={labels} className="read-aloud" />;
}

if (import.meta.env.SSR) renderedByReact(ReadAloud);
