/**
 * A candidate's view of a module's text and image parts, the pure part: the parts as a candidate receives them (in
 * one language, every text a string; the shapes are src/features/content/contract.ts's `CandidatePart`),
 * their images for the image viewer, and what read-aloud speaks of them, tied to the elements that show it. The view
 * is ContextParts.tsx. Shown by the test player (src/features/profession-test/islands/player/), between its questions,
 * and by the PAT reader (src/features/assessment/islands/reader/), step by step.
 *
 * Formatted text (text parts, practical instructions; docs/formatted-text.md) arrives as HTML the server rendered
 * and sanitised (src/features/content/api/rich-text.ts), with its plain text beside it for read-aloud: block n of
 * the HTML (`data-block="n"`) is paragraph n of the plain text.
 */
import type { Segment } from '#src/lib/read-aloud/read-aloud';
import type { CandidateImage, CandidateImagePart, CandidateTextPart } from '#src/features/content/contract';

/** Text and image parts: what is shown around (or instead of) a question. */
export type ContextPart = CandidateTextPart | CandidateImagePart;

/** An image as the image viewer takes it, with `key` = the id of its part or question. */
export type PartImage = CandidateImage & { key: string };

/** Paragraphs of a text part's plain text (blank lines separate them; one per block of its HTML). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** The image viewer's entry for `image`, under `key` (a part's or a question's id). */
export const imageOf = (key: string, image: CandidateImage): PartImage => ({ key, ...image });

/** The images among text and image parts. */
export function contextImages(parts: readonly ContextPart[]): PartImage[] {
  return parts.flatMap((part) => (part.type === 'image' ? [imageOf(part.id, part.image)] : []));
}

/**
 * Keys of the elements that show a part's readable text; the view puts them in `data-read` (read-aloud highlights
 * the element, src/lib/read-aloud/use-read-aloud.ts). An image's key is also a question image's.
 */
export const partReadKey = {
  paragraph: (partId: string, index: number) => `p:${partId}:${index}`,
  caption: (partId: string) => `cap:${partId}`,
  image: (partId: string) => `img:${partId}`,
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
    const key = partReadKey.paragraph(partId, Number(n)).replace(/[&<>"]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
    return `<${tag} data-read="${key}">`;
  });
}

/** What is read of one text or image part: each paragraph, the image description, the caption. */
export function contextSegments(part: ContextPart): Segment[] {
  if (part.type === 'text') {
    // The plain text, never the HTML: paragraph i is the block with data-read p:{id}:{i} (readableHtml).
    return paragraphs(part.text).map((text, i) => ({ key: partReadKey.paragraph(part.id, i), text, words: true }));
  }
  const out: Segment[] = [];
  const alt = part.image.alt.trim();
  if (alt) out.push({ key: partReadKey.image(part.id), text: alt, words: false });
  const caption = (part.caption ?? '').trim();
  if (caption) out.push({ key: partReadKey.caption(part.id), text: caption, words: true });
  return out;
}
