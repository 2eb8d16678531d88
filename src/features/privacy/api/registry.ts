/**
 * The privacy registry (AVG; docs/decisions/027-privacy-registry.md): one entry per table that refers to a
 * person, saying how its rows are exported (`GET /api/user/DownloadCandidateData`) and how they are erased
 * (`DELETE /api/user/deleteUser`). The export and erasure services (export.ts, erase.ts) are driven by this
 * list and by nothing else, and registry.test.ts fails, naming the table and column, when a column of the
 * schema refers to a person without an entry here (registry-check.ts). A new feature with a table that holds a
 * user id (PAT, education, reports, licences, invoices …) therefore adds its entry here in the same change.
 *
 * Erasure rules per person column:
 * - `tombstone`    the `users` row itself: kept without personal data (name ERASED_NAME, an `.invalid` address,
 *                  status 'erased'), so records that point at it keep pointing at something nameless;
 * - `delete`       the rows of the person are deleted (what a foreign key's ON DELETE CASCADE would do if the
 *                  users row went; it stays, so the service deletes them itself), and rows of other tables that
 *                  cascade from those rows go with them (answers with their attempt);
 * - `pseudonymise` the column gets the erasure's pseudonym: one fresh random UUID per erasure, stored nowhere
 *                  else, so the rows stay linked to each other but not to the person;
 * - `keep-reference` the rows stay and keep pointing at the tombstone: records the person wrote in their work
 *                  for others (a module version they saved, an answer they scored, a message they sent);
 * - `keep-legal`   the rows stay unchanged because a law requires them (invoices: 7 years, Art. 52 AWR).
 * Besides the columns, an entry may name free-text columns in which the person's full name and e-mail address
 * are replaced by ERASED_NAME wherever they occur (a notification 'Nieuw bericht van …', a version note
 * 'Suggestie van … overgenomen', a PAT's notes for its teachers), and an `erase` step of its own. Every text column
 * of the schema is either free text here or listed with what it holds in registry-check.ts NOT_FREE_TEXT_COLUMNS,
 * so tables without a person column that hold free text (locations, professions) have an entry too
 * (docs/decisions/041-note-audiences.md).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client';
import {
  attemptAnswers,
  auditLog,
  locations,
  professions,
  companySettingChanges,
  authThrottle,
  certificates,
  candidateProfiles,
  evaluationAgreements,
  evaluationPhotos,
  evaluations,
  evaluationVersions,
  idempotencyKeys,
  invoiceMailings,
  invoices,
  issuedTokens,
  licenceSeats,
  licences,
  mailOutbox,
  messageRecipients,
  messages,
  moduleSuggestions,
  moduleVersions,
  notifications,
  notificationPreferences,
  sentReminders,
  organizations,
  passwordResets,
  patAssessors,
  patCandidates,
  patSlots,
  pats,
  reflections,
  attendance,
  calendarFeeds,
  educationCandidates,
  educationLessons,
  educations,
  educationTeachers,
  reports,
  reportTemplates,
  reportVersions,
  professionTests,
  quizProspects,
  quizResults,
  sessions,
  teacherCandidates,
  templateVersions,
  testAssignments,
  testAttempts,
  uploads,
  users,
} from '#src/server/db/schema';
import { clearAccountKeys, clearKey, setupMailKey } from '#src/features/accounts/api/throttle';
import { releaseSeatsOf } from '#src/features/licences/api/seats';
import { eraseEvidenceOf } from '#src/features/pat/api/evidence';
import { ERASED_NAME, ERASED_STATUS, erasedEmail } from '#src/features/accounts/lifecycle';
import type { ExportFileName } from '#src/features/privacy/strings';
import {
  accommodationRows,
  answerRows,
  assignmentRows,
  seatRows,
  evaluationRows,
  patRows,
  reflectionRows,
  educationRows,
  attendanceRows,
  reportRows,
  certificateRows,
  quizRows,
  attemptRows,
  auditRows,
  messageRows,
  notificationRows,
  notificationPreferenceRows,
  profileRows,
  teacherLinkRows,
  type ExportAudience,
  type ExportRow,
} from './export-rows';

/** How a person column is erased (see the module comment). */
export type ErasureRule = 'tombstone' | 'delete' | 'pseudonymise' | 'keep-reference' | 'keep-legal';

/** A column that holds a person's user id, with its erasure rule. */
export interface PersonColumn {
  column: AnyPgColumn;
  rule: ErasureRule;
}

/** What an erasure step knows: the person as they were, and the erasure's pseudonym. */
export interface ErasureContext {
  person: { id: string; name: string; email: string; role: string };
  /** One fresh random UUID per erasure, stored nowhere but in the pseudonymised columns. */
  pseudonym: string;
  /**
   * Hands over work outside the database (removing files) that may only happen once the erasure is committed; it
   * runs after the commit, and never when the erasure is rolled back. The work must not throw.
   */
  afterCommit: (work: () => Promise<void>) => void;
}

/** One table's privacy rules. */
export interface PrivacyEntry {
  table: PgTable;
  /** The columns that refer to a person (users.id, with or without a foreign key), each with its erasure rule. */
  persons: readonly PersonColumn[];
  /** Text or jsonb columns in which the person's full name and e-mail address are replaced by ERASED_NAME. */
  freeText?: readonly AnyPgColumn[];
  /**
   * The file of the export this table's rows go to and the function that reads them for the export's audience (the
   * person themself or staff; export-rows.ts `ExportAudience`), or null: not exported.
   */
  export: { file: ExportFileName; rows: (db: Db, userId: string, audience: ExportAudience) => Promise<ExportRow[]> } | null;
  /** A step of its own, run in the erasure's transaction before the column rules of this entry. */
  erase?: (tx: Db, context: ErasureContext) => Promise<void>;
  /** Why: what the export leaves out and what the erasure keeps, in a sentence (docs/decisions/027). */
  why: string;
}

/**
 * Every table that refers to a person. Erasure runs the entries in this order, in one transaction; `users` comes
 * last, so every step before it still finds the person as they were.
 */
export const PRIVACY_REGISTRY: readonly PrivacyEntry[] = [
  {
    table: authThrottle,
    persons: [],
    export: null,
    erase: async (tx, { person }) => {
      await clearAccountKeys(tx, person.email);
      await clearKey(tx, `change-password:${person.id}`);
      await clearKey(tx, setupMailKey(person.email));
    },
    why: 'Sign-in counters and the count of account-setup mails to an address, keyed by e-mail address (no user id column): kept 15 minutes at most, not exported; the person’s keys are deleted.',
  },
  {
    table: mailOutbox,
    persons: [],
    export: null,
    erase: async (tx, { person }) => {
      await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, person.email.toLowerCase()));
    },
    why: 'Outgoing mails, waiting, given up or sent, by recipient address (no user id column; docs/decisions/049-mail-outbox.md): technical, not exported; sent ones go after 30 days; all mails to the person’s address are deleted at erasure, also one not yet delivered.',
  },
  {
    table: sessions,
    persons: [{ column: sessions.userId, rule: 'delete' }],
    export: null,
    why: 'Browser sessions (a sealed token, the name and address copied at sign-in): technical, not exported; ended at erasure.',
  },
  {
    table: issuedTokens,
    persons: [{ column: issuedTokens.userId, rule: 'delete' }],
    export: null,
    why: 'The tokens that may still be used: technical, not exported; ended at erasure (every instance refuses them at once).',
  },
  {
    table: idempotencyKeys,
    persons: [{ column: idempotencyKeys.userId, rule: 'delete' }],
    export: null,
    why: 'The keys of forms the person sent and the answers given to them (ids of what was made), kept 24 hours against double submits: technical, not exported; deleted at erasure.',
  },
  {
    table: passwordResets,
    persons: [{ column: passwordResets.userId, rule: 'delete' }],
    export: null,
    why: 'Hashes of reset links: security data, not exported; deleted.',
  },
  {
    table: teacherCandidates,
    persons: [
      { column: teacherCandidates.teacherId, rule: 'delete' },
      { column: teacherCandidates.candidateId, rule: 'delete' },
    ],
    export: { file: 'docenten', rows: teacherLinkRows },
    why: 'Which teacher follows which candidate: exported by the teacher’s name; the links of the person go.',
  },
  {
    table: candidateProfiles,
    persons: [{ column: candidateProfiles.userId, rule: 'delete' }],
    export: { file: 'hulpmiddelen', rows: accommodationRows },
    why: 'Accommodations (read-aloud, extra time, language): exported; deleted.',
  },
  {
    table: attemptAnswers,
    persons: [{ column: attemptAnswers.scoredBy, rule: 'keep-reference' }],
    freeText: [attemptAnswers.value],
    export: { file: 'antwoorden', rows: answerRows },
    why: 'A candidate’s answers are exported and go with their attempts (ON DELETE CASCADE from test_attempts); points a staff member awarded to someone else’s answer keep the scorer’s tombstone; the person’s name leaves other candidates’ open answers.',
  },
  {
    table: testAttempts,
    persons: [{ column: testAttempts.candidateId, rule: 'delete' }],
    export: { file: 'pogingen', rows: attemptRows },
    why: 'Attempts and results: exported; deleted with their answers.',
  },
  {
    table: testAssignments,
    persons: [
      { column: testAssignments.candidateId, rule: 'delete' },
      { column: testAssignments.assignedBy, rule: 'keep-reference' },
    ],
    export: { file: 'toewijzingen', rows: assignmentRows },
    why: 'Tests assigned to the person: exported, deleted; assignments a staff member made for others keep the tombstone.',
  },
  {
    table: evaluationVersions,
    persons: [
      { column: evaluationVersions.assessorId, rule: 'keep-reference' },
      { column: evaluationVersions.revisedBy, rule: 'keep-reference' },
    ],
    freeText: [evaluationVersions.scores, evaluationVersions.remark, evaluationVersions.reason],
    export: null,
    why: 'Earlier final versions of evaluations: exported inside beoordelingen.json with their evaluation; they go with a candidate’s evaluations (ON DELETE CASCADE) and keep an assessor’s tombstone.',
  },
  {
    table: evaluations,
    persons: [
      { column: evaluations.candidateId, rule: 'delete' },
      { column: evaluations.assessorId, rule: 'keep-reference' },
    ],
    freeText: [evaluations.scores, evaluations.remark],
    export: { file: 'beoordelingen', rows: evaluationRows },
    erase: (tx, { person, afterCommit }) => eraseEvidenceOf(tx, person.id, afterCommit),
    why: 'Teachers’ evaluations of the candidate’s practical work: exported and deleted with the candidate; evaluations a teacher wrote about others keep the teacher’s tombstone, and the person’s name leaves their remarks (per criterion and overall).',
  },
  {
    table: reflections,
    persons: [{ column: reflections.candidateId, rule: 'delete' }],
    freeText: [reflections.remark],
    export: { file: 'reflecties', rows: reflectionRows },
    why: 'The candidate’s own scores and remark on a PAT module: exported and deleted with the candidate.',
  },
  {
    table: attendance,
    persons: [
      { column: attendance.candidateId, rule: 'delete' },
      { column: attendance.recordedBy, rule: 'keep-reference' },
    ],
    freeText: [attendance.remark],
    export: { file: 'aanwezigheid', rows: attendanceRows },
    why: 'A candidate’s attendance per lesson with the teacher’s remark: exported and deleted with the candidate; the teacher who took the roll keeps the tombstone.',
  },
  {
    table: educationCandidates,
    persons: [
      { column: educationCandidates.candidateId, rule: 'delete' },
      { column: educationCandidates.addedBy, rule: 'keep-reference' },
    ],
    export: { file: 'opleidingen', rows: educationRows },
    why: 'Who is enrolled on which education since when: exported and deleted with the candidate (their seat is released by the licences entry); staff who enrolled them keep the tombstone.',
  },
  {
    table: calendarFeeds,
    persons: [{ column: calendarFeeds.userId, rule: 'delete' }],
    export: null,
    why: 'The hash of a person’s calendar subscription address: technical, not exported; deleted, which ends the address.',
  },
  {
    table: companySettingChanges,
    persons: [{ column: companySettingChanges.changedBy, rule: 'keep-reference' }],
    freeText: [companySettingChanges.subject, companySettingChanges.oldValue, companySettingChanges.newValue],
    export: null,
    why: 'Who changed a company setting or profession (decision 059): the admin’s work for the company, kept with the tombstone so the history stays whole; not about the person, so not exported.',
  },
  {
    table: educationTeachers,
    persons: [{ column: educationTeachers.teacherId, rule: 'keep-reference' }],
    export: null,
    why: 'Which teacher gives an education: planning, kept with the tombstone so the education stays whole.',
  },
  {
    table: educations,
    persons: [{ column: educations.createdBy, rule: 'keep-reference' }],
    freeText: [educations.teacherNotes, educations.candidateNotes],
    export: null,
    why: 'An education staff made: work for others, kept with the tombstone; the person’s name leaves its notes for the teachers and for the candidates.',
  },
  {
    table: quizResults,
    persons: [{ column: quizResults.candidateId, rule: 'delete' }],
    export: { file: 'beroepen-quiz', rows: quizRows },
    why: 'A candidate’s finished beroepen-quizzes (answers and top areas): exported and deleted with the candidate.',
  },
  {
    table: quizProspects,
    persons: [],
    export: null,
    why: 'Prospects without an account who asked to be contacted after the public beroepen-quiz: name, e-mail, phone, consent time and answers. No account refers to them, so no export or erasure by user id reaches them; they are deleted after PROSPECT_RETENTION_MONTHS (default 12) by the quiz’s clean-up, at once when staff delete them, and when staff invite them as a candidate (the result moves to the new account; docs/decisions/036-profession-quiz.md).',
  },
  {
    table: educationLessons,
    persons: [],
    export: null,
    why: 'Lessons of an education (day, time, place): no person column; listed so the registry names every education table.',
  },
  {
    table: reportVersions,
    persons: [{ column: reportVersions.finalizedBy, rule: 'keep-reference' }],
    freeText: [reportVersions.texts, reportVersions.reason],
    export: { file: 'rapporten', rows: reportRows },
    why: 'The final versions of a report with their PDFs: exported (texts) and deleted with the report about the candidate (cascade). A teacher who finalised one keeps the tombstone and their name leaves the texts and reasons; the stored PDF is the document as issued to the candidate and their organisation and keeps the names of its author and assessors (docs/decisions/031-reports.md).',
  },
  {
    table: certificates,
    persons: [
      { column: certificates.candidateId, rule: 'keep-reference' },
      { column: certificates.withdrawnBy, rule: 'keep-reference' },
    ],
    freeText: [certificates.recipientName, certificates.withdrawalReason],
    export: { file: 'certificaten', rows: certificateRows },
    erase: async (tx, { person }) => {
      await tx
        .update(certificates)
        .set({ withdrawnAt: new Date(), withdrawalReason: 'Gegevens van de kandidaat gewist.' })
        .where(and(eq(certificates.candidateId, person.id), isNull(certificates.withdrawnAt)));
    },
    why: 'A candidate’s certificates (docs/decisions/058-certificates.md): exported. At erasure they are withdrawn (so the status list and the verification page tell verifiers they no longer hold) and the name printed on them becomes the erased name; the row stays for its code and status bit, pointing at the tombstone. A staff member who withdrew one keeps the reference.',
  },
  {
    table: reports,
    persons: [
      { column: reports.candidateId, rule: 'delete' },
      { column: reports.createdBy, rule: 'keep-reference' },
      { column: reports.updatedBy, rule: 'keep-reference' },
    ],
    freeText: [reports.sections, reports.texts, reports.revisionReason],
    export: null,
    why: 'A teacher’s report about a candidate: deleted with the candidate, its versions and PDFs with it; the draft is the teacher’s work and is not exported, its final versions are (rapporten.json).',
  },
  {
    table: reportTemplates,
    persons: [{ column: reportTemplates.createdBy, rule: 'keep-reference' }],
    freeText: [reportTemplates.description, reportTemplates.sections],
    export: null,
    why: 'Report templates staff made: work for others, kept with the tombstone; the person’s name leaves their description and section hints.',
  },
  {
    table: evaluationAgreements,
    persons: [
      { column: evaluationAgreements.candidateId, rule: 'delete' },
      { column: evaluationAgreements.thirdAssessorId, rule: 'keep-reference' },
      { column: evaluationAgreements.decidedBy, rule: 'keep-reference' },
    ],
    freeText: [evaluationAgreements.remark],
    export: null,
    why: 'The coordinator’s agreed score on a candidate’s module where assessors differ: deleted with the candidate; a third assessor or coordinator keeps the tombstone.',
  },
  {
    table: evaluationPhotos,
    persons: [{ column: evaluationPhotos.addedBy, rule: 'keep-reference' }],
    freeText: [evaluationPhotos.caption],
    export: null,
    why: 'Evidence photos of a candidate’s practical work: listed (id, caption, date) inside beoordelingen.json with their evaluation; they go before the candidate’s evaluations (the evaluations entry’s own step), with the uploads and files nothing else uses; a teacher who took them keeps the tombstone.',
  },
  {
    table: patAssessors,
    persons: [{ column: patAssessors.teacherId, rule: 'keep-reference' }],
    export: null,
    why: 'Which teacher assesses which module on a PAT day: planning, kept with the tombstone so the PAT stays whole.',
  },
  {
    table: patCandidates,
    persons: [
      { column: patCandidates.candidateId, rule: 'delete' },
      { column: patCandidates.addedBy, rule: 'keep-reference' },
    ],
    export: { file: 'pat', rows: patRows },
    why: 'The PATs the candidate was planned on: exported; the candidate leaves the PAT (their seat is handed back by the licence seats entry).',
  },
  {
    table: patSlots,
    persons: [{ column: patSlots.candidateId, rule: 'delete' }],
    export: null,
    why: 'The candidate’s time slots on PAT days (decision 057): planning only, shown as the times of the PATs in pat.json; they go with the candidate’s place on the PAT.',
  },
  {
    table: pats,
    persons: [{ column: pats.createdBy, rule: 'keep-reference' }],
    freeText: [pats.teacherNotes, pats.candidateNotes],
    export: null,
    why: 'PATs a staff member made: work for others, kept pointing at the tombstone; the person’s name leaves their notes for the teachers and for the candidates.',
  },
  {
    table: locations,
    persons: [],
    freeText: [locations.accessibilityText, locations.directions, locations.internalNotes],
    export: null,
    why: 'No person column, but the accessibility text and directions candidates read and staff’s internal notes may name people: the person’s full name and address are replaced there.',
  },
  {
    table: licenceSeats,
    persons: [
      { column: licenceSeats.holderId, rule: 'keep-reference' },
      { column: licenceSeats.takenBy, rule: 'keep-reference' },
      { column: licenceSeats.releasedBy, rule: 'keep-reference' },
    ],
    export: { file: 'licenties', rows: seatRows },
    erase: async (tx, { person }) => {
      await releaseSeatsOf(tx, person.id);
    },
    why: 'Licence seats the person held (also one only held until they confirmed their address): exported; every open seat is handed back to its licence, and the ledger keeps its rows (seats the organisation paid for) pointing at the nameless tombstone.',
  },
  {
    table: licences,
    persons: [
      { column: licences.createdBy, rule: 'keep-reference' },
      { column: licences.revokedBy, rule: 'keep-reference' },
    ],
    export: null,
    why: 'Licences a staff member made or revoked: records of a sale to an organisation, kept pointing at the tombstone.',
  },
  {
    table: invoices,
    persons: [{ column: invoices.createdBy, rule: 'keep-legal' }],
    export: null,
    why: 'Invoices name organisations, not candidates; the staff member who made one stays linked to the tombstone, and the invoice itself is kept unchanged for 7 years (Art. 52 AWR).',
  },
  {
    table: invoiceMailings,
    persons: [],
    export: null,
    erase: async (tx, { person }) => {
      await tx
        .update(invoiceMailings)
        .set({ recipient: erasedEmail(person.id) })
        .where(eq(sql`lower(${invoiceMailings.recipient})`, person.email.toLowerCase()));
    },
    why: 'The sent log of invoices (docs/decisions/053-invoice-mail.md): to which address each invoice, credit note and reminder was mailed, kept with the invoice. The address is an organisation’s invoice mailbox or, when it has none, a contact person’s own address (no user id column): not exported (it is the organisation’s record), and at the person’s erasure their address is replaced by the tombstone’s, so the log keeps that a mail went but not to whom.',
  },
  {
    table: professionTests,
    persons: [{ column: professionTests.createdBy, rule: 'keep-reference' }],
    export: null,
    why: 'Tests a staff member made: work for others, not about the person; kept, pointing at the tombstone.',
  },
  {
    table: moduleVersions,
    persons: [{ column: moduleVersions.createdBy, rule: 'keep-reference' }],
    freeText: [moduleVersions.content, moduleVersions.note],
    export: null,
    why: 'Module versions a staff member saved: kept (tests pin them, decision 009), the history shows ‘Verwijderde gebruiker’; the person’s name leaves their texts and notes (the only change a pinned version ever gets).',
  },
  {
    table: templateVersions,
    persons: [{ column: templateVersions.createdBy, rule: 'keep-reference' }],
    freeText: [templateVersions.content],
    export: null,
    why: 'Template versions a staff member saved: kept (evaluations pin them), pointing at the tombstone; the person’s name leaves their criteria texts.',
  },
  {
    table: uploads,
    persons: [{ column: uploads.createdBy, rule: 'keep-reference' }],
    export: null,
    why: 'Images a staff member uploaded for module content, and evidence photos a teacher took: kept, pointing at the tombstone (a candidate’s evidence goes with their evaluations).',
  },
  {
    table: moduleSuggestions,
    persons: [
      { column: moduleSuggestions.teacherId, rule: 'keep-reference' },
      { column: moduleSuggestions.decidedBy, rule: 'keep-reference' },
    ],
    freeText: [moduleSuggestions.text, moduleSuggestions.comment, moduleSuggestions.reason],
    export: null,
    why: 'A teacher’s suggestions for module texts and staff decisions on them: work on content, kept with the tombstone; comments naming the person are rewritten.',
  },
  {
    table: notifications,
    persons: [{ column: notifications.userId, rule: 'delete' }],
    freeText: [notifications.message, notifications.params],
    export: { file: 'notificaties', rows: notificationRows },
    why: 'The person’s notifications: exported, deleted; other people’s notifications that name them (‘Nieuw bericht van …’) now say ‘Verwijderde gebruiker’.',
  },
  {
    table: notificationPreferences,
    persons: [{ column: notificationPreferences.userId, rule: 'delete' }],
    export: { file: 'meldingskeuzes', rows: notificationPreferenceRows },
    why: 'Which notifications the person chose to get by mail, where it differs from the default (decision 054): their own settings, exported and deleted.',
  },
  {
    table: sentReminders,
    persons: [{ column: sentReminders.userId, rule: 'delete' }],
    export: null,
    why: 'Which day-before reminders went to the person (decision 054): technical, so a reminder is sent once; not exported (the mails themselves are in mail_outbox), deleted.',
  },
  {
    table: messageRecipients,
    persons: [{ column: messageRecipients.recipientId, rule: 'delete' }],
    export: null,
    why: 'Who received a message and when they read it: exported inside berichten.json (messages entry); the person’s rows go.',
  },
  {
    table: messages,
    persons: [{ column: messages.senderId, rule: 'keep-reference' }],
    freeText: [messages.subject, messages.body],
    export: { file: 'berichten', rows: messageRows },
    why: 'Messages sent and received: exported; what the person sent stays readable for its recipients under ‘Verwijderde gebruiker’, and the person’s full name and address are replaced in every subject and body.',
  },
  {
    table: auditLog,
    persons: [{ column: auditLog.userId, rule: 'pseudonymise' }],
    export: { file: 'logboek', rows: auditRows },
    why: 'The audit trail (no foreign key): exported; kept for security reviews under one pseudonym per erasure, so the person’s rows still read as one person’s.',
  },
  {
    table: professions,
    persons: [],
    freeText: [professions.description],
    export: null,
    why: 'Professions: no person column; a description staff wrote may name people, so the person’s full name and address are replaced there.',
  },
  {
    table: organizations,
    persons: [],
    freeText: [organizations.notes],
    export: null,
    why: 'No person column, but staff notes about a client may name its people: the person’s full name and address are replaced there.',
  },
  {
    table: users,
    persons: [{ column: users.id, rule: 'tombstone' }],
    export: { file: 'profiel', rows: profileRows },
    erase: async (tx, { person }) => {
      await tx
        .update(users)
        .set({
          name: ERASED_NAME,
          email: erasedEmail(person.id),
          status: ERASED_STATUS,
          erasedAt: new Date(),
          passwordHash: null,
          inviteCodeHash: null,
          inviteExpiresAt: null,
          invitedAt: null,
          phone: null,
          organizationId: null,
          professionId: null,
          intakeSupervisor: false,
          privacyAcceptedAt: null,
        })
        .where(eq(users.id, person.id));
    },
    why: 'The account: exported; kept as a tombstone without personal data (role and creation date stay), so messages and work records keep a nameless author.',
  },
];
