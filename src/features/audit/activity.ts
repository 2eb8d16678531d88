/**
 * Recent activity in words (the admin's home, /cp/admin): which audit records are activity, what each call means
 * (`activityOf`, used by the API to know whose name to look up) and the Dutch sentence for it (`activitySentence`,
 * used by the page). Client-safe and pure. Texts are in strings.ts (`activity`).
 *
 * Activity is a successful call that changes something, and signing in and out (the audit log's `POST` rows for
 * them, src/gateway/audit-log.ts); reading (GET) is left to the audit log, and so are calls that happen all the
 * time without meaning much on their own: saving one answer of a test, saving a draft evaluation (PAT or education) or report, taking
 * a lesson's roll (saved at every tap; the rows keep who recorded what, when) and marking a notification read.
 */
import type { ActivityAction, ActivityItem, ActivitySubjectKind } from '#src/features/audit/contract';
import { activity as t } from '#src/features/audit/strings';
import { printableLine } from '#src/lib/plain-text';

/** Methods whose calls count as activity (those that change something). */
export const ACTIVITY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Calls left out of the activity although they change something: `[method, route pattern]` (`*` one segment). */
export const QUIET_CALLS: readonly (readonly [string, string])[] = [
  ['PUT', '/api/test/attempt/*/answer'],
  ['PUT', '/api/pat/*/evaluation/*/*'],
  ['PUT', '/api/education/lesson/*/attendance'],
  ['PUT', '/api/education/*/evaluation/*/*'],
  ['PUT', '/api/notification/read'],
  ['PUT', '/api/reports/*'],
  ['POST', '/api/quiz/score'],
];

/**
 * The calls with a sentence of their own, by method and route pattern (docs/api.md). A parameter named after a
 * subject kind (`:module`, `:template`, `:suggestion`, `:test`, `:attempt`) is the record the sentence names.
 */
export const CALLS: readonly { method: string; pattern: string; action: ActivityAction }[] = [
  { method: 'POST', pattern: '/api/user/login', action: 'signIn' },
  { method: 'POST', pattern: '/api/user/logout', action: 'signOut' },
  { method: 'POST', pattern: '/api/user/ForgotPassword', action: 'forgotPassword' },
  { method: 'POST', pattern: '/api/user/ResetPassword', action: 'resetPassword' },
  { method: 'POST', pattern: '/api/user/ConfirmEmailAndPassword', action: 'activateAccount' },
  { method: 'POST', pattern: '/api/user/ChangePassword', action: 'changePassword' },
  { method: 'POST', pattern: '/api/message', action: 'sendMessage' },
  { method: 'POST', pattern: '/api/message/:message/reply', action: 'replyMessage' },
  { method: 'POST', pattern: '/api/modules', action: 'createModule' },
  { method: 'POST', pattern: '/api/modules/import', action: 'importModule' },
  { method: 'PUT', pattern: '/api/modules/:module', action: 'saveModule' },
  { method: 'PUT', pattern: '/api/modules/:module/template', action: 'setModuleTemplate' },
  { method: 'POST', pattern: '/api/media', action: 'uploadImage' },
  { method: 'POST', pattern: '/api/templates', action: 'createTemplate' },
  { method: 'PUT', pattern: '/api/templates/:template', action: 'saveTemplate' },
  { method: 'POST', pattern: '/api/suggestions', action: 'suggest' },
  { method: 'POST', pattern: '/api/suggestions/:suggestion/accept', action: 'acceptSuggestion' },
  { method: 'POST', pattern: '/api/suggestions/:suggestion/reject', action: 'rejectSuggestion' },
  { method: 'POST', pattern: '/api/test', action: 'createTest' },
  { method: 'PUT', pattern: '/api/test/profile', action: 'saveAccommodations' },
  { method: 'POST', pattern: '/api/test/:test/assign', action: 'assignTest' },
  { method: 'POST', pattern: '/api/test/:test/start', action: 'startTest' },
  { method: 'POST', pattern: '/api/test/attempt/:attempt/close', action: 'closeTest' },
  { method: 'PUT', pattern: '/api/test/attempt/:attempt/score', action: 'scoreAnswer' },
  { method: 'DELETE', pattern: '/api/user/deleteUser', action: 'erasePerson' },
  { method: 'POST', pattern: '/api/user/createcandidate', action: 'createCandidate' },
  { method: 'POST', pattern: '/api/user/CreateTeacher', action: 'createTeacher' },
  { method: 'POST', pattern: '/api/user/createcontactperson', action: 'createContactPerson' },
  { method: 'POST', pattern: '/api/user/createcoordinator', action: 'createCoordinator' },
  { method: 'POST', pattern: '/api/user/intake', action: 'importCandidates' },
  { method: 'POST', pattern: '/api/user/intake/preview', action: 'checkIntakeFile' },
  { method: 'POST', pattern: '/api/group-actions/pat', action: 'groupPlanOnPat' },
  { method: 'POST', pattern: '/api/group-actions/education', action: 'groupEnrol' },
  { method: 'POST', pattern: '/api/group-actions/test', action: 'groupAssignTest' },
  { method: 'POST', pattern: '/api/group-actions/invite', action: 'groupInvite' },
  { method: 'POST', pattern: '/api/group-actions/reinvite', action: 'groupReinvite' },
  { method: 'POST', pattern: '/api/group-actions/licence', action: 'groupMoveToLicence' },
  { method: 'POST', pattern: '/api/group-actions/:action/preview', action: 'checkGroupAction' },
  { method: 'PUT', pattern: '/api/user/:person', action: 'savePerson' },
  { method: 'POST', pattern: '/api/user/:person/invite', action: 'invitePerson' },
  { method: 'POST', pattern: '/api/user/:person/disable', action: 'disablePerson' },
  { method: 'POST', pattern: '/api/user/:person/enable', action: 'enablePerson' },
  { method: 'POST', pattern: '/api/organization', action: 'createOrganization' },
  { method: 'PUT', pattern: '/api/organization/:organization', action: 'saveOrganization' },
  { method: 'POST', pattern: '/api/organization/:organization/archive', action: 'archiveOrganization' },
  { method: 'POST', pattern: '/api/organization/:organization/restore', action: 'restoreOrganization' },
  { method: 'DELETE', pattern: '/api/organization/:organization', action: 'deleteOrganization' },
  { method: 'POST', pattern: '/api/location', action: 'createLocation' },
  { method: 'PUT', pattern: '/api/location/:location', action: 'saveLocation' },
  { method: 'POST', pattern: '/api/location/:location/archive', action: 'archiveLocation' },
  { method: 'POST', pattern: '/api/location/:location/restore', action: 'restoreLocation' },
  { method: 'PUT', pattern: '/api/settings', action: 'saveCompanySettings' },
  { method: 'POST', pattern: '/api/settings/logo', action: 'uploadLogo' },
  { method: 'DELETE', pattern: '/api/settings/logo', action: 'removeLogo' },
  { method: 'POST', pattern: '/api/settings/professions', action: 'addProfession' },
  { method: 'PUT', pattern: '/api/settings/professions/:profession', action: 'saveProfession' },
  { method: 'DELETE', pattern: '/api/settings/professions/:profession', action: 'deleteProfession' },
  { method: 'POST', pattern: '/api/report-templates', action: 'createReportTemplate' },
  { method: 'POST', pattern: '/api/quiz/results', action: 'saveQuiz' },
  { method: 'POST', pattern: '/api/quiz/prospects', action: 'leaveQuizContact' },
  { method: 'DELETE', pattern: '/api/quiz/prospects/:prospect', action: 'deleteQuizProspect' },
  { method: 'POST', pattern: '/api/quiz/prospects/:prospect/invite', action: 'inviteQuizProspect' },
  { method: 'PUT', pattern: '/api/report-templates/:reportTemplate', action: 'saveReportTemplate' },
  { method: 'POST', pattern: '/api/report-templates/:reportTemplate/archive', action: 'archiveReportTemplate' },
  { method: 'POST', pattern: '/api/report-templates/:reportTemplate/restore', action: 'restoreReportTemplate' },
  { method: 'POST', pattern: '/api/licence', action: 'createLicence' },
  { method: 'PUT', pattern: '/api/licence/:licence', action: 'saveLicence' },
  { method: 'POST', pattern: '/api/licence/:licence/revoke', action: 'revokeLicence' },
  { method: 'POST', pattern: '/api/licence/:licence/seat', action: 'giveSeat' },
  { method: 'POST', pattern: '/api/licence/:licence/seat/:seat/release', action: 'handBackSeat' },
  { method: 'POST', pattern: '/api/licence/:licence/seat/:seat/move', action: 'moveSeat' },
  { method: 'POST', pattern: '/api/user/ConfirmCandidateAccount', action: 'setUpAccount' },
  { method: 'POST', pattern: '/api/invoice/:invoice/pay', action: 'markInvoicePaid' },
  { method: 'POST', pattern: '/api/invoice/:invoice/credit', action: 'creditInvoice' },
  { method: 'POST', pattern: '/api/pat', action: 'createPat' },
  { method: 'PUT', pattern: '/api/pat/:pat', action: 'savePat' },
  { method: 'PUT', pattern: '/api/pat/:pat/days', action: 'savePatPlanning' },
  { method: 'PUT', pattern: '/api/pat/:pat/modules', action: 'savePatPlanning' },
  { method: 'PUT', pattern: '/api/pat/:pat/assessors', action: 'savePatPlanning' },
  { method: 'POST', pattern: '/api/pat/:pat/candidates', action: 'planCandidate' },
  { method: 'DELETE', pattern: '/api/pat/:pat/candidates/:person', action: 'unplanCandidate' },
  { method: 'POST', pattern: '/api/pat/:pat/plan', action: 'planPat' },
  { method: 'POST', pattern: '/api/pat/:pat/archive', action: 'archivePat' },
  { method: 'POST', pattern: '/api/pat/:pat/release', action: 'releasePatResults' },
  { method: 'POST', pattern: '/api/pat/:pat/evaluation/:module/:person/finalize', action: 'finalizeEvaluation' },
  { method: 'POST', pattern: '/api/pat/:pat/evaluation/:module/:person/revise', action: 'reviseEvaluation' },
  { method: 'POST', pattern: '/api/pat/:pat/evaluation/:module/:person/photos', action: 'addEvidencePhoto' },
  { method: 'DELETE', pattern: '/api/pat/evidence/:photo', action: 'deleteEvidencePhoto' },
  { method: 'PUT', pattern: '/api/pat/:pat/agreement/:module/:person', action: 'recordAgreedScore' },
  { method: 'PUT', pattern: '/api/pat/:pat/agreement/:module/:person/third-assessor', action: 'askThirdAssessor' },
  { method: 'PUT', pattern: '/api/pat/mine/:pat/reflection/:module', action: 'saveReflection' },
  { method: 'PUT', pattern: '/api/pat/mine/:pat/language', action: 'choosePatLanguage' },
  { method: 'PUT', pattern: '/api/education/mine/:education/reflection/:module', action: 'saveEducationReflection' },
  { method: 'PUT', pattern: '/api/education/mine/:education/language', action: 'chooseEducationLanguage' },
  { method: 'POST', pattern: '/api/education/calendar', action: 'makeCalendarFeed' },
  { method: 'DELETE', pattern: '/api/education/calendar', action: 'endCalendarFeed' },
  { method: 'POST', pattern: '/api/education', action: 'createEducation' },
  { method: 'PUT', pattern: '/api/education/:education', action: 'saveEducation' },
  { method: 'PUT', pattern: '/api/education/:education/lessons', action: 'saveEducationPlanning' },
  { method: 'PUT', pattern: '/api/education/:education/modules', action: 'saveEducationPlanning' },
  { method: 'PUT', pattern: '/api/education/:education/teachers', action: 'saveEducationPlanning' },
  { method: 'POST', pattern: '/api/education/:education/candidates', action: 'enrolCandidate' },
  { method: 'DELETE', pattern: '/api/education/:education/candidates/:person', action: 'unenrolCandidate' },
  { method: 'POST', pattern: '/api/education/:education/open', action: 'openEducation' },
  { method: 'POST', pattern: '/api/education/:education/archive', action: 'archiveEducation' },
  { method: 'POST', pattern: '/api/education/:education/evaluation/:module/:person/finalize', action: 'finalizeEvaluation' },
  { method: 'POST', pattern: '/api/education/:education/evaluation/:module/:person/revise', action: 'reviseEvaluation' },
  { method: 'POST', pattern: '/api/education/:education/release', action: 'releaseEducationResults' },
  { method: 'POST', pattern: '/api/reports', action: 'createReport' },
  { method: 'POST', pattern: '/api/reports/:report/finalize', action: 'finalizeReport' },
  { method: 'POST', pattern: '/api/reports/:report/revise', action: 'reviseReport' },
  { method: 'PUT', pattern: '/api/reports/:report/sharing', action: 'shareReport' },
];

const SUBJECT_KINDS: readonly string[] = ['module', 'template', 'suggestion', 'test', 'attempt', 'pat', 'education'] satisfies ActivitySubjectKind[];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const segments = (path: string) => path.split('/').filter((s) => s.length > 0);

/**
 * What an audited call means.
 * @param method the HTTP method as recorded; `route` the path without query, as recorded.
 * @returns the action (null: a call without a sentence of its own), the record it names and the person a `:person`
 *   parameter names (`personId`), when their ids are UUIDs (anything else cannot be a record, so nothing is looked up).
 * @example activityOf('POST', '/api/test/attempt/6f…/close') // { action: 'closeTest', subject: { kind: 'attempt', id: '6f…' } }
 */
export function activityOf(
  method: string,
  route: string,
): { action: ActivityAction | null; subject: { kind: ActivitySubjectKind; id: string } | null; personId?: string } {
  const parts = segments(route);
  calls: for (const call of CALLS) {
    if (call.method !== method.toUpperCase()) continue;
    const pattern = segments(call.pattern);
    if (pattern.length !== parts.length) continue;
    let subject: { kind: ActivitySubjectKind; id: string } | null = null;
    let personId: string | undefined;
    for (const [i, p] of pattern.entries()) {
      const part = parts[i] as string;
      if (!p.startsWith(':')) {
        if (p !== part) continue calls;
      } else {
        const kind = p.slice(1);
        if (SUBJECT_KINDS.includes(kind) && UUID.test(part)) subject = { kind: kind as ActivitySubjectKind, id: part.toLowerCase() };
        else if (kind === 'person' && UUID.test(part)) personId = part.toLowerCase();
      }
    }
    return personId ? { action: call.action, subject, personId } : { action: call.action, subject };
  }
  return { action: null, subject: null };
}

/** True when a call with `method` on `route` counts as activity (see the module comment). */
export function isActivity(method: string, route: string): boolean {
  const m = method.toUpperCase();
  if (!(ACTIVITY_METHODS as readonly string[]).includes(m)) return false;
  const parts = segments(route);
  return !QUIET_CALLS.some(([quietMethod, pattern]) => {
    const p = segments(pattern);
    return quietMethod === m && p.length === parts.length && p.every((s, i) => s === '*' || s === parts[i]);
  });
}

/** Who did it: the name; 'Iemand' when not signed in; 'Een verwijderde gebruiker' when the account is gone. */
function actorName(actor: ActivityItem['actor']): string {
  if (!actor) return t.someone;
  return actor.name === null ? t.formerUser : printableLine(actor.name);
}

/**
 * The Dutch sentence for one activity item, naming who did it and what it was about:
 * 'Sven Kuipers heeft de Beroepentest Magazijnmedewerker afgesloten.' A call without a sentence of its own
 * gets a general one by its method ('Mark Jansen heeft iets gewijzigd.'). Missing names (a record deleted since)
 * read as 'een module', 'een beroepentest', … Names are printed on one line in logical order (lib/plain-text.ts
 * `printableLine`).
 */
export function activitySentence(item: Pick<ActivityItem, 'actor' | 'action' | 'method' | 'subject' | 'person'>): string {
  const a = actorName(item.actor);
  const s = t.sentences;
  // Names stored before the field rules may hold a line break or a bidi override, which would turn the rest of the
  // sentence around (docs/decisions/040): one line in logical order.
  const subject = item.subject?.name === undefined ? undefined : printableLine(item.subject.name);
  const person = item.person?.name === undefined ? undefined : printableLine(item.person.name);
  const test = subject ? t.theTest(subject) : t.aTest;
  const module = subject ? t.theModule(subject) : t.aModule;
  const pat = subject && item.subject?.kind === 'pat' ? t.thePat(subject) : t.aPat;
  const education = subject && item.subject?.kind === 'education' ? t.theEducation(subject) : t.anEducation;
  switch (item.action) {
    case 'signIn':
    case 'signOut':
    case 'forgotPassword':
    case 'resetPassword':
    case 'activateAccount':
    case 'changePassword':
    case 'sendMessage':
    case 'replyMessage':
    case 'createModule':
    case 'importModule':
    case 'uploadImage':
    case 'createTemplate':
    case 'suggest':
    case 'createTest':
    case 'erasePerson':
    case 'createCandidate':
    case 'createTeacher':
    case 'createContactPerson':
    case 'createCoordinator':
    case 'importCandidates':
    case 'checkIntakeFile':
    case 'groupPlanOnPat':
    case 'groupEnrol':
    case 'groupAssignTest':
    case 'groupInvite':
    case 'groupReinvite':
    case 'groupMoveToLicence':
    case 'checkGroupAction':
    case 'savePerson':
    case 'invitePerson':
    case 'disablePerson':
    case 'enablePerson':
    case 'createOrganization':
    case 'saveOrganization':
    case 'archiveOrganization':
    case 'restoreOrganization':
    case 'deleteOrganization':
    case 'createLocation':
    case 'saveLocation':
    case 'archiveLocation':
    case 'restoreLocation':
    case 'saveCompanySettings':
    case 'uploadLogo':
    case 'removeLogo':
    case 'addProfession':
    case 'saveProfession':
    case 'deleteProfession':
    case 'createReportTemplate':
    case 'saveQuiz':
    case 'leaveQuizContact':
    case 'deleteQuizProspect':
    case 'inviteQuizProspect':
    case 'saveReportTemplate':
    case 'archiveReportTemplate':
    case 'restoreReportTemplate':
    case 'createLicence':
    case 'saveLicence':
    case 'revokeLicence':
    case 'giveSeat':
    case 'handBackSeat':
    case 'moveSeat':
    case 'setUpAccount':
    case 'markInvoicePaid':
    case 'creditInvoice':
    case 'createPat':
    case 'savePat':
    case 'savePatPlanning':
    case 'archivePat':
    case 'releasePatResults':
    case 'finalizeEvaluation':
    case 'reviseEvaluation':
    case 'addEvidencePhoto':
    case 'deleteEvidencePhoto':
    case 'recordAgreedScore':
    case 'askThirdAssessor':
    case 'saveReflection':
    case 'choosePatLanguage':
    case 'saveEducationReflection':
    case 'chooseEducationLanguage':
    case 'createEducation':
    case 'saveEducation':
    case 'saveEducationPlanning':
    case 'archiveEducation':
    case 'releaseEducationResults':
    case 'makeCalendarFeed':
    case 'endCalendarFeed':
    case 'createReport':
    case 'finalizeReport':
    case 'reviseReport':
    case 'shareReport':
      return s[item.action](a);
    case 'planCandidate':
      return s.planCandidate(a, pat);
    case 'unplanCandidate':
      return s.unplanCandidate(a, person ?? t.aCandidate, pat);
    case 'planPat':
      return s.planPat(a, pat);
    case 'enrolCandidate':
      return s.enrolCandidate(a, education);
    case 'unenrolCandidate':
      return s.unenrolCandidate(a, person ?? t.aCandidate, education);
    case 'openEducation':
      return s.openEducation(a, education);
    case 'saveModule':
      return s.saveModule(a, module);
    case 'setModuleTemplate':
      return s.setModuleTemplate(a, module);
    case 'saveTemplate':
      return s.saveTemplate(a, subject ? t.theTemplate(subject) : t.aTemplate);
    case 'acceptSuggestion':
      return s.acceptSuggestion(a, person ?? t.aTeacher, module);
    case 'rejectSuggestion':
      return s.rejectSuggestion(a, person ?? t.aTeacher, module);
    case 'assignTest':
      return s.assignTest(a, test);
    case 'startTest':
      return s.startTest(a, test);
    case 'closeTest':
      return s.closeTest(a, test);
    case 'scoreAnswer':
      return s.scoreAnswer(a, person ?? t.aCandidate, test);
    case 'saveAccommodations':
      return item.actor?.role === 'User' ? s.ownAccommodations(a) : s.candidateAccommodations(a);
    default: {
      const method = item.method.toUpperCase();
      return method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE' ? t.generic[method](a) : t.generic.other(a);
    }
  }
}
