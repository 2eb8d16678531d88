import { describe, expect, it } from 'vitest';
import { educationLessonsBody, educationModulesBody } from '#src/features/educations/contract';
import { checkSessionRows, readDayRows, type DayRow } from '#src/features/planning/days-form';
import { checkPinnedModuleRows } from '#src/features/planning/modules-form';

const LOCATION = '0b6a5a1e-2b8e-4d6a-9a51-7d9b2a1c3e41';
const MODULE = '1c7b6b2f-3c9f-4e7b-8b62-8e0c3b2d4f52';
const row = (extra: Partial<DayRow> = {}): DayRow => ({ id: '', date: '2026-10-13', start: '19:00', end: '21:30', locationId: LOCATION, roomId: '', remove: false, ...extra });
const lessons = (rows: DayRow[]) => checkSessionRows(rows, (sent) => educationLessonsBody.safeParse({ lessons: sent }));

describe('the PAT planning forms with an education’s schemas', () => {
  it('sends the kept lessons as the lessons body', () => {
    expect(lessons([row(), row({ date: '2026-10-20', remove: true })])).toEqual({
      body: { lessons: [{ day: '2026-10-13', startsAt: '19:00', endsAt: '21:30', locationId: LOCATION, roomId: null }] },
    });
  });

  it('puts a lesson’s problem beside its field and two overlapping lessons above the list', () => {
    expect(lessons([row(), row({ date: '2026-10-20', end: '18:00' })])).toEqual({ errors: { 'day-2-end': 'Eindtijd: moet na de begintijd liggen.' } });
    expect(lessons([row(), row({ start: '20:00', end: '22:00' })])).toEqual({ errors: { general: 'Twee lessen van deze opleiding overlappen elkaar. Kies andere tijden.' } });
  });

  it('reads up to a year of lessons', () => {
    const form = new FormData();
    form.set('rows', '60');
    expect(readDayRows(form, 52)).toHaveLength(57);
  });

  it('sends modules without a second assessor', () => {
    const checked = checkPinnedModuleRows([{ moduleId: MODULE, pass: '70', second: true, knockOut: ['veilig'] }], (modules) => educationModulesBody.safeParse({ modules }));
    expect(checked).toEqual({ body: { modules: [{ moduleId: MODULE, passPercent: 70, knockOut: ['veilig'] }] } });
  });
});
