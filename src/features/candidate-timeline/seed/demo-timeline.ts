/**
 * Demo data for the candidate timeline (docs/decisions/062-candidate-timeline.md): the demo candidate Sven Kuipers
 * already has PATs (today's and a past one with released results and a shared report), two educations, licence seats
 * and messages with his teacher and contact person from the other features' seeds. The coordinator's timeline of Sven
 * (/cp/user/{id}) shows only the coordinator's own messages with him, and there were none: this adds one question from
 * Sven to Mark Jansen with Mark's answer, both read, so the staff timeline shows the messages part working. Sven has no
 * quiz or test attempt on purpose (he makes them himself in the demo; features/profession-quiz/seed/demo-quiz.ts).
 * Runs after the people are seeded.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { messageRecipients, messages, users } from '#src/server/db/schema';

const CANDIDATE = 'kandidaat@example.org';
const COORDINATOR = 'coordinator@example.org';

/**
 * Adds Sven's question to the coordinator and the answer (see the module comment).
 * @param now the seed's moment; the question is from two days before it, the answer from a day and a half before.
 * @throws Error (Dutch) when a demo person is missing.
 */
export async function seedDemoTimeline(db: Db, now = new Date()): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [CANDIDATE, COORDINATOR]));
  const sven = people.find((p) => p.email === CANDIDATE);
  const mark = people.find((p) => p.email === COORDINATOR);
  if (!sven || !mark) throw new Error('demo-kandidaat of demo-coördinator ontbreekt');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const [question] = await db
    .insert(messages)
    .values({
      senderId: sven.id,
      subject: 'Vraag over mijn opleiding',
      body: 'Beste Mark,\n\nMag ik na de opleiding Orderpicken ook nog een keer de beroepentest doen?\n\nGroet,\nSven',
      createdAt: hoursAgo(48),
    })
    .returning({ id: messages.id });
  if (!question) throw new Error('bericht niet aangemaakt');
  await db.insert(messageRecipients).values({ messageId: question.id, recipientId: mark.id, readAt: hoursAgo(47) });
  const [answer] = await db
    .insert(messages)
    .values({
      senderId: mark.id,
      subject: 'Re: Vraag over mijn opleiding',
      body: 'Beste Sven,\n\nJa, dat kan. Ik zet de beroepentest voor je klaar zodra de opleiding klaar is.\n\nMet vriendelijke groet,\nMark Jansen',
      replyToId: question.id,
      createdAt: hoursAgo(36),
    })
    .returning({ id: messages.id });
  if (!answer) throw new Error('bericht niet aangemaakt');
  await db.insert(messageRecipients).values({ messageId: answer.id, recipientId: sven.id, readAt: hoursAgo(30) });
}
