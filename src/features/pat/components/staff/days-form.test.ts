import { describe, expect, it } from 'vitest';
import type { PatDay } from '#src/features/pat/contract';
import { dayRows, emptyDay, type DayRow } from '#src/features/planning/days-form';
import { checkDayRows, readDayRows } from './planning-kind';

const LOCATION = '0b6a5a1e-2b8e-4d6a-9a51-7d9b2a1c3e41';
const ROOM = '1c7b6b2f-3c9f-4e7b-8b62-8e0c3b2d4f52';
const DAY = '2d8c7c30-4da0-4f8c-9c73-9f1d4c3e5a63';

const row = (extra: Partial<DayRow> = {}): DayRow => ({ id: '', date: '2026-12-01', start: '09:00', end: '15:30', locationId: LOCATION, roomId: ROOM, remove: false, ...extra });

describe('the days form', () => {
  it('reads the posted rows as typed', () => {
    const form = new FormData();
    form.set('rows', '2');
    form.set('day-1-id', DAY);
    form.set('day-1-date', '2026-12-01');
    form.set('day-1-start', '09:00');
    form.set('day-1-end', '15:30');
    form.set('day-1-location', LOCATION);
    form.set('day-1-room', ROOM);
    form.set('day-2-date', '2026-12-02');
    form.set('day-2-remove', 'ja');
    expect(readDayRows(form)).toEqual([
      { id: DAY, date: '2026-12-01', start: '09:00', end: '15:30', locationId: LOCATION, roomId: ROOM, remove: false },
      { id: '', date: '2026-12-02', start: '', end: '', locationId: '', roomId: '', remove: true },
    ]);
  });

  it('does not trust a huge row count', () => {
    const form = new FormData();
    form.set('rows', '100000');
    expect(readDayRows(form)).toHaveLength(15);
  });

  it('sends the kept rows, leaves out removed and empty ones, and keeps a stored day by its id', () => {
    const checked = checkDayRows([row({ id: DAY }), row({ date: '2026-12-02', remove: true }), emptyDay(row()), row({ date: '2026-12-03', roomId: '' })]);
    expect(checked).toEqual({
      body: {
        days: [
          { id: DAY, day: '2026-12-01', startsAt: '09:00', endsAt: '15:30', locationId: LOCATION, roomId: ROOM },
          { day: '2026-12-03', startsAt: '09:00', endsAt: '15:30', locationId: LOCATION, roomId: null },
        ],
      },
    });
  });

  it('puts each problem beside its field, in the row it came from', () => {
    const checked = checkDayRows([emptyDay(), row({ end: '08:00' }), row({ date: '2026-12-02', locationId: '' })]);
    expect(checked).toEqual({ errors: { 'day-2-end': 'Eindtijd: moet na de begintijd liggen.', 'day-3-location': 'Locatie: kies een locatie.' } });
    expect(checkDayRows([row(), row()])).toEqual({ errors: { general: 'Elke datum mag maar één keer voorkomen.' } });
    // A new row with a time of its own is not empty: the missing date is named.
    expect(checkDayRows([row(), { ...emptyDay(row()), start: '10:00' }])).toEqual({ errors: { 'day-2-date': 'Datum: vul een datum in als jjjj-mm-dd.' } });
  });

  it('shows the stored days, or one empty row at 09:00–16:00', () => {
    const day: PatDay = { id: DAY, day: '2026-12-01', startsAt: '09:00', endsAt: '15:30', location: { id: LOCATION, name: 'X', street: '', postcode: '', city: '' }, room: null };
    expect(dayRows([day])).toEqual([{ id: DAY, date: '2026-12-01', start: '09:00', end: '15:30', locationId: LOCATION, roomId: '', remove: false }]);
    expect(dayRows([])).toEqual([{ id: '', date: '', start: '09:00', end: '16:00', locationId: '', roomId: '', remove: false }]);
    expect(emptyDay(row()).locationId).toBe(LOCATION);
  });
});
