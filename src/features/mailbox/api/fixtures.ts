/**
 * A small world of users around two organisations, for the mailbox tests and every test that needs users of
 * each role with their visibility (docs/domain.md, "Who may see and do what").
 */
import type { DbHandle } from '#src/server/db/client';
import { createOrganization, createUser, link } from '#src/server/testing/api';

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
