/**
 * The mails that go with an education's planning (docs/decisions/054-notification-mails.md): opening it mails its
 * candidates and teachers their coming lessons with an `.ics` (the feed's `lesson-{id}` UIDs), a moved lesson mails
 * again with a higher SEQUENCE, and the day-before reminder reaches them for tomorrow's lesson.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import { addDays, amsterdamDay, amsterdamInstant } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { educations } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { createMailOutbox } from '#src/server/mail/outbox';
import { call, openTestDb } from '#src/server/testing/api';
import { receive } from '#src/server/testing/mail';
import { sendDayBeforeReminders } from '#src/features/mailbox/api/reminders';
import { lessonReminders } from './calendar';
import { educationWorld, openEducation, type EducationWorld } from './fixtures';

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;
const { mailer, sent } = memoryMailer();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
  w = await educationWorld(handle, app);
});
afterAll(async () => {
  await handle?.close();
});

const mailsTo = (email: string, from: number) => sent.slice(from).filter((m) => m.to === email);

async function icsOf(mail: (typeof sent)[number] | undefined): Promise<string> {
  const parsed = await receive(mail);
  const ics = parsed.attachments.find((a) => a.contentType === 'text/calendar');
  expect(ics).toBeDefined();
  return ics!.content.toString('utf8').replace(/\r\n /g, '');
}

describe('an education’s planning mails', () => {
  it('mails candidates and teachers their lessons when it opens, and again with a higher SEQUENCE when a lesson moves', async () => {
    const from = sent.length;
    const { educationId, lessonIds } = await openEducation(app, w, { candidates: 1, lessons: [40, 47] });
    const [opened] = mailsTo(w.candidates[0]!.email, from);
    const ics = await icsOf(opened);
    expect(ics).toContain(`UID:lesson-${lessonIds[0]}@kandidaatplatform.nl`);
    expect(ics).toContain(`UID:lesson-${lessonIds[1]}@kandidaatplatform.nl`);
    expect(ics).toContain(`DTSTART:${amsterdamInstant(addDays(amsterdamDay(), 40), '18:00').toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect((await receive(mailsTo(w.teachers[0]!.email, from)[0])).subject).toMatch(/^Ingepland: Opleiding \d+$/);

    const moved = sent.length;
    const lessons = [
      { id: lessonIds[0], day: addDays(amsterdamDay(), 41), startsAt: '18:00', endsAt: '21:00', locationId: w.locationId, roomId: w.roomId },
      { id: lessonIds[1], day: addDays(amsterdamDay(), 47), startsAt: '18:00', endsAt: '21:00', locationId: w.locationId, roomId: w.roomId },
    ];
    expect((await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons })).status).toBe(200);
    const again = await icsOf(mailsTo(w.candidates[0]!.email, moved)[0]);
    const event = again.split('BEGIN:VEVENT').find((part) => part.includes(`UID:lesson-${lessonIds[0]}@`))!;
    expect(event).toContain('SEQUENCE:1');
    expect(again.split('BEGIN:VEVENT').find((part) => part.includes(`UID:lesson-${lessonIds[1]}@`))).toContain('SEQUENCE:0');
  });

  it('reminds the candidate and the teacher the day before a lesson, once, with the notes each may read', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 1, lessons: [1, 8], times: ['08:00', '08:30'] });
    await handle.db.update(educations).set({ candidateNotes: 'Neem je laptop mee.', teacherNotes: 'Presentielijst invullen.' }).where(eq(educations.id, educationId));
    const afternoon = amsterdamInstant(amsterdamDay(), '15:00');
    const from = sent.length;
    const outbox = createMailOutbox({ deliverNow: { db: handle.db, mailer } });
    // In the morning nothing goes out yet; from noon it does.
    expect(await sendDayBeforeReminders(handle.db, outbox, [lessonReminders], amsterdamInstant(amsterdamDay(), '09:00'))).toBe(0);
    expect(await sendDayBeforeReminders(handle.db, outbox, [lessonReminders], afternoon)).toBe(2);
    await outbox.flush();
    const candidate = await receive(mailsTo(w.candidates[0]!.email, from)[0]);
    expect(candidate.text).toContain('Let op: Neem je laptop mee.');
    expect(candidate.text).not.toContain('Presentielijst');
    const teacher = await receive(mailsTo(w.teachers[0]!.email, from)[0]);
    expect(teacher.text).toContain('Voor de docenten: Presentielijst invullen.');
    expect(await sendDayBeforeReminders(handle.db, outbox, [lessonReminders], afternoon)).toBe(0);
  });
});
