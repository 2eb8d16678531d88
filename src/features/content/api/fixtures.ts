/**
 * Small module contents for tests and benchmarks of the profession test (not the seeded content): every
 * question kind, an image, a text part and an open question with guidance, in Dutch, English and Arabic.
 */
import type { Localized, ModuleContent, Part, QuestionPart } from '#src/features/content/model';

/** A text in nl, en and ar, marked so tests can see which language was chosen. */
export const tri = (nl: string): Localized => ({ nl, en: `EN ${nl}`, ar: `AR ${nl}` });

/**
 * A module with one text part, one image and five questions (ids prefixed with `prefix`):
 * `{prefix}single` (correct 'b', 2 points), `{prefix}multiple` (correct a+c, 2), `{prefix}tf` (correct true, 1),
 * `{prefix}open` (max 4, with guidance), `{prefix}single2` (correct 'a', 1). Maximum 10 points.
 * @param options.dropEnglishFrom leaves the English text out of that question, so English is incomplete.
 */
export function sampleModule(prefix = '', options: { title?: string; dropEnglishFrom?: string } = {}): ModuleContent {
  const questions: QuestionPart[] = [
    {
      id: `${prefix}single`,
      type: 'question',
      kind: 'single',
      prompt: tri('Welk bord betekent nooduitgang?'),
      image: { src: '/content/test-bord.svg', alt: tri('Een groen bord met een rennend poppetje'), width: 200, height: 100 },
      points: 2,
      options: [
        { id: 'a', text: tri('Het rode bord') },
        { id: 'b', text: tri('Het groene bord') },
        { id: 'c', text: tri('Het gele bord') },
      ],
      correct: 'b',
    },
    {
      id: `${prefix}multiple`,
      type: 'question',
      kind: 'multiple',
      prompt: tri('Wat draag je in het magazijn?'),
      points: 2,
      options: [
        { id: 'a', text: tri('Veiligheidsschoenen') },
        { id: 'b', text: tri('Slippers') },
        { id: 'c', text: tri('Een hesje') },
      ],
      correct: ['a', 'c'],
    },
    { id: `${prefix}tf`, type: 'question', kind: 'truefalse', prompt: tri('Je tilt met een rechte rug.'), points: 1, correct: true },
    {
      id: `${prefix}open`,
      type: 'question',
      kind: 'open',
      prompt: tri('Wat doe je als je een lekkage ziet?'),
      guidance: { nl: 'Melden bij de leidinggevende en het gebied afzetten.' },
      points: 4,
    },
    {
      id: `${prefix}single2`,
      type: 'question',
      kind: 'single',
      prompt: tri('Hoeveel is 3 × 4?'),
      points: 1,
      options: [
        { id: 'a', text: tri('12') },
        { id: 'b', text: tri('7') },
      ],
      correct: 'a',
    },
  ];
  if (options.dropEnglishFrom) {
    const question = questions.find((q) => q.id === options.dropEnglishFrom);
    if (question) question.prompt = { nl: question.prompt.nl, ar: question.prompt.ar };
  }
  const parts: Part[] = [
    { id: `${prefix}intro`, type: 'text', text: tri('Lees elke vraag goed.') },
    {
      id: `${prefix}picture`,
      type: 'image',
      image: { src: '/content/test-magazijn.svg', alt: tri('Een magazijn met stellingen'), width: 640, height: 480 },
      caption: tri('Het magazijn'),
    },
    ...questions,
  ];
  return { title: tri(options.title ?? 'Veiligheid'), description: tri('Vragen over veilig werken.'), parts };
}

/**
 * A module of `count` single-choice questions (ids `{prefix}q1`…, options 'a'–'d', correct 'a', 1 point each),
 * Dutch only; for the answer-save benchmark.
 */
export function manyQuestionsModule(count: number, prefix = 'b'): ModuleContent {
  const parts: Part[] = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}q${i + 1}`,
    type: 'question' as const,
    kind: 'single' as const,
    prompt: { nl: `Vraag ${i + 1}` },
    points: 1,
    options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: { nl: `Optie ${id}` } })),
    correct: 'a',
  }));
  return { title: { nl: 'Benchmark' }, description: { nl: 'Veel vragen.' }, parts };
}
