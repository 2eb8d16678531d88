/**
 * Where a notification leads, per receiver (docs/decisions/020-notification-links-per-receiver.md): the API
 * answers every notification with the `href` made here from its type, its `relatedId` and the receiver's role,
 * so the header menu and the home-page lists link to a page that receiver can open. Client-safe and pure.
 *
 * Types (docs/domain.md, Notifications; docs/api.md, "Notification"):
 * - 1 new message (`relatedId` = message): candidates and contact persons open /mailbox/message/{id} (spec §4);
 *   staff and teachers have no mailbox (spec §2, Shared) and read the message on their home, `?open={id}#message`
 *   (features/mailbox/components/staff-messages.server.ts; decision 012).
 * - 2 result available (`relatedId` = profession test): the candidate's close page, which shows the result
 *   /dashboard/test/afsluiten/{id}/; staff the test's page /cp/test/{id}. A PAT's released results (`params.pat` set,
 *   `relatedId` = PAT): the candidate's results /candidate/result/{id}, staff /cp/pat/{id}. An education's released
 *   results (`params.education` set, `relatedId` = education; decision 035): the candidate's
 *   /candidate/education/result/{id}, staff /cp/education/{id}.
 * - 5 suggestion decided and 6 suggestion waiting (`relatedId` = module): a teacher reads the module at
 *   /docent/module/{id}; staff handle its open suggestions at /cp/modules/{id}#suggesties.
 * - 3 planning changed (`relatedId` = PAT): a candidate opens /dashboard/pat, a teacher the PAT's days
 *   /docent/pat-dagen/{id}, staff /cp/pat/{id}. A teacher asked to score as third assessor (`params.assessor`
 *   'third'; they are not planned on the PAT's days) opens their list /docent/pat#derde-beoordelaar. An education's
 *   planning (`params.education` set, `relatedId` = education; docs/api.md "Education"): a candidate opens
 *   /dashboard/education, a teacher the education /docent/opleiding/detail/{id}, staff /cp/education/{id}.
 * - 4 report available (`relatedId` = report, `params` `{ report, patId, candidateId }`; docs/decisions/031-reports.md):
 *   the candidate opens the PAT's results /candidate/result/{patId}#rapport, a contact person the candidate's PAT
 *   /contactperson/{candidateId}/pat/{patId}#rapport, both with the download; staff and teachers the report itself.
 * - 7 absence alert (`relatedId` = education; only admins and coordinators receive it): the education's attendance
 *   totals /cp/education/{id}#aanwezigheid.
 * Every link is checked against the route table (src/lib/routes.ts `guard`): a link the receiver's role may not
 * open becomes null, never a 404.
 */
import { guard } from '#src/lib/routes';
import { homeOf, isStaff, type Role } from '#src/lib/roles';

/** Notification types (docs/domain.md, Notifications); the numbers are stored and answered. */
export const NOTIFICATION_TYPE = {
  /** A new message; relatedId = message id. */
  newMessage: 1,
  /** A result is available; relatedId = the profession test's id (the candidate's result is per test). */
  result: 2,
  /** Planning changed; relatedId = PAT or education id. */
  planning: 3,
  /** A report is available; relatedId = document id. */
  report: 4,
  /** A teacher's module suggestion was accepted or rejected (docs/api.md, "Suggestions"); relatedId = module id. */
  suggestionDecided: 5,
  /** A teacher sent a module suggestion that waits for staff (docs/api.md, "Suggestions"); relatedId = module id. */
  suggestionWaiting: 6,
  /** A candidate reached an education's absence limit (docs/api.md "Education", attendance); relatedId = education id. */
  absenceAlert: 7,
} as const;

/** The anchor of the attendance totals on /cp/education/{id}. */
const ATTENDANCE_ANCHOR = '#aanwezigheid';

/** The anchor of the suggestions panel on /cp/modules/{id} (features/content/components/SuggestionsPanel.astro). */
const SUGGESTIONS_ANCHOR = '#suggesties';

/** The link before the route-table check; see the module comment. */
function candidateLink(role: Role, type: number, relatedId: string, params: Record<string, unknown>): string | null {
  const id = encodeURIComponent(relatedId);
  const aboutPat = typeof params.pat === 'string';
  const aboutEducation = typeof params.education === 'string';
  const thirdAssessor = params.assessor === 'third';
  switch (type) {
    case NOTIFICATION_TYPE.newMessage:
      return role === 'User' || role === 'ContactPerson' ? `/mailbox/message/${id}` : `${homeOf(role)}?open=${id}#message`;
    case NOTIFICATION_TYPE.result:
      if (aboutPat) return role === 'User' ? `/candidate/result/${id}` : isStaff(role) ? `/cp/pat/${id}` : null;
      if (aboutEducation) return role === 'User' ? `/candidate/education/result/${id}` : isStaff(role) ? `/cp/education/${id}` : null;
      if (role === 'User') return `/dashboard/test/afsluiten/${id}/`;
      return isStaff(role) ? `/cp/test/${id}` : null;
    case NOTIFICATION_TYPE.planning:
      if (aboutEducation) {
        if (role === 'User') return '/dashboard/education';
        if (role === 'Teacher') return `/docent/opleiding/detail/${id}`;
        return isStaff(role) ? `/cp/education/${id}` : null;
      }
      if (role === 'User') return '/dashboard/pat';
      if (role === 'Teacher') return thirdAssessor ? '/docent/pat#derde-beoordelaar' : `/docent/pat-dagen/${id}`;
      return isStaff(role) ? `/cp/pat/${id}` : null;
    case NOTIFICATION_TYPE.report: {
      const { patId, candidateId } = params;
      if (typeof patId !== 'string' || typeof candidateId !== 'string') return null;
      const [pat, candidate] = [encodeURIComponent(patId), encodeURIComponent(candidateId)];
      if (role === 'User') return `/candidate/result/${pat}#rapport`;
      if (role === 'ContactPerson') return `/contactperson/${candidate}/pat/${pat}#rapport`;
      if (role === 'Teacher') return `/docent/user/${candidate}/rapportage/${id}`;
      return isStaff(role) ? `/cp/user/${candidate}/rapportage/${id}` : null;
    }
    case NOTIFICATION_TYPE.suggestionDecided:
    case NOTIFICATION_TYPE.suggestionWaiting:
      if (role === 'Teacher') return `/docent/module/${id}`;
      return isStaff(role) ? `/cp/modules/${id}${SUGGESTIONS_ANCHOR}` : null;
    case NOTIFICATION_TYPE.absenceAlert:
      return isStaff(role) ? `/cp/education/${id}${ATTENDANCE_ANCHOR}` : null;
    default:
      return null;
  }
}

/**
 * The page a notification opens for its receiver.
 * @param role the receiver's role (the caller of `GET /api/notification` or `GET /api/user/headerinfo`).
 * @param notification its `type`, `relatedId` (null: nothing to open) and `params` (a `pat` name marks a PAT's result,
 *   an `education` name an education's planning).
 * @returns a path (with query and anchor) the route table lets `role` open, or null when there is no such page
 *   (the notification is then only marked read).
 * @example notificationHref('Teacher', { type: 1, relatedId: 'abc' }) // '/docent/overzicht?open=abc#message'
 */
export function notificationHref(
  role: Role,
  notification: { type: number; relatedId: string | null; params?: Record<string, unknown> | null },
): string | null {
  if (!notification.relatedId) return null;
  const href = candidateLink(role, notification.type, notification.relatedId, notification.params ?? {});
  if (!href) return null;
  const path = href.replace(/[?#].*$/, '');
  return guard(path, role).type === 'allow' ? href : null;
}
