/**
 * The teachers grid of /cp/pat/{id}/planning/teachers (works without JavaScript): per day and module a select for
 * the first assessor and, where the module asks for one, the second. A select is named
 * `assessor-{dayId}-{moduleId}-{first|second}`; '' is nobody. Saving sends every chosen teacher at once as
 * `PUT /api/pat/{id}/assessors` (docs/api.md "PAT"). Pure and client-safe.
 */
import { textOf } from '#src/components/forms';
import type { PatDetail } from '#src/features/pat/contract';

/** The role of an assessor on a module. */
export type AssessorRole = 'first' | 'second';

/** One assessor as the API takes it. */
export interface AssessorChoice {
  dayId: string;
  moduleId: string;
  teacherId: string;
  role: AssessorRole;
}

/** The name (and id) of a slot's select. */
export const slotName = (dayId: string, moduleId: string, role: AssessorRole): string => `assessor-${dayId}-${moduleId}-${role}`;

/** The slots of the grid: every day × module, first, and second where the module has a second assessor. */
export function slotsOf(pat: Pick<PatDetail, 'days' | 'modules'>): { dayId: string; moduleId: string; role: AssessorRole }[] {
  return pat.days.flatMap((day) =>
    pat.modules.flatMap((m) => [
      { dayId: day.id, moduleId: m.moduleId, role: 'first' as const },
      ...(m.secondAssessor ? [{ dayId: day.id, moduleId: m.moduleId, role: 'second' as const }] : []),
    ]),
  );
}

/** The chosen teacher per slot name, as stored. */
export function storedChoices(pat: Pick<PatDetail, 'assessors'>): Record<string, string> {
  return Object.fromEntries(pat.assessors.map((a) => [slotName(a.dayId, a.moduleId, a.role), a.teacher.id]));
}

/** The chosen teacher per slot name, as posted (only the grid's slots; '' left out). */
export function postedChoices(form: FormData, pat: Pick<PatDetail, 'days' | 'modules'>): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const slot of slotsOf(pat)) {
    const name = slotName(slot.dayId, slot.moduleId, slot.role);
    const teacherId = textOf(form, name);
    if (teacherId) chosen[name] = teacherId;
  }
  return chosen;
}

/** The body of `PUT /api/pat/{id}/assessors` for the chosen teachers, in the grid's order. */
export function assessorsBody(choices: Record<string, string>, pat: Pick<PatDetail, 'days' | 'modules'>): { assessors: AssessorChoice[] } {
  return {
    assessors: slotsOf(pat).flatMap((slot) => {
      const teacherId = choices[slotName(slot.dayId, slot.moduleId, slot.role)];
      return teacherId ? [{ ...slot, teacherId }] : [];
    }),
  };
}
