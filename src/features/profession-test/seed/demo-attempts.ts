/**
 * Demo data around the seeded profession tests (README.md, "Demo-accounts"): extra time that a coordinator
 * granted to a candidate (shown on /dashboard/profile and /cp/user/{id}, and added to the time limit when the
 * candidate starts a test), and a finished, scored attempt, so staff see a test history on /cp/user/{id}, the
 * contact person of the candidate's organisation on /contactperson/kandidaat/{id}, and the candidate sees a result with points (a test that shows answers) at /dashboard/test/afsluiten/{id}/.
 * Called by `seedDemo` (src/backend/seed.ts) on a fresh database.
 */
import { and, eq } from 'drizzle-orm';
import type { AnswerValue, Language, QuestionPart } from '#src/features/content/model';
import type { Db } from '#src/server/db/client';
import { attemptAnswers, candidateProfiles, testAssignments, testAttempts, users } from '#src/server/db/schema';
import { closeAttempt } from '#src/features/profession-test/api/attempt-lifecycle';
import { loadTestDefinition } from '#src/features/profession-test/api/definition';
import { correctAnswer, questionsOf } from '#src/features/profession-test/api/scoring';
import { deadlineFor } from '#src/features/profession-test/api/timer';

/** The id of the user with `email`. @throws when there is none. */
async function userId(db: Db, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`gebruiker ${email} bestaat niet`);
  return user.id;
}

/** Stores `extraTimePercent` (0–100) as the extra time of candidate `candidateEmail`, as a coordinator grants it. */
export async function seedExtraTime(db: Db, candidateEmail: string, extraTimePercent: number): Promise<void> {
  const id = await userId(db, candidateEmail);
  await db
    .insert(candidateProfiles)
    .values({ userId: id, extraTimePercent })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { extraTimePercent } });
}

/** Stores `language` as the preferred language of candidate `candidateEmail` (their screens follow it). */
export async function seedPreferredLanguage(db: Db, candidateEmail: string, language: Language): Promise<void> {
  const id = await userId(db, candidateEmail);
  await db
    .insert(candidateProfiles)
    .values({ userId: id, preferredLanguage: language })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { preferredLanguage: language } });
}

/** A plausible wrong answer to a choice question: another option, part of the options, or the opposite. */
function wrongAnswer(question: QuestionPart): AnswerValue | null {
  switch (question.kind) {
    case 'single': {
      const other = question.options.find((o) => o.id !== question.correct);
      return other ? { kind: 'single', option: other.id } : null;
    }
    case 'multiple':
      return { kind: 'multiple', options: question.correct.slice(0, 1) };
    case 'truefalse':
      return { kind: 'truefalse', value: !question.correct };
    case 'open':
      return null;
  }
}

/** Open answers of a candidate to the Schoonmaker test (seed/schoonmaker.ts), as a scorer valued them. */
export const SCHOONMAKER_OPEN_ANSWERS: Readonly<Record<string, { text: string; points: number }>> = {
  // Hygiëne: why not the same cloth for the toilet and the kitchen (at most 2 points).
  '1559120c-0e72-48a1-801f-6e21d6e31274': {
    text: 'Dan neem je de bacteriën van het toilet mee naar de keuken. Daar kunnen mensen ziek van worden.',
    points: 2,
  },
  // Middelen: chlorine and descaler in one bucket (at most 3 points).
  '636a636b-fb07-4371-a63b-72d96a60a3f2': { text: 'Dat mag niet. Dan komt er een giftig gas uit de emmer.', points: 2 },
  // Werkplanning: order and time left (at most 3 points).
  '65604206-c868-49ad-a007-f148ff393957': {
    text: 'Eerst de kantoren, dan de pantry en als laatste de toiletten. Dat is 80 + 20 + 60 = 160 minuten. Ik houd 20 minuten over.',
    points: 3,
  },
};

export interface FinishedAttemptOptions {
  candidateEmail: string;
  /** A test assigned to the candidate (it is assigned here when it is not). */
  testId: string;
  language: Language;
  /** When the candidate started; the attempt closes 40 minutes later and is scored a day after that. */
  startedAt: Date;
  /** Open answers by question id: the candidate's text and the points a scorer gave. Other open questions stay blank. */
  openAnswers: Readonly<Record<string, { text: string; points: number }>>;
  /** The staff member recorded as scorer of the open answers. */
  scorerEmail: string;
}

/**
 * A finished attempt of a candidate: every choice question answered, every third one wrong; the given open
 * answers with their points. Closed by the candidate (attempt-lifecycle.ts `closeAttempt`: the result is
 * computed as for a real attempt, and final because no open answer waits, so the candidate gets the type-2
 * notification), then dated back to `startedAt`.
 * @returns the attempt id.
 */
export async function seedFinishedAttempt(db: Db, options: FinishedAttemptOptions): Promise<string> {
  const candidateId = await userId(db, options.candidateEmail);
  const scorerId = await userId(db, options.scorerEmail);
  const definition = await loadTestDefinition(db, options.testId);
  if (!definition) throw new Error(`test ${options.testId} bestaat niet`);

  await db.insert(testAssignments).values({ testId: options.testId, candidateId }).onConflictDoNothing();
  const [assignment] = await db
    .select({ id: testAssignments.id })
    .from(testAssignments)
    .where(and(eq(testAssignments.testId, options.testId), eq(testAssignments.candidateId, candidateId)));
  if (!assignment) throw new Error('toewijzing niet aangemaakt');

  // Without a deadline while closing (it lies in the past, which would read as a timeout); dated back afterwards.
  const [attempt] = await db
    .insert(testAttempts)
    .values({ assignmentId: assignment.id, testId: options.testId, candidateId, language: options.language, startedAt: options.startedAt })
    .returning({ id: testAttempts.id });
  if (!attempt) throw new Error('poging niet aangemaakt');

  const closedAt = new Date(options.startedAt.getTime() + 40 * 60_000);
  const scoredAt = new Date(closedAt.getTime() + 24 * 3_600_000);
  const answers: (typeof attemptAnswers.$inferInsert)[] = [];
  let n = 0;
  for (const module of definition.modules) {
    for (const question of questionsOf(module.content)) {
      const base = { attemptId: attempt.id, questionId: question.id, modulePosition: module.position, clientSeq: 1, savedAt: closedAt };
      if (question.kind === 'open') {
        const open = options.openAnswers[question.id];
        if (open) answers.push({ ...base, value: { kind: 'open', text: open.text }, awardedPoints: open.points, scoredBy: scorerId, scoredAt });
        continue;
      }
      n += 1;
      const value = n % 3 === 0 ? wrongAnswer(question) : correctAnswer(question);
      if (value) answers.push({ ...base, value });
    }
  }
  if (answers.length > 0) await db.insert(attemptAnswers).values(answers);

  await closeAttempt(db, attempt.id, 'candidate');
  const [profile] = await db.select({ extra: candidateProfiles.extraTimePercent }).from(candidateProfiles).where(eq(candidateProfiles.userId, candidateId));
  const [closed] = await db
    .update(testAttempts)
    .set({ deadlineAt: deadlineFor(options.startedAt, definition.timeLimitMinutes, profile?.extra ?? 0), closedAt, scoredAt })
    .where(eq(testAttempts.id, attempt.id))
    .returning({ status: testAttempts.status });
  if (closed?.status !== 'scored') throw new Error('de demopoging is niet definitief beoordeeld');
  return attempt.id;
}
