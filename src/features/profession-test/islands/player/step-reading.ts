/**
 * What the player's 'Lees voor' reads for a step (src/lib/read-aloud/: the reading itself): the text and images
 * before the question (the module part view's `contextSegments`), the question, its image description, its
 * options (or the two true/false words in the content language), then what follows the last question. Each segment
 * names the element that shows it (`data-read`, Question.tsx and the part view), so what is read is highlighted in
 * place.
 */
import type { Language } from '#src/features/content/model';
import type { Segment } from '#src/lib/read-aloud/read-aloud';
import { contextSegments, partReadKey } from '#src/features/content/context-parts';
import { CONTENT_WORDS } from './content-words';
import { optionsOf, type Step } from './parts';

/** Keys of the elements that show readable text; the view puts them in `data-read`. */
export const readKey = {
  ...partReadKey,
  prompt: (questionId: string) => `q:${questionId}`,
  option: (questionId: string, optionId: string) => `o:${questionId}:${optionId}`,
  truth: (questionId: string, value: boolean) => `tf:${questionId}:${value}`,
};

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
