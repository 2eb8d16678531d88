/**
 * 'Lees voor', the pure part: what is read for a step, in which order, in which language and with
 * which voice (src/lib/speech-voice.ts), and which characters to highlight for a word boundary. The browser part is use-read-aloud.ts.
 *
 * A step is read as a list of segments — each paragraph (of a formatted text: each paragraph, heading and list
 * item, read from the part's plain text, never its HTML), the question, each image description, each option —
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
import type { Language } from '#src/features/content/model';
import { CONTENT_WORDS } from '#src/features/profession-test/islands/player/content-words';
import { optionsOf, paragraphs, type ContextPart, type Step } from '#src/features/profession-test/islands/player/parts';

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

/** Keys of the elements that show readable text; the view puts them in `data-read`. */
export const readKey = {
  paragraph: (partId: string, index: number) => `p:${partId}:${index}`,
  caption: (partId: string) => `cap:${partId}`,
  image: (partId: string) => `img:${partId}`,
  prompt: (questionId: string) => `q:${questionId}`,
  option: (questionId: string, optionId: string) => `o:${questionId}:${optionId}`,
  truth: (questionId: string, value: boolean) => `tf:${questionId}:${value}`,
};

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * A text part's HTML with the read-aloud key of each readable block: the server numbers the blocks
 * (`data-block="n"`, src/features/content/api/rich-text.ts) in the order of the paragraphs of the part's plain
 * text, which are what is read; block n becomes `data-read="p:{partId}:{n}"`. The HTML is the server's
 * sanitised output, where every `<` of the text is escaped, so only real tags match.
 */
export function readableHtml(html: string, partId: string): string {
  return html.replace(/<(p|h3|h4|li) data-block="(\d+)">/g, (_, tag: string, n: string) => {
    const key = readKey.paragraph(partId, Number(n)).replace(/[&<>"]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
    return `<${tag} data-read="${key}">`;
  });
}

/** What is read of one text or image part: each paragraph, the image description, the caption. */
export function contextSegments(part: ContextPart): Segment[] {
  if (part.type === 'text') {
    // The plain text, never the HTML: paragraph i is the block with data-read p:{id}:{i} (readableHtml).
    return paragraphs(part.text).map((text, i) => ({ key: readKey.paragraph(part.id, i), text, words: true }));
  }
  const out: Segment[] = [];
  const alt = part.image.alt.trim();
  if (alt) out.push({ key: readKey.image(part.id), text: alt, words: false });
  const caption = (part.caption ?? '').trim();
  if (caption) out.push({ key: readKey.caption(part.id), text: caption, words: true });
  return out;
}

/**
 * Everything read for a step, in reading order: the text and images before the question, the question, its
 * image description, its options (or the two true/false words), then what follows the last question.
 * Empty texts are left out.
 */
export function readingSegments(step: Step, language: Language): Segment[] {
  const { question } = step;
  const segments: Segment[] = step.before.flatMap((part) => contextSegments(part));
  const prompt = question.prompt;
  if (prompt.trim()) segments.push({ key: readKey.prompt(question.id), text: prompt, words: true });
  const alt = question.image ? question.image.alt.trim() : '';
  if (alt) segments.push({ key: readKey.image(question.id), text: alt, words: false });
  if (question.kind === 'single' || question.kind === 'multiple') {
    for (const option of optionsOf(question)) {
      const text = option.text;
      if (text.trim()) segments.push({ key: readKey.option(question.id, option.id), text, words: true });
    }
  } else if (question.kind === 'truefalse') {
    const words = CONTENT_WORDS[language];
    segments.push({ key: readKey.truth(question.id, true), text: words.true, words: true });
    segments.push({ key: readKey.truth(question.id, false), text: words.false, words: true });
  }
  segments.push(...step.after.flatMap((part) => contextSegments(part)));
  return segments;
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

