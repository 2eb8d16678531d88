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
