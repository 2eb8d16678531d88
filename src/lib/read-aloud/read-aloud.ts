/**
 * 'Lees voor', the pure part: what is read (segments), at which speeds, and which characters to highlight for a
 * word boundary. The browser part is use-read-aloud.ts (with the voice of src/lib/speech-voice.ts), the controls
 * ReadAloudControls.tsx. Used by the test player, the PAT reader and the reflection's read-aloud island; what they
 * read is theirs (the player's step-reading.ts, the module part view's context-parts.ts `contextSegments`, the
 * reflection form's sentences).
 *
 * A text is read as a list of segments — each paragraph (of a formatted text: each paragraph, heading and list
 * item, read from the part's plain text, never its HTML), a question, each image description, each option —
 * and every segment is spoken as its own utterance:
 * - the `charIndex`/`charLength` of a `boundary` event are then offsets into the segment's text, and the
 *   segment's text is exactly the text of one element in the page (`data-read="{key}"`), so the word can be
 *   highlighted in place, in the page itself;
 * - pausing, a change of speed or a browser that drops long utterances (Chrome stops after ~15 s) restarts
 *   at a segment, never at the very beginning.
 * In a block with formatting (bold, a link) the element's text is split over several nodes; words are
 * highlighted in its first text node (use-read-aloud.ts), the block as a whole always.
 * Image descriptions are not text on the page (they are the images' `alt`): their element is the image,
 * highlighted as a whole (`words: false`).
 */
import type { Language } from '#src/lib/i18n/locales';

/** Reading speeds offered (utterance `rate`; 1 is normal). */
export const SPEEDS = [0.75, 1, 1.25] as const;

export interface Segment {
  /** The `data-read` value of the element that shows this text. */
  key: string;
  /** What is spoken. */
  text: string;
  /** True when the element's text is exactly `text`, so single words can be highlighted. */
  words: boolean;
  /** The language `text` is spoken in when it differs from the reader's (a Dutch sentence standing in); default the reader's. */
  lang?: Language;
}

/**
 * The characters of the word a `boundary` event points at: `[start, end)` in `text`, or null. Uses
 * `charLength` when the browser reports it (Chrome), else runs to the next white space (Safari, Firefox).
 */
export function wordRange(text: string, charIndex: number, charLength?: number): { start: number; end: number } | null {
  if (!Number.isInteger(charIndex) || charIndex < 0 || charIndex >= text.length) return null;
  let start = charIndex;
  while (start < text.length && /\s/.test(text[start]!)) start++;
  let end: number;
  if (typeof charLength === 'number' && charLength > 0) {
    end = Math.min(text.length, charIndex + charLength);
  } else {
    const rest = text.slice(start).search(/\s/);
    end = rest === -1 ? text.length : start + rest;
  }
  return end > start ? { start, end } : null;
}

/**
 * Where characters `[start, end)` of a text split over several DOM text nodes (formatted text: a bold word or a
 * link makes more than one) fall: the node index and offset of each end. `lengths` are the nodes' lengths in
 * document order; null when the range lies outside them.
 * @example locateRange([4, 5], 2, 7) → { startNode: 0, startOffset: 2, endNode: 1, endOffset: 3 }
 */
export function locateRange(
  lengths: readonly number[],
  start: number,
  end: number,
): { startNode: number; startOffset: number; endNode: number; endOffset: number } | null {
  if (start < 0 || end <= start) return null;
  let before = 0;
  let found: { startNode: number; startOffset: number } | null = null;
  for (const [i, length] of lengths.entries()) {
    if (!found && start < before + length) found = { startNode: i, startOffset: start - before };
    if (found && end <= before + length) return { ...found, endNode: i, endOffset: end - before };
    before += length;
  }
  return null;
}

