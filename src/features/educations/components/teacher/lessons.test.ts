/**
 * The teacher's education pages' helpers (spec §2 Teacher, /docent/opleiding…): the next lesson, which lessons open a
 * roll call, the list's order, and the texts of a lesson and of a late enrolment.
 */
import { describe, expect, it } from 'vitest';
import type { EducationLesson, EducationListItem } from '#src/features/educations/contract';
import { attendanceHref, educationHref, enrolledText, lessonPeriodText, nextLesson, nextLessonText, rollCallOpen, teacherOrder } from './lessons';

const place = { id: 'l1', name: 'Opleidingscentrum', street: 'Industrieweg 5', postcode: '7553 GB', city: 'Hengelo' };
const lesson = (id: string, day: string, startsAt = '18:00', room: EducationLesson['room'] = { id: 'r1', name: 'Lokaal 2', capacity: 12 }): EducationLesson => ({
  id,
  day,
  startsAt,
  endsAt: '21:00',
  location: place,
  room,
});
const item = (id: string, firstDay: string | null, lastDay: string | null, next: EducationLesson | null): EducationListItem => ({
  id,
  title: id,
  state: 'open',
  firstDay,
  lastDay,
  locations: [],
  lessons: 0,
  candidates: 0,
  teachers: 1,
  nextLesson: next,
});

describe('nextLesson', () => {
  const lessons = [lesson('c', '2026-12-08'), lesson('a', '2026-11-24'), lesson('b2', '2026-12-01', '19:00'), lesson('b1', '2026-12-01', '09:00')];

  it('takes the earliest lesson from today on, by day and then start, whatever the order given', () => {
    expect(nextLesson(lessons, '2026-11-25')?.id).toBe('b1');
  });

  it('counts a lesson today as next all day', () => {
    expect(nextLesson(lessons, '2026-12-08')?.id).toBe('c');
  });

  it('is null once every lesson is past, or without lessons', () => {
    expect(nextLesson(lessons, '2026-12-09')).toBeNull();
    expect(nextLesson([], '2026-12-09')).toBeNull();
  });
});

describe('rollCallOpen', () => {
  it('opens the roll for lessons up to today, not for later ones', () => {
    expect(rollCallOpen({ day: '2026-11-20' }, '2026-11-26')).toBe(true);
    expect(rollCallOpen({ day: '2026-11-26' }, '2026-11-26')).toBe(true);
    expect(rollCallOpen({ day: '2026-11-27' }, '2026-11-26')).toBe(false);
  });
});

describe('teacherOrder', () => {
  it('puts educations with a next lesson first (soonest first), then those without lessons, then past ones (most recent first)', () => {
    const order = teacherOrder([
      item('old', '2026-01-05', '2026-02-02', null),
      item('later', '2026-11-01', '2026-12-20', lesson('x', '2026-12-10')),
      item('empty', null, null, null),
      item('recent', '2026-09-01', '2026-10-20', null),
      item('soon', '2026-12-01', '2026-12-15', lesson('y', '2026-12-01')),
    ]);
    expect(order.map((e) => e.id)).toEqual(['soon', 'later', 'empty', 'recent', 'old']);
  });
});

describe('texts', () => {
  it('writes the lesson period, one day alone, or that there are no lessons yet', () => {
    expect(lessonPeriodText({ firstDay: '2026-12-01', lastDay: '2026-12-15' })).toBe('1 t/m 15 december 2026');
    expect(lessonPeriodText({ firstDay: '2026-12-01', lastDay: '2026-12-01' })).toBe('1 december 2026');
    expect(lessonPeriodText({ firstDay: null, lastDay: null })).toBe('nog geen lessen');
  });

  it('writes the next lesson with weekday, time, location and room, or that none is left', () => {
    expect(nextLessonText(lesson('a', '2026-12-01'))).toBe('dinsdag 1 december 2026, 18:00–21:00, Opleidingscentrum, Lokaal 2');
    expect(nextLessonText(lesson('a', '2026-12-01', '18:00', null))).toBe('dinsdag 1 december 2026, 18:00–21:00, Opleidingscentrum');
    expect(nextLessonText(null)).toBe('geen lessen meer');
  });

  it('names a late enrolee’s first day and leaves the others as from the start', () => {
    expect(enrolledText('2026-11-03', '2026-10-27')).toBe('sinds 3 november');
    expect(enrolledText('2027-01-05', '2026-12-01')).toBe('sinds 5 januari 2027');
    expect(enrolledText('2026-10-27', '2026-10-27')).toBe('vanaf het begin');
    expect(enrolledText('2026-10-20', '2026-10-27')).toBe('vanaf het begin');
    expect(enrolledText('2026-10-20', null)).toBe('vanaf het begin');
  });

  it('builds the links with the id escaped', () => {
    expect(attendanceHref('a/b')).toBe('/docent/opleiding/attendance/a%2Fb');
    expect(educationHref('e1')).toBe('/docent/opleiding/detail/e1');
  });
});
