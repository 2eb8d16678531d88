/**
 * The disclosure matrix, beside the authorization matrix (authorization-matrix.db.test.ts checks who reaches which
 * record; this file checks what they see in it): every surface that shows evaluations, reflections, results or notes
 * — API calls, the pages built on them, report blocks and PDFs, CSV, the data download — read by every kind of viewer
 * in every state of a candidate's assessment, against the rules of docs/decisions/037-assessment-visibility.md,
 * restated here in plain terms (`allowed`) rather than taken from the code under test.
 *
 * How: one PAT with a module assessed by two teachers, a third teacher planned on its other module and later asked as
 * third assessor, a teacher not on the PAT, staff, the contact person of the candidate's organisation and of another,
 * the candidate and another candidate on the same PAT; and an education taught by the first teacher that both
 * candidates follow. Every piece carries a word of its own (the first assessor's remark, their remark on a criterion,
 * the second's, the third's, the agreement's, the reflection's, the other candidate's; the education's evaluation and
 * reflection; the notes of each audience of the PAT, the education and the location, decision 041), so what a
 * surface shows is found by looking for those words; results (scores and pass/fail) are found per surface. The
 * states follow each other: draft → final → both final → agreed → released (the education's evaluation is a draft,
 * then final from 'final' on, and its results are released with the PAT's).
 *
 * A surface shows `exact`ly what the viewer may see of what it carries, or `at most` that (a form shows only its own
 * role's evaluation and the other's once both are final). Finally every route of the API and every page is
 * classified: a row of the matrix, the same view as a row, or a surface that shows none of these (with what it shows
 * instead). A new route or page fails this file until it is classified.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '#src/server/db/client';
import { educationModules, educations, evaluationAgreements, evaluations, locations, patAssessors, patModules, pats, reflections, reportTemplates } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { authHeaders, call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { plannedPat } from '#src/features/pat/api/fixtures';
import { educationWorld, openEducation, type EducationWorld } from '#src/features/educations/api/fixtures';
import { createBackend, type Backend } from './app';

// ——— Viewers, states and pieces ———

const VIEWERS = ['first', 'second', 'third', 'otherTeacher', 'coordinator', 'cpOwn', 'cpOther', 'candidate', 'otherCandidate'] as const;
type Viewer = (typeof VIEWERS)[number];

const STATES = ['draft', 'final', 'bothFinal', 'agreed', 'released'] as const;
type State = (typeof STATES)[number];

/** The pieces of the candidate's assessment on the PAT's first module and on the education, and the notes, each with its own word. */
const MARK = {
  first: 'Zebrapad',
  firstCriterion: 'Walvisvaart',
  second: 'Pinguinkolonie',
  third: 'Flamingoveer',
  agreement: 'Olifantspoot',
  reflection: 'Giraffenek',
  /** The other candidate's evaluation: never on a surface about the candidate. */
  otherCandidate: 'Kameelhaar',
  /** The education teacher's evaluation of the candidate, and the candidate's reflection there. */
  educationEvaluation: 'Nijlpaardbad',
  educationReflection: 'Neushoornhoorn',
  /** Notes (decision 041): the PAT's and the education's for teachers and for candidates, the location's. */
  patTeacherNote: 'Kraanvogelnest',
  patCandidateNote: 'Ijsvogelveer',
  educationTeacherNote: 'Dassenburcht',
  educationCandidateNote: 'Vossenstaart',
  locationInternal: 'Beverdam',
  locationVisitors: 'Egelstekel',
} as const;
type Marked = keyof typeof MARK;
type Piece = Marked | 'result' | 'educationResult';

/** The evaluation-like pieces' state in each state of the assessment (absent: not there yet). Notes are always there. */
const PIECES: Record<State, Partial<Record<Marked, 'draft' | 'final'>>> = {
  draft: { first: 'draft', firstCriterion: 'draft', reflection: 'final', otherCandidate: 'final', educationEvaluation: 'draft', educationReflection: 'final' },
  final: { first: 'final', firstCriterion: 'final', second: 'draft', reflection: 'final', otherCandidate: 'final', educationEvaluation: 'final', educationReflection: 'final' },
  bothFinal: { first: 'final', firstCriterion: 'final', second: 'final', reflection: 'final', otherCandidate: 'final', educationEvaluation: 'final', educationReflection: 'final' },
  agreed: {
    first: 'final',
    firstCriterion: 'final',
    second: 'final',
    third: 'final',
    agreement: 'final',
    reflection: 'final',
    otherCandidate: 'final',
    educationEvaluation: 'final',
    educationReflection: 'final',
  },
  released: {
    first: 'final',
    firstCriterion: 'final',
    second: 'final',
    third: 'final',
    agreement: 'final',
    reflection: 'final',
    otherCandidate: 'final',
    educationEvaluation: 'final',
    educationReflection: 'final',
  },
};
const NOTES: readonly Marked[] = ['patTeacherNote', 'patCandidateNote', 'educationTeacherNote', 'educationCandidateNote', 'locationInternal', 'locationVisitors'];
const statusOf = (state: State, piece: Marked) => (NOTES.includes(piece) ? 'final' : PIECES[state][piece]);

const bothFinal = (state: State) => state === 'bothFinal' || state === 'agreed' || state === 'released';
/** The teachers planned on the PAT; the first of them also teaches the education. */
const onPat: readonly Viewer[] = ['first', 'second', 'third'];
const teachers: readonly Viewer[] = [...onPat, 'otherTeacher'];

/**
 * Whether `viewer` may see `piece` in `state` (decisions 037 and 041, in plain terms).
 * - PAT: staff everything; the first and second assessor their own, and the other's once both are final; a third
 *   assessor only their own; after the release every teacher on the PAT every final piece; the candidate their
 *   reflection, and after the release the first assessor's remarks and the result; the contact person of their
 *   organisation every final piece after the release; nobody else anything. A result shows where its deciding
 *   scores do: the first evaluation final (or an agreement).
 * - Education (one assessor: its teacher): staff everything; its teacher the evaluation, and the reflection after the
 *   release; the candidate their reflection, and after the release the evaluation's remarks and the result; the
 *   contact person only the result, after the release.
 * - Notes: for teachers — staff and the teachers planned on it; for candidates — also its candidates; a location's
 *   internal notes staff only, its text for visitors also teachers and candidates planned there.
 */
function allowed(viewer: Viewer, state: State, piece: Piece): boolean {
  const released = state === 'released';
  const staff = viewer === 'coordinator';
  const candidates = viewer === 'candidate' || viewer === 'otherCandidate';
  switch (piece) {
    case 'result':
      if (staff) return state !== 'draft';
      if (viewer === 'first' || viewer === 'second') return released || bothFinal(state);
      return released && (viewer === 'third' || viewer === 'candidate' || viewer === 'cpOwn');
    case 'educationResult':
      if (staff || viewer === 'first') return state !== 'draft';
      return released && (viewer === 'candidate' || viewer === 'cpOwn');
    case 'patTeacherNote':
      return staff || onPat.includes(viewer);
    case 'patCandidateNote':
    case 'locationVisitors':
      return staff || onPat.includes(viewer) || candidates;
    case 'educationTeacherNote':
      return staff || viewer === 'first';
    case 'educationCandidateNote':
      return staff || viewer === 'first' || candidates;
    case 'locationInternal':
      return staff;
    default:
  }
  const status = statusOf(state, piece);
  // The other candidate reads only their own records: their own evaluation's feedback once released.
  if (piece === 'otherCandidate') return viewer === 'otherCandidate' && released;
  if (!status) return false;
  const final = status === 'final';
  if (piece === 'educationEvaluation') return staff || viewer === 'first' || (viewer === 'candidate' && released && final);
  if (piece === 'educationReflection') return staff || viewer === 'candidate' || (viewer === 'first' && released);
  const firsts = piece === 'first' || piece === 'firstCriterion';
  switch (viewer) {
    case 'coordinator':
      return true;
    case 'first':
      return released ? final || firsts : firsts || (piece === 'second' && bothFinal(state));
    case 'second':
      return released ? final || piece === 'second' : piece === 'second' || (firsts && bothFinal(state));
    case 'third':
      return released ? final : piece === 'third';
    case 'candidate':
      return piece === 'reflection' || (released && firsts && final);
    case 'cpOwn':
      return released && final;
    default:
      return false;
  }
}

// ——— The world ———

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;
let patId: string;
let dayIds: string[];
let moduleId: string;
let educationId: string;
let reportId: string;
const users = {} as Record<Viewer, TestUser>;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await educationWorld(handle, app);
  users.first = w.teachers[0]!;
  users.second = w.teachers[1]!;
  users.third = w.teachers[2]!;
  users.otherTeacher = await createUser(handle, 'Teacher', { name: 'Iris Buitenstaander' });
  users.coordinator = w.coordinator;
  users.cpOwn = w.contactPerson;
  users.cpOther = await createUser(handle, 'ContactPerson', { name: 'Karel Anderbedrijf', organizationId: w.otherOrganizationId });
  users.candidate = w.candidates[0]!;
  users.otherCandidate = w.candidates[1]!;
  ({ patId, dayIds } = await plannedPat(app, w, { candidates: 2, secondAssessor: true }));
  ({ educationId } = await openEducation(app, w, { candidates: 2, teachers: [0] }));
  moduleId = w.moduleIds[0]!;
  // The third teacher assesses the other module on the second day, so they are on the PAT without assessing this one.
  await handle.db
    .update(patAssessors)
    .set({ teacherId: users.third.id })
    .where(and(eq(patAssessors.dayId, dayIds[1]!), eq(patAssessors.moduleId, w.moduleIds[1]!), eq(patAssessors.role, 'first')));
  await handle.db.update(pats).set({ teacherNotes: MARK.patTeacherNote, candidateNotes: MARK.patCandidateNote }).where(eq(pats.id, patId));
  await handle.db.update(educations).set({ teacherNotes: MARK.educationTeacherNote, candidateNotes: MARK.educationCandidateNote }).where(eq(educations.id, educationId));
  await handle.db.update(locations).set({ internalNotes: MARK.locationInternal, accessibilityText: MARK.locationVisitors }).where(eq(locations.id, w.locationId));
  const [template] = await handle.db
    .insert(reportTemplates)
    .values({
      name: 'Rapportage',
      sections: [
        { id: 'tekst', kind: 'text', title: 'Inleiding', hint: '' },
        { id: 'modules', kind: 'block', title: 'Beoordelingen', block: 'modules' },
        { id: 'reflectie', kind: 'block', title: 'Reflectie', block: 'reflection' },
        { id: 'resultaten', kind: 'block', title: 'Resultaten', block: 'results' },
      ],
    })
    .returning({ id: reportTemplates.id });
  const created = await call(app, 'POST', '/api/reports', users.first, { candidateId: users.candidate.id, patId, templateId: template!.id });
  expect(created.status).toBe(201);
  reportId = created.json.id;
});

afterAll(async () => {
  await handle?.close();
});

/** The pinned template version of the first module on the PAT or the education. */
async function templateVersionId(on: 'pat' | 'education'): Promise<string> {
  const [pinned] =
    on === 'pat'
      ? await handle.db.select({ id: patModules.templateVersionId }).from(patModules).where(and(eq(patModules.patId, patId), eq(patModules.moduleId, moduleId)))
      : await handle.db.select({ id: educationModules.templateVersionId }).from(educationModules).where(and(eq(educationModules.educationId, educationId), eq(educationModules.moduleId, moduleId)));
  return pinned!.id;
}

/** Every criterion scored `score`, the first with `criterionRemark`. */
const scores = (score: 1 | 2 | 3 | 4, criterionRemark = '') =>
  Object.fromEntries(w.criteria[moduleId]!.map((id, i) => [id, { score, remark: i === 0 ? criterionRemark : '' }]));
const reflected = () => Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, 3 as const]));

/** Brings the assessment into `state` (from the state before it), straight in the tables. */
async function enter(state: State): Promise<void> {
  const [tv, etv] = [await templateVersionId('pat'), await templateVersionId('education')];
  const slot = (candidateId: string, role: 'first' | 'second' | 'third') =>
    and(eq(evaluations.patId, patId), eq(evaluations.moduleId, moduleId), eq(evaluations.candidateId, candidateId), eq(evaluations.role, role));
  const base = { patId, moduleId, templateVersionId: tv };
  const final = { status: 'final', finalizedAt: new Date() } as const;
  switch (state) {
    case 'draft':
      await handle.db.insert(evaluations).values([
        { ...base, candidateId: users.candidate.id, role: 'first', assessorId: users.first.id, scores: scores(4, MARK.firstCriterion), remark: MARK.first },
        { ...base, candidateId: users.otherCandidate.id, role: 'first', assessorId: users.first.id, scores: scores(2), remark: MARK.otherCandidate, ...final },
        {
          educationId,
          moduleId,
          templateVersionId: etv,
          candidateId: users.candidate.id,
          role: 'first',
          assessorId: users.first.id,
          scores: scores(4),
          remark: MARK.educationEvaluation,
        },
      ]);
      await handle.db.insert(reflections).values([
        { patId, moduleId, candidateId: users.candidate.id, templateVersionId: tv, scores: reflected(), remark: MARK.reflection },
        { educationId, moduleId, candidateId: users.candidate.id, templateVersionId: etv, scores: reflected(), remark: MARK.educationReflection },
      ]);
      return;
    case 'final':
      await handle.db.update(evaluations).set(final).where(slot(users.candidate.id, 'first'));
      await handle.db
        .update(evaluations)
        .set(final)
        .where(and(eq(evaluations.educationId, educationId), eq(evaluations.candidateId, users.candidate.id)));
      await handle.db.insert(evaluations).values({ ...base, candidateId: users.candidate.id, role: 'second', assessorId: users.second.id, scores: scores(1), remark: MARK.second });
      return;
    case 'bothFinal':
      await handle.db.update(evaluations).set(final).where(slot(users.candidate.id, 'second'));
      return;
    case 'agreed':
      await handle.db.insert(evaluations).values({ ...base, candidateId: users.candidate.id, role: 'third', assessorId: users.third.id, scores: scores(3), remark: MARK.third, ...final });
      await handle.db.insert(evaluationAgreements).values({
        patId,
        moduleId,
        candidateId: users.candidate.id,
        scores: reflected(),
        remark: MARK.agreement,
        thirdAssessorId: users.third.id,
        decidedBy: users.coordinator.id,
      });
      return;
    case 'released': {
      await handle.db.update(pats).set({ completedAt: new Date(), resultsReleasedAt: new Date() }).where(eq(pats.id, patId));
      await handle.db.update(educations).set({ resultsReleasedAt: new Date() }).where(eq(educations.id, educationId));
      const view = await call(app, 'GET', `/api/reports/${reportId}`, users.first);
      expect((await call(app, 'PUT', `/api/reports/${reportId}`, users.first, { revision: view.json.revision, texts: { tekst: 'Het rapport.' } })).status).toBe(200);
      const finalised = await call(app, 'POST', `/api/reports/${reportId}/finalize`, users.first);
      expect(finalised.status, JSON.stringify(finalised.json)).toBe(200);
      expect((await call(app, 'PUT', `/api/reports/${reportId}/sharing`, users.first, { shareable: true })).status).toBe(200);
      return;
    }
  }
}

// ——— Reading a surface ———

/** What a surface answered: its status, its text (JSON, CSV, a PDF's or ZIP's contents, a calendar) and the parsed JSON. */
interface Read {
  status: number;
  text: string;
  json: unknown;
}

/** A call as `user` (none: without a session), read as text whatever its type. */
async function get(path: string, user: TestUser | null, method = 'GET'): Promise<Read> {
  const res = await app.request(path, { method, headers: authHeaders(user?.token) });
  const type = res.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (type.includes('application/pdf') && res.ok) return { status: res.status, text: await pdfText(bytes), json: null };
  if (type.includes('application/zip') && res.ok) {
    const files = unzipSync(bytes);
    return { status: res.status, text: Object.values(files).map((f) => strFromU8(f)).join('\n'), json: null };
  }
  // A calendar folds long lines (RFC 5545 §3.1): unfolded here, so a word is found whole.
  const text = strFromU8(bytes).replace(/\r?\n[ \t]/g, '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // CSV and calendars stay text.
  }
  return { status: res.status, text, json };
}

/** The text of a PDF as PDF.js reads it. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const task = getDocument({ data: pdf, verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join(' ');
  } finally {
    await task.destroy();
  }
}

type Json = Record<string, unknown>;
const modulesOf = (json: unknown): Json[] => ((json as Json | null)?.modules as Json[] | undefined) ?? [];
const ofModule = (json: unknown) => modulesOf(json).find((m) => m.moduleId === moduleId);
/** Whether the first module of the PAT or education `id` in a list of the candidate's (each with `modules`) has a result. */
const listed = (list: unknown, id: string) => ((((list as Json[] | null) ?? []).find((x) => x.id === id)?.modules as Json[] | undefined)?.find((m) => m.moduleId === moduleId)?.result ?? null) !== null;

/** A surface of the matrix (see the module comment). */
interface Surface {
  name: string;
  /** The API routes (`METHOD path` as the app lists them) whose answers this row checks. */
  routes: string[];
  /** The pieces it can show; a function when that depends on the state or viewer. */
  carries: readonly Piece[] | ((viewer: Viewer, state: State) => readonly Piece[]);
  /** Only final evaluations are shown here, to everyone. */
  finalsOnly?: boolean;
  /** A document printed once (a final report): its readers get what it printed, whoever they are (decisions 031, 037). */
  published?: boolean;
  /** 'exact': shows everything the viewer may see of what it carries; 'at most': never more. */
  shows: 'exact' | 'at most';
  /** Whether the surface exists in `state` (a final report's PDF only once released). */
  when?: (state: State) => boolean;
  /** The status `viewer` gets in `state`. */
  status: (viewer: Viewer, state: State) => number;
  read: (viewer: Viewer) => Promise<Read>;
  /** Whether a result of the candidate's module shows, by piece; null where the answer is not about the candidate. */
  results?: Partial<Record<'result' | 'educationResult', (read: Read, viewer: Viewer) => boolean | null>>;
  /** Pieces this surface is not about (a day's forms hold every candidate the teacher assesses that day). */
  ignores?: readonly Piece[];
  /** Whose view a viewer reads here, when not their own (staff reading the candidate's own page). */
  viewsAs?: (viewer: Viewer) => Viewer;
}

const staffOnly = (viewer: Viewer) => (viewer === 'coordinator' ? 200 : 401);
/** Staff and the teachers `ok` names 200; another teacher 404; anyone else 401. */
const teacherRoles = (viewer: Viewer, ok: (v: Viewer) => boolean) => (viewer === 'coordinator' || ok(viewer) ? 200 : teachers.includes(viewer) ? 404 : 401);
const own = (viewer: Viewer) => (viewer === 'candidate' || viewer === 'otherCandidate' ? 200 : 401);
const ALL: readonly Piece[] = ['first', 'firstCriterion', 'second', 'third', 'agreement', 'reflection'];

/** Whether the contact person's list holds a released result of `id` for the candidate. */
function releasedOf(r: Read, kind: 'pat' | 'education', id: string): boolean | null {
  const items = (r.json as Json[] | null) ?? [];
  if (!Array.isArray(items)) return null;
  const candidate = items.find((c) => c.id === users.candidate.id);
  if (!candidate) return null;
  return ((candidate.released as Json[] | undefined) ?? []).some((x) => x.kind === kind && x.id === id);
}

/** Whether the timeline shows a module result of the PAT or education `id`. */
function timelineResults(r: Read, kind: 'pat' | 'education', id: string): boolean | null {
  const json = r.json as Json | null;
  if (!json) return null;
  const items = [...((json.upcoming as Json[]) ?? []), ...((json.past as Json[]) ?? [])];
  const item = items.find((x) => x.kind === kind && x.id === id);
  return item ? ((item.results as Json[] | undefined) ?? []).length > 0 : null;
}

/** What a candidate's own download carries: their reflections, and once released their results' feedback. */
const ownDownload = (_v: Viewer, s: State): readonly Piece[] =>
  s === 'released'
    ? ['first', 'firstCriterion', 'reflection', 'otherCandidate', 'educationEvaluation', 'educationReflection']
    : ['reflection', 'otherCandidate', 'educationReflection'];

const SURFACES: Surface[] = [
  {
    name: 'progress call (/cp/user/{id}/pat/{patId}/progress)',
    routes: ['GET /api/pat/:patId/progress/:candidateId'],
    carries: ['first', 'firstCriterion', 'second', 'third', 'agreement', 'result'],
    shows: 'exact',
    status: (v) => teacherRoles(v, (x) => onPat.includes(x)),
    read: (v) => get(`/api/pat/${patId}/progress/${users.candidate.id}`, users[v]),
    results: { result: (r) => (ofModule(r.json) ? ofModule(r.json)!.result !== null : false) },
  },
  {
    name: 'evaluation form (/docent/evaluate/…)',
    routes: ['GET /api/pat/:patId/evaluation/:moduleId/:candidateId'],
    carries: (v) => (v === 'third' ? ['third'] : ['first', 'firstCriterion', 'second']),
    shows: 'at most',
    status: (v, s) => (v === 'third' ? (s === 'agreed' || s === 'released' ? 200 : 404) : teacherRoles(v, (x) => x === 'first' || x === 'second')),
    read: (v) => get(`/api/pat/${patId}/evaluation/${moduleId}/${users.candidate.id}${v === 'second' ? '?role=second' : v === 'third' ? '?role=third' : ''}`, users[v]),
  },
  {
    name: 'the day’s forms on the tablet (/docent/pat-dag/{id})',
    routes: ['GET /api/pat/day/:dayId/forms'],
    carries: (v) => (v === 'third' ? [] : ['first', 'firstCriterion', 'second']),
    ignores: ['otherCandidate'],
    shows: 'at most',
    status: (v) => teacherRoles(v, (x) => onPat.includes(x)),
    read: (v) => get(`/api/pat/day/${v === 'third' ? dayIds[1] : dayIds[0]}/forms`, users[v]),
  },
  {
    name: 'report with its filled-in blocks (/docent/user/{id}/rapportage/{docId}, /cp/…)',
    routes: ['GET /api/reports/:id'],
    carries: ALL,
    finalsOnly: true,
    shows: 'exact',
    status: (v) => teacherRoles(v, (x) => onPat.includes(x)),
    read: (v) => get(`/api/reports/${reportId}`, users[v]),
  },
  {
    name: 'final report PDF (published: decisions 031, 037)',
    routes: ['GET /api/reports/:id/versions/:version/pdf'],
    carries: ALL,
    finalsOnly: true,
    published: true,
    shows: 'exact',
    when: (s) => s === 'released',
    status: (v) => (['coordinator', 'first', 'second', 'third', 'candidate', 'cpOwn'].includes(v) ? 200 : 404),
    read: (v) => get(`/api/reports/${reportId}/versions/1/pdf`, users[v]),
  },
  {
    name: 'side-by-side view (/cp/module-evaluation/…, /contactperson/module-evaluation/…)',
    routes: ['GET /api/pat/:patId/module-evaluation/:moduleId/:candidateId', 'GET /api/pat/module-evaluation/:moduleId/:candidateId'],
    carries: ['first', 'firstCriterion', 'second', 'third', 'agreement', 'reflection', 'result'],
    finalsOnly: true,
    shows: 'exact',
    status: (v, s) => (v === 'coordinator' || (v === 'cpOwn' && s === 'released') ? 200 : v === 'cpOwn' || v === 'cpOther' ? 404 : 401),
    read: (v) => get(`/api/pat/${patId}/module-evaluation/${moduleId}/${users.candidate.id}`, users[v]),
    results: { result: (r) => ((r.json as Json | null)?.result ?? null) !== null },
  },
  {
    name: 'the candidate’s PAT result page (/candidate/result/{id})',
    routes: ['GET /api/pat/mine/:patId/result'],
    carries: (_v, s) => (s === 'released' ? ['first', 'firstCriterion', 'reflection', 'otherCandidate', 'result'] : ['result']),
    shows: 'exact',
    status: own,
    read: (v) => get(`/api/pat/mine/${patId}/result`, users[v]),
    results: { result: (r, v) => (v === 'candidate' ? (ofModule(r.json)?.result ?? null) !== null : null) },
  },
  {
    name: 'the candidate’s PAT reflection (/candidate/pat/module/{id})',
    routes: ['GET /api/pat/mine/:patId/reflection/:moduleId'],
    carries: ['reflection'],
    shows: 'exact',
    status: own,
    read: (v) => get(`/api/pat/mine/${patId}/reflection/${moduleId}`, users[v]),
  },
  {
    name: 'the candidate’s PATs (/dashboard/pat)',
    routes: ['GET /api/pat/mine'],
    carries: ['result', 'patCandidateNote', 'locationVisitors'],
    shows: 'exact',
    status: own,
    read: (v) => get('/api/pat/mine', users[v]),
    results: { result: (r, v) => (v === 'candidate' ? listed(r.json, patId) : null) },
  },
  {
    name: 'the candidate’s educations (/dashboard/education; staff ask for a candidate’s with userId)',
    routes: ['GET /api/pat/getUserEducation'],
    carries: ['educationResult', 'educationCandidateNote', 'locationVisitors'],
    shows: 'exact',
    status: (v) => (v === 'coordinator' ? 200 : own(v)),
    // Staff read the candidate's view (decision 041): what the candidate sees, not more.
    read: (v) => get(`/api/pat/getUserEducation${v === 'coordinator' ? `?userId=${users.candidate.id}` : ''}`, users[v]),
    viewsAs: (v) => (v === 'coordinator' ? 'candidate' : v),
    results: { educationResult: (r, v) => (v === 'candidate' || v === 'coordinator' ? listed(r.json, educationId) : null) },
  },
  {
    name: 'the candidate’s home page (/dashboard/overzicht)',
    routes: ['GET /api/candidate/home'],
    carries: ['result', 'educationResult', 'patCandidateNote', 'educationCandidateNote', 'locationVisitors'],
    shows: 'exact',
    status: own,
    read: (v) => get('/api/candidate/home', users[v]),
    results: {
      result: (r, v) => (v === 'candidate' ? listed((r.json as Json).pats, patId) : null),
      educationResult: (r, v) => (v === 'candidate' ? listed((r.json as Json).educations, educationId) : null),
    },
  },
  {
    name: 'a PAT’s planning (/cp/pat/{id}, /docent/pat-dagen/{id})',
    routes: ['GET /api/pat/:id'],
    carries: ['patTeacherNote', 'patCandidateNote'],
    shows: 'exact',
    status: (v) => teacherRoles(v, (x) => onPat.includes(x)),
    read: (v) => get(`/api/pat/${patId}`, users[v]),
  },
  {
    name: 'an education’s planning (/cp/education/{id}, /docent/opleiding/detail/{id})',
    routes: ['GET /api/education/:id'],
    carries: ['educationTeacherNote', 'educationCandidateNote'],
    shows: 'exact',
    status: (v) => teacherRoles(v, (x) => x === 'first'),
    read: (v) => get(`/api/education/${educationId}`, users[v]),
  },
  {
    name: 'a location (/cp/locations/{id})',
    routes: ['GET /api/location/:id'],
    carries: ['locationInternal', 'locationVisitors'],
    shows: 'exact',
    status: staffOnly,
    read: (v) => get(`/api/location/${w.locationId}`, users[v]),
  },
  {
    name: 'the personal calendar feed of lessons and PAT days (subscribed on /dashboard/education, /docent/opleiding)',
    routes: ['GET /api/education/calendar/:file'],
    // Each viewer's own feed: the lessons of the educations they follow or teach, the days of the planned PATs they
    // are on or assess (docs/decisions/051-calendar-feed-events-and-caching.md). Only the notes for candidates: the
    // teachers' notes are not carried, so the matrix checks that no feed shows them.
    carries: ['educationCandidateNote', 'patCandidateNote'],
    shows: 'exact',
    status: (v) => (teachers.includes(v) || v === 'candidate' || v === 'otherCandidate' ? 200 : 401),
    read: async (v) => {
      const made = await call(app, 'POST', '/api/education/calendar', users[v]);
      if (made.status !== 200 && made.status !== 201) return { status: made.status, text: '', json: null };
      return get(new URL(made.json.url as string).pathname, null);
    },
  },
  {
    name: 'the education’s evaluation form (/docent/opleiding/candidate/evaluate/{id})',
    routes: ['GET /api/education/:id/evaluation/:moduleId/:candidateId'],
    carries: ['educationEvaluation'],
    shows: 'exact',
    status: (v) => teacherRoles(v, (x) => x === 'first'),
    read: (v) => get(`/api/education/${educationId}/evaluation/${moduleId}/${users.candidate.id}`, users[v]),
  },
  {
    name: 'the education’s side-by-side view (/cp/module-evaluation/…?opleiding=)',
    routes: ['GET /api/education/:id/module-evaluation/:moduleId/:candidateId'],
    carries: ['educationEvaluation', 'educationReflection', 'educationResult'],
    finalsOnly: true,
    shows: 'exact',
    status: staffOnly,
    read: (v) => get(`/api/education/${educationId}/module-evaluation/${moduleId}/${users.candidate.id}`, users[v]),
    results: { educationResult: (r) => ((r.json as Json | null)?.result ?? null) !== null },
  },
  {
    name: 'the candidate’s education result page (/candidate/education/result/{id})',
    routes: ['GET /api/education/mine/:educationId/result'],
    carries: (_v, s) => (s === 'released' ? ['educationEvaluation', 'educationReflection', 'educationResult'] : ['educationResult']),
    shows: 'exact',
    status: own,
    read: (v) => get(`/api/education/mine/${educationId}/result`, users[v]),
    results: { educationResult: (r, v) => (v === 'candidate' ? (ofModule(r.json)?.result ?? null) !== null : null) },
  },
  {
    name: 'the candidate’s education reflection (/candidate/education/module/{id})',
    routes: ['GET /api/education/mine/:educationId/reflection/:moduleId'],
    carries: ['educationReflection'],
    shows: 'exact',
    status: own,
    read: (v) => get(`/api/education/mine/${educationId}/reflection/${moduleId}`, users[v]),
  },
  {
    name: 'the contact person’s view of the candidate (/contactperson/kandidaat/{id})',
    routes: ['GET /api/contactperson/candidates/:id'],
    carries: ['educationResult'],
    shows: 'exact',
    status: (v) => (v === 'cpOwn' ? 200 : v === 'cpOther' ? 404 : 401),
    read: (v) => get(`/api/contactperson/candidates/${users.candidate.id}`, users[v]),
    results: {
      educationResult: (r) =>
        ((((r.json as Json).educations as Json[]).find((e) => e.id === educationId)?.results as Json[] | undefined) ?? []).some((m) => m.moduleId === moduleId && m.result !== null),
    },
  },
  {
    name: 'the contact person’s view of the candidate’s PAT (/contactperson/{candidateId}/pat/{patId})',
    routes: ['GET /api/contactperson/candidates/:id/pat/:patId'],
    carries: ['result'],
    shows: 'exact',
    status: (v) => (v === 'cpOwn' ? 200 : v === 'cpOther' ? 404 : 401),
    read: (v) => get(`/api/contactperson/candidates/${users.candidate.id}/pat/${patId}`, users[v]),
    results: { result: (r) => (ofModule(r.json)?.result ?? null) !== null },
  },
  {
    name: 'the contact person’s overview of their candidates (/contactperson/overzicht)',
    routes: ['GET /api/contactperson/candidates'],
    carries: ['result', 'educationResult'],
    shows: 'exact',
    // Each contact person lists their own organisation's candidates; the other organisation's list has none of these.
    status: (v) => (v === 'cpOwn' || v === 'cpOther' ? 200 : 401),
    read: (v) => get('/api/contactperson/candidates', users[v]),
    results: {
      result: (r) => releasedOf(r, 'pat', patId),
      educationResult: (r) => releasedOf(r, 'education', educationId),
    },
  },
  {
    name: 'the candidate’s timeline (/cp/user/{id}, /contactperson/kandidaat/{id})',
    routes: ['GET /api/timeline/:candidateId'],
    // The education part comes from the candidate's own view (educations `educationsOf`), so staff see an education's
    // results there only once released; on /cp/education/{id} they see them before (decision 062).
    carries: (v, s) => (v === 'coordinator' && s !== 'released' ? ['result'] : ['result', 'educationResult']),
    shows: 'exact',
    status: (v) => (v === 'coordinator' || v === 'cpOwn' ? 200 : v === 'cpOther' ? 404 : 401),
    read: (v) => get(`/api/timeline/${users.candidate.id}`, users[v]),
    results: {
      result: (r) => timelineResults(r, 'pat', patId),
      educationResult: (r) => timelineResults(r, 'education', educationId),
    },
  },
  {
    name: 'certificates (/dashboard/pat, /dashboard/education, /cp/user/{id}, /contactperson/kandidaat/{id}, their PDF and credential)',
    routes: ['GET /api/certificates'],
    // A certificate says the candidate passed: it may exist only where the result may be seen, and only once released
    // (decision 058); whether the candidate passed depends on the scores, so this row checks never more.
    carries: ['result', 'educationResult'],
    shows: 'at most',
    status: (v) => (v === 'coordinator' || v === 'candidate' || v === 'cpOwn' ? 200 : v === 'otherCandidate' || v === 'cpOther' ? 404 : 401),
    read: (v) => get(`/api/certificates?candidateId=${users.candidate.id}`, users[v]),
    results: {
      result: (r) => Array.isArray(r.json) && (r.json as Json[]).some((c) => c.sourceId === patId),
      educationResult: (r) => Array.isArray(r.json) && (r.json as Json[]).some((c) => c.sourceId === educationId),
    },
  },
  {
    name: 'assessor agreement (/cp/kwaliteit/beoordelaars)',
    routes: ['GET /api/quality/assessor-agreement'],
    // Counts and chance-corrected agreement of final double-marked scores, with the PATs behind them: never a remark,
    // a reflection or a note, and for staff only.
    carries: [],
    shows: 'exact',
    status: staffOnly,
    read: (v) => get('/api/quality/assessor-agreement', users[v]),
  },
  {
    name: 'the results list and its CSV (/cp/user/candidate/pat-resultaten)',
    routes: ['GET /api/pat/results', 'GET /api/pat/results.csv'],
    carries: ['result'],
    shows: 'exact',
    status: staffOnly,
    read: (v) => get(`/api/pat/results?patId=${patId}`, users[v]),
    results: {
      result: (r) => {
        const rows = ((r.json as Json | null)?.items as Json[] | undefined) ?? [];
        return rows.some((row) => (row.candidate as Json).id === users.candidate.id && (row.module as Json).id === moduleId && row.passed !== null);
      },
    },
  },
  {
    name: 'notifications (the header’s menu, /docent/overzicht, /cp/admin)',
    routes: ['GET /api/notification', 'GET /api/user/headerinfo'],
    // A notification names a PAT, an education or a report; never a score, remark, reflection or note.
    carries: [],
    shows: 'exact',
    status: () => 200,
    read: async (v) => {
      const [list, header] = await Promise.all([get('/api/notification', users[v]), get('/api/user/headerinfo', users[v])]);
      return { status: Math.max(list.status, header.status), text: `${list.text}\n${header.text}`, json: null };
    },
  },
  {
    name: 'the candidate’s own data download (/dashboard/profile)',
    routes: ['GET /api/user/DownloadCandidateData'],
    carries: ownDownload,
    shows: 'exact',
    status: (v) => (v === 'coordinator' ? 400 : own(v)),
    // Each candidate downloads their own: the other candidate's download must hold nothing of this candidate.
    read: (v) => get('/api/user/DownloadCandidateData', users[v]),
  },
  {
    name: 'a staff download of the candidate’s data (/cp/user/{id})',
    routes: [],
    // Staff: every evaluation as stored, drafts included; the agreement is not exported (privacy registry). The
    // candidate asking with their own id gets their own download.
    carries: (v, s) =>
      v === 'coordinator' ? ['first', 'firstCriterion', 'second', 'third', 'reflection', 'otherCandidate', 'educationEvaluation', 'educationReflection'] : ownDownload(v, s),
    ignores: ['otherCandidate'],
    shows: 'exact',
    status: (v) => (v === 'coordinator' || v === 'candidate' ? 200 : v === 'otherCandidate' ? 404 : 401),
    read: (v) => get(`/api/user/DownloadCandidateData?userId=${users.candidate.id}`, users[v]),
  },
];

/** Whether `piece` shows in what was read; null where this surface cannot tell. */
function shown(surface: Surface, read: Read, viewer: Viewer, piece: Piece): boolean | null {
  if (surface.ignores?.includes(piece)) return null;
  if (piece === 'result' || piece === 'educationResult') return surface.results?.[piece]?.(read, viewer) ?? null;
  return read.text.includes(MARK[piece]);
}

/** What `viewer` should see of `piece` on `surface` in `state`. */
function expected(surface: Surface, reader: Viewer, state: State, piece: Piece): boolean {
  const viewer = surface.viewsAs?.(reader) ?? reader;
  const carries = typeof surface.carries === 'function' ? surface.carries(viewer, state) : surface.carries;
  if (!carries.includes(piece)) return false;
  if (piece === 'result' || piece === 'educationResult') return allowed(viewer, state, piece);
  if (surface.finalsOnly && statusOf(state, piece) !== 'final') return false;
  if (surface.published) return statusOf(state, piece) === 'final';
  return allowed(viewer, state, piece);
}

for (const state of STATES) {
  describe(`state ‘${state}’`, () => {
    beforeAll(async () => {
      await enter(state);
    });

    for (const surface of SURFACES) {
      it.skipIf(surface.when && !surface.when(state))(surface.name, async () => {
        const problems: string[] = [];
        for (const viewer of VIEWERS) {
          const read = await surface.read(viewer);
          const status = surface.status(viewer, state);
          if (read.status !== status) {
            problems.push(`${viewer}: status ${read.status}, expected ${status}`);
            continue;
          }
          if (read.status >= 300) continue;
          for (const piece of [...Object.keys(MARK), 'result', 'educationResult'] as Piece[]) {
            const seen = shown(surface, read, viewer, piece);
            if (seen === null) continue;
            const should = expected(surface, viewer, state, piece);
            if (seen && !should) problems.push(`${viewer} sees ${piece}`);
            if (!seen && should && surface.shows === 'exact') problems.push(`${viewer} does not see ${piece}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }

    it('the forms always show their assessor their own evaluation', async () => {
      const owned: [Viewer, Marked][] = [
        ['first', 'first'],
        ['second', 'second'],
        ['third', 'third'],
      ];
      for (const [viewer, piece] of owned) {
        if (!PIECES[state][piece]) continue;
        const read = await get(`/api/pat/${patId}/evaluation/${moduleId}/${users.candidate.id}${viewer === 'first' ? '' : `?role=${viewer}`}`, users[viewer]);
        expect(read.text, `${viewer} in ${state}`).toContain(MARK[piece]);
      }
    });
  });
}

// ——— Every route and page classified ———

/** Why a route shows no evaluation, reflection, result or note (what it shows instead). */
const R = {
  write: 'a change that answers only what it stored (an id, a sequence number, a state), never an assessment',
  account: "sign-in, passwords and the caller's own account",
  people: 'people and accounts in the caller’s scope: names, addresses, roles (authorization-matrix.db.test.ts)',
  content: 'learning content (modules, templates, media, suggestions): no assessment of a person',
  messages: 'the caller’s own messages and notifications; a notification names a PAT or report, never a score',
  audit: 'the audit log and activity feed: who called what, never the contents of a record',
  mail: 'outgoing mails not yet delivered, for staff: address, subject and delivery state, never the body',
  tests: 'profession tests and attempts: the candidate’s own, or in staff’s and linked teachers’ scope (authorization matrix)',
  organisations: 'organisations: client records for staff; their notes are staff-only',
  licences: 'licences, seats and invoices of an organisation: no assessment',
  planning: 'the planning of a PAT or education (days, modules, candidates, teachers) for staff and its teachers',
  grid: 'which evaluations of the caller’s own columns are open, draft or final; never a score or remark',
  theory: 'module theory a candidate reads; no assessment',
  attendance: 'attendance marks for staff and the education’s teachers (authorization matrix)',
  reportMeta: 'report titles, states and versions; never a block',
  quiz: 'beroepen-quiz results and prospects in the caller’s scope',
  evidence: 'an evidence photo: shown where its evaluation shows (pat/api/evidence.db.test.ts, blind marking)',
  settings: 'the company’s own settings for admins: seller, logo, colour, reminder schedule, professions',
  verification: 'a certificate’s public check: name, what was passed and when, to whoever holds its unguessable code (decision 058)',
  issuer: 'the certificate issuer’s public key and the list of withdrawn certificates: bits, no names (decision 058)',
  group: 'a group action’s preview or summary: per candidate what happens, the owner’s own Dutch reason (decision 056)',
} as const;

/** Routes whose answer is the view of a row of the matrix (a change that answers what the read shows). */
const SAME_VIEW_AS: Readonly<Record<string, string>> = {
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/finalize': 'GET /api/pat/:patId/evaluation/:moduleId/:candidateId',
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/revise': 'GET /api/pat/:patId/evaluation/:moduleId/:candidateId',
  'POST /api/reports/:id/finalize': 'GET /api/reports/:id',
  'POST /api/reports/:id/revise': 'GET /api/reports/:id',
  'PUT /api/pat/mine/:patId/reflection/:moduleId': 'GET /api/pat/mine/:patId/reflection/:moduleId',
  'PUT /api/education/mine/:educationId/reflection/:moduleId': 'GET /api/education/mine/:educationId/reflection/:moduleId',
  'POST /api/education/:id/evaluation/:moduleId/:candidateId/finalize': 'GET /api/education/:id/evaluation/:moduleId/:candidateId',
  'POST /api/education/:id/evaluation/:moduleId/:candidateId/revise': 'GET /api/education/:id/evaluation/:moduleId/:candidateId',
  'PUT /api/pat/:id': 'GET /api/pat/:id',
  'PUT /api/pat/:id/days': 'GET /api/pat/:id',
  'PUT /api/pat/:id/modules': 'GET /api/pat/:id',
  'POST /api/pat/:id/candidates': 'GET /api/pat/:id',
  'DELETE /api/pat/:id/candidates/:candidateId': 'GET /api/pat/:id',
  'PUT /api/pat/:id/assessors': 'GET /api/pat/:id',
  'POST /api/pat/:id/plan': 'GET /api/pat/:id',
  'POST /api/pat/:id/archive': 'GET /api/pat/:id',
  'PUT /api/education/:id': 'GET /api/education/:id',
  'PUT /api/education/:id/lessons': 'GET /api/education/:id',
  'PUT /api/education/:id/modules': 'GET /api/education/:id',
  'POST /api/education/:id/candidates': 'GET /api/education/:id',
  'DELETE /api/education/:id/candidates/:candidateId': 'GET /api/education/:id',
  'PUT /api/education/:id/teachers': 'GET /api/education/:id',
  'POST /api/education/:id/open': 'GET /api/education/:id',
  'POST /api/education/:id/archive': 'GET /api/education/:id',
  'PUT /api/location/:id': 'GET /api/location/:id',
  'POST /api/location/:id/archive': 'GET /api/location/:id',
  'POST /api/location/:id/restore': 'GET /api/location/:id',
  'GET /api/certificates/:id': 'GET /api/certificates',
  'GET /api/certificates/:id/pdf': 'GET /api/certificates',
  'GET /api/certificates/:id/credential': 'GET /api/certificates',
  'POST /api/certificates/:id/withdraw': 'GET /api/certificates',
};

/** Every other route, with what it shows instead of an assessment or a note. */
const NOT_DISCLOSING: Readonly<Record<string, string>> = {
  'POST /api/user/intake/preview': R.people,
  'POST /api/user/intake': R.write,
  'POST /api/user/ConfirmCandidateAccount': R.account,
  'POST /api/user/login': R.account,
  'POST /api/user/logout': R.account,
  'POST /api/user/ForgotPassword': R.account,
  'POST /api/user/ResetPassword': R.account,
  'POST /api/user/ConfirmEmailAndPassword': R.account,
  'POST /api/user/ChangePassword': R.account,
  'GET /api/user/get': R.people,
  'GET /api/user/GetCandidates': R.people,
  'GET /api/user/GetTeachers': R.people,
  'GET /api/user/GetContactPerson': R.people,
  'GET /api/user/GetCoordinators': R.people,
  'GET /api/user/GetIntakeSuperVisors': R.people,
  'POST /api/user/createcandidate': R.write,
  'POST /api/user/CreateTeacher': R.write,
  'POST /api/user/createcontactperson': R.write,
  'POST /api/user/createcoordinator': R.write,
  'GET /api/user/:id/account': R.people,
  'PUT /api/user/:id': R.write,
  'POST /api/user/:id/invite': R.write,
  'POST /api/user/:id/disable': R.write,
  'POST /api/user/:id/enable': R.write,
  'GET /api/user/counts': R.people,
  'GET /api/user/contactlist': R.people,
  'DELETE /api/user/deleteUser': R.write,
  'PUT /api/notification/read': R.messages,
  'GET /api/notification/preferences': R.account,
  'PUT /api/notification/preferences': R.account,
  'GET /api/mail-outbox': R.mail,
  'POST /api/mail-outbox/:id/resend': R.write,
  'GET /api/suggestions/part/:partId': R.content,
  'POST /api/suggestions': R.content,
  'POST /api/suggestions/:id/accept': R.content,
  'POST /api/suggestions/:id/reject': R.content,
  'GET /api/modules/:id/suggestions': R.content,
  'GET /api/modules': R.content,
  'POST /api/modules': R.content,
  'POST /api/modules/import': R.content,
  'GET /api/modules/:id/export': R.content,
  'GET /api/modules/:id/edit': R.content,
  'PUT /api/modules/:id': R.content,
  'PUT /api/modules/:id/template': R.content,
  'GET /api/modules/:id': R.content,
  'POST /api/media': R.content,
  'GET /api/media/:id': R.content,
  'GET /api/templates': R.content,
  'GET /api/templates/:id': R.content,
  'POST /api/templates': R.content,
  'PUT /api/templates/:id': R.content,
  'GET /api/message/inbox': R.messages,
  'GET /api/message/outbox': R.messages,
  'GET /api/message/:id': R.messages,
  'POST /api/message': R.messages,
  'POST /api/message/:id/reply': R.messages,
  'GET /api/audit': R.audit,
  'GET /api/audit/activity': R.audit,
  'GET /api/test/pending-scoring': R.tests,
  'GET /api/test/mine': R.tests,
  'GET /api/test/profile': R.tests,
  'PUT /api/test/profile': R.tests,
  'GET /api/test/attempts': R.tests,
  'GET /api/test/professions': R.content,
  'GET /api/test/modules': R.content,
  'GET /api/test': R.tests,
  'POST /api/test': R.tests,
  'GET /api/test/attempt/:attemptId': R.tests,
  'GET /api/test/attempt/:attemptId/module/:position': R.tests,
  'PUT /api/test/attempt/:attemptId/answer': R.tests,
  'POST /api/test/attempt/:attemptId/close': R.tests,
  'GET /api/test/attempt/:attemptId/result': R.tests,
  'GET /api/test/attempt/:attemptId/open-answers': R.tests,
  'PUT /api/test/attempt/:attemptId/score': R.tests,
  'GET /api/test/:testId/candidate': R.tests,
  'POST /api/test/:testId/start': R.tests,
  'POST /api/test/:testId/assign': R.tests,
  'GET /api/test/:testId': R.tests,
  'GET /api/organization/options': R.organisations,
  'GET /api/organization': R.organisations,
  'GET /api/organization/:id': R.organisations,
  'POST /api/organization': R.organisations,
  'PUT /api/organization/:id': R.organisations,
  'POST /api/organization/:id/archive': R.organisations,
  'POST /api/organization/:id/restore': R.organisations,
  'DELETE /api/organization/:id': R.organisations,
  'GET /api/location/options': R.planning,
  'GET /api/location': R.planning,
  'POST /api/location': R.planning,
  'GET /api/licence': R.licences,
  'GET /api/licence/:id': R.licences,
  'POST /api/licence': R.licences,
  'PUT /api/licence/:id': R.licences,
  'POST /api/licence/:id/revoke': R.licences,
  'POST /api/licence/:id/seat': R.licences,
  'POST /api/licence/:id/seat/:seatId/release': R.licences,
  'POST /api/licence/:id/seat/:seatId/move': R.licences,
  'GET /api/invoice': R.licences,
  'GET /api/invoice/:id': R.licences,
  'GET /api/invoice/:id/pdf': R.licences,
  'GET /api/invoice/:id/ubl': R.licences,
  'POST /api/invoice/:id/pay': R.licences,
  'POST /api/invoice/:id/credit': R.licences,
  'POST /api/invoice/:id/send': R.licences,
  'GET /api/pat/mine/module/:moduleId': R.write,
  'GET /api/pat/mine/:patId/theory': R.theory,
  'PUT /api/pat/mine/:patId/language': R.theory,
  'GET /api/pat/mine/:patId/theory/:position': R.theory,
  'GET /api/pat/candidates': R.planning,
  'GET /api/pat/day/:dayId': R.grid,
  'PUT /api/pat/:patId/evaluation/:moduleId/:candidateId': R.write,
  'GET /api/pat/third-assessments': R.grid,
  'PUT /api/pat/:patId/agreement/:moduleId/:candidateId': R.write,
  'PUT /api/pat/:patId/agreement/:moduleId/:candidateId/third-assessor': R.write,
  'POST /api/pat/:patId/evaluation/:moduleId/:candidateId/photos': R.evidence,
  'GET /api/pat/evidence/:photoId': R.evidence,
  'DELETE /api/pat/evidence/:photoId': R.evidence,
  'GET /api/pat': R.planning,
  'POST /api/pat': R.write,
  'POST /api/pat/:id/release': R.write,
  'GET /api/education/mine/:educationId/theory': R.theory,
  'PUT /api/education/mine/:educationId/language': R.theory,
  'GET /api/education/mine/:educationId/theory/:position': R.theory,
  'GET /api/education/calendar': R.planning,
  'POST /api/education/calendar': R.planning,
  'DELETE /api/education/calendar': R.planning,
  'GET /api/education/lesson/:lessonId/roll': R.attendance,
  'PUT /api/education/lesson/:lessonId/attendance': R.attendance,
  'GET /api/education/:id/attendance': R.attendance,
  'GET /api/education/:id/attendance.csv': R.attendance,
  'GET /api/education/:id/evaluations': R.grid,
  'PUT /api/education/:id/evaluation/:moduleId/:candidateId': R.write,
  'POST /api/education/:id/release': R.write,
  'GET /api/education': R.planning,
  'POST /api/education': R.write,
  'GET /api/reports': R.reportMeta,
  'POST /api/reports': R.write,
  'PUT /api/reports/:id': R.write,
  'PUT /api/reports/:id/sharing': R.write,
  'GET /api/report-templates': R.content,
  'POST /api/report-templates': R.content,
  'GET /api/report-templates/:id': R.content,
  'PUT /api/report-templates/:id': R.content,
  'POST /api/report-templates/:id/archive': R.content,
  'POST /api/report-templates/:id/restore': R.content,
  'GET /api/quiz/candidates': R.quiz,
  'GET /api/quiz/candidates/:id': R.quiz,
  'GET /api/quiz/prospects': R.quiz,
  'GET /api/quiz/prospects/:id': R.quiz,
  'DELETE /api/quiz/prospects/:id': R.quiz,
  'POST /api/quiz/prospects/:id/invite': R.quiz,
  'POST /api/quiz/score': R.quiz,
  'POST /api/quiz/prospects': R.quiz,
  'POST /api/quiz/results': R.quiz,
  'GET /api/quiz/results/mine': R.quiz,
  'GET /api/settings': R.settings,
  'PUT /api/settings': R.settings,
  'GET /api/settings/history': R.settings,
  'GET /api/settings/logo': R.settings,
  'POST /api/settings/logo': R.settings,
  'DELETE /api/settings/logo': R.settings,
  'GET /api/settings/professions': R.settings,
  'POST /api/settings/professions': R.settings,
  'PUT /api/settings/professions/:id': R.settings,
  'DELETE /api/settings/professions/:id': R.settings,
  'POST /api/pat/:id/candidates/many': R.planning,
  'PUT /api/pat/:id/slots': R.planning,
  'POST /api/group-actions/:action/preview': R.group,
  'POST /api/group-actions/:action': R.group,
  'GET /api/certificates/issuer': R.issuer,
  'GET /api/certificates/status-list': R.issuer,
  'GET /api/certificates/verify/:code': R.verification,
};

/**
 * The pages (src/pages, by file) that show an assessment, a result or a note, each with the API routes it is built
 * from: a page shows what those calls answered its viewer and nothing else (pages load through the gateway with the
 * viewer's session; docs/architecture.md).
 */
const PAGES: Readonly<Record<string, readonly string[]>> = {
  'candidate/result/[id]': ['GET /api/pat/mine/:patId/result'],
  'candidate/pat/module/[id]': ['GET /api/pat/mine/:patId/reflection/:moduleId'],
  'candidate/education/result/[id]': ['GET /api/education/mine/:educationId/result'],
  'candidate/education/module/[id]': ['GET /api/education/mine/:educationId/reflection/:moduleId'],
  'contactperson/[candidateId]/pat/[patId]': ['GET /api/contactperson/candidates/:id/pat/:patId'],
  'contactperson/kandidaat/[id]': ['GET /api/contactperson/candidates/:id', 'GET /api/timeline/:candidateId', 'GET /api/certificates'],
  'contactperson/overzicht': ['GET /api/contactperson/candidates'],
  'cp/kwaliteit/beoordelaars': ['GET /api/quality/assessor-agreement'],
  'cp/certificaat/[id]/intrekken': ['GET /api/certificates'],
  'contactperson/module-evaluation/[moduleId]/[candidateId]': ['GET /api/pat/module-evaluation/:moduleId/:candidateId', 'GET /api/pat/:patId/module-evaluation/:moduleId/:candidateId'],
  'cp/module-evaluation/[moduleId]/[candidateId]': [
    'GET /api/pat/module-evaluation/:moduleId/:candidateId',
    'GET /api/pat/:patId/module-evaluation/:moduleId/:candidateId',
    'GET /api/education/:id/module-evaluation/:moduleId/:candidateId',
  ],
  'cp/user/[id]/pat/[patId]/progress': ['GET /api/pat/:patId/progress/:candidateId'],
  'cp/user/[userId]/rapportage/[docId]': ['GET /api/reports/:id'],
  'docent/user/[userId]/rapportage/[docId]': ['GET /api/reports/:id'],
  'cp/user/candidate/pat-resultaten': ['GET /api/pat/results', 'GET /api/pat/results.csv'],
  'docent/evaluate/[patId]/[moduleId]/[candidateId]': ['GET /api/pat/:patId/evaluation/:moduleId/:candidateId'],
  'docent/pat-dag/[id]': ['GET /api/pat/day/:dayId/forms'],
  'docent/opleiding/candidate/evaluate/[id]': ['GET /api/education/:id/evaluation/:moduleId/:candidateId'],
  'dashboard/pat': ['GET /api/pat/mine', 'GET /api/certificates'],
  'dashboard/education': ['GET /api/pat/getUserEducation', 'GET /api/education/calendar/:file', 'GET /api/certificates'],
  'dashboard/overzicht': ['GET /api/candidate/home'],
  'dashboard/profile': ['GET /api/user/DownloadCandidateData'],
  'cp/user/[id]': ['GET /api/user/DownloadCandidateData', 'GET /api/timeline/:candidateId', 'GET /api/certificates'],
  'cp/pat/[id]': ['GET /api/pat/:id', 'GET /api/certificates'],
  'cp/education/[id]': ['GET /api/education/:id', 'GET /api/certificates'],
  'docent/pat-dagen/[id]': ['GET /api/pat/:id'],
  'docent/opleiding/detail/[id]': ['GET /api/education/:id'],
};

/** Why every other page shows no assessment, result or note. */
const PAGES_WITHOUT: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['404', 'account/confirm', 'account/setup', 'forgot-password', 'index', 'login', 'logout', 'reset-password', 'profile'].map((p) => [p, R.account]),
    ['beroepen-quiz', 'cp/beroepen-quiz/candidates/[id]', 'cp/beroepen-quiz/candidates/index', 'cp/beroepen-quiz/prospects/[id]', 'cp/beroepen-quiz/prospects/index'].map((p) => [p, R.quiz]),
    ['docent/beroepen-quiz/candidates/[id]', 'docent/beroepen-quiz/candidates/index', 'docent/beroepen-quiz/prospects/[id]', 'docent/beroepen-quiz/prospects/index'].map((p) => [p, R.quiz]),
    ['candidate/education/[id]', 'candidate/education/[langCode]/[id]', 'candidate/education/selecteer-taal/[id]'].map((p) => [p, R.theory]),
    ['candidate/pat/[id]', 'candidate/pat/[langCode]/[id]', 'candidate/pat/selecteer-taal/[id]'].map((p) => [p, R.theory]),
    ['contactperson/invoices', 'contactperson/licences', 'cp/license/[id]', 'cp/license/create', 'cp/license/index'].map((p) => [p, R.licences]),
    ['cp/instellingen'].map((p) => [p, R.settings]),
    ['certificaat/[code]'].map((p) => [p, R.verification]),
    ['cp/users/candidate/groepsactie'].map((p) => [p, R.group]),
    ['cp/admin', 'cp/audit'].map((p) => [p, R.audit]),
    ['cp/mail'].map((p) => [p, R.mail]),
    ['cp/education/[id]/planning/[section]', 'cp/education/create', 'cp/education/index', 'cp/pat/[id]/planning/[section]', 'cp/pat/candidates', 'cp/pat/create', 'cp/pat/index'].map((p) => [p, R.planning]),
    ['cp/locations/[id]', 'cp/locations/create', 'cp/locations/index'].map((p) => [p, R.planning]),
    ['cp/modules/[id]', 'cp/modules/add/template/[id]/[templateId]', 'cp/modules/create', 'cp/modules/edit/template/[id]', 'cp/modules/index'].map((p) => [p, R.content]),
    ['cp/rapportage-sjablonen/[id]', 'cp/rapportage-sjablonen/index', 'docent/module/[moduleId]', 'docent/module/part/[id]'].map((p) => [p, R.content]),
    ['cp/organization/[id]', 'cp/organization/create', 'cp/organizations'].map((p) => [p, R.organisations]),
    ['cp/profile/[id]', 'cp/users/candidate', 'cp/users/candidate/create', 'cp/users/contact-person', 'cp/users/coordinators', 'cp/users/coordinators/create'].map((p) => [p, R.people]),
    ['cp/users/create/contact-person', 'cp/users/index', 'cp/users/intakesupervisors', 'cp/users/teacher', 'cp/users/teacher/create'].map((p) => [p, R.people]),
    ['cp/test/[id]', 'cp/test/create', 'dashboard/test/[id]', 'dashboard/test/[langCode]/[id]', 'dashboard/test/afsluiten/[id]', 'dashboard/test/overzicht/[id]'].map((p) => [p, R.tests]),
    ['docent/opleiding/attendance/[id]'].map((p) => [p, R.attendance]),
    ['docent/opleiding/index', 'docent/pat', 'docent/overzicht'].map((p) => [p, R.grid]),
    ['mailbox/compose', 'mailbox/index', 'mailbox/message/[msgId]', 'mailbox/outbox'].map((p) => [p, R.messages]),
  ].flat(),
);

/** `METHOD path` of every route the app serves (middleware entries left out). */
function routeKeys(): string[] {
  const app = createBackend({ mailer: { send: async () => {} } });
  return [...new Set(app.routes.filter((r) => !(r.method === 'ALL' && r.path.endsWith('*'))).map((r) => `${r.method} ${r.path}`))];
}

/** Every page file under src/pages, as its path without `.astro`. */
function pageFiles(dir = join(process.cwd(), 'src/pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return entry.name.endsWith('.astro') ? [relative(join(process.cwd(), 'src/pages'), path).replace(/\.astro$/, '')] : [];
  });
}

describe('every surface is in the matrix', () => {
  const rows = new Set(SURFACES.flatMap((s) => s.routes));

  it('classifies every route of the API once: a row, the same view as a row, or showing none of it', () => {
    const routes = routeKeys();
    const problems: string[] = [];
    for (const route of routes) {
      const places = [rows.has(route), route in SAME_VIEW_AS, route in NOT_DISCLOSING].filter(Boolean).length;
      if (places !== 1) problems.push(`${route}: in ${places} places of the disclosure matrix (one expected)`);
    }
    for (const route of [...rows, ...Object.keys(SAME_VIEW_AS), ...Object.keys(NOT_DISCLOSING)]) {
      if (!routes.includes(route)) problems.push(`${route}: in the disclosure matrix, but not a route of the app`);
    }
    for (const [route, row] of Object.entries(SAME_VIEW_AS)) if (!rows.has(row)) problems.push(`${route}: the same view as ${row}, which is not a row`);
    expect(problems).toEqual([]);
  });

  it('classifies every page once, and builds the pages that show assessments only on rows of the matrix', () => {
    const pages = pageFiles();
    const problems: string[] = [];
    for (const page of pages) {
      const places = [page in PAGES, page in PAGES_WITHOUT].filter(Boolean).length;
      if (places !== 1) problems.push(`src/pages/${page}.astro: in ${places} places of the disclosure matrix (one expected)`);
    }
    for (const page of [...Object.keys(PAGES), ...Object.keys(PAGES_WITHOUT)]) if (!pages.includes(page)) problems.push(`${page}: not a page`);
    for (const [page, sources] of Object.entries(PAGES)) {
      for (const source of sources) if (!rows.has(source)) problems.push(`${page}: built on ${source}, which is no row of the matrix`);
    }
    expect(problems).toEqual([]);
  });
});
