/**
 * Which notifications a person also gets by mail (docs/decisions/054-notification-mails.md; docs/api.md
 * "Notification mails"). Three kinds (`NOTIFICATION_KINDS`): `planning` (planned on a PAT or education, or its days
 * or lessons changed), `reminder` (the day before a PAT day or lesson) and `results` (results released, a report
 * shared). The in-app notification comes always; the choice is only about the mail.
 *
 * Defaults: candidates and teachers get all three by mail (they are the ones planned and assessed, and a training
 * company expects them to hear of a moved day without signing in); other roles none. Only a choice that differs
 * from its default is stored (`notification_preferences`), so a changed default reaches everyone who never chose.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import { notificationPreferences, NOTIFICATION_KINDS, type NotificationKind } from '#src/server/db/schema';

export { NOTIFICATION_KINDS, type NotificationKind };

/** A person's choices: per kind, whether it also comes by mail. */
export type MailChoices = Record<NotificationKind, boolean>;

/** The roles that get every kind by mail unless they turn it off: candidates ('User') and teachers. */
const MAIL_BY_DEFAULT: readonly string[] = ['User', 'Teacher'];

/** Whether `role` gets mails of `kind` when the person never chose (see the module comment). */
export function mailByDefault(role: Role | string, kind: NotificationKind): boolean {
  void kind; // the same for every kind today; the kind stays in the signature so a kind of its own can differ
  return MAIL_BY_DEFAULT.includes(role);
}

/** `GET /api/notification/preferences`: the caller's choice for every kind (stored, else the role's default). */
export async function mailChoices(db: Db, person: { id: string; role: Role | string }): Promise<MailChoices> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, byMail: notificationPreferences.byMail })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, person.id));
  const choices = {} as MailChoices;
  for (const kind of NOTIFICATION_KINDS) choices[kind] = rows.find((r) => r.kind === kind)?.byMail ?? mailByDefault(person.role, kind);
  return choices;
}

/**
 * `PUT /api/notification/preferences`: sets the caller's choices for the kinds given (others stay), storing only
 * those that differ from the role's default and deleting the rest.
 * @returns every kind's choice after the change.
 */
export async function setMailChoices(db: Db, person: { id: string; role: Role | string }, choices: Partial<MailChoices>): Promise<MailChoices> {
  await db.transaction(async (tx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const byMail = choices[kind];
      if (byMail === undefined) continue;
      const key = and(eq(notificationPreferences.userId, person.id), eq(notificationPreferences.kind, kind));
      if (byMail === mailByDefault(person.role, kind)) {
        await tx.delete(notificationPreferences).where(key);
      } else {
        await tx
          .insert(notificationPreferences)
          .values({ userId: person.id, kind, byMail })
          .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { byMail, updatedAt: new Date() } });
      }
    }
  });
  return mailChoices(db, person);
}

/**
 * Of `people`, the ids of those who get `kind` by mail (their stored choice, else their role's default).
 * @param people ids with roles; an id listed twice counts once.
 */
export async function mailWanted(db: Db, people: readonly { id: string; role: string }[], kind: NotificationKind): Promise<Set<string>> {
  if (people.length === 0) return new Set();
  const stored = await db
    .select({ userId: notificationPreferences.userId, byMail: notificationPreferences.byMail })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, [...new Set(people.map((p) => p.id))]), eq(notificationPreferences.kind, kind)));
  const choice = new Map(stored.map((row) => [row.userId, row.byMail]));
  return new Set(people.filter((p) => choice.get(p.id) ?? mailByDefault(p.role, kind)).map((p) => p.id));
}
