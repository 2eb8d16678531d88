/**
 * The audit feature's call (docs/api.md, "Audit"): the query schema the router validates with and what the call
 * answers, declared once for the backend, the pages and the gateway's write shape (gateway/audit-log.ts
 * `AuditRecord`, derived from `AuditEntry`; docs/decisions/017-feature-folders.md). Client-safe: zod and types only.
 */
import { z } from 'zod';
import { pageQuery, type Named, type Page } from '#src/lib/contract';

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 25;

/**
 * The audit log counts its rows up to this many and no further (docs/decisions/024-lists-at-scale.md): a page view
 * never counts a million rows. Beyond it `AuditPage.totalCapped` is true and the page says 'meer dan 10.000';
 * the pages stop at the last one this many rows fill (400), and the filters reach older rows.
 */
export const AUDIT_COUNT_CAP = 10_000;

// ——— Requests ———

const dateMessage = 'Vul een datum in als JJJJ-MM-DD.';
/** A date (`2025-03-01`, a calendar day in the Netherlands) or an ISO date-time with offset (that instant). */
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { message: dateMessage });

/**
 * `GET /api/audit?page=&userId=&route=&status=&from=&to=`: a page up to AUDIT_COUNT_CAP / AUDIT_PAGE_SIZE (400), a
 * user's id, a route prefix (at most 200 characters), an HTTP status (100–599), and dates `from` (from the start of
 * that day) and `to` (up to and including its end).
 */
export const auditQuery = pageQuery.extend({
  page: pageQuery.shape.page.pipe(
    z
      .number()
      .max(AUDIT_COUNT_CAP / AUDIT_PAGE_SIZE, `Het auditlog toont de nieuwste ${AUDIT_COUNT_CAP / AUDIT_PAGE_SIZE} pagina's; kies met de filters een kleinere selectie.`),
  ),
  userId: z.uuid({ message: 'Gebruiker is geen geldig id.' }).optional(),
  route: z.string().max(200, 'Het pad is te lang.').optional(),
  status: z.coerce
    .number({ message: 'Vul een geldige HTTP-status in (100–599).' })
    .int('Vul een geldige HTTP-status in (100–599).')
    .min(100, 'Vul een geldige HTTP-status in (100–599).')
    .max(599, 'Vul een geldige HTTP-status in (100–599).')
    .optional(),
  from: date.optional(),
  to: date.optional(),
});
/** `GET /api/audit`'s filter as the router passes it on (`auditQuery` after defaults: `page` from 1). */
export type AuditFilter = z.output<typeof auditQuery>;

// ——— Answers ———

/**
 * `GET /api/audit`'s answer: a page of `AuditEntry`, whose `total` counts at most AUDIT_COUNT_CAP rows;
 * `totalCapped` true means there are more than that (`total` is then AUDIT_COUNT_CAP).
 */
export interface AuditPage extends Page<AuditEntry> {
  totalCapped: boolean;
}

/** `GET /api/audit` item (paged, 25 a page, newest first): one `/api` call, sign-in, failed sign-in or sign-out. */
export interface AuditEntry {
  id: string;
  /** When the call started, ISO 8601 UTC. */
  at: string;
  requestId: string;
  userId: string | null;
  /** The user's current name; null for anonymous calls and erased users. */
  userName: string | null;
  role: string | null;
  method: string;
  /** The path, without query string. */
  route: string;
  /** The HTTP status of the answer. */
  status: number;
  /** Whole milliseconds from the call's start until its answer's headers. */
  durationMs: number;
  clientIp: string | null;
  /** 'ok' (1xx–3xx), 'denied' (401, 403), 'client-error' (other 4xx) or 'server-error' (5xx), as written. */
  outcome: string;
}

/**
 * What an activity line says was done (features/audit/activity.ts maps each call of docs/api.md that changes
 * something to one of these; other calls have none and get a general sentence).
 */
export type ActivityAction =
  | 'signIn'
  | 'signOut'
  | 'forgotPassword'
  | 'resetPassword'
  | 'activateAccount'
  | 'changePassword'
  | 'sendMessage'
  | 'replyMessage'
  | 'createModule'
  | 'importModule'
  | 'saveModule'
  | 'setModuleTemplate'
  | 'uploadImage'
  | 'createTemplate'
  | 'saveTemplate'
  | 'suggest'
  | 'acceptSuggestion'
  | 'rejectSuggestion'
  | 'createTest'
  | 'saveAccommodations'
  | 'assignTest'
  | 'startTest'
  | 'closeTest'
  | 'scoreAnswer'
  | 'erasePerson'
  | 'createCandidate'
  | 'createTeacher'
  | 'createContactPerson'
  | 'createCoordinator'
  | 'importCandidates'
  | 'checkIntakeFile'
  | 'groupPlanOnPat'
  | 'groupEnrol'
  | 'groupAssignTest'
  | 'groupInvite'
  | 'groupReinvite'
  | 'groupMoveToLicence'
  | 'checkGroupAction'
  | 'savePerson'
  | 'invitePerson'
  | 'disablePerson'
  | 'enablePerson'
  | 'createOrganization'
  | 'saveOrganization'
  | 'archiveOrganization'
  | 'restoreOrganization'
  | 'deleteOrganization'
  | 'createLocation'
  | 'saveLocation'
  | 'archiveLocation'
  | 'restoreLocation'
  | 'saveCompanySettings'
  | 'uploadLogo'
  | 'removeLogo'
  | 'addProfession'
  | 'saveProfession'
  | 'deleteProfession'
  | 'createReportTemplate'
  | 'saveQuiz'
  | 'leaveQuizContact'
  | 'deleteQuizProspect'
  | 'inviteQuizProspect'
  | 'saveReportTemplate'
  | 'archiveReportTemplate'
  | 'restoreReportTemplate'
  | 'createLicence'
  | 'saveLicence'
  | 'revokeLicence'
  | 'giveSeat'
  | 'handBackSeat'
  | 'moveSeat'
  | 'setUpAccount'
  | 'markInvoicePaid'
  | 'creditInvoice'
  | 'createPat'
  | 'savePat'
  | 'savePatPlanning'
  | 'planCandidate'
  | 'unplanCandidate'
  | 'planPat'
  | 'archivePat'
  | 'releasePatResults'
  | 'finalizeEvaluation'
  | 'reviseEvaluation'
  | 'addEvidencePhoto'
  | 'deleteEvidencePhoto'
  | 'recordAgreedScore'
  | 'askThirdAssessor'
  | 'saveReflection'
  | 'choosePatLanguage'
  | 'saveEducationReflection'
  | 'chooseEducationLanguage'
  | 'createEducation'
  | 'saveEducation'
  | 'saveEducationPlanning'
  | 'enrolCandidate'
  | 'unenrolCandidate'
  | 'openEducation'
  | 'archiveEducation'
  | 'releaseEducationResults'
  | 'makeCalendarFeed'
  | 'endCalendarFeed'
  | 'createReport'
  | 'finalizeReport'
  | 'reviseReport'
  | 'shareReport';

/** The kind of record an activity is about, read from its route (`/api/test/attempt/{id}/close`: an attempt). */
export type ActivitySubjectKind = 'module' | 'template' | 'suggestion' | 'test' | 'attempt' | 'pat' | 'education';

/**
 * `GET /api/audit/activity` item (at most 10, newest first): one audited call that changed something, with the
 * names the sentence needs, looked up when the list is read.
 */
export interface ActivityItem {
  /** The audit record's id. */
  id: string;
  /** ISO 8601 UTC. */
  at: string;
  /** Who did it; null for calls without a session (forgot password, reset, activation). `name` null: account erased. */
  actor: { id: string; name: string | null; role: string | null } | null;
  /** null for a call without a sentence of its own. */
  action: ActivityAction | null;
  method: string;
  /** The path as recorded, for the link into the audit log. */
  route: string;
  /**
   * The record it is about, by its current name: a module's, test's, PAT's or education's title, a template's name
   * (an attempt: its test; a suggestion: its module). null when the call names none, or the record no longer exists.
   */
  subject: { kind: ActivitySubjectKind; id: string; name: string } | null;
  /** The other person involved: an attempt's candidate, a suggestion's teacher, the candidate a route names (`:person`); otherwise null. */
  person: Named | null;
}
