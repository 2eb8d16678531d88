/**
 * The beroepen-quiz's calls (docs/api.md "Beroepen-quiz"; docs/decisions/036-profession-quiz.md): request schemas
 * (zod, Dutch messages) and answer types shared by the API and the pages.
 *
 * Answers travel between the quiz's steps in the page address as one letter per item in the quiz's order
 * (`encodeAnswers`): l = leuk, w = weet ik niet, n = niet leuk, - = not answered yet. The address then holds no
 * more than what the form showed, and nothing personal.
 */
import { z } from 'zod';
import { fields, pageQuery } from '#src/lib/contract';
import { singleLine } from '#src/lib/text-fields';
import { LANGUAGES, type Language } from '#src/lib/i18n/locales';
import { AREAS, type Area } from './content/areas';
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
    name: z.string({ message: MESSAGES.name }).trim().min(1, MESSAGES.name).max(120, MESSAGES.nameLong).check(singleLine('Naam')),
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
  /** Labelled 'Sterk': as high as a top area, ties included (scoring.ts `strongAreas`). */
  strong: boolean;
}

/** A matching profession in a result, its description in the result's language (else Dutch). */
export interface ProfessionResult {
  id: string;
  /** The Dutch name (vacancies and the platform's tests use it). */
  name: string;
  /** The name in the quiz's language when that is not Dutch and the profession has one (its `lang` is the result's `language`), else null. */
  localName: string | null;
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

// ——— The staff's and teachers' lists (docs/api.md "Beroepen-quiz"; api/lists.ts) ———

const LIST_MESSAGES = {
  q: 'De zoektekst is te lang (hoogstens 100 tekens).',
  area: 'Interessegebied: kies R, I, A, S, E of C.',
  organization: 'Organisatie: kies de organisatie van de nieuwe kandidaat.',
  profession: 'Beroep: dit beroep bestaat niet.',
} as const;

/**
 * `GET /api/quiz/candidates` and `GET /api/quiz/prospects` (`?page=&q=&area=`): `q` (at most 100 characters) matches
 * the name or e-mail address (a prospect's phone number too, by its digits), case-insensitively and anywhere in it;
 * `area` keeps the quizzes whose top areas hold that letter.
 */
export const quizListQuery = pageQuery.extend({
  q: z.string().trim().max(100, LIST_MESSAGES.q).optional(),
  area: z.enum(AREAS, { message: LIST_MESSAGES.area }).optional(),
});
export type QuizListQuery = z.output<typeof quizListQuery>;

/**
 * `POST /api/quiz/prospects/{id}/invite` (staff): `email` is required when the prospect left none and may correct
 * the one they left; `organizationId` the new candidate's organisation; `professionId` optionally their profession.
 */
export const inviteProspectBody = z.object({
  email: z.union([z.literal('').transform(() => undefined), fields.email]).optional(),
  organizationId: z.uuid({ message: LIST_MESSAGES.organization }),
  professionId: z.union([z.literal('').transform(() => undefined), z.uuid({ message: LIST_MESSAGES.profession })]).optional(),
});
export type InviteProspectBody = z.output<typeof inviteProspectBody>;

/** One answer of a finished quiz as staff read it: the item, its Dutch text and area, and the answer. */
export interface QuizAnswerLine {
  itemId: string;
  area: Area;
  /** The item's Dutch text (content/items.ts). */
  text: string;
  answer: Answer;
}

/**
 * The answers in the quiz's order, each with its item's Dutch text and area: the staff's answer lines, and the
 * answers of the privacy export (privacy/api/export-rows.ts), which may not import the quiz's content/ folder.
 */
export function answerLines(answers: Answers): QuizAnswerLine[] {
  return QUIZ_ITEMS.filter((item) => answers[item.id]).map((item) => ({ itemId: item.id, area: item.area, text: item.text.nl, answer: answers[item.id]! }));
}

/** A candidate's newest quiz in the staff's and teacher's list (`GET /api/quiz/candidates`). */
export interface QuizCandidateItem {
  /** The result's id (→ `GET /api/quiz/candidates/{id}`). */
  id: string;
  candidate: { id: string; name: string };
  /** ISO 8601. */
  createdAt: string;
  topAreas: Area[];
  /** The names of the best-matching professions, at most three, best first. */
  professions: string[];
}

/** One quiz of a candidate (`GET /api/quiz/candidates/{id}`). */
export interface QuizCandidateDetail {
  id: string;
  candidate: { id: string; name: string; email: string };
  /** ISO 8601. */
  createdAt: string;
  /** The language the candidate took the quiz in. */
  language: Language;
  answers: QuizAnswerLine[];
  /** The result, with the professions' descriptions in Dutch (staff read Dutch). */
  result: QuizResult;
  /** Every quiz of this candidate, newest first (this one included): id, date and top areas. */
  tries: { id: string; createdAt: string; topAreas: Area[] }[];
}

/** A prospect in the list (`GET /api/quiz/prospects`). */
export interface QuizProspectItem {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** ISO 8601: when they finished the quiz and consented. */
  createdAt: string;
  language: Language;
  topAreas: Area[];
  /** The names of the best-matching professions, at most three, best first. */
  professions: string[];
}

/** One prospect (`GET /api/quiz/prospects/{id}`). */
export interface QuizProspectDetail {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** ISO 8601: when they gave consent to be contacted. */
  consentAt: string;
  /** ISO 8601: when the prospect is erased unless staff act sooner (PROSPECT_RETENTION_MONTHS after consent). */
  erasedAfter: string;
  /** The language the prospect took the quiz in. */
  language: Language;
  answers: QuizAnswerLine[];
  /** The result, with the professions' descriptions in Dutch. */
  result: QuizResult;
}

/** `POST /api/quiz/prospects/{id}/invite` → 201: the new candidate (invited) and their moved quiz. */
export interface ProspectInvited {
  id: string;
  status: 'invited';
  resultId: string;
}
