/**
 * The beroepen-quiz's calls (docs/api.md "Beroepen-quiz"; docs/decisions/036-profession-quiz.md): request schemas
 * (zod, Dutch messages) and answer types shared by the API and the pages.
 *
 * Answers travel between the quiz's steps in the page address as one letter per item in the quiz's order
 * (`encodeAnswers`): l = leuk, w = weet ik niet, n = niet leuk, - = not answered yet. The address then holds no
 * more than what the form showed, and nothing personal.
 */
import { z } from 'zod';
import { fields } from '#src/lib/contract';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import type { Area } from './content/areas';
import { QUIZ_ITEMS } from './content/items';
import { ANSWERS, type Answer, type Answers } from './scoring';

/** The letters of the answers in the page address. */
const LETTER: Record<Answer, string> = { like: 'l', unsure: 'w', dislike: 'n' };
const FROM_LETTER: Record<string, Answer> = { l: 'like', w: 'unsure', n: 'dislike' };

/** The answers as 36 letters in the quiz's order (see the module comment). */
export function encodeAnswers(answers: Answers): string {
  return QUIZ_ITEMS.map((item) => (answers[item.id] ? LETTER[answers[item.id]!] : '-')).join('');
}

/** The answers from `encodeAnswers`' letters; unknown letters and letters beyond the 36th are left out. */
export function decodeAnswers(text: string | null | undefined): Answers {
  const answers: Answers = {};
  [...(text ?? '').slice(0, QUIZ_ITEMS.length)].forEach((letter, i) => {
    const answer = FROM_LETTER[letter];
    if (answer) answers[QUIZ_ITEMS[i]!.id] = answer;
  });
  return answers;
}

const MESSAGES = {
  answers: 'Beantwoord alle 36 vragen van de quiz.',
  language: 'Kies een van de talen van het platform.',
  name: 'Vul je naam in.',
  nameLong: 'De naam is te lang (hoogstens 120 tekens).',
  phone: 'Vul een geldig telefoonnummer in, zoals 06 12345678.',
  contact: 'Vul een e-mailadres of een telefoonnummer in.',
  consent: 'Geef toestemming om contact met je op te nemen, of sluit de quiz zonder je gegevens.',
} as const;

/** A complete answer set: every item of the quiz once, with one of the three answers, and nothing else. */
export const answersSchema = z
  .record(z.string(), z.enum(ANSWERS, { message: MESSAGES.answers }), { message: MESSAGES.answers })
  .refine((answers) => {
    const keys = Object.keys(answers);
    return keys.length === QUIZ_ITEMS.length && QUIZ_ITEMS.every((item) => item.id in answers);
  }, MESSAGES.answers);

const language = z.enum(LANGUAGES, { message: MESSAGES.language });

/** `POST /api/quiz/score` and `POST /api/quiz/results`: a finished quiz. */
export const quizBody = z.object({ language, answers: answersSchema });
export type QuizBody = z.infer<typeof quizBody>;

/**
 * True for a Dutch or international phone number as people type it: digits, spaces, dashes, brackets and a leading
 * +, with 8 to 15 digits (ITU-T E.164 allows at most 15).
 */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return text.length <= 30 && /^\+?[0-9 ()-]{6,}$/.test(text) && digits >= 8 && digits <= 15;
}

const phone = z.string().trim().refine(isPhoneNumber, MESSAGES.phone);

/** `POST /api/quiz/prospects`: a prospect's finished quiz with their contact details and consent. */
export const prospectBody = z
  .object({
    language,
    answers: answersSchema,
    name: z.string({ message: MESSAGES.name }).trim().min(1, MESSAGES.name).max(120, MESSAGES.nameLong),
    email: z.union([z.literal('').transform(() => undefined), fields.email]).optional(),
    phone: z.union([z.literal('').transform(() => undefined), phone]).optional(),
    consent: z.literal(true, { message: MESSAGES.consent }),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, { message: MESSAGES.contact, path: ['email'] });
export type ProspectBody = z.infer<typeof prospectBody>;

/** One area in a result: its letter, score (0–12) and number of 'leuk' answers. */
export interface AreaResult {
  area: Area;
  score: number;
  likes: number;
}

/** A matching profession in a result, its description in the result's language (else Dutch). */
export interface ProfessionResult {
  id: string;
  name: string;
  hollandCode: string;
  /** 1–100 (scoring.ts `codeMatch`). */
  match: number;
  description: string | null;
  /** The language `description` is in (its `lang`). */
  descriptionLanguage: Language;
  /** Whether the platform has a beroepentest for it. */
  hasTest: boolean;
  /** For a candidate with that test assigned: the test's overview page, else null. */
  testHref: string | null;
}

/** The result of a finished quiz: every area best first, the top areas and the best-matching professions. */
export interface QuizResult {
  language: Language;
  areas: AreaResult[];
  topAreas: Area[];
  professions: ProfessionResult[];
}

/** A candidate's saved quiz (`POST /api/quiz/results`, `GET /api/quiz/results/mine`). */
export interface SavedQuiz {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  result: QuizResult;
}
