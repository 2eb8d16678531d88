/**
 * Who may call each route of the platform API, in one table: the "Who" column of docs/api.md with the status
 * rules of decision 003 (docs/decisions/003-api-status-codes.md):
 * - a call without a valid session, or by a role the call is not for → 401;
 * - a record that does not exist or is not the caller's (another organisation, another candidate's attempt, an
 *   unlinked teacher's candidate, someone else's message or notification) → 404, as if it did not exist.
 *
 * Keys are `METHOD path` exactly as the backend's Hono app lists its routes (`createBackend().routes`, path
 * parameters as `:name`). authorization-matrix.db.test.ts calls every route as every role and with records in
 * and out of scope, and fails for a route missing from this table or an entry whose route is gone: a new route
 * is added here together with its row in docs/api.md.
 */
import { STAFF, type Role } from '#src/lib/roles';

/** 'public': no session needed; 'signed-in': every role; a list: only these roles (others 401). */
export type Who = 'public' | 'signed-in' | readonly Role[];

/** The access rule of one route. */
export interface AccessRule {
  who: Who;
  /** Which records the allowed callers reach (one line); anything else answers as unknown (404 unless noted). */
  scope: string;
}

const NO_RECORD = 'no record of its own: what the call reads or changes is the same for every allowed caller';
const OWN_ATTEMPT = 'the candidate who owns the attempt; anyone else, also staff and teachers, 404';
const CERTIFICATE = "as the result it certifies (assessment visibility): staff every one, the candidate their own, a contact person their organisation's candidates'; any other 404";
const USER_ADMIN = 'an admin every account, a coordinator every account but admins and coordinators (those 401); erased accounts 404';

/** Every route of the API with its rule, in the order of docs/api.md. */
export const ACCESS_RULES: Readonly<Record<string, AccessRule>> = {
  // User
  'POST /api/user/login': { who: 'public', scope: NO_RECORD },
  'POST /api/user/logout': { who: 'signed-in', scope: "the caller's own token" },
  'POST /api/user/ForgotPassword': { who: 'public', scope: 'the same answer for every address' },
  'POST /api/user/ResetPassword': { who: 'public', scope: 'the account the mailed token belongs to' },
  'POST /api/user/ConfirmEmailAndPassword': { who: 'public', scope: 'the invited account the mailed code belongs to' },
  'POST /api/user/ChangePassword': { who: 'signed-in', scope: "the caller's own password" },
  'GET /api/user/headerinfo': { who: 'signed-in', scope: "the caller's own unread notifications" },
  'GET /api/user/get': {
    who: 'signed-in',
    scope: '`userId`: staff anyone, a teacher their linked candidates, a contact person their organisation’s candidates, everyone themselves',
  },
  'GET /api/user/contactlist': { who: ['User', 'ContactPerson'], scope: 'the people the caller may write to (docs/domain.md, Messages)' },
  'GET /api/user/GetCandidates': {
    who: [...STAFF, 'Teacher', 'ContactPerson'],
    scope: 'staff all candidates, teachers their linked candidates, contact persons their organisation’s',
  },
  'GET /api/user/GetTeachers': { who: STAFF, scope: 'every teacher account' },
  'GET /api/user/GetContactPerson': { who: STAFF, scope: 'every contact person account' },
  'GET /api/user/GetCoordinators': { who: STAFF, scope: 'every coordinator and admin account' },
  'GET /api/user/counts': { who: STAFF, scope: NO_RECORD },
  'GET /api/user/GetIntakeSuperVisors': { who: STAFF, scope: 'every teacher and coordinator marked intakebegeleider' },
  'POST /api/user/createcandidate': { who: STAFF, scope: NO_RECORD },
  'POST /api/user/CreateTeacher': { who: STAFF, scope: NO_RECORD },
  'POST /api/user/createcontactperson': { who: STAFF, scope: '`organizationId`: any organisation that is not archived (others 400)' },
  'POST /api/user/createcoordinator': { who: ['Admin'], scope: NO_RECORD },
  'GET /api/user/:id/account': { who: STAFF, scope: 'every account that is not erased' },
  'PUT /api/user/:id': { who: STAFF, scope: USER_ADMIN },
  'POST /api/user/:id/invite': { who: STAFF, scope: `${USER_ADMIN}; only invited accounts (others 409)` },
  'POST /api/user/:id/disable': { who: STAFF, scope: `${USER_ADMIN}; never the caller's own (400)` },
  'POST /api/user/:id/enable': { who: STAFF, scope: `${USER_ADMIN}; never the caller's own (400)` },

  // Bulk intake
  'POST /api/user/intake/preview': { who: STAFF, scope: NO_RECORD },
  'POST /api/user/intake': { who: STAFF, scope: 'creates candidates only (role User); an address in use is a row left out, never a change to that account' },
  // Group actions
  'POST /api/group-actions/:action/preview': { who: STAFF, scope: 'every candidate (candidateListScope); an unknown, erased or non-candidate id, target or action 404; changes nothing' },
  'POST /api/group-actions/:action': { who: STAFF, scope: 'every candidate (candidateListScope); each change by the owning feature under its own rules; an unknown, erased or non-candidate id, target or action 404' },

  // Privacy
  'GET /api/user/DownloadCandidateData': {
    who: ['User', ...STAFF],
    scope: 'a candidate their own data (`userId` left out or their own id); staff any candidate (without `userId` 400); anyone else, a non-candidate or an erased person 404',
  },
  'DELETE /api/user/deleteUser': {
    who: STAFF,
    scope: 'Admin anyone but themselves, Coordinator candidates and contact persons (others 404); oneself 400 (features/privacy/rules.ts)',
  },

  // Notification
  'GET /api/notification': { who: 'signed-in', scope: "the caller's own unread notifications" },
  'PUT /api/notification/read': { who: 'signed-in', scope: "the caller's own notifications (body `id`)" },
  'GET /api/notification/preferences': { who: 'signed-in', scope: "the caller's own mail choices per kind of notification" },
  'PUT /api/notification/preferences': { who: 'signed-in', scope: "the caller's own mail choices (no id: nobody changes another's)" },
  'GET /api/mail-outbox': { who: STAFF, scope: 'every outgoing mail not yet delivered (address, subject, attempts), the platform’s own mail' },
  'POST /api/mail-outbox/:id/resend': { who: STAFF, scope: 'any mail waiting or given up; a sent mail or an unknown id 404' },
  'GET /api/quality/assessor-agreement': { who: STAFF, scope: 'every double-marked final PAT evaluation, as figures with the PATs behind them and the assessors’ names' },

  // Message
  'GET /api/message/inbox': { who: 'signed-in', scope: 'messages the caller received' },
  'GET /api/message/outbox': { who: 'signed-in', scope: 'messages the caller sent' },
  'GET /api/message/:id': { who: 'signed-in', scope: 'its sender and recipients' },
  'POST /api/message': {
    who: 'signed-in',
    scope: '`to`: the people the caller may write to (others 400); `replyToId`: a message the caller sent or received',
  },
  'POST /api/message/:id/reply': { who: 'signed-in', scope: 'its recipients (not its sender)' },

  // Audit
  'GET /api/audit': { who: ['Admin'], scope: NO_RECORD },
  'GET /api/audit/activity': { who: ['Admin'], scope: 'every record (Admin sees all); names only, never a message subject or body' },

  // Modules, suggestions on a module
  'GET /api/modules': { who: [...STAFF, 'Teacher'], scope: 'every module (the same list for every allowed caller)' },
  'GET /api/modules/:id': { who: [...STAFF, 'Teacher'], scope: 'every module (a teacher without correct answers and guidance)' },
  'GET /api/modules/:id/edit': { who: STAFF, scope: NO_RECORD },
  'POST /api/modules': { who: STAFF, scope: NO_RECORD },
  'PUT /api/modules/:id': { who: STAFF, scope: NO_RECORD },
  'PUT /api/modules/:id/template': { who: STAFF, scope: NO_RECORD },
  'GET /api/modules/:id/export': { who: STAFF, scope: NO_RECORD },
  'POST /api/modules/import': { who: STAFF, scope: NO_RECORD },
  'GET /api/modules/:id/suggestions': { who: STAFF, scope: NO_RECORD },

  // Images
  'POST /api/media': { who: STAFF, scope: NO_RECORD },
  'GET /api/media/:id': { who: 'signed-in', scope: 'every image (candidates see the images of their test) but evidence photos of PAT evaluations (404)' },

  // Templates
  'GET /api/templates': { who: STAFF, scope: NO_RECORD },
  'GET /api/templates/:id': { who: STAFF, scope: NO_RECORD },
  'POST /api/templates': { who: STAFF, scope: NO_RECORD },
  'PUT /api/templates/:id': { who: STAFF, scope: NO_RECORD },

  // Suggestions
  'GET /api/suggestions/part/:partId': { who: ['Teacher', ...STAFF], scope: 'a part of any module’s current version' },
  'POST /api/suggestions': { who: ['Teacher'], scope: 'a part of any module’s current version' },
  'POST /api/suggestions/:id/accept': { who: STAFF, scope: NO_RECORD },
  'POST /api/suggestions/:id/reject': { who: STAFF, scope: NO_RECORD },

  // Profession test
  'GET /api/test/mine': { who: ['User'], scope: "the caller's own assignments" },
  'GET /api/test/:testId/candidate': { who: ['User'], scope: 'a test assigned to the caller' },
  'POST /api/test/:testId/start': { who: ['User'], scope: 'a test assigned to the caller' },
  'GET /api/test/attempt/:attemptId': { who: 'signed-in', scope: OWN_ATTEMPT },
  'GET /api/test/attempt/:attemptId/module/:position': { who: 'signed-in', scope: OWN_ATTEMPT },
  'PUT /api/test/attempt/:attemptId/answer': { who: 'signed-in', scope: OWN_ATTEMPT },
  'POST /api/test/attempt/:attemptId/close': { who: 'signed-in', scope: OWN_ATTEMPT },
  'GET /api/test/attempt/:attemptId/result': { who: 'signed-in', scope: OWN_ATTEMPT },
  'GET /api/test/profile': { who: ['User', ...STAFF], scope: 'a candidate their own profile; staff any candidate’s with `?userId=`' },
  'PUT /api/test/profile': {
    who: ['User', ...STAFF],
    scope: 'a candidate their own profile, the language only (extra time or read-aloud → 400); staff any candidate’s with `?userId=`',
  },
  'GET /api/test/attempts': {
    who: [...STAFF, 'ContactPerson'],
    scope: '`userId`: a candidate in the caller’s scope (access-scope.ts: staff every candidate, a contact person their organisation’s); any other user 404',
  },
  'GET /api/test/professions': { who: STAFF, scope: NO_RECORD },
  'GET /api/test/modules': { who: STAFF, scope: NO_RECORD },
  'POST /api/test': { who: STAFF, scope: NO_RECORD },
  'GET /api/test': { who: STAFF, scope: NO_RECORD },
  'GET /api/test/:testId': { who: STAFF, scope: NO_RECORD },
  'POST /api/test/:testId/assign': { who: STAFF, scope: NO_RECORD },
  'GET /api/test/attempt/:attemptId/open-answers': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every attempt, a teacher the attempts of their linked candidates',
  },
  'PUT /api/test/attempt/:attemptId/score': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every attempt, a teacher the attempts of their linked candidates',
  },
  'GET /api/test/pending-scoring': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every attempt, a teacher the attempts of their linked candidates',
  },

  // Organisation
  'GET /api/organization/options': { who: STAFF, scope: 'every organisation that is not archived' },
  'GET /api/organization': { who: STAFF, scope: 'every organisation' },
  'GET /api/organization/:id': {
    who: [...STAFF, 'ContactPerson'],
    scope: 'staff every organisation; a contact person their own (without notes), any other 404',
  },
  'POST /api/organization': { who: STAFF, scope: NO_RECORD },
  'PUT /api/organization/:id': { who: STAFF, scope: 'every organisation' },
  'POST /api/organization/:id/archive': { who: STAFF, scope: 'every organisation' },
  'POST /api/organization/:id/restore': { who: STAFF, scope: 'every organisation' },
  'DELETE /api/organization/:id': { who: STAFF, scope: 'every organisation nobody belongs to; with people 409' },

  // Location
  'GET /api/location/options': { who: STAFF, scope: 'every location that is not archived' },
  'GET /api/location': { who: STAFF, scope: 'every location' },
  'GET /api/location/:id': { who: STAFF, scope: 'every location' },
  'POST /api/location': { who: STAFF, scope: NO_RECORD },
  'PUT /api/location/:id': { who: STAFF, scope: 'every location; room ids of another location 400' },
  'POST /api/location/:id/archive': { who: STAFF, scope: 'every location' },
  'POST /api/location/:id/restore': { who: STAFF, scope: 'every location' },
  // Settings (company settings and professions; admins only, decision 059)
  'GET /api/settings': { who: ['Admin'], scope: NO_RECORD },
  'PUT /api/settings': { who: ['Admin'], scope: NO_RECORD },
  'GET /api/settings/history': { who: ['Admin'], scope: NO_RECORD },
  'GET /api/settings/logo': { who: ['Admin'], scope: 'the current logo; 404 when none is set' },
  'POST /api/settings/logo': { who: ['Admin'], scope: NO_RECORD },
  'DELETE /api/settings/logo': { who: ['Admin'], scope: NO_RECORD },
  'GET /api/settings/professions': { who: ['Admin'], scope: 'every profession' },
  'POST /api/settings/professions': { who: ['Admin'], scope: NO_RECORD },
  'PUT /api/settings/professions/:id': { who: ['Admin'], scope: 'every profession' },
  'DELETE /api/settings/professions/:id': { who: ['Admin'], scope: 'every profession; one in use 409' },

  // Licence
  'GET /api/licence': { who: [...STAFF, 'ContactPerson'], scope: "staff every licence; a contact person their organisation's" },
  'GET /api/licence/:id': { who: [...STAFF, 'ContactPerson'], scope: "staff every licence; a contact person their organisation's, any other 404" },
  'POST /api/licence': { who: STAFF, scope: 'any organisation that is not archived (others 400)' },
  'PUT /api/licence/:id': { who: STAFF, scope: 'every licence; a revoked one 409' },
  'POST /api/licence/:id/revoke': { who: STAFF, scope: 'every licence' },
  'POST /api/licence/:id/seat': { who: STAFF, scope: "every licence; `candidateId` an active candidate of the licence's organisation (others 404)" },
  'POST /api/licence/:id/seat/:seatId/release': { who: STAFF, scope: "every licence; an open seat of that licence (others 404)" },
  'POST /api/licence/:id/seat/:seatId/move': { who: STAFF, scope: "every licence; an open seat of it and a candidate of its organisation (others 404)" },
  'POST /api/user/ConfirmCandidateAccount': { who: 'public', scope: 'the licence the code belongs to' },

  // PAT: planning
  'GET /api/pat/mine': { who: ['User'], scope: 'the PATs the candidate is planned on (planned, running or completed)' },
  'GET /api/pat/mine/module/:moduleId': { who: ['User'], scope: 'the PATs the candidate is planned on that are not drafts; a module on none of them 404' },
  'GET /api/pat/mine/:patId/reflection/:moduleId': { who: ['User'], scope: 'the candidate planned on the PAT (not a draft), a module on it; anyone else’s PAT 404' },
  'PUT /api/pat/mine/:patId/reflection/:moduleId': { who: ['User'], scope: 'the candidate planned on the PAT (not a draft), a module on it; before the PAT began, after release or once archived 409' },
  'GET /api/pat/mine/:patId/result': { who: ['User'], scope: 'the candidate planned on the PAT (not a draft); anyone else’s PAT 404' },
  'GET /api/pat/mine/:patId/theory': { who: ['User'], scope: 'a PAT the candidate is planned on (planned, running or completed); any other 404' },
  'PUT /api/pat/mine/:patId/language': { who: ['User'], scope: 'a PAT the candidate is planned on (planned, running or completed); any other 404' },
  'GET /api/pat/mine/:patId/theory/:position': { who: ['User'], scope: 'a module of a PAT the candidate is planned on; any other 404; no language chosen yet 409' },
  'GET /api/pat': { who: [...STAFF, 'Teacher'], scope: 'staff every PAT; a teacher the PATs they assess on' },
  'GET /api/pat/results': { who: STAFF, scope: 'every candidate of every PAT that is not a draft' },
  'GET /api/pat/results.csv': { who: STAFF, scope: 'every candidate of every PAT that is not a draft' },
  'POST /api/pat': { who: STAFF, scope: NO_RECORD },
  'GET /api/pat/:id': { who: [...STAFF, 'Teacher'], scope: 'staff every PAT; a teacher one they assess on, any other 404' },
  'PUT /api/pat/:id': { who: STAFF, scope: 'every PAT; completed or archived 409' },
  'PUT /api/pat/:id/days': { who: STAFF, scope: 'every PAT; completed or archived 409' },
  'PUT /api/pat/:id/modules': { who: STAFF, scope: 'every PAT; completed or archived 409' },
  'POST /api/pat/:id/candidates': { who: STAFF, scope: 'every PAT; `candidateId` an active candidate (others 404)' },
  'POST /api/pat/:id/candidates/many': { who: STAFF, scope: 'every PAT; `candidateIds` active candidates (any other 404, all or none); completed or archived 409' },
  'PUT /api/pat/:id/slots': { who: STAFF, scope: 'every PAT; a day, modules and candidates of that PAT (others 400); completed or archived 409' },
  'DELETE /api/pat/:id/candidates/:candidateId': { who: STAFF, scope: 'every PAT; a candidate planned on it (others 404)' },
  'PUT /api/pat/:id/assessors': { who: STAFF, scope: 'every PAT; days and modules of that PAT (others 400)' },
  'POST /api/pat/:id/plan': { who: STAFF, scope: 'every PAT; one that misses something or conflicts 409' },
  'POST /api/pat/:id/archive': { who: STAFF, scope: 'every PAT' },
  'GET /api/pat/:patId/progress/:candidateId': { who: [...STAFF, 'Teacher'], scope: 'staff every candidate of every PAT; a teacher the candidates of a PAT they assess on; a candidate not on the PAT 404' },
  'POST /api/pat/:id/release': { who: STAFF, scope: 'every PAT; released already or not every evaluation final 409' },
  'GET /api/pat/candidates': { who: STAFF, scope: 'every candidate planned on a PAT that is planned or in progress, with a day to come' },
  'GET /api/pat/day/:dayId': { who: [...STAFF, 'Teacher'], scope: 'staff every PAT day; a teacher a day they assess on (their modules only), any other 404' },
  'GET /api/pat/day/:dayId/forms': { who: [...STAFF, 'Teacher'], scope: 'staff every PAT day; a teacher a day they assess on (their modules only), any other 404' },
  'GET /api/pat/:patId/evaluation/:moduleId/:candidateId': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every evaluation; a teacher those of a module they assess on the PAT, in their role; a candidate not planned or a module not on the PAT 404',
  },
  'PUT /api/pat/:patId/evaluation/:moduleId/:candidateId': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of a module they assess on the PAT, in their role (others 404); final 409',
  },
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/finalize': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of a module they assess on the PAT, in their role (others 404); final already 409',
  },
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/revise': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of a module they assess on the PAT, in their role (others 404); not final 409',
  },
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/photos': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of a module they assess on the PAT, in their role (others 404); final or 10 photos 409',
  },
  'GET /api/pat/evidence/:photoId': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every evidence photo; a teacher those of a module they assess on that PAT (or are asked to as third assessor), any other 404',
  },
  'DELETE /api/pat/evidence/:photoId': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every evidence photo; a teacher the photos they added (others 404); a final evaluation 409 for the teacher',
  },

  // PAT: agreed score, third assessor, side by side
  'GET /api/pat/third-assessments': { who: ['Teacher'], scope: 'what the caller was asked to score as third assessor, on PATs not archived' },
  'GET /api/pat/module-evaluation/:moduleId/:candidateId': {
    who: [...STAFF, 'ContactPerson'],
    scope: "staff every candidate's latest PAT with the module; a contact person their organisation's candidates, released PATs only; any other 404",
  },
  'GET /api/pat/:patId/module-evaluation/:moduleId/:candidateId': {
    who: [...STAFF, 'ContactPerson'],
    scope: "staff every candidate of every PAT that is not a draft; a contact person their organisation's candidates once the results are released; any other 404",
  },
  'PUT /api/pat/:patId/agreement/:moduleId/:candidateId': {
    who: STAFF,
    scope: 'every candidate of every PAT with the module pinned (others 404); no second assessor or not both final 409',
  },
  'PUT /api/pat/:patId/agreement/:moduleId/:candidateId/third-assessor': {
    who: STAFF,
    scope: 'every candidate of every PAT with the module pinned (others 404); `teacherId` an active teacher not assessing the module (others 400)',
  },

  // Education: planning
  'GET /api/education': { who: [...STAFF, 'Teacher'], scope: 'staff every education; a teacher the educations they teach' },
  'POST /api/education': { who: STAFF, scope: NO_RECORD },
  'GET /api/education/:id': { who: [...STAFF, 'Teacher'], scope: 'staff every education; a teacher one they teach, any other 404' },
  'PUT /api/education/:id': { who: STAFF, scope: 'every education; completed or archived 409' },
  'PUT /api/education/:id/lessons': { who: STAFF, scope: 'every education; lessons of that education (others 400); completed or archived 409' },
  'PUT /api/education/:id/modules': { who: STAFF, scope: 'every education; completed or archived 409' },
  'POST /api/education/:id/candidates': { who: STAFF, scope: 'every education; `candidateId` an active candidate (others 404)' },
  'DELETE /api/education/:id/candidates/:candidateId': { who: STAFF, scope: 'every education; a candidate enrolled on it (others 404)' },
  'PUT /api/education/:id/teachers': { who: STAFF, scope: 'every education; `teacherIds` active teachers (others 400)' },
  'POST /api/education/:id/open': { who: STAFF, scope: 'every education; one that misses something or conflicts 409' },
  'POST /api/education/:id/archive': { who: STAFF, scope: 'every education' },
  'GET /api/education/:id/evaluations': { who: [...STAFF, 'Teacher'], scope: 'staff every education; a teacher one they teach, any other 404' },
  'GET /api/education/:id/evaluation/:moduleId/:candidateId': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every evaluation; a teacher those of an education they teach; a module not on it or a candidate not enrolled 404',
  },
  'PUT /api/education/:id/evaluation/:moduleId/:candidateId': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of an education they teach (others 404); final, not opened, archived or not enrolled yet 409',
  },
  'POST /api/education/:id/evaluation/:moduleId/:candidateId/finalize': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of an education they teach (others 404); final already 409',
  },
  'POST /api/education/:id/evaluation/:moduleId/:candidateId/revise': {
    who: ['Teacher'],
    scope: 'a teacher the evaluations of an education they teach (others 404); not final or results released 409',
  },
  'GET /api/education/:id/module-evaluation/:moduleId/:candidateId': {
    who: STAFF,
    scope: 'every education; a module not on it or a candidate not enrolled 404; only a final evaluation is shown',
  },
  'POST /api/education/:id/release': { who: STAFF, scope: 'every education; released already or not every evaluation final 409' },
  'GET /api/education/calendar': { who: ['Teacher', 'User'], scope: "the caller's own lesson subscription" },
  'POST /api/education/calendar': { who: ['Teacher', 'User'], scope: "the caller's own lesson subscription; a new one ends the old address" },
  'DELETE /api/education/calendar': { who: ['Teacher', 'User'], scope: "the caller's own lesson subscription" },
  'GET /api/education/calendar/:file': {
    who: 'public',
    scope:
      'the person whose current subscription has the token in the address: their own lessons and PAT days (planned PATs they are on or assess); any other token, or a disabled or erased account, 404',
  },
  'GET /api/education/lesson/:lessonId/roll': { who: [...STAFF, 'Teacher'], scope: 'staff every lesson; a teacher the lessons of educations they teach, any other 404' },
  'PUT /api/education/lesson/:lessonId/attendance': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every lesson; a teacher the lessons of educations they teach, any other 404; candidates on its roll (others 400); archived 409',
  },
  'GET /api/education/:id/attendance': {
    who: [...STAFF, 'Teacher', 'ContactPerson'],
    scope: 'staff every education; a teacher one they teach; a contact person one with candidates of their organisation, and only those; any other 404',
  },
  'GET /api/education/:id/attendance.csv': { who: [...STAFF, 'Teacher'], scope: 'staff every education; a teacher one they teach, any other 404' },

  // Invoice
  'GET /api/invoice': { who: [...STAFF, 'ContactPerson'], scope: "staff every invoice; a contact person their organisation's" },
  'GET /api/invoice/:id': { who: [...STAFF, 'ContactPerson'], scope: "staff every invoice; a contact person their organisation's, any other 404" },
  'GET /api/invoice/:id/pdf': { who: [...STAFF, 'ContactPerson'], scope: "staff every invoice; a contact person their organisation's, any other 404" },
  'GET /api/invoice/:id/ubl': { who: [...STAFF, 'ContactPerson'], scope: "staff every invoice; a contact person their organisation's, any other 404" },
  'POST /api/invoice/:id/pay': { who: STAFF, scope: 'every invoice; paid, credited or a credit note 409' },
  'POST /api/invoice/:id/credit': { who: STAFF, scope: 'every invoice; a credit note or one credited already 409' },
  'POST /api/invoice/:id/send': { who: STAFF, scope: 'every invoice and credit note; an organisation without invoice address and active contact person 409' },

  'GET /api/education/mine/:educationId/theory': { who: ['User'], scope: 'an education the candidate is enrolled on (open, not archived); any other 404' },
  'PUT /api/education/mine/:educationId/language': { who: ['User'], scope: 'an education the candidate is enrolled on (open, not archived); any other 404' },
  'GET /api/education/mine/:educationId/theory/:position': { who: ['User'], scope: 'a module of an education the candidate is enrolled on; any other 404; no language chosen yet 409' },
  'GET /api/education/mine/:educationId/reflection/:moduleId': { who: ['User'], scope: 'the candidate enrolled on the education (not a draft), a module on it; anyone else’s 404' },
  'PUT /api/education/mine/:educationId/reflection/:moduleId': {
    who: ['User'],
    scope: 'the candidate enrolled on the education (not a draft), a module on it; before its first lesson, after release or once archived 409',
  },
  'GET /api/education/mine/:educationId/result': { who: ['User'], scope: 'the candidate enrolled on the education (not a draft); anyone else’s 404' },

  'GET /api/pat/getUserEducation': {
    who: [...STAFF, 'User'],
    scope: 'a candidate their own educations (userId ignored); staff any candidate’s with userId; not a candidate, unknown or malformed 404',
  },

  // Reports
  'GET /api/reports': {
    who: [...STAFF, 'Teacher', 'User', 'ContactPerson'],
    scope: "staff every report; a teacher those on PATs they assess on; a candidate their own and a contact person their organisation's shareable ones, both only once final",
  },
  'POST /api/reports': { who: [...STAFF, 'Teacher'], scope: 'staff any candidate on a PAT; a teacher a candidate of a PAT they assess on, any other 404' },
  'GET /api/reports/:id': { who: [...STAFF, 'Teacher'], scope: 'staff every report; a teacher those on PATs they assess on, any other 404' },
  'PUT /api/reports/:id': { who: [...STAFF, 'Teacher'], scope: 'as GET; a final report or a stale revision 409' },
  'POST /api/reports/:id/finalize': { who: [...STAFF, 'Teacher'], scope: 'as GET; already final, results not released or a text section empty 409' },
  'POST /api/reports/:id/revise': { who: [...STAFF, 'Teacher'], scope: 'as GET; a draft 409' },
  'PUT /api/reports/:id/sharing': { who: [...STAFF, 'Teacher'], scope: 'as GET' },
  'GET /api/reports/:id/versions/:version/pdf': {
    who: [...STAFF, 'Teacher', 'User', 'ContactPerson'],
    scope: "as GET for staff and teachers; the candidate their own final versions; a contact person the final versions of their organisation's candidates' shareable reports; any other 404",
  },

  // Contact portal
  'GET /api/contactperson/candidates': {
    who: ['ContactPerson'],
    scope: "the candidates (role User, not erased) of the caller's own organisation; none without one",
  },
  'GET /api/contactperson/candidates/:id': {
    who: ['ContactPerson'],
    scope: "a candidate of the caller's own organisation, with seats on its licences only; anyone else, unknown or erased 404",
  },
  'GET /api/contactperson/candidates/:id/pat/:patId': {
    who: ['ContactPerson'],
    scope: "a PAT (not a draft) of a candidate of the caller's own organisation, results only once released; anyone else 404",
  },

  // Candidate timeline
  'GET /api/timeline/:candidateId': {
    who: [...STAFF, 'ContactPerson'],
    scope: "staff any candidate (not erased); a contact person a candidate of their own organisation, each part as its own call shows them (no messages, results once released); anyone else 404",
  },

  // Report templates
  'GET /api/report-templates': {
    who: [...STAFF, 'Teacher'],
    scope: 'every current template; with `archived=1` the archived ones too, staff only (a teacher 401)',
  },
  'POST /api/report-templates': { who: STAFF, scope: NO_RECORD },
  'GET /api/report-templates/:id': { who: [...STAFF, 'Teacher'], scope: 'every template, archived or not' },
  'PUT /api/report-templates/:id': { who: STAFF, scope: 'every template, archived or not' },
  'POST /api/report-templates/:id/archive': { who: STAFF, scope: 'every template' },
  'POST /api/report-templates/:id/restore': { who: STAFF, scope: 'every template; a current template with its name 409' },

  // Beroepen-quiz
  'POST /api/quiz/score': { who: 'public', scope: `${NO_RECORD}; throttled per client address` },
  'POST /api/quiz/prospects': { who: 'public', scope: 'stores a new prospect, answers only their own result; throttled per client address' },
  'POST /api/quiz/results': { who: ['User'], scope: "the caller's own quiz" },
  'GET /api/quiz/results/mine': { who: ['User'], scope: "the caller's own newest quiz" },
  'GET /api/quiz/candidates': {
    who: [...STAFF, 'Teacher'],
    scope: 'staff every candidate’s newest quiz, teachers their linked candidates’ (as GetCandidates)',
  },
  'GET /api/quiz/candidates/:id': {
    who: [...STAFF, 'Teacher'],
    scope: 'a quiz of a candidate in the caller’s scope (staff all, teachers their linked candidates); others 404',
  },
  'GET /api/quiz/prospects': {
    who: [...STAFF, 'Teacher'],
    scope: 'every prospect, for staff and teachers marked intakebegeleider (they contact them); any other teacher 404',
  },
  'GET /api/quiz/prospects/:id': {
    who: [...STAFF, 'Teacher'],
    scope: 'every prospect, for staff and teachers marked intakebegeleider; any other teacher 404; an unknown, deleted or invited one 404',
  },
  'DELETE /api/quiz/prospects/:id': { who: STAFF, scope: 'every prospect; an unknown one 404' },
  'POST /api/quiz/prospects/:id/invite': { who: STAFF, scope: 'every prospect; an unknown one 404; an address in use 409' },

  // Candidate home
  'GET /api/candidate/home': { who: ['User'], scope: "the caller's own messages, tests, PATs, educations and newest quiz" },

  // Certificates (docs/decisions/058-certificates.md)
  'GET /api/certificates/issuer': { who: 'public', scope: `${NO_RECORD}: the issuer's DID document with the public key` },
  'GET /api/certificates/status-list': { who: 'public', scope: `${NO_RECORD}: one bit per certificate, no names or codes` },
  'GET /api/certificates/verify/:code': {
    who: 'public',
    scope: 'the one certificate the unguessable code names (never the withdrawal reason); any other code 404; throttled per client address',
  },
  'GET /api/certificates': {
    who: [...STAFF, 'ContactPerson', 'User'],
    scope: "staff one candidate's, PAT's or education's; a candidate their own; a contact person their organisation's candidates'; another candidate 404",
  },
  'GET /api/certificates/:id': { who: [...STAFF, 'ContactPerson', 'User'], scope: CERTIFICATE },
  'GET /api/certificates/:id/pdf': { who: [...STAFF, 'ContactPerson', 'User'], scope: CERTIFICATE },
  'GET /api/certificates/:id/credential': { who: [...STAFF, 'ContactPerson', 'User'], scope: CERTIFICATE },
  'POST /api/certificates/:id/withdraw': { who: STAFF, scope: 'every certificate; already withdrawn 409' },
};

/** True when a caller with `role` (undefined: no session) passes the rule's role check. */
export function roleAllowed(rule: AccessRule, role: Role | undefined): boolean {
  if (rule.who === 'public') return true;
  if (role === undefined) return false;
  return rule.who === 'signed-in' || rule.who.includes(role);
}
