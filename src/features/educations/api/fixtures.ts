/**
 * A world for education tests (in-process API): the PAT world (src/features/pat/api/fixtures.ts: an organisation
 * with a PAT licence, a location with a room of 10 and one of 2, two modules with templates, staff, three teachers,
 * four candidates, a stranger of another organisation and a contact person) plus an education licence of the same
 * organisation; `openEducation` plans and opens an education in it through the API. Other features' tests (the
 * candidate's and teacher's education pages, attendance) reuse both.
 */
import type { Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { call } from '#src/server/testing/api';
import { patWorld, type PatWorld } from '#src/features/pat/api/fixtures';

export interface EducationWorld extends PatWorld {
  /** The organisation's education licence: `seats` seats, valid from today for 400 days. */
  educationLicenceId: string;
}

/**
 * Builds the world (see the module comment). Both licences have `seats` seats.
 * @throws Error when the education licence is refused.
 */
export async function educationWorld(handle: DbHandle, app: Backend, seats = 10): Promise<EducationWorld> {
  const w = await patWorld(handle, app, seats);
  const today = amsterdamDay();
  const licence = await call(app, 'POST', '/api/licence', w.admin, {
    organizationId: w.organizationId,
    product: 'education',
    seats,
    validFrom: today,
    validUntil: addDays(today, 400),
    pricePerSeatCents: 0,
    vatCategory: 'E',
  });
  if (licence.status !== 201) throw new Error(`Opleidingslicentie niet aangemaakt: ${JSON.stringify(licence.json)}`);
  return { ...w, educationLicenceId: licence.json.id };
}

/** Options of `openEducation`. */
export interface EducationOptions {
  /**
   * Days from today of the lessons. Default two days of its own (30 + 2n and 31 + 2n for the n-th education made
   * here), so educations of one world never overlap.
   */
  lessons?: number[];
  /**
   * The education has begun: its default first lesson lies in the past (30 + 2n days ago; the second is 30 + 2n days
   * ahead, so candidates can still be enrolled today), so its evaluations can be saved (nothing is assessed before
   * the first lesson day). Ignored when `lessons` is given.
   */
  started?: boolean;
  /** Start and end of every lesson; default 18:00–21:00 (evening lessons, never on a PAT's 09:00–16:00). */
  times?: [string, string];
  /** How many of the world's candidates, enrolled today (default 3). */
  candidates?: number;
  /** Which of the world's teachers, by index (default [0]). */
  teachers?: number[];
  /** Leave it a draft. */
  draft?: boolean;
  /** The lessons' room (default the world's big room; null: none). */
  roomId?: string | null;
}

let serial = 0;

/**
 * Plans an education through the API as the coordinator: lessons at the world's location and big room, both modules
 * (pass mark 60 %), candidates, teachers, then 'open' (see `EducationOptions` for the defaults).
 * @returns the education's id and its lesson ids, by day.
 * @throws Error naming the call that failed.
 */
export async function openEducation(app: Backend, w: EducationWorld, options: EducationOptions = {}): Promise<{ educationId: string; lessonIds: string[] }> {
  const ok = (what: string, answer: { status: number; json: unknown }) => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as Record<string, unknown>;
  };
  const n = ++serial;
  const created = ok('opleiding', await call(app, 'POST', '/api/education', w.coordinator, { title: `Opleiding ${n}` }));
  const educationId = created.id as string;
  const today = amsterdamDay();
  const [startsAt, endsAt] = options.times ?? ['18:00', '21:00'];
  const offsets = options.lessons ?? (options.started ? [-(30 + 2 * n), 30 + 2 * n] : [30 + 2 * n, 31 + 2 * n]);
  const lessons = offsets.map((d) => ({ day: addDays(today, d), startsAt, endsAt, locationId: w.locationId, roomId: options.roomId === undefined ? w.roomId : options.roomId }));
  const withLessons = ok('lessen', await call(app, 'PUT', `/api/education/${educationId}/lessons`, w.coordinator, { lessons }));
  const lessonIds = (withLessons.lessons as { id: string }[]).map((l) => l.id);
  ok('modules', await call(app, 'PUT', `/api/education/${educationId}/modules`, w.coordinator, { modules: w.moduleIds.map((moduleId) => ({ moduleId, passPercent: 60 })) }));
  const teacherIds = (options.teachers ?? [0]).map((i) => w.teachers[i]!.id);
  ok('docenten', await call(app, 'PUT', `/api/education/${educationId}/teachers`, w.coordinator, { teacherIds }));
  for (const candidate of w.candidates.slice(0, options.candidates ?? 3)) {
    ok('kandidaat', await call(app, 'POST', `/api/education/${educationId}/candidates`, w.coordinator, { candidateId: candidate.id }));
  }
  if (!options.draft) ok('openen', await call(app, 'POST', `/api/education/${educationId}/open`, w.coordinator));
  return { educationId, lessonIds };
}
