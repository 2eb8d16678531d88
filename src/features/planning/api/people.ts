/**
 * The people side of planning, shared by PATs and educations (docs/api.md "PAT", "Education"; docs/domain.md
 * "Notifications"; docs/decisions/029-pat.md §3, 054-notification-mails.md): telling the people of a plan that it
 * changed — in the app, and by mail with an `.ics` to those whose days changed —, and handing a candidate's seat
 * back when no plan of theirs still uses it.
 */
import { eq } from 'drizzle-orm';
import { dayText } from '#src/lib/calendar-day';
import { mayRead, NOTE_AUDIENCES } from '#src/lib/note-audiences';
import type { Role } from '#src/lib/roles';
import type { Db } from '#src/server/db/client';
import { educationCandidates, licenceSeats, patCandidates } from '#src/server/db/schema';
import { invitationText, INVITATION_CONTENT_TYPE, type MailedEvent } from '#src/server/icalendar';
import type { MailOutbox } from '#src/server/mail/outbox';
import { notificationHref, NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { mailPeople, notify, pageUrl, type NoticeMail, type Recipient } from '#src/features/mailbox/api/notify';
import { releaseSeat } from '#src/features/licences/api/seats';
import type { PlanKind } from '#src/features/planning/rules';

/** The notification's text: 'De planning van {name} is gewijzigd.' */
export const planningChanged = (title: string) => `De planning van ${title} is gewijzigd.`;

/**
 * Tells `userIds` (each once) that the planning of a PAT or an education changed: notification type 3 with
 * `relatedId` the plan's id and `params` `{ pat: name }` or `{ education: name }`, so its link can tell which
 * (mailbox/notification-links.ts). Run inside the change's transaction.
 */
export async function notifyPlanningChange(
  tx: Db,
  outbox: MailOutbox,
  plan: { kind: PlanKind; id: string; title: string },
  userIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(userIds)];
  await notify(
    tx,
    outbox,
    ids.map((userId) => ({
      userId,
      type: NOTIFICATION_TYPE.planning,
      message: planningChanged(plan.title),
      params: { [plan.kind]: plan.title },
      relatedId: plan.id,
    })),
  );
}

/**
 * One PAT day or lesson as a person's planning shows it: its event (UID and content as the personal calendar feed
 * has it, src/server/icalendar.ts) and what the mail writes (date, times, address, room).
 */
export interface PlannedSession {
  event: MailedEvent;
  /** `YYYY-MM-DD`, Europe/Amsterdam. */
  day: string;
  /** 'HH:MM', Europe/Amsterdam. */
  startsAt: string;
  endsAt: string;
  /** The address line (`locationText`), or null. */
  address: string | null;
  room: string | null;
}

/** Per person (user id), their sessions of one plan by UID. */
export type PeopleSessions = Map<string, Map<string, PlannedSession>>;

/** Whether a person would see a difference: date, times, place or room. */
function moved(a: PlannedSession, b: PlannedSession): boolean {
  return a.day !== b.day || a.startsAt !== b.startsAt || a.endsAt !== b.endsAt || a.address !== b.address || a.room !== b.room;
}

/** 'di 3 nov 2026, 09:00 – 16:00' with the address and room on the next lines. */
function sessionLines(to: Recipient, session: PlannedSession): string {
  const lines = [to.t('notificationMail.when', { date: dayText(session.day, to.language), start: session.startsAt, end: session.endsAt })];
  if (session.address) lines.push(session.address);
  if (session.room) lines.push(to.t('notificationMail.room', { room: session.room }));
  return lines.join('\n');
}

/** The `.ics` attachment of `events`, named after the plan. */
export function calendarAttachment(events: readonly MailedEvent[], now: Date) {
  return { filename: 'planning.ics', contentType: INVITATION_CONTENT_TYPE, content: new TextEncoder().encode(invitationText(events, now)) };
}

/**
 * Mails (kind `planning`) every person whose sessions of the plan differ between `before` and `after`, both read in
 * the change's transaction: someone with no session before is told they are planned (with all their sessions), someone
 * with none after that they no longer are, anyone else what it looks like now. The `.ics` holds their current sessions
 * (SEQUENCE as stored, raised by the change for a moved session) and, as STATUS:CANCELLED with the next SEQUENCE,
 * those they lost, so a calendar app updates the events it has. A person whose sessions did not change gets no mail
 * (the in-app notification stays `notifyPlanningChange`'s).
 * @returns the ids of those who got a mail.
 */
export async function mailPlanningChanges(
  tx: Db,
  outbox: MailOutbox,
  plan: { kind: PlanKind; id: string; title: string },
  before: PeopleSessions,
  after: PeopleSessions,
  now: Date = new Date(),
): Promise<string[]> {
  const changes = new Map<string, { variant: 'planned' | 'changed' | 'removed'; current: PlannedSession[]; lost: PlannedSession[] }>();
  for (const userId of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(userId) ?? new Map<string, PlannedSession>();
    const is = after.get(userId) ?? new Map<string, PlannedSession>();
    const lost = [...was.values()].filter((s) => !is.has(s.event.uid));
    const different = [...is.values()].some((s) => !was.has(s.event.uid) || moved(was.get(s.event.uid)!, s));
    if (lost.length === 0 && !different) continue;
    const variant = was.size === 0 ? 'planned' : is.size === 0 ? 'removed' : 'changed';
    const order = (a: PlannedSession, b: PlannedSession) => a.event.start.getTime() - b.event.start.getTime();
    changes.set(userId, { variant, current: [...is.values()].sort(order), lost: lost.sort(order) });
  }
  if (changes.size === 0) return [];
  const params = { [plan.kind]: plan.title };
  return mailPeople(tx, outbox, [...changes.keys()], {
    kind: 'planning',
    compose: (to) => {
      const change = changes.get(to.id)!;
      const events = [...change.current.map((s) => s.event), ...change.lost.map((s) => ({ ...s.event, sequence: s.event.sequence + 1, cancelled: true }))];
      const href = notificationHref(to.role as Role, { type: NOTIFICATION_TYPE.planning, relatedId: plan.id, params });
      const cancelled = change.lost.map((s) => to.t('notificationMail.cancelled', { date: dayText(s.day, to.language), start: s.startsAt, end: s.endsAt }));
      return {
        subject: to.t(`notificationMail.${change.variant}.subject`, { title: plan.title }),
        before: [
          to.t(`notificationMail.${change.variant}.body`, { title: plan.title, count: change.current.length }),
          ...change.current.map((s) => sessionLines(to, s)),
          ...(cancelled.length > 0 ? [cancelled.join('\n')] : []),
          to.t('notificationMail.calendar'),
        ],
        ...(href ? { action: { label: to.t('notificationMail.planning.button'), url: pageUrl(href) } } : {}),
        attachments: [calendarAttachment(events, now)],
      };
    },
  });
}

/**
 * Hands seat `seatId` back to its licence ('handed-back', by `by`) unless a PAT or an education of its holder
 * still uses it, or it is closed already. Run inside the transaction that took the candidate off the plan.
 */
export async function handBackUnusedSeat(tx: Db, seatId: string | null, by: string): Promise<void> {
  if (!seatId) return;
  const [onPat] = await tx.select({ id: patCandidates.patId }).from(patCandidates).where(eq(patCandidates.seatId, seatId)).limit(1);
  const [onEducation] = onPat ? [] : await tx.select({ id: educationCandidates.educationId }).from(educationCandidates).where(eq(educationCandidates.seatId, seatId)).limit(1);
  if (onPat || onEducation) return;
  const [seat] = await tx.select({ licenceId: licenceSeats.licenceId, releasedAt: licenceSeats.releasedAt }).from(licenceSeats).where(eq(licenceSeats.id, seatId));
  if (seat && !seat.releasedAt) await releaseSeat(tx, seat.licenceId, seatId, 'handed-back', by);
}

/** What a day-before reminder adds to the session: the location's texts and the plan's notes. */
export interface ReminderDetails {
  /** `locations.directions` (audience: candidates, and who may read theirs). */
  directions: string | null;
  /** `locations.accessibility_text` (audience: candidates). */
  accessibilityText: string | null;
  /** The plan's notes for its candidates ('Let op'). */
  candidateNotes: string | null;
  /** The plan's notes for its teachers; never in a candidate's mail. */
  teacherNotes: string | null;
}

/**
 * The day-before reminder of `session` (mailbox/api/reminders.ts; decision 054): what, when, where (address, room),
 * the route and, for candidates, the accessibility text, and what to bring — each note only to a recipient whose role
 * may read its audience (src/lib/note-audiences.ts `mayRead`): 'Let op' (candidates' notes) to everyone planned, the
 * teachers' notes to teachers only. With the `.ics` of the day and a button to the recipient's planning page.
 */
export function reminderMail(plan: { kind: PlanKind; id: string; title: string }, session: PlannedSession, details: ReminderDetails, now: Date = new Date()) {
  return (to: Recipient): NoticeMail => {
    const role = to.role as Role;
    const kind = plan.kind === 'pat' ? 'pat' : 'education';
    const lines = [sessionLines(to, session)];
    if (details.directions && mayRead(NOTE_AUDIENCES.location.directions, role)) lines.push(to.t('notificationMail.reminder.directions', { text: details.directions }));
    if (details.accessibilityText && role === 'User') lines.push(to.t('notificationMail.reminder.accessibility', { text: details.accessibilityText }));
    if (details.candidateNotes && mayRead(NOTE_AUDIENCES[kind].candidateNotes, role)) lines.push(to.t('notificationMail.reminder.notes', { text: details.candidateNotes }));
    if (details.teacherNotes && mayRead(NOTE_AUDIENCES[kind].teacherNotes, role)) lines.push(to.t('notificationMail.reminder.teacherNotes', { text: details.teacherNotes }));
    const href = notificationHref(role, { type: NOTIFICATION_TYPE.planning, relatedId: plan.id, params: { [plan.kind]: plan.title } });
    return {
      subject: to.t('notificationMail.reminder.subject', { title: plan.title }),
      before: [to.t('notificationMail.reminder.body', { title: plan.title }), ...lines, to.t('notificationMail.calendar')],
      ...(href ? { action: { label: to.t('notificationMail.planning.button'), url: pageUrl(href) } } : {}),
      attachments: [calendarAttachment([session.event], now)],
    };
  };
}
