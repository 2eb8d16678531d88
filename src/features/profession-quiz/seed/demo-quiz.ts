/**
 * Demo data of the beroepen-quiz (src/backend/seed.ts; docs/decisions/036-profession-quiz.md): two prospects who
 * left their contact details with consent — Rana Khalil, who took the quiz in Arabic and left only a phone number,
 * and Jeroen Bakker, in Dutch with an e-mail address — and finished quizzes of two demo candidates: Lotte Visser
 * (linked to the demo teacher, so /docent/beroepen-quiz/candidates shows her) with an older and a newer try, and
 * Olena Kovalenko (Ukrainian, not linked to the teacher). The demo candidate Sven Kuipers has no quiz: he takes it
 * himself on his dashboard. Runs after the people are seeded.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { quizProspects, quizResults, users } from '#src/server/db/schema';
import type { Language } from '#src/lib/i18n/locales';
import { AREAS, type Area } from '#src/features/profession-quiz/content/areas';
import type { Answer, Answers } from '#src/features/profession-quiz/scoring';
import { topAreasText } from '#src/features/profession-quiz/api/results';

/** The answer letters of the patterns below: l = leuk, w = weet ik niet, n = niet leuk (as contract.ts encodes them). */
const LETTERS: Record<string, Answer> = { l: 'like', w: 'unsure', n: 'dislike' };

/** Answers from six letters per area, for items 1–6 of that area (`R1` … `R6`, …). */
function answersFrom(pattern: Record<Area, string>): Answers {
  const answers: Answers = {};
  for (const area of AREAS) [...pattern[area]].forEach((letter, i) => (answers[`${area}${i + 1}`] = LETTERS[letter]!));
  return answers;
}

/** Demo prospects: name, contact, language, hours since they finished the quiz, and their answers. */
const PROSPECTS: { name: string; email: string | null; phone: string | null; language: Language; hoursAgo: number; answers: Answers }[] = [
  {
    name: 'Rana Khalil',
    email: null,
    phone: '06 41 52 63 74',
    language: 'ar',
    hoursAgo: 50,
    // Caring and practical: helping people, cleaning, cooking.
    answers: answersFrom({ R: 'lwllwn', I: 'nnwnnn', A: 'wnnlnn', S: 'llllwl', E: 'nnwnnn', C: 'wnlnwn' }),
  },
  {
    name: 'Jeroen Bakker',
    email: 'jeroen.bakker@example.org',
    phone: null,
    language: 'nl',
    hoursAgo: 20,
    // Practical and enterprising: machines, driving, selling.
    answers: answersFrom({ R: 'lllllw', I: 'wnwlnn', A: 'nnnnwn', S: 'nwnnnn', E: 'llwlnw', C: 'wnnwnn' }),
  },
];

/** Demo candidates' quizzes: e-mail address, language, hours ago, answers (oldest try first). */
const CANDIDATE_QUIZZES: { email: string; language: Language; hoursAgo: number; answers: Answers }[] = [
  {
    email: 'lotte.visser@example.org',
    language: 'nl',
    hoursAgo: 24 * 40,
    answers: answersFrom({ R: 'lwlwnw', I: 'nnnnnn', A: 'lllwnl', S: 'wnwnnn', E: 'nnnnnn', C: 'wnwnnn' }),
  },
  {
    email: 'lotte.visser@example.org',
    language: 'nl',
    hoursAgo: 24 * 6,
    // The warehouse education taught her she likes order: practical and precise.
    answers: answersFrom({ R: 'llwlll', I: 'nwnnnn', A: 'wnnlnn', S: 'wnlwnn', E: 'nnnnwn', C: 'lwllwl' }),
  },
  {
    email: 'olena.kovalenko@example.org',
    language: 'uk',
    hoursAgo: 30,
    answers: answersFrom({ R: 'lnwnnn', I: 'wnnwnn', A: 'lwlnlw', S: 'llllwl', E: 'nnwnnn', C: 'wlnnnn' }),
  },
];

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * Adds the demo prospects and candidates' quizzes (see the module comment).
 * @throws Error (Dutch) when a demo candidate is missing.
 */
export async function seedDemoQuiz(db: Db): Promise<void> {
  const emails = [...new Set(CANDIDATE_QUIZZES.map((q) => q.email))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => {
    const person = people.find((p) => p.email === email);
    if (!person) throw new Error(`demo-kandidaat ${email} ontbreekt`);
    return person.id;
  };
  await db.insert(quizResults).values(
    CANDIDATE_QUIZZES.map((q) => ({
      candidateId: idOf(q.email),
      language: q.language,
      answers: q.answers,
      topAreas: topAreasText(q.answers),
      createdAt: hoursAgo(q.hoursAgo),
    })),
  );
  await db.insert(quizProspects).values(
    PROSPECTS.map((p) => ({
      name: p.name,
      email: p.email,
      phone: p.phone,
      consentAt: hoursAgo(p.hoursAgo),
      createdAt: hoursAgo(p.hoursAgo),
      language: p.language,
      answers: p.answers,
      topAreas: topAreasText(p.answers),
    })),
  );
}
