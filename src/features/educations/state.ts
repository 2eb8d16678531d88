/**
 * An education's lifecycle state (docs/domain.md lifecycles: draft → open → in progress → completed → archived), computed
 * from its times and first lesson as a PAT's is (planning/rules.ts `lifecycleStage`; docs/decisions/029-pat.md §4),
 * so 'in progress' is never stale. Client-safe and pure: the API, the pages and the tests use the same rule.
 */
import { lifecycleStage, type LifecycleStage } from '#src/features/planning/rules';

/** The states, in lifecycle order. */
export const EDUCATION_STATES = ['draft', 'open', 'in_progress', 'completed', 'archived'] as const;
export type EducationState = (typeof EDUCATION_STATES)[number];

/** Dutch names of the states. */
export const EDUCATION_STATE_LABELS: Record<EducationState, string> = {
  draft: 'Concept',
  open: 'Open',
  in_progress: 'Bezig',
  completed: 'Afgerond',
  archived: 'Gearchiveerd',
};

/**
 * The state of an education on `today` (`YYYY-MM-DD`, Europe/Amsterdam): archived and completed as recorded; an
 * opened education whose first lesson has come is in progress; else open or draft.
 */
export function educationState(
  education: { openedAt: Date | string | null; completedAt: Date | string | null; archivedAt: Date | string | null; firstDay: string | null },
  today: string,
): EducationState {
  return educationStateOf(lifecycleStage({ ...education, scheduledAt: education.openedAt }, today));
}

/** An education's state for its lifecycle stage (planning/rules.ts `lifecycleStage`): a scheduled education is open. */
export function educationStateOf(stage: LifecycleStage): EducationState {
  return stage === 'scheduled' ? 'open' : stage;
}
