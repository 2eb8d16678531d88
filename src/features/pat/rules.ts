/**
 * The PAT's rules that need no database (docs/domain.md "PAT"; docs/decisions/029-pat.md): its state on a day, when two
 * day slots overlap, the planning conflicts of a plan (`slotConflicts`, shared with an education's lessons), and the
 * check of an agreed score (decision 030). Client-safe and pure: the API and the pages use the same rules. Slots,
 * their overlap, `slotConflicts` and the lifecycle live in src/features/planning/rules.ts, shared with educations,
 * and are re-exported here; a module's result, divergences and the deciding scores, which an education's evaluations
 * follow too, in src/features/assessment/rules.ts.
 */
import { dayText, lifecycleStage, overlaps, slotConflicts, type LifecycleStage, type PlannedElsewhere, type Slot, type SlotPlan } from '#src/features/planning/rules';

export { dayText, overlaps, slotConflicts, type PlannedElsewhere, type Slot, type SlotPlan };

/** A PAT's lifecycle state (docs/domain.md): draft → planned → in progress → completed → archived. */
export const PAT_STATES = ['draft', 'planned', 'in_progress', 'completed', 'archived'] as const;
export type PatState = (typeof PAT_STATES)[number];

/** Dutch names of the states. */
export const PAT_STATE_LABELS: Record<PatState, string> = {
  draft: 'Concept',
  planned: 'Gepland',
  in_progress: 'Bezig',
  completed: 'Afgerond',
  archived: 'Gearchiveerd',
};

/**
 * The state of a PAT on `today` (`YYYY-MM-DD`, Europe/Amsterdam): archived and completed as recorded; a planned PAT
 * whose first day has come is in progress; else planned or draft (planning/rules.ts `lifecycleStage`).
 */
export function patState(pat: { plannedAt: Date | string | null; completedAt: Date | string | null; archivedAt: Date | string | null; firstDay: string | null }, today: string): PatState {
  return patStateOf(lifecycleStage({ ...pat, scheduledAt: pat.plannedAt }, today));
}

/** A PAT's state for its lifecycle stage (planning/rules.ts `lifecycleStage`): a scheduled PAT is planned. */
export function patStateOf(stage: LifecycleStage): PatState {
  return stage === 'scheduled' ? 'planned' : stage;
}

/** A slot of another PAT that a person is planned on. */
export interface BusySlot extends Slot {
  personId: string;
  patTitle: string;
}

/** What a plan is checked against. */
export interface PlanCheck {
  /** This PAT's days, with the number of seats of their room (null: no room chosen). */
  days: (Slot & { id: string; capacity: number | null; roomName: string | null })[];
  /** This PAT's candidates. */
  candidates: { id: string; name: string }[];
  /** This PAT's teachers per day (any module or role). */
  assessors: { dayId: string; teacherId: string; name: string }[];
  /** Slots of other PATs (not archived) that the same candidates and teachers are planned on. */
  busy: BusySlot[];
  /** Per candidate, the last day of the licence their PAT seat is on (null: no seat / no end). */
  seatValidUntil: Record<string, string | null>;
}

/**
 * The conflicts of a PAT's plan (docs/domain.md "PAT"): `slotConflicts` over its days, with its assessors as staff and
 * the other PATs' days as the slots planned elsewhere.
 */
export function planningConflicts(plan: PlanCheck): string[] {
  return slotConflicts({
    slots: plan.days,
    candidates: plan.candidates,
    staff: plan.assessors.map((a) => ({ slotId: a.dayId, personId: a.teacherId, name: a.name })),
    busy: plan.busy.map(({ patTitle, ...slot }) => ({ ...slot, title: patTitle })),
    seatValidUntil: plan.seatValidUntil,
  });
}

/** Why an agreed score does not fit the pinned template, or null when it does. */
export type AgreementProblem = { kind: 'unknown'; ids: string[] } | { kind: 'missing'; names: string[] };

/**
 * Checks an agreed score against the pinned template (docs/api.md "PAT"; decision 030): every criterion scored 1–4
 * (the schema checks the scale), none that is not of the template.
 * @returns the criterion ids not of the template first, else the names of the criteria not scored, else null.
 */
export function agreementProblem(criteria: readonly { id: string; name: string }[], scores: Readonly<Record<string, number>>): AgreementProblem | null {
  const known = new Set(criteria.map((c) => c.id));
  const unknown = Object.keys(scores).filter((id) => !known.has(id));
  if (unknown.length > 0) return { kind: 'unknown', ids: unknown };
  const missing = criteria.filter((c) => scores[c.id] == null).map((c) => c.name);
  return missing.length > 0 ? { kind: 'missing', names: missing } : null;
}

// ——— Time slots (docs/decisions/057-pat-time-slots.md) ———

/** A candidate's time slot on a PAT day: module `moduleId` from `startsAt` to `endsAt` ('HH:MM', Europe/Amsterdam). */
export interface CandidateSlot {
  dayId: string;
  moduleId: string;
  candidateId: string;
  startsAt: string;
  endsAt: string;
}

/** '09:30' → 570 (minutes since midnight). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** 570 → '09:30'. */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How to spread candidates over slots on one day: from `startsAt`, `minutes` per module, `breakMinutes` between slots. */
export interface SlotDistribution {
  dayId: string;
  /** The modules each candidate does, in this order, one after the other. */
  moduleIds: string[];
  startsAt: string;
  /** Length of one slot in minutes (5–480). */
  minutes: number;
  /** Minutes between two slots (0–120). */
  breakMinutes: number;
}

/**
 * The slots of `candidateIds` (in this order) on `day` by `spread`: candidate after candidate, each doing the modules
 * one after the other, every slot `minutes` long and `breakMinutes` apart, from `spread.startsAt`. Slots that would
 * end after the day's end are not made: their candidates are in `overflow` (docs/decisions/057-pat-time-slots.md).
 * Pure: the planning page shows it as a preview and the API saves the same.
 * @example distributeSlots({ id: 'd', startsAt: '09:00', endsAt: '10:00' }, ['a', 'b'], { dayId: 'd', moduleIds: ['m'], startsAt: '09:00', minutes: 30, breakMinutes: 0 })
 *   // { slots: [a 09:00–09:30, b 09:30–10:00], overflow: [] }
 */
export function distributeSlots(
  day: { id: string; startsAt: string; endsAt: string },
  candidateIds: readonly string[],
  spread: SlotDistribution,
): { slots: CandidateSlot[]; overflow: string[] } {
  const slots: CandidateSlot[] = [];
  const overflow: string[] = [];
  let at = minutesOf(spread.startsAt);
  const end = minutesOf(day.endsAt);
  for (const candidateId of candidateIds) {
    const own: CandidateSlot[] = [];
    for (const moduleId of spread.moduleIds) {
      own.push({ dayId: day.id, moduleId, candidateId, startsAt: timeOf(at), endsAt: timeOf(at + spread.minutes) });
      at += spread.minutes + spread.breakMinutes;
    }
    if (at - spread.breakMinutes > end || at - spread.breakMinutes >= 24 * 60) overflow.push(candidateId);
    else slots.push(...own);
  }
  return { slots, overflow };
}

/**
 * What is wrong with the slots of one PAT (docs/decisions/057-pat-time-slots.md), as Dutch sentences naming the
 * candidate and the times: `outside` a slot not within its day's times, `overlap` two slots of one candidate that share
 * time (touching ends do not). Empty lists when all is well.
 * @param names candidate id → name, for the sentences.
 */
export function slotProblems(
  days: readonly { id: string; day: string; startsAt: string; endsAt: string }[],
  slots: readonly CandidateSlot[],
  names: Readonly<Record<string, string>>,
): { outside: string[]; overlap: string[] } {
  const outside: string[] = [];
  const overlap: string[] = [];
  const sorted = [...slots].sort((a, b) => (a.candidateId + a.dayId + a.startsAt).localeCompare(b.candidateId + b.dayId + b.startsAt));
  for (const [i, slot] of sorted.entries()) {
    const day = days.find((d) => d.id === slot.dayId);
    const who = names[slot.candidateId] ?? 'Een kandidaat';
    if (day && (slot.startsAt < day.startsAt || slot.endsAt > day.endsAt || slot.endsAt <= slot.startsAt))
      outside.push(`Tijdslot ${slot.startsAt}–${slot.endsAt} van ${who} valt buiten de tijden van ${dayText(day.day)} (${day.startsAt}–${day.endsAt}).`);
    const next = sorted[i + 1];
    if (next && next.candidateId === slot.candidateId && next.dayId === slot.dayId && next.startsAt < slot.endsAt)
      overlap.push(`${who} heeft op ${day ? dayText(day.day) : 'deze dag'} overlappende tijdsloten (${slot.startsAt}–${slot.endsAt} en ${next.startsAt}–${next.endsAt}).`);
  }
  return { outside, overlap };
}

/**
 * A candidate's times on a day: the span of their slots that day, or the whole day when they have no slot on the
 * PAT at all; null when they have slots on the PAT but none that day (not there that day). Decision 057.
 */
export function candidateTimes(
  day: { id: string; startsAt: string; endsAt: string },
  ownSlots: readonly { dayId: string; startsAt: string; endsAt: string }[],
): { startsAt: string; endsAt: string } | null {
  if (ownSlots.length === 0) return { startsAt: day.startsAt, endsAt: day.endsAt };
  const that = ownSlots.filter((s) => s.dayId === day.id);
  if (that.length === 0) return null;
  return { startsAt: that.map((s) => s.startsAt).sort()[0]!, endsAt: that.map((s) => s.endsAt).sort().at(-1)! };
}
