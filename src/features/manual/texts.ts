/**
 * The candidate manual's texts (docs/decisions/021-candidate-manual.md): one JSON file per language in `texts/`
 * (`nl.json` is the source; `en`, `pl`, `tr`, `uk`, `ar` its translations), laid out by `manual.typ`, with the
 * screenshots in `screens/{language}/{screen}.png` that `npm run manual` (scripts/manual.ts) takes of the real
 * screens.
 *
 * A text is plain text; `*word*` prints `word` in bold (the names of buttons and links as the screen shows them).
 */
import { z } from 'zod';

/**
 * The screenshots, in the order the script takes them during one candidate's session. Each is a PNG of a phone
 * screen (390 CSS pixels wide), cropped to the part the text explains.
 */
export const SCREENS = [
  'login',
  'dashboard',
  'notifications',
  'language',
  'overview',
  'question',
  'read-aloud',
  'image',
  'image-viewer',
  'offline',
  'logout-unsent',
  'close',
  'result',
  'mailbox',
  'compose',
] as const;
export type ScreenName = (typeof SCREENS)[number];

const text = z.string().trim().min(1, 'mag niet leeg zijn');

/**
 * One piece of a chapter: a paragraph, numbered steps, a bulleted list, a section heading, a screenshot with its
 * text alternative, or a notice.
 */
const block = z.union([
  z.strictObject({ text }),
  z.strictObject({ steps: z.array(text).min(1, 'noem minstens één stap') }),
  z.strictObject({ items: z.array(text).min(1, 'noem minstens één punt') }),
  z.strictObject({ heading: text }),
  z.strictObject({ screen: z.enum(SCREENS, { message: `moet een van ${SCREENS.join(', ')} zijn` }), alt: text }),
  z.strictObject({ notice: text }),
]);
export type ManualBlock = z.infer<typeof block>;

/** The texts of the manual in one language. */
export const manualTextsSchema = z.strictObject({
  /** The document title, on the first page, in the footer and in the PDF's metadata. */
  title: text,
  subtitle: text,
  /** The heading of the table of contents. */
  contents: text,
  /** The footer's page number: `{n}` and `{total}` are replaced. */
  page: text.refine((s) => s.includes('{n}') && s.includes('{total}'), 'moet {n} en {total} bevatten'),
  /** The label before a notice ('Let op'). */
  noticeLabel: text,
  intro: z.array(block).min(1),
  chapters: z.array(z.strictObject({ title: text, blocks: z.array(block).min(1) })).min(1),
  /** What the script types on the screens, so the screenshots show the manual's language. */
  demo: z.strictObject({
    /** An answer to an open question. */
    openAnswer: text,
    /** Subject and text of the message to the coordinator (chapter 'Hulp vragen'). */
    subject: text,
    body: text,
  }),
});
export type ManualTexts = z.infer<typeof manualTextsSchema>;

/** Every screen a text shows, in the order of the text. */
export function screensOf(texts: ManualTexts): ScreenName[] {
  return [...texts.intro, ...texts.chapters.flatMap((c) => c.blocks)].flatMap((b) => ('screen' in b ? [b.screen] : []));
}
