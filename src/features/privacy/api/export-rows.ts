/**
 * What the data export (`GET /api/user/DownloadCandidateData`) holds per kind of record: one function per file,
 * each answering the rows of one person as plain JSON-able objects (times as `Date`, written as ISO 8601 UTC).
 * The privacy registry (registry.ts) names which function exports which table.
 *
 * Other people appear only by name where the record is about the two of them (a message's sender and recipients,
 * a linked teacher); never their e-mail address or id.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#src/server/db/client';
import { productNameSql } from '#src/features/licences/api/seats';
import {
  certificates,
  evaluationPhotos,
  evaluations,
  evaluationVersions,
  licences,
  licenceSeats,
  locations,
  modules,
  patCandidates,
  patDays,
  pats,
  reflections,
  attendance,
  educationCandidates,
  educationLessons,
  educations,
  quizResults,
  reportVersions,
  reports,
  templateVersions,
  attemptAnswers,
  auditLog,
  candidateProfiles,
  messageRecipients,
  messages,
  moduleVersions,
  notifications,
  notificationPreferences,
  organizations,
  professions,
  professionTestModules,
  professionTests,
  teacherCandidates,
  testAssignments,
  testAttempts,
  users,
} from '#src/server/db/schema';
import type { EvaluationScores } from '#src/features/assessment/api/tables';
import type { TemplateContent } from '#src/features/content/template';
import type { AnswerValue, Language, ModuleContent, QuestionPart } from '#src/features/content/model';
import { textIn } from '#src/features/content/localized';
import { textOf } from '#src/features/reports/blocks';
import { answerLines } from '#src/features/profession-quiz/contract';
import { readResultOf } from '#src/features/assessment/api/reflection';

/** One exported record: field names in English (as the API's), values plain JSON. */
export type ExportRow = Record<string, unknown>;

/**
 * Who the export is for: the person themself (`subject`, their own download on /dashboard/profile) or staff
 * (`staff`, on /cp/user/{id}). Staff exports may hold more than the person sees on their own pages: the assessment
 * rules say what a candidate may see of their evaluations, and when (features/assessment/visibility.ts, decision 037).
 */
export type ExportAudience = 'subject' | 'staff';

/**
 * The person's certificates (`certificaten.json`; docs/decisions/058-certificates.md): what, when, by whom, the code,
 * and when one was withdrawn. The reason of a withdrawal only in a download by staff.
 */
export async function certificateRows(db: Db, userId: string, audience: ExportAudience): Promise<ExportRow[]> {
  const rows = await db.select().from(certificates).where(eq(certificates.candidateId, userId)).orderBy(asc(certificates.issuedAt));
  return rows.map((c) => ({
    kind: c.kind,
    title: c.title,
    name: c.recipientName,
    issuer: c.issuerName,
    language: c.language,
    issuedAt: c.issuedAt,
    code: c.code,
    withdrawnAt: c.withdrawnAt,
    ...(audience === 'staff' ? { withdrawalReason: c.withdrawalReason } : {}),
  }));
}

/** The account itself (`profiel.json`). */
export async function profileRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      phone: users.phone,
      organization: organizations.name,
      profession: professions.name,
      invitedAt: users.invitedAt,
      privacyAcceptedAt: users.privacyAcceptedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(professions, eq(professions.id, users.professionId))
    .where(eq(users.id, userId));
}

/** The candidate's accommodations (`hulpmiddelen.json`): none stored → no rows. */
export async function accommodationRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({
      readAloud: candidateProfiles.readAloud,
      extraTimePercent: candidateProfiles.extraTimePercent,
      preferredLanguage: candidateProfiles.preferredLanguage,
      updatedAt: candidateProfiles.updatedAt,
    })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
}

/** The teachers linked to the person, by name (`docenten.json`). */
export async function teacherLinkRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({ teacher: users.name, since: teacherCandidates.createdAt })
    .from(teacherCandidates)
    .innerJoin(users, eq(users.id, teacherCandidates.teacherId))
    .where(eq(teacherCandidates.candidateId, userId))
    .orderBy(asc(teacherCandidates.createdAt));
}

/** The profession tests assigned to the person (`toewijzingen.json`). */
export async function assignmentRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({ id: testAssignments.id, test: professionTests.title, assignedAt: testAssignments.createdAt })
    .from(testAssignments)
    .innerJoin(professionTests, eq(professionTests.id, testAssignments.testId))
    .where(eq(testAssignments.candidateId, userId))
    .orderBy(asc(testAssignments.createdAt));
}

/** The licence seats the person held (`licenties.json`): product, organisation, how and when taken and given back. */
export async function seatRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({
      id: licenceSeats.id,
      product: productNameSql,
      organization: organizations.name,
      validFrom: licences.validFrom,
      validUntil: licences.validUntil,
      method: licenceSeats.method,
      takenAt: licenceSeats.takenAt,
      heldUntil: licenceSeats.heldUntil,
      releasedAt: licenceSeats.releasedAt,
      releaseReason: licenceSeats.releaseReason,
    })
    .from(licenceSeats)
    .innerJoin(licences, eq(licences.id, licenceSeats.licenceId))
    .innerJoin(organizations, eq(organizations.id, licences.organizationId))
    .leftJoin(professionTests, eq(professionTests.id, licences.professionTestId))
    .where(eq(licenceSeats.holderId, userId))
    .orderBy(asc(licenceSeats.takenAt));
}

/** The PATs the person is planned on (`pat.json`): name, days with times and location. */
export async function patRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({ pat: pats.title, day: patDays.day, startsAt: patDays.startsAt, endsAt: patDays.endsAt, location: locations.name, addedAt: patCandidates.addedAt })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .leftJoin(patDays, eq(patDays.patId, pats.id))
    .leftJoin(locations, eq(locations.id, patDays.locationId))
    .where(eq(patCandidates.candidateId, userId))
    .orderBy(asc(patDays.day));
}

/** The educations the person is enrolled on (`opleidingen.json`): title and the day they enrolled. */
export async function educationRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({ education: educations.title, enrolledOn: educationCandidates.enrolledOn, addedAt: educationCandidates.addedAt })
    .from(educationCandidates)
    .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
    .where(eq(educationCandidates.candidateId, userId))
    .orderBy(asc(educationCandidates.enrolledOn));
}

/** The person's attendance per lesson (`aanwezigheid.json`): education, day, times, status and the teacher's remark. */
export async function attendanceRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({
      education: educations.title,
      day: educationLessons.day,
      startsAt: educationLessons.startsAt,
      endsAt: educationLessons.endsAt,
      status: attendance.status,
      remark: attendance.remark,
      recordedAt: attendance.recordedAt,
    })
    .from(attendance)
    .innerJoin(educationLessons, eq(educationLessons.id, attendance.lessonId))
    .innerJoin(educations, eq(educations.id, educationLessons.educationId))
    .where(eq(attendance.candidateId, userId))
    .orderBy(asc(educationLessons.day), asc(educationLessons.startsAt));
}

/**
 * The evaluations of the person's practical work (`beoordelingen.json`) on a PAT or an education, as `audience` may
 * see them (decision 037):
 * - `subject`: exactly what the candidate's result pages show (assessment/api/reflection.ts `readResultOf`): nothing before
 *   the results are released; after it, per module the result, per criterion the deciding score, the first
 *   assessor's final remark and the candidate's own reflection score, and the overall remark — never a draft, an
 *   assessor's name or another assessor's scores.
 * - `staff`: every evaluation as stored (`staffEvaluationRows`).
 */
export async function evaluationRows(db: Db, userId: string, audience: ExportAudience): Promise<ExportRow[]> {
  if (audience === 'staff') return staffEvaluationRows(db, userId);
  // The PATs and educations the candidate is on with released results: those readResultOf shows results of.
  const [onPats, onEducations] = await Promise.all([
    db
      .select({ id: pats.id })
      .from(patCandidates)
      .innerJoin(pats, eq(pats.id, patCandidates.patId))
      .where(and(eq(patCandidates.candidateId, userId), isNotNull(pats.plannedAt), isNotNull(pats.resultsReleasedAt)))
      .orderBy(asc(pats.resultsReleasedAt), asc(pats.id)),
    db
      .select({ id: educations.id })
      .from(educationCandidates)
      .innerJoin(educations, eq(educations.id, educationCandidates.educationId))
      .where(and(eq(educationCandidates.candidateId, userId), isNotNull(educations.openedAt), isNotNull(educations.resultsReleasedAt)))
      .orderBy(asc(educations.resultsReleasedAt), asc(educations.id)),
  ]);
  const contexts = [...onPats.map((p) => ({ kind: 'pat' as const, id: p.id })), ...onEducations.map((e) => ({ kind: 'education' as const, id: e.id }))];
  const rows: ExportRow[] = [];
  for (const context of contexts) {
    const found = await readResultOf(db, { id: userId }, context.kind, context.id);
    if (!found.result.released) continue;
    for (const module of found.result.modules) {
      rows.push({
        pat: context.kind === 'pat' ? found.own.title : null,
        education: context.kind === 'education' ? found.own.title : null,
        moduleId: module.moduleId,
        module: module.title,
        releasedAt: found.result.releasedAt ? new Date(found.result.releasedAt) : null,
        result: module.result ? (module.result.passed ? 'passed' : 'failed') : null,
        scorePercent: module.result?.scorePercent ?? null,
        criteria: module.criteria.map((c) => ({ criterionId: c.id, criterion: c.text, score: c.score, remark: c.remark, ownScore: c.own })),
        remark: module.remark,
      });
    }
  }
  return rows;
}

/**
 * Scores by criterion id as a list in the template version's order: per criterion its id, its name, the score
 * (1–4 or null) and the remark. A score whose criterion the version no longer names keeps its id, with a null name.
 */
export function namedScores(content: TemplateContent | null, scores: EvaluationScores): ExportRow[] {
  const known = content?.criteria ?? [];
  const rows: ExportRow[] = known
    .filter((c) => scores[c.id] !== undefined)
    .map((c) => ({ criterionId: c.id, criterion: c.name, score: scores[c.id]!.score, remark: scores[c.id]!.remark }));
  for (const [id, value] of Object.entries(scores)) {
    if (!known.some((c) => c.id === id)) rows.push({ criterionId: id, criterion: null, score: value.score, remark: value.remark });
  }
  return rows;
}

/**
 * Every evaluation of the person's practical work as stored, for a staff export: PAT (`pat`) or education
 * (`education`; the other is null, decision 035), the module (id and title), the template it was scored with, the
 * scores per criterion with the criterion's name (`namedScores`), with their earlier final versions and the
 * evidence photos taken (id, caption, when; the images themselves stay with the PAT's scope, decision 030).
 */
async function staffEvaluationRows(db: Db, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select({
      id: evaluations.id,
      pat: pats.title,
      education: educations.title,
      moduleId: evaluations.moduleId,
      module: modules.title,
      template: templateVersions.content,
      role: evaluations.role,
      scores: evaluations.scores,
      remark: evaluations.remark,
      status: evaluations.status,
      version: evaluations.version,
      finalizedAt: evaluations.finalizedAt,
    })
    .from(evaluations)
    .leftJoin(pats, eq(pats.id, evaluations.patId))
    .leftJoin(educations, eq(educations.id, evaluations.educationId))
    .innerJoin(modules, eq(modules.id, evaluations.moduleId))
    .leftJoin(templateVersions, eq(templateVersions.id, evaluations.templateVersionId))
    .where(eq(evaluations.candidateId, userId))
    .orderBy(asc(pats.title), asc(educations.title), asc(modules.title));
  const ids = rows.map((r) => r.id);
  const earlier = ids.length
    ? await db
        .select({ evaluationId: evaluationVersions.evaluationId, version: evaluationVersions.version, scores: evaluationVersions.scores, remark: evaluationVersions.remark, reason: evaluationVersions.reason, finalizedAt: evaluationVersions.finalizedAt })
        .from(evaluationVersions)
        .where(inArray(evaluationVersions.evaluationId, ids))
        .orderBy(asc(evaluationVersions.version))
    : [];
  const photos = ids.length
    ? await db
        .select({ evaluationId: evaluationPhotos.evaluationId, id: evaluationPhotos.id, caption: evaluationPhotos.caption, addedAt: evaluationPhotos.addedAt })
        .from(evaluationPhotos)
        .where(inArray(evaluationPhotos.evaluationId, ids))
        .orderBy(asc(evaluationPhotos.addedAt))
    : [];
  return rows.map(({ template, scores, ...r }) => ({
    id: r.id,
    pat: r.pat,
    education: r.education,
    moduleId: r.moduleId,
    module: r.module,
    template: template?.name ?? null,
    role: r.role,
    status: r.status,
    version: r.version,
    finalizedAt: r.finalizedAt,
    criteria: namedScores(template, scores),
    remark: r.remark,
    earlierVersions: earlier
      .filter((e) => e.evaluationId === r.id)
      .map((e) => ({ version: e.version, finalizedAt: e.finalizedAt, reason: e.reason, criteria: namedScores(template, e.scores), remark: e.remark })),
    evidencePhotos: photos.filter((p) => p.evaluationId === r.id).map(({ evaluationId: _e, ...rest }) => rest),
  }));
}

/**
 * The person's reflections on the modules of a PAT or an education (`reflecties.json`): PAT or education (the other
 * null, decision 035), module (id and title), per criterion of the template version it was written on the
 * criterion's id and name and the chosen score (1–4), the remark and when it was sent.
 */
export async function reflectionRows(db: Db, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select({
      pat: pats.title,
      education: educations.title,
      moduleId: reflections.moduleId,
      module: modules.title,
      criteria: templateVersions.content,
      scores: reflections.scores,
      remark: reflections.remark,
      submittedAt: reflections.submittedAt,
    })
    .from(reflections)
    .leftJoin(pats, eq(pats.id, reflections.patId))
    .leftJoin(educations, eq(educations.id, reflections.educationId))
    .innerJoin(modules, eq(modules.id, reflections.moduleId))
    .innerJoin(templateVersions, eq(templateVersions.id, reflections.templateVersionId))
    .where(eq(reflections.candidateId, userId))
    .orderBy(asc(reflections.submittedAt));
  return rows.map(({ criteria, scores, ...row }) => ({
    ...row,
    scores: criteria.criteria.filter((c) => scores[c.id] !== undefined).map((c) => ({ criterionId: c.id, criterion: c.name, score: scores[c.id] })),
  }));
}

/**
 * The final versions of the reports about the person (`rapporten.json`): title, PAT, version, when and why, and the
 * texts per section title. Drafts are the teacher's work in progress and are left out; the PDFs are downloadable on
 * the PAT's result page.
 */
export async function reportRows(db: Db, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select({
      title: reports.title,
      pat: pats.title,
      sections: reports.sections,
      version: reportVersions.version,
      finalizedAt: reportVersions.finalizedAt,
      reason: reportVersions.reason,
      texts: reportVersions.texts,
    })
    .from(reportVersions)
    .innerJoin(reports, eq(reports.id, reportVersions.reportId))
    .innerJoin(pats, eq(pats.id, reports.patId))
    .where(eq(reports.candidateId, userId))
    .orderBy(asc(reportVersions.finalizedAt), asc(reportVersions.version));
  return rows.map(({ sections, texts, ...row }) => ({
    ...row,
    texts: sections.filter((s) => s.kind === 'text').map((s) => ({ section: s.title, text: textOf(texts, s.id) })),
  }));
}

/**
 * The person's attempts with their results (`pogingen.json`). The result keeps its stored shape (AttemptResult in
 * profession-test/contract.ts), each module with its title (Dutch) next to its version id.
 */
export async function attemptRows(db: Db, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select({
      id: testAttempts.id,
      test: professionTests.title,
      language: testAttempts.language,
      status: testAttempts.status,
      startedAt: testAttempts.startedAt,
      deadlineAt: testAttempts.deadlineAt,
      closedAt: testAttempts.closedAt,
      closedReason: testAttempts.closedReason,
      scoredAt: testAttempts.scoredAt,
      result: testAttempts.result,
    })
    .from(testAttempts)
    .innerJoin(professionTests, eq(professionTests.id, testAttempts.testId))
    .where(eq(testAttempts.candidateId, userId))
    .orderBy(asc(testAttempts.startedAt));
  const versionIds = [...new Set(rows.flatMap((r) => r.result?.modules.map((m) => m.moduleVersionId) ?? []))];
  const versions = versionIds.length
    ? await db.select({ id: moduleVersions.id, content: moduleVersions.content }).from(moduleVersions).where(inArray(moduleVersions.id, versionIds))
    : [];
  const titleOf = new Map(versions.map((v) => [v.id, v.content.title.nl]));
  return rows.map(({ result, ...row }) => ({
    ...row,
    result: result
      ? {
          ...result,
          modules: result.modules.map((m) => ({
            position: m.position,
            module: titleOf.get(m.moduleVersionId) ?? null,
            moduleVersionId: m.moduleVersionId,
            points: m.points,
            maxPoints: m.maxPoints,
            passed: m.passed,
          })),
        }
      : null,
  }));
}

/** An answer in words: the chosen options' texts, 'waar'/'onwaar', or the typed text. */
function answerText(question: QuestionPart | undefined, value: AnswerValue, language: Language): string {
  const option = (id: string) => {
    if (!question || (question.kind !== 'single' && question.kind !== 'multiple')) return id;
    const found = question.options.find((o) => o.id === id);
    return found ? (textIn(found.text, language) ?? found.text.nl) : id;
  };
  switch (value.kind) {
    case 'single':
      return option(value.option);
    case 'multiple':
      return value.options.map(option).join('; ');
    case 'truefalse':
      return value.value ? 'waar' : 'onwaar';
    case 'open':
      return value.text;
  }
}

/**
 * The person's answers (`antwoorden.json`), each with the question as the candidate read it (the attempt's
 * language, Dutch when missing), the answer in words and as stored, and the points awarded to an open answer.
 */
export async function answerRows(db: Db, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select({
      attemptId: attemptAnswers.attemptId,
      test: professionTests.title,
      language: testAttempts.language,
      modulePosition: attemptAnswers.modulePosition,
      questionId: attemptAnswers.questionId,
      value: attemptAnswers.value,
      savedAt: attemptAnswers.savedAt,
      awardedPoints: attemptAnswers.awardedPoints,
      scoredAt: attemptAnswers.scoredAt,
      content: moduleVersions.content,
    })
    .from(attemptAnswers)
    .innerJoin(testAttempts, eq(testAttempts.id, attemptAnswers.attemptId))
    .innerJoin(professionTests, eq(professionTests.id, testAttempts.testId))
    .leftJoin(
      professionTestModules,
      and(eq(professionTestModules.testId, testAttempts.testId), eq(professionTestModules.position, attemptAnswers.modulePosition)),
    )
    .leftJoin(moduleVersions, eq(moduleVersions.id, professionTestModules.moduleVersionId))
    .where(eq(testAttempts.candidateId, userId))
    .orderBy(asc(testAttempts.startedAt), asc(attemptAnswers.modulePosition), asc(attemptAnswers.savedAt));
  return rows.map(({ content, value, language, ...row }) => {
    const question = (content as ModuleContent | null)?.parts.find((p): p is QuestionPart => p.type === 'question' && p.id === row.questionId);
    return {
      attemptId: row.attemptId,
      test: row.test,
      modulePosition: row.modulePosition,
      question: question ? (textIn(question.prompt, language) ?? question.prompt.nl) : null,
      answer: answerText(question, value, language),
      value,
      savedAt: row.savedAt,
      awardedPoints: row.awardedPoints,
      scoredAt: row.scoredAt,
    };
  });
}

/**
 * The messages the person sent and received (`berichten.json`), oldest first: `direction` 'sent' (with the
 * recipients' names) or 'received' (with the sender's name and when it was read).
 */
export async function messageRows(db: Db, userId: string): Promise<ExportRow[]> {
  const sent = await db
    .select({ id: messages.id, subject: messages.subject, body: messages.body, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.senderId, userId));
  const recipient = alias(users, 'recipient');
  const to = sent.length
    ? await db
        .select({ messageId: messageRecipients.messageId, name: recipient.name })
        .from(messageRecipients)
        .innerJoin(recipient, eq(recipient.id, messageRecipients.recipientId))
        .where(inArray(messageRecipients.messageId, sent.map((m) => m.id)))
    : [];
  const sender = alias(users, 'sender');
  const received = await db
    .select({
      id: messages.id,
      from: sender.name,
      subject: messages.subject,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messageRecipients.readAt,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(eq(messageRecipients.recipientId, userId));
  const rows: (ExportRow & { createdAt: Date })[] = [
    ...sent.map((m) => ({
      direction: 'sent',
      id: m.id,
      to: to.filter((r) => r.messageId === m.id).map((r) => r.name).sort((a, b) => a.localeCompare(b, 'nl')),
      subject: m.subject,
      body: m.body,
      createdAt: m.createdAt,
    })),
    ...received.map((m) => ({ direction: 'received', ...m })),
  ];
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** The person's notifications (`notificaties.json`), oldest first. */
export async function notificationRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({
      type: notifications.type,
      message: notifications.message,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
}

/** The person's mail choices that differ from the default (`meldingskeuzes.json`; decision 054): kind, by mail, since when. */
export async function notificationPreferenceRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({ kind: notificationPreferences.kind, byMail: notificationPreferences.byMail, updatedAt: notificationPreferences.updatedAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.kind));
}

/** The audit records of the person's own calls and sign-ins (`logboek.json`), oldest first. */
export async function auditRows(db: Db, userId: string): Promise<ExportRow[]> {
  return db
    .select({
      at: auditLog.at,
      method: auditLog.method,
      route: auditLog.route,
      status: auditLog.status,
      outcome: auditLog.outcome,
      clientIp: auditLog.clientIp,
    })
    .from(auditLog)
    .where(eq(auditLog.userId, userId))
    .orderBy(asc(auditLog.at));
}

/**
 * The person's finished beroepen-quizzes (`beroepen-quiz.json`): when, in which language, the answer per item
 * (item id, its Dutch text and the answer) and the top areas (docs/decisions/036-profession-quiz.md).
 */
export async function quizRows(db: Db, userId: string): Promise<ExportRow[]> {
  const rows = await db
    .select({ createdAt: quizResults.createdAt, language: quizResults.language, answers: quizResults.answers, topAreas: quizResults.topAreas })
    .from(quizResults)
    .where(eq(quizResults.candidateId, userId))
    .orderBy(asc(quizResults.createdAt));
  return rows.map(({ answers, ...row }) => ({
    ...row,
    answers: answerLines(answers).map((line) => ({ item: line.itemId, text: line.text, answer: line.answer })),
  }));
}
