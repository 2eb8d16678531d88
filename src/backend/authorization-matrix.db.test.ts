/**
 * The authorization matrix: every route the backend app lists (`createBackend().routes`) called without a session
 * and as each of the five roles, against the rules of access-rules.ts (docs/api.md "Who"; decision 003):
 * - a caller whose role the rule does not name, or without a session, gets 401;
 * - an allowed caller reaches a record in their scope (2xx, with a valid request, so the request itself is
 *   known to be well-formed) and never one outside it (404, or the documented status);
 * - lists never carry another organisation's, candidate's or user's records.
 *
 * The core assertion: any 2xx outside the documented rule fails, naming method, path, caller and record.
 * A route without a rule, a rule without a route and a route without a described request fail too, so a new
 * route joins the matrix by getting a rule and a request here.
 *
 * One world per file: organisation A with contact person CP-A and candidate A1 (linked to teacher T),
 * organisation B with contact person CP-B and candidate B1 (linked to teacher T2, not to T), Admin and
 * Coordinator; tests, attempts, messages, notifications, modules, a template, suggestions, an image, a current
 * and an archived report template, and a world of its own with a planned PAT and an open education.
 * Calls that change what they touch (closing, scoring, accepting, starting) get fresh records per check.
 */
import { plannedPat } from '#src/features/pat/api/fixtures';
import { educationWorld, openEducation, type EducationWorld } from '#src/features/educations/api/fixtures';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#src/config.server';
import type { AnswerValue } from '#src/features/content/model';
import { DEFAULT_SCALE, type TemplateContent } from '#src/features/content/template';
import type { Role } from '#src/lib/roles';
import { ACCESS_RULES, roleAllowed } from './access-rules';
import { createBackend } from './app';
import type { DbHandle } from '#src/server/db/client';
import { attemptAnswers, certificates, evaluationPhotos, messageRecipients, messages, notifications, organizations, pats, professionTestModules, professionTests, quizProspects, quizResults, reportTemplates, testAssignments, testAttempts } from '#src/server/db/schema';
import type { OutgoingMail } from '#src/server/mail/mailer';
import { immediateOutbox } from '#src/server/mail/memory-mailer';
import { insertMail } from '#src/server/mail/outbox';
import { call, createOrganization, createUser, link, openTestDb, TEST_PASSWORD, type TestUser } from '#src/server/testing/api';
import { createModule, createProfession, createTestVia } from '#src/features/profession-test/api/fixtures';
import { closeAttempt } from '#src/features/profession-test/api/attempt-lifecycle';
import { sampleModule } from '#src/features/content/api/fixtures';
import { inviteUser } from '#src/features/accounts/api/invitation';
import { requestPasswordReset } from '#src/features/accounts/api/password-reset';
import { storeImage } from '#src/features/content/api/media';
import { submitSuggestion } from '#src/features/content/api/suggestions';
import { createTemplate } from '#src/features/content/api/templates';
import { createLocation } from '#src/features/locations/api/locations';
import { storeLogo } from '#src/features/company-settings/api/settings';
import { createReportTemplate, setReportTemplateArchived } from '#src/features/reports/api/templates';
import { insertCertificate } from '#src/features/certificates/api/fixtures';
import { newCertificateCode } from '#src/features/certificates/api/issue';
import { QUIZ_ITEMS } from '#src/features/profession-quiz/content/items';
import type { Answers } from '#src/features/profession-quiz/scoring';

// ——— The routes, read from the app itself ———

const noMail = { send: async () => {} };

/** `METHOD path` of every route the app serves; middleware entries (method ALL on `…/*`) are left out. */
function routeKeys(app: ReturnType<typeof createBackend>): string[] {
  const keys = app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*'))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

/** Building the app needs no database: the database is read per request. */
const ROUTES = routeKeys(createBackend({ mailer: noMail }));

const CALLERS = ['anonymous', 'Admin', 'Coordinator', 'Teacher', 'ContactPerson', 'User'] as const;
type CallerName = (typeof CALLERS)[number];

// ——— The world ———

let handle: DbHandle;
let app: ReturnType<typeof createBackend>;
let uploadDir: string;
const previousUploadDir = process.env.UPLOAD_DIR;
const mails: OutgoingMail[] = [];
/** Keeps every mail, so checks can follow the links in them (reset tokens, invitation codes). */
const capture = { send: async (mail: OutgoingMail) => void mails.push(mail) };

/** Everything the checks refer to; filled in beforeAll. */
const w = {} as {
  admin: TestUser;
  coordinator: TestUser;
  /** T: linked to A1. */
  teacher: TestUser;
  /** T2: linked to B1, not to A1. */
  teacher2: TestUser;
  /** A teacher marked intakebegeleider (reads prospects; T and T2 are not). */
  intakeTeacher: TestUser;
  /** CP-A, organisation A. */
  cpA: TestUser;
  /** CP-B, organisation B. */
  cpB: TestUser;
  /** A1: candidate in organisation A, linked to T. */
  a1: TestUser;
  /** B1: candidate in organisation B, linked to T2. */
  b1: TestUser;
  orgA: string;
  /** Organisation B: CP-B's and B1's. */
  orgB: string;
  /** A location with two rooms, and a room of another location. */
  location: string;
  otherRoom: string;
  professionId: string;
  /** Module versions a test pins: Veiligheid (questions a-…) and Rekenen (b-…). */
  versions: string[];
  /** Modules read by the checks (never changed by them). */
  safety: string;
  /** The module suggestions are made for (parts s-…); accepting one adds a version. */
  suggested: string;
  templateId: string;
  imageId: string;
  /** A module file from GET /api/modules/{id}/export, for the import check. */
  moduleFile: unknown;
  /** Licences with a price (so each has an invoice): organisation A's for test A, B's for test B. */
  licenceA: string;
  licenceB: string;
  invoiceA: string;
  invoiceB: string;
  /**
   * A PAT world of its own with an education licence too (features/educations/api/fixtures.ts) with a planned PAT
   * that its teachers[0] assesses and an open education that its teachers[0] teaches.
   */
  pw: EducationWorld;
  pat: string;
  /** The first day of `pat`. */
  patDay: string;
  /** The open education of the PAT world, with its first candidate (T teaches none). */
  education: string;
  /** Another active candidate of organisation A, who holds no seat. */
  a2: TestUser;
  /** Tests made through POST /api/test: one assigned to A1, one to B1. */
  testA: string;
  testB: string;
  /** Attempts that no check changes: in progress and closed (with an unscored open answer), per candidate. */
  a1Running: string;
  a1Closed: string;
  b1Running: string;
  b1Closed: string;
  /** B1's unread notification and a message between B1 and CP-B: nobody else's business. */
  b1Notification: string;
  foreignMessage: string;
  /** Per signed-in caller: a message they received (from a sender who may write to them) and one they sent. */
  received: Record<Role, string>;
  sent: Record<Role, string>;
  /** A current report template and an archived one. */
  reportTemplate: string;
  archivedReportTemplate: string;
};

/** The user behind each caller name; none for 'anonymous'. */
function userOf(caller: CallerName): TestUser | undefined {
  switch (caller) {
    case 'anonymous':
      return undefined;
    case 'Admin':
      return w.admin;
    case 'Coordinator':
      return w.coordinator;
    case 'Teacher':
      return w.teacher;
    case 'ContactPerson':
      return w.cpA;
    case 'User':
      return w.a1;
  }
}

let serial = 0;
/** A number unique within this file, for texts that must differ (suggestions, sequence numbers, images). */
const next = () => ++serial;

/** A licence at € 12,50 a seat for `organizationId` and `testId`, made by the admin: its id and its invoice's id. */
async function paidLicence(organizationId: string, testId: string, seats = 50): Promise<[string, string]> {
  const today = amsterdamDay();
  const made = await call(app, 'POST', '/api/licence', w.admin, {
    organizationId,
    product: 'profession-test',
    professionTestId: testId,
    seats,
    validFrom: today,
    validUntil: addDays(today, 30),
    pricePerSeatCents: 1250,
    vatCategory: 'S',
  });
  if (made.status !== 201 || !made.json.invoiceId) throw new Error(`licentie niet aangemaakt: ${JSON.stringify(made.json)}`);
  return [made.json.id, made.json.invoiceId];
}

/** A fresh candidate of organisation A holding a seat on licence A: the licence and the seat. */
async function seatOnA(): Promise<{ seatId: string }> {
  const fresh = await createUser(handle, 'User', { name: `Sanne Stoel ${next()}`, organizationId: w.orgA });
  const seat = await call(app, 'POST', `/api/licence/${w.licenceA}/seat`, w.admin, { candidateId: fresh.id });
  if (seat.status !== 201) throw new Error(`geen plaats: ${JSON.stringify(seat.json)}`);
  return { seatId: seat.json.seatId };
}

/** A fresh invoice of organisation A (a fresh licence of test A at a price). */
async function freshInvoiceA(): Promise<string> {
  return (await paidLicence(w.orgA, w.testA, 2))[1];
}

/** A fresh draft PAT marked completed (every evaluation final), made by the admin. */
async function completedPat(): Promise<string> {
  const id = await draftPat();
  await handle.db.update(pats).set({ plannedAt: new Date(), completedAt: new Date() }).where(eq(pats.id, id));
  return id;
}

/** A fresh draft PAT without anything, made by the admin. */
async function draftPat(): Promise<string> {
  return (await call(app, 'POST', '/api/pat', w.admin, { title: `Concept ${next()}` })).json.id;
}

/** A fresh draft education without anything, made by the admin. */
async function draftEducation(): Promise<string> {
  return (await call(app, 'POST', '/api/education', w.admin, { title: `Opleiding concept ${next()}` })).json.id;
}

let educationToday: ReturnType<typeof openEducation> | undefined;

/**
 * An education of the PAT world whose first lesson is today (00:00–00:45, clear of its PATs and other educations, and
 * open for attendance at any hour of the day since that opens an hour before the start), so it is in progress; its teachers[0] teaches it and its first candidate enrolled today (on the roll). Made once.
 */
function educationInProgress(): ReturnType<typeof openEducation> {
  educationToday ??= openEducation(app, w.pw, { lessons: [0, 5], times: ['00:00', '00:45'], candidates: 1 });
  return educationToday;
}

/** Today's lesson of `educationInProgress`. */
const attendanceLesson = async (): Promise<string> => (await educationInProgress()).lessonIds[0]!;

let matrixCertificates: Promise<{ a1: string; b1: string; b1Code: string }> | undefined;
/** A certificate of A1 and one of B1, made once. */
const sharedCertificates = () =>
  (matrixCertificates ??= (async () => {
    const a1 = await insertCertificate(handle.db, { candidateId: w.a1.id, kind: 'pat', sourceId: randomUUID(), title: 'PAT Matrix A', recipientName: w.a1.name });
    const b1 = await insertCertificate(handle.db, { candidateId: w.b1.id, kind: 'education', sourceId: randomUUID(), title: 'Opleiding Matrix B', recipientName: w.b1.name });
    const [row] = await handle.db.select({ code: certificates.code }).from(certificates).where(eq(certificates.id, b1));
    return { a1, b1, b1Code: row!.code };
  })());

/** Probes of one certificate: the caller's own (A1's for a candidate or CP-A, B1's for staff) in, the other out. */
async function certificateProbes(ctx: Ctx, path: (id: string) => string): Promise<Probe[]> {
  const c = await sharedCertificates();
  if (isStaffName(ctx)) return [own('B1’s certificate', path(c.b1)), foreign('an unknown certificate', path(randomUUID()))];
  return [own('A1’s certificate', path(c.a1)), foreign('B1’s certificate (another organisation’s candidate)', path(c.b1))];
}

/** The address of the PAT world's first candidate's reflection on its first module on PAT `patId`. */
const reflectionOf = (patId: string) => `/api/pat/mine/${patId}/reflection/${w.pw.moduleIds[0]}`;

let runningPat: Promise<string> | undefined;

/** A PAT of the PAT world in progress (its one day is today) with its first candidate, made once. */
function patInProgress(): Promise<string> {
  runningPat ??= plannedPat(app, w.pw, { days: [0], candidates: 1 }).then((p) => p.patId);
  return runningPat;
}

/** The address of the evaluation of the PAT world's first module and first candidate on PAT `patId`. */
const evaluationOf = (patId: string) => `/api/pat/${patId}/evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`;

/**
 * A fresh planned PAT of the PAT world with one candidate, whose first module's evaluation by its teachers[0] has
 * every criterion scored, as a draft or made final: its address.
 */
async function scoredEvaluation(final: boolean): Promise<string> {
  const { patId } = await plannedPat(app, w.pw, { candidates: 1, started: true });
  const form = evaluationOf(patId);
  const scores = Object.fromEntries(w.pw.criteria[w.pw.moduleIds[0]!]!.map((id) => [id, { score: 3, remark: '' }]));
  const saved = await call(app, 'PUT', form, w.pw.teachers[0], { scores, remark: 'Rustig gewerkt.', seq: next() });
  if (saved.status !== 200) throw new Error(`beoordeling niet opgeslagen: ${JSON.stringify(saved.json)}`);
  if (final && (await call(app, 'POST', `${form}/finalize`, w.pw.teachers[0])).status !== 200) throw new Error('beoordeling niet definitief');
  return form;
}

/** The address of the evaluation of the PAT world's first module and first candidate on education `educationId`. */
const educationEvaluationOf = (educationId: string) => `/api/education/${educationId}/evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`;

/**
 * A fresh open education of the PAT world with its first candidate that its teachers[0] teaches, whose evaluations
 * on `moduleCount` of its modules (from the first) are scored and made final by teachers[0]: its id.
 */
async function evaluatedEducation(moduleCount: number): Promise<string> {
  const { educationId } = await openEducation(app, w.pw, { candidates: 1, started: true });
  for (const moduleId of w.pw.moduleIds.slice(0, moduleCount)) {
    const form = `/api/education/${educationId}/evaluation/${moduleId}/${w.pw.candidates[0]!.id}`;
    const scores = Object.fromEntries(w.pw.criteria[moduleId]!.map((id) => [id, { score: 3, remark: '' }]));
    const saved = await call(app, 'PUT', form, w.pw.teachers[0], { scores, remark: 'Rustig gewerkt.', seq: next() });
    if (saved.status !== 200) throw new Error(`beoordeling niet opgeslagen: ${JSON.stringify(saved.json)}`);
    if ((await call(app, 'POST', `${form}/finalize`, w.pw.teachers[0])).status !== 200) throw new Error('beoordeling niet definitief');
  }
  return educationId;
}

/**
 * A fresh planned PAT of the PAT world with one candidate whose first module has two final evaluations (teachers[0]
 * first, teachers[1] second); `released` marks it completed with its results released. Answers its id.
 */
async function twoAssessorPat(released: boolean): Promise<string> {
  const { patId } = await plannedPat(app, w.pw, { candidates: 1, secondAssessor: true, started: true });
  const form = evaluationOf(patId);
  const ids = w.pw.criteria[w.pw.moduleIds[0]!]!;
  for (const [teacher, query, score] of [[w.pw.teachers[0]!, '', 4], [w.pw.teachers[1]!, '?role=second', 2]] as const) {
    const scores = Object.fromEntries(ids.map((id, i) => [id, { score: i === 0 ? score : 3, remark: '' }]));
    if ((await call(app, 'PUT', `${form}${query}`, teacher, { scores, remark: '', seq: next() })).status !== 200) throw new Error('beoordeling niet opgeslagen');
    if ((await call(app, 'POST', `${form}/finalize${query}`, teacher)).status !== 200) throw new Error('beoordeling niet definitief');
  }
  if (released) await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
  return patId;
}

let releasedTwoAssessorPat: Promise<string> | undefined;
/** One released `twoAssessorPat` for the calls that only read it. */
const releasedPat = () => (releasedTwoAssessorPat ??= twoAssessorPat(true));
let matrixTemplate: Promise<string> | undefined;
/** A report template with one text section ('tekst') and the results block, made once. */
const reportTemplate = () =>
  (matrixTemplate ??= handle.db
    .insert(reportTemplates)
    .values({
      name: 'Matrixrapport',
      sections: [
        { id: 'tekst', kind: 'text', title: 'Tekst', hint: '' },
        { id: 'uitslag', kind: 'block', title: 'Resultaten', block: 'results' },
      ],
    })
    .returning({ id: reportTemplates.id })
    .then(([row]) => row!.id));

/**
 * A fresh report by the admin about the PAT world's first candidate on a fresh released `twoAssessorPat` (teachers[0]
 * assesses on it): a draft, a draft with its text written, or final and shareable. Answers its id.
 */
async function freshReport(state: 'draft' | 'written' | 'final'): Promise<string> {
  const patId = await twoAssessorPat(true);
  const created = await call(app, 'POST', '/api/reports', w.admin, { candidateId: w.pw.candidates[0]!.id, patId, templateId: await reportTemplate() });
  if (created.status !== 201) throw new Error(`rapport niet gemaakt: ${JSON.stringify(created.json)}`);
  const id = created.json.id as string;
  if (state === 'draft') return id;
  if ((await call(app, 'PUT', `/api/reports/${id}`, w.admin, { revision: 0, texts: { tekst: 'Rustig en nauwkeurig gewerkt.' } })).status !== 200) throw new Error('rapporttekst niet opgeslagen');
  if (state === 'written') return id;
  if ((await call(app, 'POST', `/api/reports/${id}/finalize`, w.admin)).status !== 200) throw new Error('rapport niet definitief');
  if ((await call(app, 'PUT', `/api/reports/${id}/sharing`, w.admin, { shareable: true })).status !== 200) throw new Error('rapport niet gedeeld');
  return id;
}

let sharedReport: Promise<string> | undefined;
/** One final, shareable report for the calls that only read it. */
const finalReport = () => (sharedReport ??= freshReport('final'));

/** Probes of a report call for staff and teachers: the PAT's assessor reaches it, a teacher not on the PAT does not. */
function reportWriterProbes(ctx: Ctx, record: string, path: string, body?: unknown): Probe[] {
  if (ctx.role === 'Teacher') return [own(`${record} on a PAT the teacher assesses on`, path, { token: w.pw.teachers[0]!.token, body }), foreign(`${record} on a PAT T does not assess on`, path, { body })];
  return [own(record, path, { body }), foreign('an unknown report', path.replace(/[0-9a-f-]{36}/, randomUUID()), { body })];
}

/** A multipart body with a new small PNG as `file` and a caption, for an evidence photo. */
async function photoForm(): Promise<FormData> {
  const form = new FormData();
  form.append('file', new File([(await png()) as Uint8Array<ArrayBuffer>], 'foto.png', { type: 'image/png' }));
  form.append('caption', 'Pallet netjes gestapeld');
  return form;
}

/** A new evidence photo the PAT world's teachers[0] adds to the first evaluation of a fresh planned PAT: its id. */
async function evidencePhoto(): Promise<string> {
  const { patId } = await plannedPat(app, w.pw, { candidates: 1, started: true });
  const added = await send('POST', `${evaluationOf(patId)}/photos`, w.pw.teachers[0]!.token, await photoForm());
  if (added.status !== 201) throw new Error(`bewijsfoto niet toegevoegd: ${added.status} ${added.text}`);
  return (JSON.parse(added.text) as { id: string }).id;
}

/** The upload id of a new evidence photo. */
async function evidenceUpload(): Promise<string> {
  const photo = await evidencePhoto();
  const [row] = await handle.db.select({ uploadId: evaluationPhotos.uploadId }).from(evaluationPhotos).where(eq(evaluationPhotos.id, photo));
  return row!.uploadId;
}

/** A profession test pinning Veiligheid and Rekenen, assigned to `candidate` when given; answers its id. */
async function testFor(candidate?: TestUser): Promise<{ testId: string; assignmentId?: string }> {
  const [test] = await handle.db
    .insert(professionTests)
    .values({ professionId: w.professionId, title: `Beroepentest ${next()}`, languages: ['nl'], timeLimitMinutes: null, passPercent: 60 })
    .returning({ id: professionTests.id });
  if (!test) throw new Error('test niet aangemaakt');
  await handle.db
    .insert(professionTestModules)
    .values(w.versions.map((moduleVersionId, i) => ({ testId: test.id, position: i + 1, moduleVersionId, passPercent: 60 })));
  if (!candidate) return { testId: test.id };
  const [assignment] = await handle.db
    .insert(testAssignments)
    .values({ testId: test.id, candidateId: candidate.id, assignedBy: w.coordinator.id })
    .returning({ id: testAssignments.id });
  return { testId: test.id, assignmentId: assignment?.id };
}

/**
 * An attempt of `candidate` at a new test: in progress with a saved true/false answer, or closed by the
 * candidate with an open answer that waits for points.
 */
async function attemptOf(candidate: TestUser, status: 'in_progress' | 'closed'): Promise<string> {
  const { testId, assignmentId } = await testFor(candidate);
  const [attempt] = await handle.db
    .insert(testAttempts)
    .values({ assignmentId: assignmentId as string, testId, candidateId: candidate.id, language: 'nl', status: 'in_progress' })
    .returning({ id: testAttempts.id });
  if (!attempt) throw new Error('poging niet aangemaakt');
  const answers: [string, number, AnswerValue][] = [
    ['a-tf', 1, { kind: 'truefalse', value: true }],
    ['a-open', 1, { kind: 'open', text: 'Melden bij de leidinggevende en het gebied afzetten.' }],
  ];
  await handle.db
    .insert(attemptAnswers)
    .values(answers.map(([questionId, modulePosition, value]) => ({ attemptId: attempt.id, questionId, modulePosition, value, clientSeq: 1 })));
  if (status === 'closed') await closeAttempt(handle.db, attempt.id, 'candidate');
  return attempt.id;
}

/** An unread notification of `user`. */
async function notificationOf(user: TestUser): Promise<string> {
  const [row] = await handle.db
    .insert(notifications)
    .values({ userId: user.id, type: 1, message: `Je hebt een nieuw bericht (${next()}).`, relatedId: null })
    .returning({ id: notifications.id });
  return row?.id as string;
}

/** A message from `from` to `to`, stored as delivered. */
async function messageFrom(from: TestUser, to: TestUser[]): Promise<string> {
  const [row] = await handle.db
    .insert(messages)
    .values({ senderId: from.id, subject: `Afspraak ${next()}`, body: 'Kun je morgen om tien uur?' })
    .returning({ id: messages.id });
  if (!row) throw new Error('bericht niet aangemaakt');
  await handle.db.insert(messageRecipients).values(to.map((u) => ({ messageId: row.id, recipientId: u.id })));
  return row.id;
}

/** An open suggestion by T for the intro text of the suggestion module. */
async function openSuggestion(): Promise<string> {
  const { id } = await submitSuggestion(handle.db, w.teacher.id, { partId: 's-intro', language: 'nl', text: `Lees elke vraag rustig (${next()}).`, comment: '' });
  return id;
}

/** A finished beroepen-quiz of `candidate` ('leuk' on every item): its id. */
async function quizOf(candidate: TestUser): Promise<string> {
  const [row] = await handle.db
    .insert(quizResults)
    .values({ candidateId: candidate.id, language: 'nl', answers: quizAnswers(), topAreas: 'RIA' })
    .returning({ id: quizResults.id });
  return row!.id;
}

let quizzes: Promise<{ a1: string; b1: string }> | undefined;
/** A1's and B1's quizzes, made once. */
const sharedQuizzes = () => (quizzes ??= Promise.all([quizOf(w.a1), quizOf(w.b1)]).then(([a1, b1]) => ({ a1, b1 })));

/** A fresh prospect of the beroepen-quiz with an e-mail address of their own: its id. */
async function freshProspect(): Promise<string> {
  const [row] = await handle.db
    .insert(quizProspects)
    .values({ name: `Belangstellende ${next()}`, email: `belangstellende-${next()}@test.example`, phone: null, consentAt: new Date(), language: 'nl', answers: quizAnswers(), topAreas: 'RIA' })
    .returning({ id: quizProspects.id });
  return row!.id;
}

/** A template content with a fresh criterion. */
const templateContent = (name = `Heftruck rijden ${next()}`): TemplateContent => ({
  name,
  criteria: [{ id: randomUUID(), name: 'Veilig rijden', description: 'Kijkt om zich heen en houdt afstand.', weight: 2 }],
  scale: DEFAULT_SCALE,
});

/** A report template body with a text section and a block (features/reports/contract.ts `reportTemplateBody`). */
const reportTemplateBody = (name = `Rapportage ${next()}`) => ({
  name,
  description: '',
  sections: [
    { kind: 'text' as const, title: 'Inleiding', hint: 'Waarom dit rapport.' },
    { kind: 'block' as const, title: 'Resultaten', block: 'results' as const },
  ],
});

/** A fresh report template made by the coordinator, archived when asked: its id. */
async function freshReportTemplate(archived = false): Promise<string> {
  const { id } = await createReportTemplate(handle.db, w.coordinator.id, reportTemplateBody());
  if (archived) await setReportTemplateArchived(handle.db, id, true);
  return id;
}

/** A location body with two rooms. */
const locationBody = (name = `Opleidingscentrum ${next()}`) => ({
  name,
  street: 'Stationsplein 12',
  postcode: '3511ed',
  city: 'Utrecht',
  stepFree: true,
  lift: true,
  rooms: [
    { name: 'Lokaal 1', capacity: 12 },
    { name: 'Praktijkhal', capacity: 30 },
  ],
});

/** A fresh location with two rooms; answers its id. */
const locationWithRooms = () => createLocation(handle.db, { ...locationBody(), postcode: '3511 ED', accessibilityText: null, directions: null, internalNotes: null });

/** An organisation body with every field. */
const organizationBody = (name = `Bouwbedrijf ${next()} B.V.`) => ({
  name,
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  visitStreet: 'Hengelosestraat 5',
  visitPostcode: '7514 AB',
  visitCity: 'Enschede',
  invoiceEmail: 'facturen@bouwbedrijf.example',
});

/** A bulk intake file (CSV) of one new candidate of organisation A. */
const intakeFile = () => `naam;e-mail;organisatie\nIna Intake;intake-${next()}@test.example;Organisatie A\n`;

/** A fresh organisation without people; answers its id. */
const emptyOrganization = async () => (await createOrganization(handle, `Leeg ${next()}`)).id;

/** A small PNG of a colour no other call used, so it is never a duplicate upload. */
function png(): Promise<Buffer> {
  const n = next();
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } } }).png().toBuffer();
}

/** The query value `name` of the first link in the last mail to `to`. */
function fromLastMail(to: string, name: string): string {
  const mail = mails.filter((m) => m.to === to).at(-1);
  const href = mail?.text.match(/https?:\/\/\S+/)?.[0];
  const value = href ? new URL(href).searchParams.get(name) : null;
  if (!value) throw new Error(`geen ${name} in de mail aan ${to}`);
  return value;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'matrix-uploads-'));
  process.env.UPLOAD_DIR = uploadDir;
  resetConfig();
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: capture });

  const orgA = await createOrganization(handle, 'Organisatie A');
  const orgB = await createOrganization(handle, 'Organisatie B');
  w.orgA = orgA.id;
  w.orgB = orgB.id;
  // An address, so seats can be sold to them (an invoice names the buyer's address).
  await handle.db.update(organizations).set({ visitStreet: 'Markt 1', visitPostcode: '7511 GA', visitCity: 'Enschede' }).where(inArray(organizations.id, [orgA.id, orgB.id]));
  w.admin = await createUser(handle, 'Admin', { name: 'Anna Beheer' });
  w.coordinator = await createUser(handle, 'Coordinator', { name: 'Bram Coördinator' });
  w.teacher = await createUser(handle, 'Teacher', { name: 'Émile Docent' });
  w.teacher2 = await createUser(handle, 'Teacher', { name: 'Zeger Docent' });
  w.intakeTeacher = await createUser(handle, 'Teacher', { name: 'Ilse Intake', intakeSupervisor: true });
  w.cpA = await createUser(handle, 'ContactPerson', { name: 'Pim Contact', organizationId: orgA.id });
  w.cpB = await createUser(handle, 'ContactPerson', { name: 'Rosa Contact', organizationId: orgB.id });
  w.a1 = await createUser(handle, 'User', { name: 'Carla Kandidaat', organizationId: orgA.id });
  w.b1 = await createUser(handle, 'User', { name: 'Olaf Buitenstaander', organizationId: orgB.id });
  await link(handle, w.teacher, w.a1);
  await link(handle, w.teacher2, w.b1);
  w.location = await locationWithRooms();
  w.otherRoom = (await call(app, 'GET', `/api/location/${await locationWithRooms()}`, w.coordinator)).json.rooms[0].id;

  w.professionId = (await createProfession(handle, 'Magazijnmedewerker')).id;
  const safety = await createModule(handle, sampleModule('a-', { title: 'Veiligheid' }), w.professionId);
  const maths = await createModule(handle, sampleModule('b-', { title: 'Rekenen' }), w.professionId);
  w.safety = safety.moduleId;
  w.versions = [safety.versionId, maths.versionId];
  w.suggested = (await createModule(handle, sampleModule('s-', { title: 'Suggesties' }), w.professionId)).moduleId;
  w.templateId = (await createTemplate(handle.db, w.coordinator.id, templateContent('Magazijn praktijk'))).id;
  w.imageId = (await storeImage(handle.db, w.coordinator.id, await png(), { filename: 'bord.png', type: 'image/png' })).id;
  w.moduleFile = (await call(app, 'GET', `/api/modules/${w.safety}/export`, w.coordinator)).json;

  w.testA = await createTestVia(app, w.coordinator, w.professionId, [w.safety], [w.a1], { languages: ['nl'] });
  w.testB = await createTestVia(app, w.coordinator, w.professionId, [w.safety], [w.b1], { languages: ['nl'] });
  w.a2 = await createUser(handle, 'User', { name: 'Kees Klasgenoot', organizationId: orgA.id });
  [w.licenceA, w.invoiceA] = await paidLicence(w.orgA, w.testA);
  [w.licenceB, w.invoiceB] = await paidLicence(w.orgB, w.testB);
  w.pw = await educationWorld(handle, app);
  w.pat = (await plannedPat(app, w.pw, { candidates: 1, started: true })).patId;
  w.patDay = (await call(app, 'GET', `/api/pat/${w.pat}`, w.admin)).json.days[0].id;
  w.education = (await openEducation(app, w.pw, { candidates: 1, started: true })).educationId;
  w.a1Running = await attemptOf(w.a1, 'in_progress');
  w.a1Closed = await attemptOf(w.a1, 'closed');
  w.b1Running = await attemptOf(w.b1, 'in_progress');
  w.b1Closed = await attemptOf(w.b1, 'closed');

  w.reportTemplate = await freshReportTemplate();
  w.archivedReportTemplate = await freshReportTemplate(true);

  w.b1Notification = await notificationOf(w.b1);
  w.foreignMessage = await messageFrom(w.b1, [w.cpB]);
  w.received = {
    Admin: await messageFrom(w.coordinator, [w.admin]),
    Coordinator: await messageFrom(w.admin, [w.coordinator]),
    Teacher: await messageFrom(w.a1, [w.teacher]),
    ContactPerson: await messageFrom(w.a1, [w.cpA]),
    User: await messageFrom(w.teacher, [w.a1]),
  };
  w.sent = {
    Admin: await messageFrom(w.admin, [w.a1]),
    Coordinator: await messageFrom(w.coordinator, [w.a1]),
    Teacher: await messageFrom(w.teacher, [w.coordinator]),
    ContactPerson: await messageFrom(w.cpA, [w.coordinator]),
    User: await messageFrom(w.a1, [w.cpA]),
  };
});

afterAll(async () => {
  await handle?.close();
  if (previousUploadDir === undefined) delete process.env.UPLOAD_DIR;
  else process.env.UPLOAD_DIR = previousUploadDir;
  resetConfig();
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

// ——— What each route is called with ———

/**
 * One request of a check. `in`: a record in the caller's scope (or no record at all), expected 2xx when the
 * role is allowed. `out`: a record outside it, expected `status` (404 unless the rule says otherwise).
 */
interface Probe {
  scope: 'in' | 'out';
  /** The record, in words: "B1's closed attempt (B1 is not linked to T)". */
  record: string;
  path: string;
  body?: unknown;
  /** Sent instead of the caller's token (a second session of the same role, for calls that end or change it). */
  token?: string;
  status?: number;
  /** Ids that must not appear in a 2xx answer: records of others in lists. */
  hidden?: string[];
}

/** Who is calling, for the request builders. */
interface Ctx {
  caller: CallerName;
  role: Role | undefined;
  /** The caller's user; for 'anonymous' undefined. */
  user: TestUser | undefined;
  /** The caller's user, or A1 when there is none: whose records an anonymous call names. */
  self: TestUser;
}

/** A complete beroepen-quiz answer set: 'leuk' on every item. */
const quizAnswers = (): Answers => Object.fromEntries(QUIZ_ITEMS.map((item) => [item.id, 'like' as const]));

const isStaffName = (c: Ctx) => c.role === 'Admin' || c.role === 'Coordinator';
const own = (record: string, path: string, extra: Partial<Probe> = {}): Probe => ({ scope: 'in', record, path, ...extra });
const foreign = (record: string, path: string, extra: Partial<Probe> = {}): Probe => ({ scope: 'out', record, path, ...extra });

/** A second token of `user`'s role for a call that ends or changes the session: a fresh user of that role. */
async function disposableToken(ctx: Ctx): Promise<string | undefined> {
  if (!ctx.role) return undefined;
  return (await createUser(handle, ctx.role, { organizationId: ctx.role === 'ContactPerson' || ctx.role === 'User' ? w.orgA : null })).token;
}

/** The candidate the caller's scope covers for user-record calls, when there is one. */
function scopedCandidate(ctx: Ctx): TestUser | undefined {
  if (isStaffName(ctx)) return w.b1;
  if (ctx.role === 'Teacher' || ctx.role === 'ContactPerson' || ctx.role === 'User') return w.a1;
  return undefined;
}

/** Attempt probes for "owner" calls: the candidate's own attempt in scope; A1's and B1's for anyone else out. */
function ownerProbes(ctx: Ctx, mine: string, a1s: string, b1s: string, path: (id: string) => string, body?: unknown): Probe[] {
  if (ctx.role === 'User') {
    return [own("A1's own attempt", path(mine), { body }), foreign("B1's attempt (another candidate's)", path(b1s), { body })];
  }
  return [foreign("A1's attempt (not the caller's)", path(a1s), { body }), foreign("B1's attempt (not the caller's)", path(b1s), { body })];
}

/**
 * Probes of a user administration call outside the caller's reach: the Admin's account (a coordinator may not
 * change admins: 401; the Admin themselves: their own account, 400 for disabling and enabling, 409 for an
 * invitation, 200 for their own data, so no probe) and an unknown id (404).
 */
function staffOnlyProbes(ctx: Ctx, path: (id: string) => string, body?: unknown): Probe[] {
  const probes = [foreign('an unknown id', path(randomUUID()), { body })];
  if (ctx.role !== 'Admin') probes.push(foreign('the Admin’s account (not a coordinator’s to change)', path(w.admin.id), { body, status: 401 }));
  return probes;
}

type Describe = (ctx: Ctx) => Probe[] | Promise<Probe[]>;

/** The request(s) for every route, keyed like ACCESS_RULES. */
const REQUESTS: Record<string, Describe> = {
  // User
  'POST /api/user/login': () => [own('no record', '/api/user/login', { body: { email: w.a1.email, password: TEST_PASSWORD } })],
  'POST /api/user/logout': async (ctx) => [own('the caller’s own session', '/api/user/logout', { token: await disposableToken(ctx) })],
  'POST /api/user/ForgotPassword': () => [own('no record', '/api/user/ForgotPassword', { body: { email: 'niemand@voorbeeld.nl' } })],
  'POST /api/user/ResetPassword': async () => {
    const user = await createUser(handle, 'User');
    await requestPasswordReset(handle.db, immediateOutbox(capture), user.email);
    const token = fromLastMail(user.email, 'token');
    return [own('the mailed reset token', '/api/user/ResetPassword', { body: { email: user.email, password: 'een-nieuw-lang-wachtwoord', token } })];
  },
  'POST /api/user/ConfirmEmailAndPassword': async () => {
    const email = `uitgenodigd-${next()}@test.example`;
    await inviteUser(handle.db, immediateOutbox(capture), { email, name: 'Ina Uitgenodigd', role: 'User' });
    const code = fromLastMail(email, 'code');
    return [own('the mailed invitation code', '/api/user/ConfirmEmailAndPassword', { body: { email, password: 'een-nieuw-lang-wachtwoord', code } })];
  },
  'POST /api/user/ChangePassword': async (ctx) => [
    own('the caller’s own password', '/api/user/ChangePassword', {
      token: await disposableToken(ctx),
      body: { currentPassword: TEST_PASSWORD, newPassword: 'een-ander-lang-wachtwoord' },
    }),
  ],
  'GET /api/user/headerinfo': () => [own('the caller’s notifications', '/api/user/headerinfo', { hidden: [w.b1Notification] })],
  'GET /api/user/get': (ctx) => {
    const probes = [own('the caller’s own profile', '/api/user/get')];
    const candidate = scopedCandidate(ctx);
    if (candidate) probes.push(own(`${candidate.name} (in scope)`, `/api/user/get?userId=${candidate.id}`));
    if (!isStaffName(ctx)) {
      probes.push(foreign('B1 (organisation B, linked to T2 only)', `/api/user/get?userId=${w.b1.id}`));
      probes.push(foreign('T2 (another teacher)', `/api/user/get?userId=${w.teacher2.id}`));
    }
    return probes;
  },
  'GET /api/user/contactlist': (ctx) => [
    own('the caller’s contacts', '/api/user/contactlist', { hidden: ctx.role === 'ContactPerson' ? [w.b1.id, w.cpB.id] : [w.b1.id, w.teacher2.id, w.cpB.id] }),
  ],
  'GET /api/user/GetCandidates': (ctx) => [
    own('the candidates the caller follows', '/api/user/GetCandidates', { hidden: isStaffName(ctx) ? [] : [w.b1.id] }),
  ],
  'GET /api/user/GetTeachers': () => [own('every teacher', '/api/user/GetTeachers')],
  'GET /api/user/GetContactPerson': () => [own('every contact person', '/api/user/GetContactPerson')],
  'GET /api/user/GetCoordinators': () => [own('every coordinator and admin', '/api/user/GetCoordinators')],
  'GET /api/user/counts': () => [own('no record', '/api/user/counts')],
  'GET /api/user/GetIntakeSuperVisors': () => [own('every intake supervisor', '/api/user/GetIntakeSuperVisors')],
  'POST /api/user/createcandidate': () => [
    own('a new candidate', '/api/user/createcandidate', { body: { name: 'Nieuwe Kandidaat', email: `kandidaat-${next()}@test.example` } }),
  ],
  'POST /api/user/CreateTeacher': () => [
    own('a new teacher', '/api/user/CreateTeacher', { body: { name: 'Nieuwe Docent', email: `docent-${next()}@test.example`, intakeSupervisor: true } }),
  ],
  'POST /api/user/createcontactperson': () => [
    own('a new contact person of organisation A', '/api/user/createcontactperson', {
      body: { name: 'Nieuwe Contactpersoon', email: `contact-${next()}@test.example`, organizationId: w.orgA },
    }),
  ],
  'POST /api/user/createcoordinator': () => [
    own('a new coordinator', '/api/user/createcoordinator', { body: { name: 'Nieuwe Coördinator', email: `coordinator-${next()}@test.example` } }),
  ],
  'GET /api/user/:id/account': () => [
    own('B1’s account', `/api/user/${w.b1.id}/account`),
    own('the Admin’s account', `/api/user/${w.admin.id}/account`),
    foreign('an unknown id', `/api/user/${randomUUID()}/account`),
  ],
  'PUT /api/user/:id': async (ctx) => {
    const fresh = await createUser(handle, 'User', { organizationId: w.orgA });
    return [
      own('a fresh candidate', `/api/user/${fresh.id}`, { body: { name: 'Nieuwe Naam', email: fresh.email } }),
      ...staffOnlyProbes(ctx, (id) => `/api/user/${id}`, { name: 'Gekaapt', email: w.admin.email }),
    ];
  },
  'POST /api/user/:id/invite': async (ctx) => {
    const email = `uitnodiging-${next()}@test.example`;
    const invited = await inviteUser(handle.db, immediateOutbox(capture), { email, name: 'Iris Uitgenodigd', role: 'User' });
    return [
      own('a fresh invited candidate', `/api/user/${invited.id}/invite`),
      foreign('A1 (active, no invitation to send)', `/api/user/${w.a1.id}/invite`, { status: 409 }),
      ...staffOnlyProbes(ctx, (id) => `/api/user/${id}/invite`),
    ];
  },
  'POST /api/user/:id/disable': async (ctx) => [
    own('a fresh teacher', `/api/user/${(await createUser(handle, 'Teacher')).id}/disable`),
    ...staffOnlyProbes(ctx, (id) => `/api/user/${id}/disable`),
  ],
  'POST /api/user/:id/enable': async (ctx) => [
    own('a fresh disabled teacher', `/api/user/${(await createUser(handle, 'Teacher', { status: 'disabled' })).id}/enable`),
    ...staffOnlyProbes(ctx, (id) => `/api/user/${id}/enable`),
  ],

  // Bulk intake
  'POST /api/user/intake/preview': () => [
    own('a file of one new candidate of organisation A', '/api/user/intake/preview', { body: { csv: intakeFile() } }),
  ],
  'POST /api/user/intake': () => [own('a file of one new candidate of organisation A', '/api/user/intake', { body: { csv: intakeFile() } })],

  // Group actions
  'POST /api/group-actions/:action/preview': async () => [
    own("a fresh draft PAT, a candidate of the PAT world's organisation", '/api/group-actions/pat/preview', {
      body: { candidateIds: [w.pw.candidates[1]!.id], targetId: await draftPat() },
    }),
    foreign('an unknown candidate id', '/api/group-actions/reinvite/preview', { body: { candidateIds: [randomUUID()] } }),
    foreign('a teacher’s id (no candidate)', '/api/group-actions/reinvite/preview', { body: { candidateIds: [w.teacher.id] } }),
  ],
  'POST /api/group-actions/:action': async () => {
    const invited = await createUser(handle, 'User', { status: 'invited', passwordHash: null, organizationId: w.orgA });
    return [
      own('a fresh invited candidate of organisation A', '/api/group-actions/reinvite', { body: { candidateIds: [invited.id], expected: [invited.id] } }),
      foreign('an unknown candidate id', '/api/group-actions/reinvite', { body: { candidateIds: [randomUUID()], expected: [] } }),
    ];
  },

  // Privacy
  'GET /api/user/DownloadCandidateData': (ctx) =>
    isStaffName(ctx)
      ? [
          own('B1’s data (any candidate)', `/api/user/DownloadCandidateData?userId=${w.b1.id}`),
          foreign('T2 (a teacher, not a candidate)', `/api/user/DownloadCandidateData?userId=${w.teacher2.id}`),
        ]
      : [
          own('the caller’s own data', '/api/user/DownloadCandidateData'),
          foreign('B1’s data (another candidate)', `/api/user/DownloadCandidateData?userId=${w.b1.id}`),
        ],
  'DELETE /api/user/deleteUser': async (ctx) => {
    const fresh = await createUser(handle, 'User', { name: `Ina Verwijderbaar ${next()}`, organizationId: w.orgA });
    const probes = [
      own('a fresh candidate', `/api/user/deleteUser?userId=${fresh.id}`),
      foreign('the caller themselves', `/api/user/deleteUser?userId=${ctx.self.id}`, { status: 400 }),
    ];
    if (ctx.role === 'Coordinator') probes.push(foreign('an admin (a coordinator erases candidates and contact persons)', `/api/user/deleteUser?userId=${w.admin.id}`));
    return probes;
  },

  // Notification
  'GET /api/notification': () => [own('the caller’s notifications', '/api/notification', { hidden: [w.b1Notification] })],
  'GET /api/notification/preferences': () => [own('the caller’s own mail choices', '/api/notification/preferences')],
  'PUT /api/notification/preferences': () => [own('the caller’s own mail choices', '/api/notification/preferences', { body: { reminder: false } })],
  'PUT /api/notification/read': async (ctx) => [
    own('the caller’s own notification', '/api/notification/read', { body: { id: await notificationOf(ctx.self) } }),
    foreign("B1's notification", '/api/notification/read', { body: { id: w.b1Notification } }),
  ],

  // Mail outbox
  'GET /api/mail-outbox': () => [own('no record', '/api/mail-outbox')],
  'POST /api/mail-outbox/:id/resend': async () => [
    own('a mail the mail server refused', `/api/mail-outbox/${await insertMail(handle.db, { to: `geweigerd-${next()}@test.example`, subject: 'Proef', text: 'Proef' })}/resend`),
  ],

  // Assessor agreement
  'GET /api/quality/assessor-agreement': () => [own('every double-marked evaluation', '/api/quality/assessor-agreement')],

  // Message
  'GET /api/message/inbox': () => [own('the caller’s inbox', '/api/message/inbox', { hidden: [w.foreignMessage] })],
  'GET /api/message/outbox': () => [own('the caller’s outbox', '/api/message/outbox', { hidden: [w.foreignMessage] })],
  'GET /api/message/:id': (ctx) => [
    own('a message the caller received', `/api/message/${w.received[ctx.role ?? 'User']}`),
    own('a message the caller sent', `/api/message/${w.sent[ctx.role ?? 'User']}`),
    foreign('a message from B1 to CP-B', `/api/message/${w.foreignMessage}`),
  ],
  'POST /api/message': (ctx) => {
    const to = ctx.role === 'User' ? w.teacher : w.a1;
    const body = { to: [to.id], subject: 'Vraag over de test', body: 'Wanneer is de volgende test?' };
    const probes = [
      own(`a message to ${to.name}`, '/api/message', { body }),
      foreign('a reply to a message from B1 to CP-B', '/api/message', { body: { ...body, replyToId: w.foreignMessage } }),
    ];
    if (ctx.role === 'Teacher' || ctx.role === 'ContactPerson') {
      probes.push(foreign('a message to B1 (not linked, organisation B)', '/api/message', { body: { ...body, to: [w.b1.id] }, status: 400 }));
    }
    if (ctx.role === 'User') {
      probes.push(foreign('a message to T2 (not A1’s teacher)', '/api/message', { body: { ...body, to: [w.teacher2.id] }, status: 400 }));
    }
    return probes;
  },
  'POST /api/message/:id/reply': (ctx) => [
    own('a message the caller received', `/api/message/${w.received[ctx.role ?? 'User']}/reply`, { body: { body: 'Dank je, tot morgen.' } }),
    foreign('a message the caller sent (not received)', `/api/message/${w.sent[ctx.role ?? 'User']}/reply`, { body: { body: 'Dank je.' } }),
    foreign('a message from B1 to CP-B', `/api/message/${w.foreignMessage}/reply`, { body: { body: 'Dank je.' } }),
  ],

  // Audit
  'GET /api/audit': () => [own('no record', '/api/audit')],
  'GET /api/audit/activity': () => [own('no record', '/api/audit/activity')],

  // Modules
  'GET /api/modules': () => [own('no record', '/api/modules')],
  'GET /api/modules/:id': () => [own('module Veiligheid', `/api/modules/${w.safety}`)],
  'GET /api/modules/:id/edit': () => [own('module Veiligheid', `/api/modules/${w.safety}/edit`)],
  'POST /api/modules': () => [
    own('a new module', '/api/modules', { body: { professionId: w.professionId, content: sampleModule(`n${next()}-`, { title: 'Nieuw' }) } }),
  ],
  'PUT /api/modules/:id': async () => {
    const { moduleId } = await createModule(handle, sampleModule(`p${next()}-`, { title: 'Te wijzigen' }), w.professionId);
    const content = sampleModule(`p${next()}-`, { title: 'Gewijzigd' });
    return [own('a fresh module', `/api/modules/${moduleId}`, { body: { professionId: w.professionId, content, baseVersion: 1 } })];
  },
  'PUT /api/modules/:id/template': async () => {
    const { moduleId } = await createModule(handle, sampleModule(`t${next()}-`, { title: 'Met sjabloon' }), w.professionId);
    return [own('a fresh module', `/api/modules/${moduleId}/template`, { body: { templateId: w.templateId } })];
  },
  'GET /api/modules/:id/export': () => [own('module Veiligheid', `/api/modules/${w.safety}/export`)],
  'POST /api/modules/import': () => [own('a module file', '/api/modules/import', { body: w.moduleFile })],
  'GET /api/modules/:id/suggestions': () => [own('the suggestion module', `/api/modules/${w.suggested}/suggestions`)],

  // Images
  'POST /api/media': async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await png())], 'bord.png', { type: 'image/png' }));
    return [own('a new image', '/api/media', { body: form })];
  },
  'GET /api/media/:id': async () => [
    own('an uploaded image', `/api/media/${w.imageId}?w=160`),
    foreign('the upload of an evidence photo (served only by GET /api/pat/evidence/{id})', `/api/media/${await evidenceUpload()}?w=160`),
  ],

  // Templates
  'GET /api/templates': () => [own('no record', '/api/templates')],
  'GET /api/templates/:id': () => [own('template Magazijn praktijk', `/api/templates/${w.templateId}`)],
  'POST /api/templates': () => [own('a new template', '/api/templates', { body: templateContent() })],
  'PUT /api/templates/:id': async () => {
    const { id } = await createTemplate(handle.db, w.coordinator.id, templateContent());
    return [own('a fresh template', `/api/templates/${id}`, { body: { ...templateContent(), baseVersion: 1 } })];
  },

  // Suggestions
  'GET /api/suggestions/part/:partId': () => [own('the intro of module Suggesties', '/api/suggestions/part/s-intro')],
  'POST /api/suggestions': () => [
    own('the intro of module Suggesties', '/api/suggestions', { body: { partId: 's-intro', language: 'nl', text: `Lees elke vraag goed door (${next()}).` } }),
  ],
  'POST /api/suggestions/:id/accept': async () => [own('a fresh open suggestion', `/api/suggestions/${await openSuggestion()}/accept`)],
  'POST /api/suggestions/:id/reject': async () => [
    own('a fresh open suggestion', `/api/suggestions/${await openSuggestion()}/reject`, { body: { reason: 'Dit past niet bij de module.' } }),
  ],

  // Profession test: candidates
  'GET /api/test/mine': () => [own('A1’s assigned tests', '/api/test/mine', { hidden: [w.testB, w.b1Running, w.b1Closed] })],
  'GET /api/test/:testId/candidate': () => [
    own('a test assigned to A1', `/api/test/${w.testA}/candidate`),
    foreign('a test assigned to B1 only', `/api/test/${w.testB}/candidate`),
  ],
  'POST /api/test/:testId/start': async () => [
    own('a fresh test assigned to A1', `/api/test/${(await testFor(w.a1)).testId}/start`, { body: { language: 'nl' } }),
    foreign('a fresh test assigned to B1 only', `/api/test/${(await testFor(w.b1)).testId}/start`, { body: { language: 'nl' } }),
  ],
  'GET /api/test/attempt/:attemptId': (ctx) =>
    ownerProbes(ctx, w.a1Running, w.a1Running, w.b1Running, (id) => `/api/test/attempt/${id}`),
  'GET /api/test/attempt/:attemptId/module/:position': (ctx) =>
    ownerProbes(ctx, w.a1Running, w.a1Running, w.b1Running, (id) => `/api/test/attempt/${id}/module/1`),
  'PUT /api/test/attempt/:attemptId/answer': (ctx) =>
    ownerProbes(ctx, w.a1Running, w.a1Running, w.b1Running, (id) => `/api/test/attempt/${id}/answer`, {
      questionId: 'a-single',
      value: { kind: 'single', option: 'b' },
      seq: next(),
    }),
  'POST /api/test/attempt/:attemptId/close': async (ctx) => {
    const [a1s, b1s] = [await attemptOf(w.a1, 'in_progress'), await attemptOf(w.b1, 'in_progress')];
    return ownerProbes(ctx, a1s, a1s, b1s, (id) => `/api/test/attempt/${id}/close`);
  },
  'GET /api/test/attempt/:attemptId/result': (ctx) =>
    ownerProbes(ctx, w.a1Closed, w.a1Closed, w.b1Closed, (id) => `/api/test/attempt/${id}/result`),
  'GET /api/test/profile': (ctx) =>
    isStaffName(ctx)
      ? [own('B1’s profile', `/api/test/profile?userId=${w.b1.id}`)]
      : [own('the caller’s own profile', '/api/test/profile'), foreign('B1’s profile', `/api/test/profile?userId=${w.b1.id}`)],
  'PUT /api/test/profile': (ctx) =>
    isStaffName(ctx)
      ? [
          own('B1’s profile', `/api/test/profile?userId=${w.b1.id}`, { body: { extraTimePercent: 25, readAloud: false } }),
          foreign('T2 (a teacher, not a candidate)', `/api/test/profile?userId=${w.teacher2.id}`, { body: { extraTimePercent: 25 } }),
        ]
      : [
          own('the caller’s own profile (language)', '/api/test/profile', { body: { preferredLanguage: 'nl' } }),
          foreign('extra time on the caller’s own profile (staff grant it)', '/api/test/profile', { body: { extraTimePercent: 10 }, status: 400 }),
          foreign('B1’s profile', `/api/test/profile?userId=${w.b1.id}`, { body: { preferredLanguage: 'nl' } }),
        ],
  'GET /api/test/attempts': (ctx) =>
    isStaffName(ctx)
      ? [
          own('B1’s attempts', `/api/test/attempts?userId=${w.b1.id}`, { hidden: [w.a1Running, w.a1Closed] }),
          foreign('T2 (a teacher, not a candidate)', `/api/test/attempts?userId=${w.teacher2.id}`),
        ]
      : [
          own('A1’s attempts (organisation A, the contact person’s own)', `/api/test/attempts?userId=${w.a1.id}`, { hidden: [w.b1Running, w.b1Closed] }),
          foreign('B1’s attempts (organisation B)', `/api/test/attempts?userId=${w.b1.id}`),
          foreign('CP-A (the caller’s own account, not a candidate)', `/api/test/attempts?userId=${w.cpA.id}`),
          foreign('T2 (a teacher, not a candidate)', `/api/test/attempts?userId=${w.teacher2.id}`),
        ],

  // Profession test: staff
  'GET /api/test/professions': () => [own('no record', '/api/test/professions')],
  'GET /api/test/modules': () => [own('no record', `/api/test/modules?professionId=${w.professionId}`)],
  'POST /api/test': () => [
    own('a new test', '/api/test', {
      body: {
        professionId: w.professionId,
        title: `Beroepentest ${next()}`,
        moduleIds: [w.safety],
        modulePassPercent: [60],
        languages: ['nl'],
        timeLimitMinutes: 30,
        passPercent: 60,
        showAnswers: false,
      },
    }),
  ],
  'GET /api/test': () => [own('no record', '/api/test')],
  'GET /api/test/:testId': () => [own('the test assigned to B1', `/api/test/${w.testB}`)],
  'POST /api/test/:testId/assign': async () => {
    const { testId } = await testFor();
    await paidLicence(w.orgA, testId, 2);
    return [own('a fresh test with a licence of organisation A, for A1', `/api/test/${testId}/assign`, { body: { candidateId: w.a1.id } })];
  },

  // Profession test: scoring
  'GET /api/test/attempt/:attemptId/open-answers': (ctx) =>
    isStaffName(ctx)
      ? [own("B1's closed attempt", `/api/test/attempt/${w.b1Closed}/open-answers`)]
      : [
          own("A1's closed attempt (A1 is linked to T)", `/api/test/attempt/${w.a1Closed}/open-answers`),
          foreign("B1's closed attempt (B1 is not linked to T)", `/api/test/attempt/${w.b1Closed}/open-answers`),
        ],
  'PUT /api/test/attempt/:attemptId/score': async (ctx) => {
    const body = { questionId: 'a-open', points: 3 };
    if (isStaffName(ctx)) return [own("a fresh closed attempt of B1", `/api/test/attempt/${await attemptOf(w.b1, 'closed')}/score`, { body })];
    return [
      own("a fresh closed attempt of A1 (linked to T)", `/api/test/attempt/${await attemptOf(w.a1, 'closed')}/score`, { body }),
      foreign("a fresh closed attempt of B1 (not linked to T)", `/api/test/attempt/${await attemptOf(w.b1, 'closed')}/score`, { body }),
    ];
  },
  'GET /api/test/pending-scoring': (ctx) => [
    own('the attempts waiting for the caller', '/api/test/pending-scoring', { hidden: isStaffName(ctx) ? [] : [w.b1Closed] }),
  ],

  // Organisation
  'GET /api/organization/options': () => [own('every current organisation', '/api/organization/options')],
  'GET /api/organization': () => [own('every organisation', '/api/organization')],
  'GET /api/organization/:id': (ctx) =>
    ctx.role === 'ContactPerson'
      ? [own('organisation A (the contact person’s own)', `/api/organization/${w.orgA}`), foreign('organisation B', `/api/organization/${w.orgB}`)]
      : [own('organisation B', `/api/organization/${w.orgB}`)],
  'POST /api/organization': () => [own('a new organisation', '/api/organization', { body: organizationBody() })],
  'PUT /api/organization/:id': async () => [own('a fresh organisation', `/api/organization/${await emptyOrganization()}`, { body: organizationBody() })],
  'POST /api/organization/:id/archive': async () => [own('a fresh organisation', `/api/organization/${await emptyOrganization()}/archive`)],
  'POST /api/organization/:id/restore': async () => {
    const id = await emptyOrganization();
    await call(app, 'POST', `/api/organization/${id}/archive`, w.admin);
    return [own('a fresh archived organisation', `/api/organization/${id}/restore`)];
  },
  'DELETE /api/organization/:id': async () => [
    own('a fresh organisation without people', `/api/organization/${await emptyOrganization()}`),
    foreign('organisation A (CP-A and A1 belong to it)', `/api/organization/${w.orgA}`, { status: 409 }),
  ],

  // Settings (admins only)
  'GET /api/settings': () => [own('no record', '/api/settings')],
  'PUT /api/settings': () => [own('no record', '/api/settings', { body: { reminderIntervalDays: 14 } })],
  'GET /api/settings/history': () => [own('no record', '/api/settings/history')],
  'GET /api/settings/logo': async () => {
    await storeLogo(handle.db, w.admin.id, new Uint8Array(await png()));
    return [own('the current logo', '/api/settings/logo')];
  },
  'POST /api/settings/logo': async () => {
    const form = new FormData();
    form.append('file', new File([(await png()) as Uint8Array<ArrayBuffer>], 'logo.png', { type: 'image/png' }));
    return [own('no record', '/api/settings/logo', { body: form })];
  },
  'DELETE /api/settings/logo': () => [own('no record', '/api/settings/logo')],
  'GET /api/settings/professions': () => [own('every profession', '/api/settings/professions')],
  'POST /api/settings/professions': () => [own('no record', '/api/settings/professions', { body: { name: `Beroep ${next()}`, hollandCode: 'RC' } })],
  'PUT /api/settings/professions/:id': async () => [
    own('a fresh profession', `/api/settings/professions/${(await createProfession(handle)).id}`, { body: { name: `Beroep ${next()}` } }),
    foreign('an unknown profession', `/api/settings/professions/${randomUUID()}`, { body: { name: `Beroep ${next()}` } }),
  ],
  'DELETE /api/settings/professions/:id': async () => [
    own('a fresh profession nothing uses', `/api/settings/professions/${(await createProfession(handle)).id}`),
    foreign('the profession of the world’s tests (in use)', `/api/settings/professions/${w.professionId}`, { status: 409 }),
  ],

  // Location
  'GET /api/location/options': () => [own('every current location', '/api/location/options')],
  'GET /api/location': () => [own('every location', '/api/location')],
  'GET /api/location/:id': () => [own('a location with two rooms', `/api/location/${w.location}`)],
  'POST /api/location': () => [own('a new location', '/api/location', { body: locationBody() })],
  'PUT /api/location/:id': async () => {
    const id = await locationWithRooms();
    return [
      own('a fresh location', `/api/location/${id}`, { body: locationBody() }),
      foreign('a room of another location', `/api/location/${id}`, {
        body: { ...locationBody(), rooms: [{ id: w.otherRoom, name: 'Gekaapt', capacity: 5 }] },
        status: 400,
      }),
    ];
  },
  'POST /api/location/:id/archive': async () => [own('a fresh location', `/api/location/${await locationWithRooms()}/archive`)],
  'POST /api/location/:id/restore': async () => {
    const id = await locationWithRooms();
    await call(app, 'POST', `/api/location/${id}/archive`, w.admin);
    return [own('a fresh archived location', `/api/location/${id}/restore`)];
  },

  // Licence
  'GET /api/licence': (ctx) => [
    own('the licences the caller may see', '/api/licence', { hidden: ctx.role === 'ContactPerson' ? [w.licenceB] : [] }),
  ],
  'GET /api/licence/:id': (ctx) =>
    ctx.role === 'ContactPerson'
      ? [own("organisation A's licence", `/api/licence/${w.licenceA}`), foreign("organisation B's licence", `/api/licence/${w.licenceB}`)]
      : [own("organisation B's licence", `/api/licence/${w.licenceB}`)],
  'POST /api/licence': () => [
    own('a new licence for organisation A', '/api/licence', {
      body: { organizationId: w.orgA, product: 'pat', seats: 3, validFrom: amsterdamDay(), validUntil: addDays(amsterdamDay(), 10), pricePerSeatCents: 0, vatCategory: 'E' },
    }),
  ],
  'PUT /api/licence/:id': () => [
    own("organisation B's licence", `/api/licence/${w.licenceB}`, {
      body: { seats: 50, validFrom: amsterdamDay(), validUntil: addDays(amsterdamDay(), 30), buyerReference: `PO-${next()}` },
    }),
  ],
  'POST /api/licence/:id/revoke': async () => [own('a fresh licence of organisation A', `/api/licence/${(await paidLicence(w.orgA, w.testA, 1))[0]}/revoke`)],
  'POST /api/licence/:id/seat': async () => {
    const fresh = await createUser(handle, 'User', { name: `Sem Stoel ${next()}`, organizationId: w.orgA });
    return [
      own("a fresh candidate of organisation A on A's licence", `/api/licence/${w.licenceA}/seat`, { body: { candidateId: fresh.id } }),
      foreign("B1 (organisation B) on A's licence", `/api/licence/${w.licenceA}/seat`, { body: { candidateId: w.b1.id } }),
    ];
  },
  'POST /api/licence/:id/seat/:seatId/release': async () => [
    own("a fresh seat on A's licence", `/api/licence/${w.licenceA}/seat/${(await seatOnA()).seatId}/release`),
  ],
  'POST /api/licence/:id/seat/:seatId/move': async () => {
    const to = await createUser(handle, 'User', { name: `Mila Verhuis ${next()}`, organizationId: w.orgA });
    const { seatId } = await seatOnA();
    return [
      own("a fresh seat on A's licence, to a fresh candidate of A", `/api/licence/${w.licenceA}/seat/${seatId}/move`, { body: { candidateId: to.id } }),
      foreign("a seat on A's licence, to B1 (organisation B)", `/api/licence/${w.licenceA}/seat/${(await seatOnA()).seatId}/move`, {
        body: { candidateId: w.b1.id },
        status: 409,
      }),
    ];
  },
  'POST /api/user/ConfirmCandidateAccount': async () => {
    const code = (await call(app, 'GET', `/api/licence/${w.licenceA}`, w.admin)).json.code as string;
    return [
      own("licence A's code", '/api/user/ConfirmCandidateAccount', {
        body: { code, name: 'Nieuwe Kandidaat', email: `nieuw-${next()}@test.example`, acceptPrivacy: true },
      }),
    ];
  },

  // PAT: planning
  'GET /api/pat/mine': () => [own('the candidate’s own PATs', '/api/pat/mine')],
  'GET /api/pat/getUserEducation': (ctx) =>
    ctx.role === 'User'
      ? [own('the candidate’s own educations (userId ignored)', `/api/pat/getUserEducation?userId=${w.b1.id}`)]
      : [
          own('a candidate’s educations', `/api/pat/getUserEducation?userId=${w.a1.id}`),
          foreign('someone who is not a candidate', `/api/pat/getUserEducation?userId=${w.teacher.id}`),
          foreign('an unknown id', `/api/pat/getUserEducation?userId=${randomUUID()}`),
        ],
  'GET /api/pat/mine/module/:moduleId': (ctx) => {
    const path = `/api/pat/mine/module/${w.pw.moduleIds[0]}`;
    if (ctx.role !== 'User') return [own('a module of a PAT', path)];
    return [own('a module of a PAT the candidate is on', path, { token: w.pw.candidates[0]!.token }), foreign('a module of no PAT of A1', path)];
  },
  'GET /api/pat/mine/:patId/reflection/:moduleId': (ctx) => {
    const path = reflectionOf(w.pat);
    if (ctx.role !== 'User') return [own('a reflection on a planned PAT', path)];
    return [
      own('the candidate’s module on their planned PAT', path, { token: w.pw.candidates[0]!.token }),
      foreign('a PAT A1 is not on', path),
      foreign('a module not on the PAT', `/api/pat/mine/${w.pat}/reflection/${w.safety}`, { token: w.pw.candidates[0]!.token }),
    ];
  },
  'PUT /api/pat/mine/:patId/reflection/:moduleId': async (ctx) => {
    const path = reflectionOf(await patInProgress());
    const body = { scores: Object.fromEntries(w.pw.criteria[w.pw.moduleIds[0]!]!.map((id) => [id, 3])), remark: 'Het ging goed.' };
    if (ctx.role !== 'User') return [own('a reflection on a PAT in progress', path, { body })];
    return [own('the candidate’s module on their PAT in progress', path, { token: w.pw.candidates[0]!.token, body }), foreign('a PAT A1 is not on', path, { body })];
  },
  'GET /api/pat/mine/:patId/result': (ctx) => {
    const path = `/api/pat/mine/${w.pat}/result`;
    if (ctx.role !== 'User') return [own('the results of a planned PAT', path)];
    return [own('the candidate’s own PAT (not released: no modules)', path, { token: w.pw.candidates[0]!.token }), foreign('a PAT A1 is not on', path)];
  },
  'GET /api/pat/mine/:patId/theory': (ctx) => [
    // A candidate planned on the PAT (another session of role User); the matrix's own candidate A1 is not.
    ...(ctx.role === 'User' ? [own('a PAT the candidate is planned on', `/api/pat/mine/${w.pat}/theory`, { token: w.pw.candidates[0]!.token })] : []),
    foreign('a PAT the caller is not planned on', `/api/pat/mine/${w.pat}/theory`),
  ],
  'PUT /api/pat/mine/:patId/language': (ctx) => [
    ...(ctx.role === 'User' ? [own('a PAT the candidate is planned on', `/api/pat/mine/${w.pat}/language`, { token: w.pw.candidates[0]!.token, body: { language: 'nl' } })] : []),
    foreign('a PAT the caller is not planned on', `/api/pat/mine/${w.pat}/language`, { body: { language: 'nl' } }),
  ],
  'GET /api/pat/mine/:patId/theory/:position': async (ctx) => {
    // The candidate has chosen a language, so the module is there to read (else 409).
    await call(app, 'PUT', `/api/pat/mine/${w.pat}/language`, w.pw.candidates[0], { language: 'en' });
    return [
      ...(ctx.role === 'User' ? [own('a module of a PAT the candidate is planned on', `/api/pat/mine/${w.pat}/theory/1`, { token: w.pw.candidates[0]!.token })] : []),
      foreign('a module of a PAT the caller is not planned on', `/api/pat/mine/${w.pat}/theory/1`),
    ];
  },
  // Education: the candidate's own modules, reflection and results (A1, the matrix's candidate, is on none)
  'GET /api/education/mine/:educationId/theory': (ctx) => [
    ...(ctx.role === 'User' ? [own('an education the candidate is enrolled on', `/api/education/mine/${w.education}/theory`, { token: w.pw.candidates[0]!.token })] : []),
    foreign('an education the caller is not enrolled on', `/api/education/mine/${w.education}/theory`),
  ],
  'PUT /api/education/mine/:educationId/language': (ctx) => [
    ...(ctx.role === 'User'
      ? [own('an education the candidate is enrolled on', `/api/education/mine/${w.education}/language`, { token: w.pw.candidates[0]!.token, body: { language: 'nl' } })]
      : []),
    foreign('an education the caller is not enrolled on', `/api/education/mine/${w.education}/language`, { body: { language: 'nl' } }),
  ],
  'GET /api/education/mine/:educationId/theory/:position': async (ctx) => {
    // The candidate has chosen a language, so the module is there to read (else 409).
    await call(app, 'PUT', `/api/education/mine/${w.education}/language`, w.pw.candidates[0], { language: 'en' });
    return [
      ...(ctx.role === 'User' ? [own('a module of an education the candidate is enrolled on', `/api/education/mine/${w.education}/theory/1`, { token: w.pw.candidates[0]!.token })] : []),
      foreign('a module of an education the caller is not enrolled on', `/api/education/mine/${w.education}/theory/1`),
    ];
  },
  'GET /api/education/mine/:educationId/reflection/:moduleId': (ctx) => {
    const path = `/api/education/mine/${w.education}/reflection/${w.pw.moduleIds[0]}`;
    if (ctx.role !== 'User') return [own('a reflection on an open education', path)];
    return [
      own('the candidate’s module on their education', path, { token: w.pw.candidates[0]!.token }),
      foreign('an education A1 is not enrolled on', path),
      foreign('a module not on the education', `/api/education/mine/${w.education}/reflection/${w.safety}`, { token: w.pw.candidates[0]!.token }),
    ];
  },
  'PUT /api/education/mine/:educationId/reflection/:moduleId': async (ctx) => {
    const path = `/api/education/mine/${(await educationInProgress()).educationId}/reflection/${w.pw.moduleIds[0]}`;
    const body = { scores: Object.fromEntries(w.pw.criteria[w.pw.moduleIds[0]!]!.map((id) => [id, 3])), remark: 'Ging goed.' };
    if (ctx.role !== 'User') return [own('a reflection on an education in progress', path, { body })];
    return [own('the candidate’s module on their education in progress', path, { token: w.pw.candidates[0]!.token, body }), foreign('an education A1 is not enrolled on', path, { body })];
  },
  'GET /api/education/mine/:educationId/result': (ctx) => {
    const path = `/api/education/mine/${w.education}/result`;
    if (ctx.role !== 'User') return [own('the results of an open education', path)];
    return [own('the candidate’s own education (not released: no modules)', path, { token: w.pw.candidates[0]!.token }), foreign('an education A1 is not enrolled on', path)];
  },
  'GET /api/pat': () => [own('the PATs the caller may see', '/api/pat')],
  'GET /api/pat/results': () => [own('every result', '/api/pat/results'), own('one PAT’s results', `/api/pat/results?patId=${w.pat}`)],
  'GET /api/pat/results.csv': () => [own('every result as CSV', '/api/pat/results.csv')],
  'POST /api/pat': () => [own('a new PAT', '/api/pat', { body: { title: `PAT ${next()}` } })],
  'GET /api/pat/:id': (ctx) =>
    ctx.role === 'Teacher'
      ? [foreign('a PAT the teacher does not assess on', `/api/pat/${w.pat}`)]
      : [own('a planned PAT', `/api/pat/${w.pat}`)],
  'PUT /api/pat/:id': async () => [own('a fresh draft PAT', `/api/pat/${await draftPat()}`, { body: { title: `PAT ${next()}`, candidateNotes: 'Neem veiligheidsschoenen mee.' } })],
  'PUT /api/pat/:id/days': async () => [
    own('a fresh draft PAT', `/api/pat/${await draftPat()}/days`, {
      body: { days: [{ day: addDays(amsterdamDay(), 200 + next()), startsAt: '09:00', endsAt: '12:00', locationId: w.pw.locationId, roomId: w.pw.roomId }] },
    }),
  ],
  'PUT /api/pat/:id/modules': async () => [
    own('a fresh draft PAT', `/api/pat/${await draftPat()}/modules`, { body: { modules: [{ moduleId: w.pw.moduleIds[0], passPercent: 60 }] } }),
  ],
  'POST /api/pat/:id/candidates': async () => [
    own("a fresh draft PAT, a candidate of the PAT world's organisation", `/api/pat/${await draftPat()}/candidates`, { body: { candidateId: w.pw.candidates[1]!.id } }),
  ],
  'POST /api/pat/:id/candidates/many': async () => [
    own("a fresh draft PAT, a candidate of the PAT world's organisation", `/api/pat/${await draftPat()}/candidates/many`, { body: { candidateIds: [w.pw.candidates[1]!.id] } }),
  ],
  'PUT /api/pat/:id/slots': async () => {
    const { patId, dayIds } = await plannedPat(app, w.pw, { draft: true, candidates: 1 });
    return [own('a day of a fresh complete draft PAT, no slots', `/api/pat/${patId}/slots`, { body: { dayId: dayIds[0], slots: [] } })];
  },
  'DELETE /api/pat/:id/candidates/:candidateId': async () => {
    const id = await draftPat();
    await call(app, 'POST', `/api/pat/${id}/candidates`, w.admin, { candidateId: w.pw.candidates[2]!.id });
    return [own('a candidate on a fresh draft PAT', `/api/pat/${id}/candidates/${w.pw.candidates[2]!.id}`)];
  },
  'PUT /api/pat/:id/assessors': async () => [own('a fresh draft PAT, no assessors', `/api/pat/${await draftPat()}/assessors`, { body: { assessors: [] } })],
  'POST /api/pat/:id/plan': async () => [own('a fresh complete draft PAT', `/api/pat/${(await plannedPat(app, w.pw, { draft: true, candidates: 1 })).patId}/plan`)],
  'POST /api/pat/:id/archive': async () => [own('a fresh draft PAT', `/api/pat/${await draftPat()}/archive`)],
  'GET /api/pat/:patId/progress/:candidateId': (ctx) =>
    ctx.role === 'Teacher'
      ? [foreign('a candidate of a PAT the teacher does not assess on', `/api/pat/${w.pat}/progress/${w.pw.candidates[0]!.id}`)]
      : [
          own('a candidate of the planned PAT', `/api/pat/${w.pat}/progress/${w.pw.candidates[0]!.id}`),
          foreign('a candidate not on the PAT', `/api/pat/${w.pat}/progress/${w.pw.candidates[3]!.id}`),
        ],
  'POST /api/pat/:id/release': async () => [own('a fresh PAT marked completed', `/api/pat/${await completedPat()}/release`)],
  'GET /api/pat/candidates': () => [own('the candidates of upcoming and running PATs', '/api/pat/candidates'), own('searched by name', `/api/pat/candidates?q=${encodeURIComponent(w.pw.candidates[0]!.name)}`)],

  // PAT: evaluations (the PAT world's teachers[0] assesses every module of its PATs; T assesses none)
  'GET /api/pat/day/:dayId': (ctx) =>
    ctx.role === 'Teacher'
      ? [own('a day the assessor works on', `/api/pat/day/${w.patDay}`, { token: w.pw.teachers[0]!.token }), foreign('a day T does not assess on', `/api/pat/day/${w.patDay}`)]
      : [own('a planned PAT day', `/api/pat/day/${w.patDay}`)],
  'GET /api/pat/day/:dayId/forms': (ctx) =>
    ctx.role === 'Teacher'
      ? [own('a day the assessor works on', `/api/pat/day/${w.patDay}/forms`, { token: w.pw.teachers[0]!.token }), foreign('a day T does not assess on', `/api/pat/day/${w.patDay}/forms`)]
      : [own('a planned PAT day', `/api/pat/day/${w.patDay}/forms`)],
  'GET /api/pat/:patId/evaluation/:moduleId/:candidateId': (ctx) => {
    const form = `/api/pat/${w.pat}/evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`;
    return ctx.role === 'Teacher'
      ? [
          own('the form of a module the assessor assesses', form, { token: w.pw.teachers[0]!.token }),
          foreign('a form of a module T does not assess', form),
          foreign('a candidate not planned on the PAT', `/api/pat/${w.pat}/evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[3]!.id}`, { token: w.pw.teachers[0]!.token }),
        ]
      : [own('a form of a planned PAT', form)];
  },
  'PUT /api/pat/:patId/evaluation/:moduleId/:candidateId': (ctx) => {
    const form = `/api/pat/${w.pat}/evaluation/${w.pw.moduleIds[1]}/${w.pw.candidates[0]!.id}`;
    const body = () => ({ scores: { [w.pw.criteria[w.pw.moduleIds[1]!]![0]!]: { score: 3, remark: 'Veilig gewerkt.' } }, remark: '', seq: next() });
    return ctx.role === 'Teacher'
      ? [
          own('a draft of a module the assessor assesses', form, { token: w.pw.teachers[0]!.token, body: body() }),
          foreign('a draft of a module T does not assess', form, { body: body() }),
          foreign('a candidate not planned on the PAT', `/api/pat/${w.pat}/evaluation/${w.pw.moduleIds[1]}/${w.pw.candidates[3]!.id}`, {
            token: w.pw.teachers[0]!.token,
            body: body(),
          }),
        ]
      : [own('a draft of a planned PAT', form, { body: body() })];
  },
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/finalize': async (ctx) => {
    if (ctx.role !== 'Teacher') return [own('an evaluation of a planned PAT', `${evaluationOf(w.pat)}/finalize`)];
    const form = await scoredEvaluation(false);
    return [foreign('a scored draft of a module T does not assess', `${form}/finalize`), own('a scored draft', `${form}/finalize`, { token: w.pw.teachers[0]!.token })];
  },
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/revise': async (ctx) => {
    const body = { reason: 'Een criterium verkeerd gescoord.' };
    if (ctx.role !== 'Teacher') return [own('an evaluation of a planned PAT', `${evaluationOf(w.pat)}/revise`, { body })];
    const form = await scoredEvaluation(true);
    return [foreign('a final evaluation of a module T does not assess', `${form}/revise`, { body }), own('a final evaluation', `${form}/revise`, { token: w.pw.teachers[0]!.token, body })];
  },
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/photos': async (ctx) => {
    const path = `${evaluationOf(w.pat)}/photos`;
    if (ctx.role !== 'Teacher') return [own('an evaluation of a planned PAT', path, { body: await photoForm() })];
    return [
      foreign('an evaluation of a module T does not assess', path, { body: await photoForm() }),
      own('an evaluation the assessor makes', path, { token: w.pw.teachers[0]!.token, body: await photoForm() }),
    ];
  },
  'GET /api/pat/evidence/:photoId': async (ctx) => {
    const photo = await evidencePhoto();
    if (ctx.role !== 'Teacher') return [own('an evidence photo', `/api/pat/evidence/${photo}?w=160`), foreign('an unknown photo', `/api/pat/evidence/${randomUUID()}`)];
    return [
      foreign('a photo of a module T does not assess', `/api/pat/evidence/${photo}?w=160`),
      own('a photo of a module the assessor assesses', `/api/pat/evidence/${photo}?w=160`, { token: w.pw.teachers[0]!.token }),
    ];
  },
  'DELETE /api/pat/evidence/:photoId': async (ctx) => {
    const photo = await evidencePhoto();
    if (ctx.role !== 'Teacher') return [own('an evidence photo', `/api/pat/evidence/${photo}`)];
    return [foreign('a photo of a module T does not assess', `/api/pat/evidence/${photo}`), own('a photo the assessor added', `/api/pat/evidence/${photo}`, { token: w.pw.teachers[0]!.token })];
  },

  // PAT: agreed score, third assessor, side by side (the PAT world's contact person sees its candidates; CP-A does not)
  'GET /api/pat/third-assessments': () => [own('what the caller was asked to score as third assessor', '/api/pat/third-assessments')],
  'GET /api/reports': async (ctx) => {
    const id = await finalReport();
    if (ctx.role === 'User' || ctx.role === 'ContactPerson') return [own('the reports the caller may read', '/api/reports', { hidden: [id] })];
    if (ctx.role === 'Teacher') return [own('the reports on PATs T assesses on', '/api/reports', { hidden: [id] })];
    return [own('every report', '/api/reports')];
  },
  'POST /api/reports': async (ctx) => {
    const { patId } = await plannedPat(app, w.pw, { candidates: 1 });
    const body = { candidateId: w.pw.candidates[0]!.id, patId, templateId: await reportTemplate() };
    if (ctx.role === 'Teacher') return [own('a candidate of a PAT the teacher assesses on', '/api/reports', { token: w.pw.teachers[0]!.token, body }), foreign('a candidate of a PAT T does not assess on', '/api/reports', { body })];
    return [own('a candidate on a PAT', '/api/reports', { body }), foreign('a candidate not on the PAT', '/api/reports', { body: { ...body, candidateId: w.pw.candidates[3]!.id } })];
  },
  'GET /api/reports/:id': async (ctx) => reportWriterProbes(ctx, 'a final report', `/api/reports/${await finalReport()}`),
  'PUT /api/reports/:id': async (ctx) => reportWriterProbes(ctx, 'a fresh draft report', `/api/reports/${await freshReport('draft')}`, { revision: 0, texts: { tekst: 'Goed gedaan.' } }),
  'POST /api/reports/:id/finalize': async (ctx) => reportWriterProbes(ctx, 'a fresh written draft report', `/api/reports/${await freshReport('written')}/finalize`),
  'POST /api/reports/:id/revise': async (ctx) => reportWriterProbes(ctx, 'a fresh final report', `/api/reports/${await freshReport('final')}/revise`, { reason: 'Tikfout in het advies.' }),
  'PUT /api/reports/:id/sharing': async (ctx) => reportWriterProbes(ctx, 'a final report', `/api/reports/${await finalReport()}/sharing`, { shareable: true }),
  'GET /api/reports/:id/versions/:version/pdf': async (ctx) => {
    const path = `/api/reports/${await finalReport()}/versions/1/pdf`;
    if (ctx.role === 'User') return [own('the candidate’s own final report', path, { token: w.pw.candidates[0]!.token }), foreign('another candidate’s report', path)];
    if (ctx.role === 'ContactPerson') return [own('a shared report about a candidate of the organisation', path, { token: w.pw.contactPerson.token }), foreign('a report about another organisation’s candidate', path)];
    return [...reportWriterProbes(ctx, 'a final report’s PDF', path), foreign('a version that does not exist', path.replace('/versions/1/', '/versions/2/'), ctx.role === 'Teacher' ? { token: w.pw.teachers[0]!.token } : {})];
  },
  'GET /api/pat/module-evaluation/:moduleId/:candidateId': async (ctx) => {
    await releasedPat();
    const path = `/api/pat/module-evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`;
    return ctx.role === 'ContactPerson'
      ? [own('a candidate of the PAT world’s organisation, released', path, { token: w.pw.contactPerson.token }), foreign('a candidate of another organisation', path)]
      : [own('a candidate’s latest PAT with the module', path), foreign('a candidate without a PAT with the module', `/api/pat/module-evaluation/${w.pw.moduleIds[0]}/${w.a1.id}`)];
  },
  'GET /api/pat/:patId/module-evaluation/:moduleId/:candidateId': async (ctx) => {
    const path = (patId: string) => `/api/pat/${patId}/module-evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`;
    const released = await releasedPat();
    return ctx.role === 'ContactPerson'
      ? [
          own('a released PAT of a candidate of the PAT world’s organisation', path(released), { token: w.pw.contactPerson.token }),
          foreign('a PAT whose results are not released', path(w.pat), { token: w.pw.contactPerson.token }),
          foreign('a candidate of another organisation', path(released)),
        ]
      : [own('a candidate of a released PAT', path(released)), own('a candidate of a planned PAT', path(w.pat)), foreign('a candidate not on the PAT', `/api/pat/${released}/module-evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[3]!.id}`)];
  },
  'PUT /api/pat/:patId/agreement/:moduleId/:candidateId': async () => {
    const patId = await twoAssessorPat(false);
    const body = { scores: Object.fromEntries(w.pw.criteria[w.pw.moduleIds[0]!]!.map((id) => [id, 3])), remark: 'Samen besproken.' };
    return [
      own('a module with two final evaluations', `/api/pat/${patId}/agreement/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`, { body }),
      foreign('a candidate not on the PAT', `/api/pat/${patId}/agreement/${w.pw.moduleIds[0]}/${w.pw.candidates[3]!.id}`, { body }),
    ];
  },
  'PUT /api/pat/:patId/agreement/:moduleId/:candidateId/third-assessor': async () => {
    const patId = await twoAssessorPat(false);
    const body = { teacherId: w.pw.teachers[2]!.id };
    return [
      own('a module with two final evaluations', `/api/pat/${patId}/agreement/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}/third-assessor`, { body }),
      foreign('an unknown PAT', `/api/pat/${randomUUID()}/agreement/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}/third-assessor`, { body }),
    ];
  },

  // Education: planning (the PAT world's teachers[0] teaches `w.education`; T teaches none)
  'GET /api/education': (ctx) => [own('the educations the caller may see', '/api/education', { hidden: ctx.role === 'Teacher' ? [w.education] : [] })],
  'POST /api/education': () => [own('a new education', '/api/education', { body: { title: `Opleiding ${next()}`, absenceLimit: 4 } })],
  'GET /api/education/:id': (ctx) =>
    ctx.role === 'Teacher'
      ? [
          own('an education the teacher teaches', `/api/education/${w.education}`, { token: w.pw.teachers[0]!.token }),
          foreign('an education T does not teach', `/api/education/${w.education}`),
        ]
      : [own('an open education', `/api/education/${w.education}`), foreign('an unknown education', `/api/education/${randomUUID()}`)],
  'PUT /api/education/:id': async () => [
    own('a fresh draft education', `/api/education/${await draftEducation()}`, { body: { title: `Opleiding ${next()}`, candidateNotes: 'Neem een pen mee.' } }),
    foreign('an unknown education', `/api/education/${randomUUID()}`, { body: { title: 'Onbekend' } }),
  ],
  'PUT /api/education/:id/lessons': async () => [
    own('a fresh draft education', `/api/education/${await draftEducation()}/lessons`, {
      body: { lessons: [{ day: addDays(amsterdamDay(), 200 + next()), startsAt: '18:00', endsAt: '21:00', locationId: w.pw.locationId, roomId: w.pw.roomId }] },
    }),
  ],
  'PUT /api/education/:id/modules': async () => [
    own('a fresh draft education', `/api/education/${await draftEducation()}/modules`, { body: { modules: [{ moduleId: w.pw.moduleIds[0], passPercent: 60 }] } }),
  ],
  'POST /api/education/:id/candidates': async () => [
    own("a fresh draft education, a candidate of the PAT world's organisation", `/api/education/${await draftEducation()}/candidates`, { body: { candidateId: w.pw.candidates[1]!.id } }),
  ],
  'DELETE /api/education/:id/candidates/:candidateId': async () => {
    const id = await draftEducation();
    await call(app, 'POST', `/api/education/${id}/candidates`, w.admin, { candidateId: w.pw.candidates[2]!.id });
    return [
      own('a candidate on a fresh draft education', `/api/education/${id}/candidates/${w.pw.candidates[2]!.id}`),
      foreign('a candidate not on it', `/api/education/${id}/candidates/${w.pw.candidates[3]!.id}`),
    ];
  },
  'PUT /api/education/:id/teachers': async () => [own('a fresh draft education, no teachers', `/api/education/${await draftEducation()}/teachers`, { body: { teacherIds: [] } })],
  'POST /api/education/:id/open': async () => [own('a fresh complete draft education', `/api/education/${(await openEducation(app, w.pw, { draft: true, candidates: 1 })).educationId}/open`)],
  'POST /api/education/:id/archive': async () => [own('a fresh draft education', `/api/education/${await draftEducation()}/archive`)],

  // Education: evaluations (the PAT world's teachers[0] teaches `w.education`; T teaches none)
  'GET /api/education/:id/evaluations': (ctx) => {
    const path = `/api/education/${w.education}/evaluations`;
    return ctx.role === 'Teacher'
      ? [own('an education the teacher teaches', path, { token: w.pw.teachers[0]!.token }), foreign('an education T does not teach', path)]
      : [own('an open education', path), foreign('an unknown education', `/api/education/${randomUUID()}/evaluations`)];
  },
  'GET /api/education/:id/evaluation/:moduleId/:candidateId': (ctx) => {
    const form = educationEvaluationOf(w.education);
    return ctx.role === 'Teacher'
      ? [
          own('a form of an education the teacher teaches', form, { token: w.pw.teachers[0]!.token }),
          foreign('a form of an education T does not teach', form),
          foreign('a candidate not enrolled', `/api/education/${w.education}/evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[3]!.id}`, { token: w.pw.teachers[0]!.token }),
        ]
      : [own('a form of an open education', form)];
  },
  'PUT /api/education/:id/evaluation/:moduleId/:candidateId': (ctx) => {
    const form = `/api/education/${w.education}/evaluation/${w.pw.moduleIds[1]}/${w.pw.candidates[0]!.id}`;
    const body = () => ({ scores: { [w.pw.criteria[w.pw.moduleIds[1]!]![0]!]: { score: 3, remark: 'Veilig gewerkt.' } }, remark: '', seq: next() });
    return ctx.role === 'Teacher'
      ? [
          own('a draft of an education the teacher teaches', form, { token: w.pw.teachers[0]!.token, body: body() }),
          foreign('a draft of an education T does not teach', form, { body: body() }),
          foreign('a candidate not enrolled', `/api/education/${w.education}/evaluation/${w.pw.moduleIds[1]}/${w.pw.candidates[3]!.id}`, {
            token: w.pw.teachers[0]!.token,
            body: body(),
          }),
        ]
      : [own('a draft of an open education', form, { body: body() })];
  },
  'POST /api/education/:id/evaluation/:moduleId/:candidateId/finalize': async (ctx) => {
    if (ctx.role !== 'Teacher') return [own('an evaluation of an open education', `${educationEvaluationOf(w.education)}/finalize`)];
    const educationId = await evaluatedEducation(0);
    const form = educationEvaluationOf(educationId);
    const scores = Object.fromEntries(w.pw.criteria[w.pw.moduleIds[0]!]!.map((id) => [id, { score: 3, remark: '' }]));
    await call(app, 'PUT', form, w.pw.teachers[0], { scores, remark: '', seq: next() });
    return [foreign('a scored draft of an education T does not teach', `${form}/finalize`), own('a scored draft', `${form}/finalize`, { token: w.pw.teachers[0]!.token })];
  },
  'POST /api/education/:id/evaluation/:moduleId/:candidateId/revise': async (ctx) => {
    const body = { reason: 'Een criterium verkeerd gescoord.' };
    if (ctx.role !== 'Teacher') return [own('an evaluation of an open education', `${educationEvaluationOf(w.education)}/revise`, { body })];
    const form = educationEvaluationOf(await evaluatedEducation(1));
    return [foreign('a final evaluation of an education T does not teach', `${form}/revise`, { body }), own('a final evaluation', `${form}/revise`, { token: w.pw.teachers[0]!.token, body })];
  },
  'GET /api/education/:id/module-evaluation/:moduleId/:candidateId': () => [
    own('an enrolled candidate’s module', `/api/education/${w.education}/module-evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`),
    foreign('a candidate not enrolled', `/api/education/${w.education}/module-evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[3]!.id}`),
    foreign('an unknown education', `/api/education/${randomUUID()}/module-evaluation/${w.pw.moduleIds[0]}/${w.pw.candidates[0]!.id}`),
  ],
  'POST /api/education/:id/release': async () => [
    own('a fresh education with every evaluation final', `/api/education/${await evaluatedEducation(w.pw.moduleIds.length)}/release`),
    foreign('an unknown education', `/api/education/${randomUUID()}/release`),
  ],

  // Education: attendance (`attendanceLesson()` is today's lesson of an education the PAT world's teachers[0] teaches)
  'GET /api/education/lesson/:lessonId/roll': async (ctx) => {
    const path = `/api/education/lesson/${await attendanceLesson()}/roll`;
    return ctx.role === 'Teacher'
      ? [own('a lesson of an education the teacher teaches', path, { token: w.pw.teachers[0]!.token }), foreign('a lesson of an education T does not teach', path)]
      : [own('today’s lesson', path), foreign('an unknown lesson', `/api/education/lesson/${randomUUID()}/roll`)];
  },
  'PUT /api/education/lesson/:lessonId/attendance': async (ctx) => {
    const path = `/api/education/lesson/${await attendanceLesson()}/attendance`;
    const body = { seq: next(), entries: [{ candidateId: w.pw.candidates[0]!.id, status: 'present' }] };
    return ctx.role === 'Teacher'
      ? [own('a lesson of an education the teacher teaches', path, { token: w.pw.teachers[0]!.token, body }), foreign('a lesson of an education T does not teach', path, { body })]
      : [own('today’s lesson', path, { body }), foreign('an unknown lesson', `/api/education/lesson/${randomUUID()}/attendance`, { body })];
  },
  'GET /api/education/:id/attendance': (ctx) => {
    const path = `/api/education/${w.education}/attendance`;
    if (ctx.role === 'Teacher') return [own('an education the teacher teaches', path, { token: w.pw.teachers[0]!.token }), foreign('an education T does not teach', path)];
    if (ctx.role === 'ContactPerson')
      return [own('an education with candidates of the PAT world’s organisation', path, { token: w.pw.contactPerson.token }), foreign('that education for CP-A (no candidates of theirs)', path)];
    return [own('an open education', path), foreign('an unknown education', `/api/education/${randomUUID()}/attendance`)];
  },
  // Education: lesson calendar (each caller's own subscription; the feed is public, found by its token)
  'GET /api/education/calendar': () => [own('the caller’s own subscription', '/api/education/calendar')],
  'POST /api/education/calendar': () => [own('the caller’s own subscription', '/api/education/calendar')],
  'DELETE /api/education/calendar': () => [own('the caller’s own subscription', '/api/education/calendar')],
  'GET /api/education/calendar/:file': async () => {
    const made = await call(app, 'POST', '/api/education/calendar', await createUser(handle, 'User'));
    return [
      own('a current feed address', new URL((made.json as { url: string }).url).pathname),
      foreign('an unknown token', `/api/education/calendar/${'A'.repeat(43)}.ics`),
    ];
  },
  'GET /api/education/:id/attendance.csv': (ctx) => {
    const path = `/api/education/${w.education}/attendance.csv`;
    return ctx.role === 'Teacher'
      ? [own('an education the teacher teaches', path, { token: w.pw.teachers[0]!.token }), foreign('an education T does not teach', path)]
      : [own('an open education', path), foreign('an unknown education', `/api/education/${randomUUID()}/attendance.csv`)];
  },

  // Invoice
  'GET /api/invoice': (ctx) => [
    own('the invoices the caller may see', '/api/invoice', { hidden: ctx.role === 'ContactPerson' ? [w.invoiceB] : [] }),
  ],
  'GET /api/invoice/:id': (ctx) =>
    ctx.role === 'ContactPerson'
      ? [own("organisation A's invoice", `/api/invoice/${w.invoiceA}`), foreign("organisation B's invoice", `/api/invoice/${w.invoiceB}`)]
      : [own("organisation B's invoice", `/api/invoice/${w.invoiceB}`)],
  'GET /api/invoice/:id/pdf': (ctx) =>
    ctx.role === 'ContactPerson'
      ? [own("organisation A's invoice", `/api/invoice/${w.invoiceA}/pdf`), foreign("organisation B's invoice", `/api/invoice/${w.invoiceB}/pdf`)]
      : [own("organisation B's invoice", `/api/invoice/${w.invoiceB}/pdf`)],
  'GET /api/invoice/:id/ubl': (ctx) =>
    ctx.role === 'ContactPerson'
      ? [own("organisation A's invoice", `/api/invoice/${w.invoiceA}/ubl`), foreign("organisation B's invoice", `/api/invoice/${w.invoiceB}/ubl`)]
      : [own("organisation B's invoice", `/api/invoice/${w.invoiceB}/ubl`)],
  'POST /api/invoice/:id/pay': async () => [own('a fresh invoice of organisation A', `/api/invoice/${await freshInvoiceA()}/pay`)],
  'POST /api/invoice/:id/credit': async () => [own('a fresh invoice of organisation A', `/api/invoice/${await freshInvoiceA()}/credit`)],
  'POST /api/invoice/:id/send': () => [own("organisation A's invoice", `/api/invoice/${w.invoiceA}/send`)],

  // Contact portal
  'GET /api/contactperson/candidates': () => [
    own("organisation A's candidates with their tests", '/api/contactperson/candidates', { hidden: [w.b1.id, w.testB] }),
    own("organisation A's candidates, searched for B1's name", `/api/contactperson/candidates?q=${encodeURIComponent(w.b1.name)}`, { hidden: [w.b1.id] }),
  ],
  'GET /api/contactperson/candidates/:id': () => [
    own('A1 (organisation A) with tests and seats', `/api/contactperson/candidates/${w.a1.id}`, { hidden: [w.licenceB, w.testB] }),
    foreign('B1 (organisation B)', `/api/contactperson/candidates/${w.b1.id}`),
    foreign('CP-A (the caller’s own account, not a candidate)', `/api/contactperson/candidates/${w.cpA.id}`),
    foreign('T2 (a teacher, not a candidate)', `/api/contactperson/candidates/${w.teacher2.id}`),
  ],
  'GET /api/contactperson/candidates/:id/pat/:patId': (ctx) => {
    const path = (candidate: TestUser) => `/api/contactperson/candidates/${candidate.id}/pat/${w.pat}`;
    return ctx.role === 'ContactPerson'
      ? [
          own('a PAT of a candidate of the PAT world’s organisation', path(w.pw.candidates[0]!), { token: w.pw.contactPerson.token }),
          foreign('that PAT for CP-A (another organisation)', path(w.pw.candidates[0]!)),
          foreign('a PAT the candidate is not on', path(w.pw.candidates[3]!), { token: w.pw.contactPerson.token }),
        ]
      : [own('a PAT of a candidate', path(w.pw.candidates[0]!))];
  },

  // Candidate timeline
  'GET /api/timeline/:candidateId': (ctx) => [
    own('A1 (organisation A) with tests and seats', `/api/timeline/${w.a1.id}`, { hidden: [w.licenceB] }),
    ctx.role === 'ContactPerson' ? foreign('B1 (organisation B)', `/api/timeline/${w.b1.id}`) : own('B1 (organisation B): staff see every candidate', `/api/timeline/${w.b1.id}`),
    foreign('T2 (a teacher, not a candidate)', `/api/timeline/${w.teacher2.id}`),
    foreign('an unknown id', `/api/timeline/${randomUUID()}`),
  ],

  // Report templates
  'GET /api/report-templates': (ctx) =>
    ctx.role === 'Teacher'
      ? [
          own('the current templates', '/api/report-templates', { hidden: [w.archivedReportTemplate] }),
          foreign('the archived ones too (staff only)', '/api/report-templates?archived=1', { status: 401 }),
        ]
      : [own('the current and archived templates', '/api/report-templates?archived=1')],
  'POST /api/report-templates': () => [own('a new template', '/api/report-templates', { body: reportTemplateBody() })],
  'GET /api/report-templates/:id': () => [
    own('a current template', `/api/report-templates/${w.reportTemplate}`),
    own('an archived template', `/api/report-templates/${w.archivedReportTemplate}`),
    foreign('an unknown id', `/api/report-templates/${randomUUID()}`),
  ],
  'PUT /api/report-templates/:id': async () => [
    own('a fresh template', `/api/report-templates/${await freshReportTemplate()}`, { body: reportTemplateBody() }),
    foreign('an unknown id', `/api/report-templates/${randomUUID()}`, { body: reportTemplateBody() }),
  ],
  'POST /api/report-templates/:id/archive': async () => [own('a fresh template', `/api/report-templates/${await freshReportTemplate()}/archive`)],
  'POST /api/report-templates/:id/restore': async () => [
    own('a fresh archived template', `/api/report-templates/${await freshReportTemplate(true)}/restore`),
  ],

  // Beroepen-quiz
  'POST /api/quiz/score': () => [
    own('a complete answer set', '/api/quiz/score', { body: { language: 'nl', answers: quizAnswers() } }),
    foreign('an incomplete answer set', '/api/quiz/score', { body: { language: 'nl', answers: { R1: 'like' } }, status: 400 }),
  ],
  'POST /api/quiz/prospects': () => [
    own('a consenting prospect', '/api/quiz/prospects', { body: { language: 'nl', answers: quizAnswers(), name: 'Belangstellende', email: 'belangstellende@example.org', consent: true } }),
    foreign('without consent', '/api/quiz/prospects', { body: { language: 'nl', answers: quizAnswers(), name: 'Belangstellende', email: 'b@example.org' }, status: 400 }),
  ],
  'POST /api/quiz/results': () => [own('the caller’s quiz', '/api/quiz/results', { body: { language: 'nl', answers: quizAnswers() } })],
  'GET /api/quiz/results/mine': () => [own('the caller’s newest quiz', '/api/quiz/results/mine')],
  'GET /api/candidate/home': async () => {
    const q = await sharedQuizzes();
    return [own('the caller’s own home', '/api/candidate/home', { hidden: [w.foreignMessage, w.testB, w.b1Running, w.b1Closed, q.b1] })];
  },

  // Certificates: A1's (organisation A) and B1's (organisation B); teachers have no certificate calls.
  'GET /api/certificates/issuer': () => [own('the issuer’s DID document', '/api/certificates/issuer')],
  'GET /api/certificates/status-list': () => [own('the status list', '/api/certificates/status-list')],
  'GET /api/certificates/verify/:code': async () => {
    const c = await sharedCertificates();
    return [own('B1’s certificate by its code', `/api/certificates/verify/${c.b1Code}`), foreign('an unknown code', `/api/certificates/verify/${newCertificateCode()}`)];
  },
  'GET /api/certificates': async (ctx) => {
    const c = await sharedCertificates();
    if (ctx.role === 'User' || ctx.role === 'ContactPerson') {
      return [own('the certificates the caller may see', '/api/certificates', { hidden: [c.b1] }), foreign('B1’s certificates', `/api/certificates?candidateId=${w.b1.id}`)];
    }
    return [own('B1’s certificates', `/api/certificates?candidateId=${w.b1.id}`), foreign('no candidate, PAT or education', '/api/certificates', { status: 400 })];
  },
  'GET /api/certificates/:id': async (ctx) => certificateProbes(ctx, (id) => `/api/certificates/${id}`),
  'GET /api/certificates/:id/pdf': async (ctx) => certificateProbes(ctx, (id) => `/api/certificates/${id}/pdf`),
  'GET /api/certificates/:id/credential': async (ctx) => certificateProbes(ctx, (id) => `/api/certificates/${id}/credential`),
  'POST /api/certificates/:id/withdraw': async () => {
    const fresh = await insertCertificate(handle.db, { candidateId: w.b1.id, kind: 'pat', sourceId: randomUUID(), title: 'PAT Matrix', recipientName: w.b1.name });
    const body = { reason: 'Beoordeling bleek onjuist.' };
    return [own('a fresh certificate of B1', `/api/certificates/${fresh}/withdraw`, { body }), foreign('an unknown certificate', `/api/certificates/${randomUUID()}/withdraw`, { body })];
  },
  'GET /api/quiz/candidates': async (ctx) => {
    const q = await sharedQuizzes();
    return [own('the newest quizzes of the candidates the caller follows', '/api/quiz/candidates', { hidden: isStaffName(ctx) ? [] : [q.b1, w.b1.id] })];
  },
  'GET /api/quiz/candidates/:id': async (ctx) => {
    const q = await sharedQuizzes();
    const probes = [foreign('an unknown quiz', `/api/quiz/candidates/${randomUUID()}`)];
    if (ctx.role === 'Teacher') probes.push(own('A1’s quiz (A1 is linked to T)', `/api/quiz/candidates/${q.a1}`), foreign('B1’s quiz (B1 is not linked to T)', `/api/quiz/candidates/${q.b1}`));
    else probes.push(own('B1’s quiz', `/api/quiz/candidates/${q.b1}`));
    return probes;
  },
  // Prospects' contact details are for staff and intakebegeleiders: teacher T is none; T-intake is.
  'GET /api/quiz/prospects': (ctx) =>
    ctx.role === 'Teacher'
      ? [
          foreign('every prospect (T is no intakebegeleider)', '/api/quiz/prospects'),
          own('every prospect, as a teacher marked intakebegeleider', '/api/quiz/prospects', { token: w.intakeTeacher.token }),
        ]
      : [own('every prospect', '/api/quiz/prospects')],
  'GET /api/quiz/prospects/:id': async (ctx) => [
    ...(ctx.role === 'Teacher'
      ? [
          foreign('a prospect (T is no intakebegeleider)', `/api/quiz/prospects/${await freshProspect()}`),
          own('a prospect, as a teacher marked intakebegeleider', `/api/quiz/prospects/${await freshProspect()}`, { token: w.intakeTeacher.token }),
        ]
      : [own('a prospect', `/api/quiz/prospects/${await freshProspect()}`)]),
    foreign('an unknown prospect', `/api/quiz/prospects/${randomUUID()}`),
  ],
  'DELETE /api/quiz/prospects/:id': async () => [
    own('a fresh prospect', `/api/quiz/prospects/${await freshProspect()}`),
    foreign('an unknown prospect', `/api/quiz/prospects/${randomUUID()}`),
  ],
  'POST /api/quiz/prospects/:id/invite': async () => [
    own('a fresh prospect', `/api/quiz/prospects/${await freshProspect()}/invite`, { body: { organizationId: w.orgA } }),
    foreign('an unknown prospect', `/api/quiz/prospects/${randomUUID()}/invite`, { body: { organizationId: w.orgA } }),
  ],
};

// ——— Calling ———

/** The method of a route key. */
const methodOf = (key: string) => key.slice(0, key.indexOf(' '));

/** Calls the API in-process: JSON bodies as JSON, a FormData as multipart. Answers status and the JSON text. */
async function send(method: string, path: string, token: string | undefined, body: unknown): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await app.request(path, { method, headers, body: payload });
  const json = (res.headers.get('content-type') ?? '').includes('json');
  const text = json ? await res.text() : '';
  if (!json) await res.arrayBuffer();
  return { status: res.status, text };
}

const is2xx = (status: number) => status >= 200 && status < 300;

// ——— The checks ———

describe('the rule table (access-rules.ts)', () => {
  it('has a rule for every route the API serves', () => {
    const missing = ROUTES.filter((key) => !(key in ACCESS_RULES));
    expect(missing, `routes without a rule in src/backend/access-rules.ts (add one, with its row in docs/api.md): ${missing.join(', ')}`).toEqual([]);
  });

  it('has no rule for a route the API no longer serves', () => {
    const stale = Object.keys(ACCESS_RULES).filter((key) => !ROUTES.includes(key));
    expect(stale, `rules for routes that do not exist: ${stale.join(', ')}`).toEqual([]);
  });

  it('has a described request for every route', () => {
    const undescribed = ROUTES.filter((key) => !(key in REQUESTS));
    expect(undescribed, `routes without a request in REQUESTS (authorization-matrix.db.test.ts): ${undescribed.join(', ')}`).toEqual([]);
    const stale = Object.keys(REQUESTS).filter((key) => !ROUTES.includes(key));
    expect(stale, `requests for routes that do not exist: ${stale.join(', ')}`).toEqual([]);
  });
});

describe.each(ROUTES)('%s', (key) => {
  it.each(CALLERS)('as %s', async (caller) => {
    const rule = ACCESS_RULES[key];
    const describeRequests = REQUESTS[key];
    if (!rule || !describeRequests) throw new Error(`${key}: no rule or no request (see the rule table checks)`);
    const user = userOf(caller);
    const ctx: Ctx = { caller, role: user?.role as Role | undefined, user, self: user ?? w.a1 };
    const allowed = roleAllowed(rule, ctx.role);
    const probes = await describeRequests(ctx);
    expect(probes.length, `${key}: no request described for ${caller}`).toBeGreaterThan(0);
    const who = typeof rule.who === 'string' ? rule.who : rule.who.join(', ');

    for (const probe of probes) {
      const method = methodOf(key);
      const token = user ? (probe.token ?? user.token) : undefined;
      const { status, text } = await send(method, probe.path, token, probe.body);
      const where = `${method} ${probe.path} (${key}) as ${caller} with ${probe.record}`;
      const expected = !allowed ? 401 : probe.scope === 'out' ? (probe.status ?? 404) : '2xx';
      const outside = !allowed || probe.scope === 'out';
      // The core assertion: no 2xx outside the documented rule.
      if (outside) expect(is2xx(status), `${where}: answered ${status} outside the rule (who: ${who}; scope: ${rule.scope}); expected ${expected}`).toBe(false);
      if (expected === '2xx') {
        expect(is2xx(status), `${where}: answered ${status} ${text.slice(0, 200)}; the rule (who: ${who}; scope: ${rule.scope}) allows it`).toBe(true);
        for (const id of probe.hidden ?? []) expect(text, `${where}: the answer carries ${id}, a record outside the caller's scope`).not.toContain(id);
      } else {
        expect(status, `${where}: answered ${status} ${text.slice(0, 200)}; expected ${expected}`).toBe(expected);
      }
    }
  });
});
