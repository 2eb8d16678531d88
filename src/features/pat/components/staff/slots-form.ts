/**
 * The forms of the candidates section of /cp/pat/{id}/planning/candidates that belong to time slots
 * (docs/decisions/057-pat-time-slots.md; docs/api.md "PAT" `POST /api/pat/{id}/candidates/many`, `PUT …/slots`):
 * reading the 'Meerdere kandidaten inplannen' form and the spread over slots, the preview (rules.ts
 * `distributeSlots`, the same rule the API applies), and the slot grid of one day (inputs
 * `slot:{candidateId}:{moduleId}:start|end`) to and from the `PUT …/slots` body. Pure: the page handler
 * (planning.server.ts) and the tests use it.
 */
import { patSlotsForm as t } from '#src/features/pat/strings';
import type { PatDetail, PatSlot } from '#src/features/pat/contract';
import { distributeSlots, type CandidateSlot, type SlotDistribution } from '#src/features/pat/rules';

/** What the spread fields hold as typed (strings), so a refused form shows them again. */
export interface SpreadValues {
  dayId: string;
  moduleIds: string[];
  startsAt: string;
  minutes: string;
  breakMinutes: string;
}

/** The spread fields of a posted form (`dayId`, `moduleIds`, `startsAt`, `minutes`, `breakMinutes`). */
export function readSpread(form: FormData, pat: Pick<PatDetail, 'days' | 'modules'>): SpreadValues {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    dayId: text('dayId') || (pat.days[0]?.id ?? ''),
    moduleIds: form.getAll('moduleIds').map(String),
    startsAt: text('startsAt'),
    minutes: text('minutes'),
    breakMinutes: text('breakMinutes') || '0',
  };
}

/** The fields' values before anything was posted: the first day from its start, every module, 30 minutes, no break. */
export function defaultSpread(pat: Pick<PatDetail, 'days' | 'modules'>, dayId?: string): SpreadValues {
  const day = pat.days.find((d) => d.id === dayId) ?? pat.days[0];
  return { dayId: day?.id ?? '', moduleIds: pat.modules.map((m) => m.moduleId), startsAt: day?.startsAt ?? '09:00', minutes: '30', breakMinutes: '0' };
}

/**
 * The spread as the API takes it (`slotDistributionBody`), or the first Dutch message of what is wrong.
 */
export function spreadBody(values: SpreadValues): { body: SlotDistribution } | { error: string } {
  if (!values.dayId) return { error: `${t.day}: kies een dag.` };
  if (values.moduleIds.length === 0) return { error: `${t.modules}: kies minstens één module.` };
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.startsAt)) return { error: `${t.startsAt}: vul een tijd in als uu:mm, bijvoorbeeld 09:00.` };
  const minutes = Number(values.minutes);
  const pause = Number(values.breakMinutes || '0');
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 480) return { error: `${t.minutes}: kies 5 tot 480 minuten.` };
  if (!Number.isInteger(pause) || pause < 0 || pause > 120) return { error: `${t.breakMinutes}: kies 0 tot 120 minuten.` };
  return { body: { dayId: values.dayId, moduleIds: values.moduleIds, startsAt: values.startsAt, minutes, breakMinutes: pause } };
}

/** One row of a preview: who does which module when. */
export interface PreviewRow {
  candidate: string;
  module: string;
  startsAt: string;
  endsAt: string;
}

/**
 * The preview of spreading `candidates` (in this order) by `spread` on its day of `pat`: the rows, and the names of
 * those who do not fit before the day's end.
 */
export function previewSpread(
  pat: Pick<PatDetail, 'days' | 'modules'>,
  candidates: readonly { id: string; name: string }[],
  spread: SlotDistribution,
): { rows: PreviewRow[]; slots: CandidateSlot[]; overflow: string[] } {
  const day = pat.days.find((d) => d.id === spread.dayId);
  if (!day) return { rows: [], slots: [], overflow: [] };
  const { slots, overflow } = distributeSlots(day, candidates.map((c) => c.id), spread);
  const nameOf = (id: string) => candidates.find((c) => c.id === id)?.name ?? '';
  const titleOf = (id: string) => pat.modules.find((m) => m.moduleId === id)?.title ?? '';
  return {
    rows: slots.map((s) => ({ candidate: nameOf(s.candidateId), module: titleOf(s.moduleId), startsAt: s.startsAt, endsAt: s.endsAt })),
    slots,
    overflow: overflow.map(nameOf),
  };
}

/** The input name of a slot's start or end in the day grid. */
export const slotField = (candidateId: string, moduleId: string, end: 'start' | 'end') => `slot:${candidateId}:${moduleId}:${end}`;

/** The grid's values per input name, from slots (a day's stored slots or a preview). */
export function gridValues(slots: readonly Pick<PatSlot, 'candidateId' | 'moduleId' | 'startsAt' | 'endsAt'>[]): Record<string, string> {
  return Object.fromEntries(slots.flatMap((s) => [[slotField(s.candidateId, s.moduleId, 'start'), s.startsAt], [slotField(s.candidateId, s.moduleId, 'end'), s.endsAt]]));
}

/** The grid's values as posted (every `slot:…` input). */
export function postedGrid(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.keys()].filter((k) => k.startsWith('slot:')).map((k) => [k, String(form.get(k) ?? '').trim()]));
}

/**
 * The `PUT …/slots` body of a day from the grid's values: a slot for every candidate × module with both times; the
 * first Dutch message when one has only one time or a time that is not uu:mm.
 */
export function slotsBody(
  dayId: string,
  pat: Pick<PatDetail, 'candidates' | 'modules'>,
  values: Readonly<Record<string, string>>,
): { body: { dayId: string; slots: { moduleId: string; candidateId: string; startsAt: string; endsAt: string }[] } } | { error: string } {
  const slots = [];
  for (const c of pat.candidates) {
    for (const m of pat.modules) {
      const startsAt = values[slotField(c.id, m.moduleId, 'start')] ?? '';
      const endsAt = values[slotField(c.id, m.moduleId, 'end')] ?? '';
      if (!startsAt && !endsAt) continue;
      if (!startsAt || !endsAt) return { error: t.slotHalf(c.name, m.title) };
      if (![startsAt, endsAt].every((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v))) return { error: `${c.name}, ${m.title}: ${t.slotTime}` };
      slots.push({ moduleId: m.moduleId, candidateId: c.id, startsAt, endsAt });
    }
  }
  return { body: { dayId, slots } };
}
