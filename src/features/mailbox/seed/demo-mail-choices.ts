/**
 * Demo mail choices (docs/decisions/054-notification-mails.md), so /profile#meldingen shows choices that differ from
 * the default: the demo candidate Sven Kuipers gets no mail about results (he looks on the platform himself), and the
 * demo teacher Fatima El Amrani no day-before reminder (she keeps her own agenda). Everything else stays on, as for
 * every candidate and teacher. Runs after the people are seeded (src/backend/seed.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { notificationPreferences, users } from '#src/server/db/schema';

/** The demo accounts and the choices they made. */
const DEMO_CHOICES = [
  { email: 'kandidaat@example.org', kind: 'results', byMail: false },
  { email: 'docent@example.org', kind: 'reminder', byMail: false },
] as const;

/** Inserts the demo choices. @throws Error when a demo account is missing. */
export async function seedDemoMailChoices(db: Db): Promise<void> {
  for (const choice of DEMO_CHOICES) {
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, choice.email));
    if (!person) throw new Error(`demo-account ${choice.email} ontbreekt`);
    await db.insert(notificationPreferences).values({ userId: person.id, kind: choice.kind, byMail: choice.byMail });
  }
}
