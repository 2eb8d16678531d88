/**
 * Every `/api/education` route (docs/api.md "Education"), as one router in the order the routes are tried
 * (server/routing.ts `inOrder`): the candidate's own `/mine/…`, the calendar feed `/calendar…` and the roll call
 * `/lesson/…` before the routers whose paths start with an education id (`/:id/attendance`, `/:id/evaluation/…`,
 * `/:id`), which would otherwise take them. The candidate's `/mine/{educationId}/…` is the router a PAT mounts too
 * (assessment/api/mine-router.ts), with the education as context. The candidate's `GET /api/pat/getUserEducation` is
 * candidate-router.ts.
 *
 * @example
 *   app.route('/api/education', educationApi());
 */
import type { CalendarSource } from '#src/server/icalendar';
import { inOrder } from '#src/server/routing';
import { mineRouter } from '#src/features/assessment/api/mine-router';
import type { OnResultsReleased } from '#src/features/assessment/api/assessment';
import { educationStateOf } from '#src/features/educations/state';
import { attendanceRouter } from './attendance-router';
import { calendarRouter } from './calendar-router';
import { educationEvaluationRouter } from './evaluation-router';
import { educationRouter } from './router';

/**
 * The educations feature's `/api/education` router.
 * @param options.calendarSources the events other features add to personal calendar feeds (calendar-router.ts).
 * @param options.onResultsReleased runs in a release's transaction (evaluation-router.ts).
 */
export function educationApi(options: { calendarSources?: readonly CalendarSource[]; onResultsReleased?: OnResultsReleased } = {}) {
  return inOrder(
    mineRouter({ kind: 'education', stateOf: educationStateOf }),
    calendarRouter(options),
    attendanceRouter(),
    educationEvaluationRouter(options),
    educationRouter(),
  );
}
