/**
 * The mails that go with a PAT's notifications, read as a mail client does (docs/decisions/054-notification-mails.md):
 * planned and changed (with an `.ics` whose UID and SEQUENCE let a calendar update its event), the day-before reminder
 * (once, with address, room, route and the notes each reader may read), released results (a link, never a score),
 * each in the recipient's language, and only for those whose choice for the kind includes mail.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, amsterdamInstant } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { candidateProfiles, evaluations, locations, notifications, patModules, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { createMailOutbox } from '#src/server/mail/outbox';
import type { OutgoingMail } from '#src/server/mail/mailer';
import { call, openTestDb } from '#src/server/testing/api';
import { hrefsIn, htmlLangDir, receive } from '#src/server/testing/mail';
import { dayBeforeReminderTask } from '#src/features/mailbox/api/reminders';
import { patReminders } from './calendar';
import { patWorld, plannedPat, type PatWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
const { mailer, sent } = memoryMailer();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
  w = await patWorld(handle, app);
  // Anouk reads Arabic.
  await handle.db.insert(candidateProfiles).values({ userId: w.candidates[0]!.id, preferredLanguage: 'ar' });
});
afterAll(async () => {
  await handle?.close();
});

const mailsTo = (email: string, from = 0) => sent.slice(from).filter((m) => m.to === email);

/** The `.ics` attachment of a mail as the client receives it: its media type and its text. */
async function calendarOf(mail: OutgoingMail | undefined) {
  const parsed = await receive(mail);
  const ics = parsed.attachments.find((a) => a.contentType === 'text/calendar');
  expect(ics, 'an .ics attachment').toBeDefined();
  return { parsed, type: ics!.headers.get('content-type'), text: ics!.content.toString('utf8').replace(/\r\n /g, '') };
}

/** '20261020T070000Z': an instant as DTSTART writes it in UTC. */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The VEVENT of `uid` in an iCalendar text. */
function eventOf(text: string, uid: string): string {
  const event = text.split('BEGIN:VEVENT').find((part) => part.includes(`UID:${uid}`));
  expect(event, `VEVENT ${uid}`).toBeDefined();
  return event!;
}

describe('planning a PAT', () => {
  let patId: string;
  let dayIds: string[];
  let before: number;

  beforeAll(async () => {
    before = sent.length;
    ({ patId, dayIds } = await plannedPat(app, w, { candidates: 2 }));
  });

  it('mails an Arabic-preferring candidate in Arabic, right to left, with an .ics of their days', async () => {
    const mails = mailsTo(w.candidates[0]!.email, before);
    expect(mails).toHaveLength(1);
    const { parsed, type, text } = await calendarOf(mails[0]);
    expect(htmlLangDir(parsed)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(parsed.subject).toMatch(/^تمت جدولتك: PAT \d+$/);
    expect(parsed.text).toContain('عزيزي/عزيزتي Anouk Kandidaat');
    expect(parsed.text).toContain('Industrieweg 5');
    expect(parsed.text).toContain('القاعة: Magazijnhal');
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: expect.stringMatching(/\/profile#meldingen$/) } });
    expect(hrefsIn(parsed)).toContain(`${new URL(hrefsIn(parsed)[0]!).origin}/dashboard/pat`);
    expect(type).toEqual(expect.objectContaining({ value: 'text/calendar', params: expect.objectContaining({ method: 'PUBLISH', charset: 'utf-8' }) }));
    expect(text).toContain('METHOD:PUBLISH');
    const first = eventOf(text, `pat-day-${dayIds[0]}@kandidaatplatform.nl`);
    const { days } = (await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json as { days: { id: string; day: string }[] };
    expect(first).toContain(`DTSTART:${utc(amsterdamInstant(days[0]!.day, '09:00'))}`);
    expect(first).toContain('SEQUENCE:0');
    expect(eventOf(text, `pat-day-${dayIds[1]}@kandidaatplatform.nl`)).toContain('SEQUENCE:0');
  });

  it('mails the teacher in Dutch', async () => {
    const mails = mailsTo(w.teachers[0]!.email, before);
    expect(mails).toHaveLength(1);
    const parsed = await receive(mails[0]);
    expect(htmlLangDir(parsed)).toEqual({ lang: 'nl', dir: 'ltr' });
    expect(parsed.subject).toMatch(/^Ingepland: PAT \d+$/);
    expect(parsed.text).toContain('Je bent ingepland voor PAT');
    expect(parsed.text).toContain('Lokaal: Magazijnhal');
    expect(hrefsIn(parsed).some((href) => href.endsWith(`/docent/pat-dagen/${patId}`))).toBe(true);
    expect(parsed.text).toContain('/profile#meldingen');
  });

  it('mails again when a day’s time changes: the same UID with a higher SEQUENCE; a candidate who turned planning mails off gets only the notification', async () => {
    expect((await call(app, 'PUT', '/api/notification/preferences', w.candidates[1]!, { planning: false })).json).toEqual({ planning: false, reminder: true, results: true });
    const { days } = (await call(app, 'GET', `/api/pat/${patId}`, w.coordinator)).json as { days: { id: string; day: string; location: { id: string }; room: { id: string } }[] };
    const from = sent.length;
    const notified = async (userId: string) => (await handle.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.relatedId, patId)))).length;
    const notesBefore = await notified(w.candidates[1]!.id);
    const changed = days.map((d, i) => ({ id: d.id, day: d.day, startsAt: i === 0 ? '10:00' : '09:00', endsAt: '16:00', locationId: d.location.id, roomId: d.room.id }));
    expect((await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days: changed })).status).toBe(200);

    const [mail, ...more] = mailsTo(w.candidates[0]!.email, from);
    expect(more).toHaveLength(0);
    const { parsed, text } = await calendarOf(mail);
    expect(parsed.subject).toMatch(/^تغيّر الجدول: PAT \d+$/);
    const event = eventOf(text, `pat-day-${dayIds[0]}@kandidaatplatform.nl`);
    expect(event).toContain(`DTSTART:${utc(amsterdamInstant(days[0]!.day, '10:00'))}`);
    expect(event).toContain('SEQUENCE:1');
    expect(eventOf(text, `pat-day-${dayIds[1]}@kandidaatplatform.nl`)).toContain('SEQUENCE:0');

    expect(mailsTo(w.candidates[1]!.email, from)).toHaveLength(0);
    expect(await notified(w.candidates[1]!.id)).toBe(notesBefore + 1);
  });

  it('mails a candidate taken off the PAT that their days are cancelled', async () => {
    const from = sent.length;
    expect((await call(app, 'DELETE', `/api/pat/${patId}/candidates/${w.candidates[0]!.id}`, w.coordinator)).status).toBe(200);
    const { text } = await calendarOf(mailsTo(w.candidates[0]!.email, from)[0]);
    const event = eventOf(text, `pat-day-${dayIds[0]}@kandidaatplatform.nl`);
    expect(event).toContain('STATUS:CANCELLED');
    expect(event).toContain('SEQUENCE:2');
    // Nothing changed for the others' days: no mail to them.
    expect(mailsTo(w.teachers[0]!.email, from)).toHaveLength(0);
  });
});

describe('the day-before reminder', () => {
  const tomorrow = addDays(amsterdamDay(), 1);
  /** Two o'clock this afternoon in Amsterdam: reminders for tomorrow go out. */
  const afternoon = amsterdamInstant(amsterdamDay(), '14:00');
  let reminderWorld: PatWorld;
  let patId: string;

  beforeAll(async () => {
    reminderWorld = await patWorld(handle, app);
    ({ patId } = await plannedPat(app, reminderWorld, { days: [1], candidates: 1 }));
    await plannedPat(app, reminderWorld, { days: [3], candidates: 1 });
    await handle.db
      .update(locations)
      .set({ directions: 'Vanaf station Hengelo bus 9, halte Industrieweg.', accessibilityText: 'Ingang aan de achterkant is drempelvrij.', internalNotes: 'Sleutel bij de portier.' })
      .where(eq(locations.id, reminderWorld.locationId));
    await handle.db.update(pats).set({ candidateNotes: 'Neem veiligheidsschoenen mee.', teacherNotes: 'Beoordelingsformulieren liggen klaar.' }).where(eq(pats.id, patId));
  });

  const run = async () => {
    const delivered = createMailOutbox({ deliverNow: { db: handle.db, mailer } });
    const task = dayBeforeReminderTask({ outbox: delivered, sources: [patReminders], now: () => afternoon });
    await task.run(handle.db);
    await delivered.flush();
  };

  it('mails each planned candidate and teacher once, with address, room, route, and the notes they may read', async () => {
    const from = sent.length;
    await run();
    const candidate = mailsTo(reminderWorld.candidates[0]!.email, from);
    expect(candidate).toHaveLength(1);
    const { parsed, text } = await calendarOf(candidate[0]);
    expect(parsed.subject).toMatch(/^Morgen: PAT \d+$/);
    expect(parsed.text).toContain('Industrieweg 5, 7553 GB Hengelo');
    expect(parsed.text).toContain('Lokaal: Magazijnhal');
    expect(parsed.text).toContain('Route: Vanaf station Hengelo bus 9, halte Industrieweg.');
    expect(parsed.text).toContain('Toegankelijkheid: Ingang aan de achterkant is drempelvrij.');
    expect(parsed.text).toContain('Let op: Neem veiligheidsschoenen mee.');
    expect(parsed.text).not.toContain('Beoordelingsformulieren');
    expect(parsed.text).not.toContain('Sleutel bij de portier');
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: expect.stringMatching(/\/profile#meldingen$/) } });
    expect(text).toContain(`DTSTART:${utc(amsterdamInstant(tomorrow, '09:00'))}`);

    const teacher = mailsTo(reminderWorld.teachers[0]!.email, from);
    expect(teacher).toHaveLength(1);
    const teacherText = (await receive(teacher[0])).text ?? '';
    expect(teacherText).toContain('Voor de docenten: Beoordelingsformulieren liggen klaar.');
    expect(teacherText).not.toContain('Sleutel bij de portier');
    // The PAT three days away (the same candidate and teacher are on it) gets no reminder today: one mail each.
    expect(sent.slice(from).map((m) => m.to).sort()).toEqual([reminderWorld.candidates[0]!.email, reminderWorld.teachers[0]!.email].sort());
  });

  it('sends nothing more when it runs again', async () => {
    const from = sent.length;
    await run();
    await run();
    expect(sent.slice(from)).toHaveLength(0);
  });
});

describe('released results', () => {
  it('mail the candidate a link to their results, never a score', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, started: true });
    const moduleId = w.moduleIds[0]!;
    const [pm] = await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(eq(patModules.patId, patId));
    await handle.db.insert(evaluations).values({
      patId,
      moduleId,
      candidateId: w.candidates[0]!.id,
      role: 'first',
      assessorId: w.teachers[0]!.id,
      templateVersionId: pm!.templateVersionId,
      scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, { score: 4, remark: 'Uitstekend gewerkt' }])),
      status: 'final',
      finalizedAt: new Date(),
    });
    await handle.db.update(pats).set({ completedAt: new Date() }).where(eq(pats.id, patId));
    const from = sent.length;
    expect((await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).status).toBe(200);
    const [mail] = mailsTo(w.candidates[0]!.email, from);
    const parsed = await receive(mail);
    expect(htmlLangDir(parsed)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(hrefsIn(parsed).some((href) => href.endsWith(`/candidate/result/${patId}`))).toBe(true);
    expect(parsed.text).not.toMatch(/%|Uitstekend|100|geslaagd|passed/i);
    expect(parsed.headers.get('list')).toMatchObject({ unsubscribe: { url: expect.stringMatching(/\/profile#meldingen$/) } });
  });
});
