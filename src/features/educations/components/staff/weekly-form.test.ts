import { describe, expect, it } from 'vitest';
import type { EducationLesson } from '#src/features/educations/contract';
import { expandWeekly, readWeekly, skipDays, weeklyDefaults, weeklyFieldOf, weeklyFingerprint, type WeeklyValues } from './weekly-form';

const LOCATION = '0b6a5a1e-2b8e-4d6a-9a51-7d9b2a1c3e41';
const ROOM = '1c7b6b2f-3c9f-4e7b-8b62-8e0c3b2d4f52';
const LESSON = '2d8c7c30-4da0-4f8c-9c73-9f1d4c3e5a63';

const values = (extra: Partial<WeeklyValues> = {}): WeeklyValues => ({
  firstDay: '2026-10-13',
  start: '19:00',
  end: '21:30',
  count: '3',
  locationId: LOCATION,
  roomId: '',
  skip: '',
  ...extra,
});

const stored = (day: string, id = LESSON): EducationLesson => ({
  id,
  day,
  startsAt: '19:00',
  endsAt: '21:30',
  location: { id: LOCATION, name: 'Leslocatie Hengelo', street: 'Industrieweg 5', postcode: '7553 GB', city: 'Hengelo' },
  room: { id: ROOM, name: 'Lokaal 2', capacity: 12 },
});

describe('the weekly lesson form', () => {
  it('reads the posted fields as typed', () => {
    const form = new FormData();
    form.set('weekly-first', '2026-10-13');
    form.set('weekly-start', '19:00');
    form.set('weekly-end', '21:30');
    form.set('weekly-count', ' 10 ');
    form.set('weekly-location', LOCATION);
    form.set('weekly-room', ROOM);
    form.set('weekly-skip', '2026-10-20\n27-10-2026');
    expect(readWeekly(form)).toEqual({ firstDay: '2026-10-13', start: '19:00', end: '21:30', count: '10', locationId: LOCATION, roomId: ROOM, skip: '2026-10-20\n27-10-2026' });
  });

  it('starts from the times and place of the current lessons, or an evening without a place', () => {
    expect(weeklyDefaults([stored('2026-10-13'), stored('2026-10-20', ROOM)])).toEqual({ firstDay: '', start: '19:00', end: '21:30', count: '2', locationId: LOCATION, roomId: ROOM, skip: '' });
    expect(weeklyDefaults([])).toMatchObject({ count: '', locationId: '', roomId: '' });
  });

  it('reads skip days one per line, in the ISO or the Dutch order', () => {
    expect(skipDays('2026-10-20\n 27-10-2026 \r\n3/11/2026, 2026-11-10;\n\nmorgen')).toEqual(['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10', 'morgen']);
  });

  it('expands a weekly repeat on the first day’s weekday, skipping holidays, at the chosen place', () => {
    const result = expandWeekly(values({ skip: '20-10-2026', roomId: ROOM }), []);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.lessons.map((l) => l.day)).toEqual(['2026-10-13', '2026-10-27', '2026-11-03']);
    expect(result.body.lessons[0]).toEqual({ day: '2026-10-13', startsAt: '19:00', endsAt: '21:30', locationId: LOCATION, roomId: ROOM });
  });

  it('keeps the id of a current lesson on the same day, so its attendance stays', () => {
    const result = expandWeekly(values(), [stored('2026-10-20'), stored('2026-12-01', ROOM)]);
    expect(result.ok && result.body.lessons.map((l) => l.id)).toEqual([undefined, LESSON, undefined]);
  });

  it('gives the schedule’s Dutch problems and a missing location, each tied to its field', () => {
    const result = expandWeekly(values({ count: '', end: '18:00', locationId: '' }), []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      'Eindtijd: kies een tijd na de begintijd (19:00).',
      'Aantal lessen: vul een heel getal in van 1 tot en met 52.',
      'Locatie: kies een locatie.',
    ]);
    expect(result.problems.map(weeklyFieldOf)).toEqual(['end', 'count', 'location']);
  });

  it('names a skip day on which the series has no lesson', () => {
    const result = expandWeekly(values({ skip: '2026-10-14' }), []);
    expect(result).toEqual({ ok: false, problems: ['Uitzonderingen: op 14 oktober 2026 heeft de reeks geen les.'] });
    expect(weeklyFieldOf('Uitzonderingen: op 14 oktober 2026 heeft de reeks geen les.')).toBe('skip');
  });

  it('refuses a location that is not an id with the API’s message', () => {
    expect(expandWeekly(values({ locationId: 'zaal' }), [])).toEqual({ ok: false, problems: ['Locatie: kies een locatie.'] });
  });

  it('changes its fingerprint when anything that makes the lessons changes', () => {
    const base = weeklyFingerprint(values());
    expect(weeklyFingerprint(values({ skip: '' }))).toBe(base);
    expect(weeklyFingerprint(values({ count: '4' }))).not.toBe(base);
    expect(weeklyFingerprint(values({ skip: '2026-10-20' }))).not.toBe(base);
    expect(weeklyFingerprint(values({ roomId: ROOM }))).not.toBe(base);
  });
});
