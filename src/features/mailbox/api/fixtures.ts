/**
 * Shared fixtures for the mailbox tests (contacts, message, notification *.db.test.ts): a small world of
 * users around one organisation, a JSON call helper and a `Caller` for calling services directly.
 */
import type { Backend } from '#src/backend/app';
import type { Caller } from '#src/server/context';
import type { DbHandle } from '#src/server/db/client';
import { teacherCandidates } from '#src/server/db/schema';
import { authHeaders, createOrganization, createUser } from '#src/server/testing/api';

export type TestUser = Awaited<ReturnType<typeof createUser>>;

/** Status and parsed JSON of an answer. Tests read whatever JSON the API answers; `any` keeps assertions short. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; json: any };

/**
 * Calls the API in-process with the user's token (none when `user` is undefined).
 * `body` is sent as JSON unless it is a string, which is sent as is (for malformed JSON).
 * @returns the status and the parsed JSON answer (null for an empty body).
 */
export async function call(
  app: Backend,
  method: string,
  path: string,
  user?: { token: string },
  body?: unknown,
): Promise<Answer> {
  const res = await app.request(path, {
    method,
    headers: authHeaders(user?.token),
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** The `Caller` the backend would build for `user`. */
export function callerOf(user: TestUser): Caller {
  const role = user.role as Caller['role'];
  return { id: user.id, email: user.email, name: user.name, role, organizationId: user.organizationId, professionId: null, sid: 'test', exp: 0 };
}

/** Links a teacher to a candidate (teacher_candidates). */
export async function link(handle: DbHandle, teacher: TestUser, candidate: TestUser): Promise<void> {
  await handle.db.insert(teacherCandidates).values({ teacherId: teacher.id, candidateId: candidate.id });
}

/**
 * A fresh set of users: organisation A with `candidate` (linked to `teacher`), `classmate` and
 * `contactPerson`; organisation B with `stranger` and `otherContactPerson`; an unlinked `otherTeacher`;
 * `coordinator`, a disabled `formerCoordinator` and `admin`. Names are unique per call (`tag`).
 */
export async function mailboxWorld(handle: DbHandle, tag = '') {
  const orgA = await createOrganization(handle, `Organisatie A${tag}`);
  const orgB = await createOrganization(handle, `Organisatie B${tag}`);
  const user = (role: Parameters<typeof createUser>[1], name: string, extra: Parameters<typeof createUser>[2] = {}) =>
    createUser(handle, role, { name: `${name}${tag}`, ...extra });
  const world = {
    orgA,
    orgB,
    candidate: await user('User', 'Carla Kandidaat', { organizationId: orgA.id }),
    classmate: await user('User', 'Kees Klasgenoot', { organizationId: orgA.id }),
    stranger: await user('User', 'Olaf Buitenstaander', { organizationId: orgB.id }),
    teacher: await user('Teacher', 'Émile Docent'),
    otherTeacher: await user('Teacher', 'Zeger Docent'),
    contactPerson: await user('ContactPerson', 'Pim Contact', { organizationId: orgA.id }),
    otherContactPerson: await user('ContactPerson', 'Rosa Contact', { organizationId: orgB.id }),
    coordinator: await user('Coordinator', 'Bram Coördinator'),
    formerCoordinator: await user('Coordinator', 'Fien Oud', { status: 'disabled' }),
    admin: await user('Admin', 'Anna Beheer'),
  };
  await link(handle, world.teacher, world.candidate);
  return world;
}
