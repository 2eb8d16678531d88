/**
 * A world for PAT tests (in-process API): an organisation with an address and a PAT licence, a location with two
 * rooms, two practical modules with evaluation templates, staff, three teachers, four candidates of the
 * organisation and one of another, and its contact person; `plannedPat` plans a PAT in it through the API.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Backend } from '#src/backend/app';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { DbHandle } from '#src/server/db/client';
import { locations, moduleVersions, organizations, rooms } from '#src/server/db/schema';
import { call, createOrganization, createUser, type TestUser } from '#src/server/testing/api';
import { completeLanguages, type ModuleContent } from '#src/features/content/model';
import { DEFAULT_SCALE } from '#src/features/content/template';
import { createTemplate } from '#src/features/content/api/templates';
import { createModule } from '#src/features/profession-test/api/fixtures';

/** A module with a text part and one practical assignment (Dutch and English). */
export function practicalModule(title: string): ModuleContent {
  return {
    title: { nl: title, en: `EN ${title}` },
    description: { nl: `Praktijk: ${title}`, en: `Practice: ${title}` },
    parts: [
      { id: randomUUID(), type: 'text', text: { nl: 'Lees de opdracht goed.', en: 'Read the assignment.' } },
      { id: randomUUID(), type: 'practical', instructions: { nl: `Voer uit: ${title}. Werk veilig.`, en: `Do: ${title}. Work safely.` } },
    ] as ModuleContent['parts'],
  };
}

export interface PatWorld {
  admin: TestUser;
  coordinator: TestUser;
  teachers: TestUser[];
  candidates: TestUser[];
  /** A candidate of another organisation (no PAT licence there). */
  stranger: TestUser;
  contactPerson: TestUser;
  organizationId: string;
  otherOrganizationId: string;
  licenceId: string;
  locationId: string;
  /** A room of 10 seats and one of 2. */
  roomId: string;
  smallRoomId: string;
  /** Two modules with practical parts and templates: criteria ids in `criteria[moduleId]`. */
  moduleIds: string[];
  criteria: Record<string, string[]>;
}

let serial = 0;

/** Builds the world (see the module comment). The licence has `seats` PAT seats, valid from today for 400 days. */
export async function patWorld(handle: DbHandle, app: Backend, seats = 10): Promise<PatWorld> {
  const n = ++serial;
  const organizationId = (await createOrganization(handle, `Praktijkbedrijf ${n} B.V.`)).id;
  await handle.db.update(organizations).set({ visitStreet: 'Havenweg 2', visitPostcode: '7553 GA', visitCity: 'Hengelo' }).where(eq(organizations.id, organizationId));
  const otherOrganizationId = (await createOrganization(handle, `Ander bedrijf ${n}`)).id;
  const admin = await createUser(handle, 'Admin', { name: `Anna Beheer ${n}` });
  const coordinator = await createUser(handle, 'Coordinator', { name: `Bram Coördinator ${n}` });
  const teachers = [
    await createUser(handle, 'Teacher', { name: `Fatima Docent ${n}` }),
    await createUser(handle, 'Teacher', { name: `Gert Docent ${n}` }),
    await createUser(handle, 'Teacher', { name: `Hanna Docent ${n}` }),
  ];
  const candidates = [];
  for (const name of ['Anouk', 'Bilal', 'Chen', 'Dewi']) candidates.push(await createUser(handle, 'User', { name: `${name} Kandidaat ${n}`, organizationId }));
  const stranger = await createUser(handle, 'User', { name: `Olaf Buiten ${n}`, organizationId: otherOrganizationId });
  const contactPerson = await createUser(handle, 'ContactPerson', { name: `Pim Contact ${n}`, organizationId });
  const today = amsterdamDay();
  const licence = await call(app, 'POST', '/api/licence', admin, {
    organizationId,
    product: 'pat',
    seats,
    validFrom: today,
    validUntil: addDays(today, 400),
    pricePerSeatCents: 0,
    vatCategory: 'E',
  });
  if (licence.status !== 201) throw new Error(`PAT-licentie niet aangemaakt: ${JSON.stringify(licence.json)}`);
  const [location] = await handle.db.insert(locations).values({ name: `Opleidingscentrum ${n}`, street: 'Industrieweg 5', postcode: '7553 GB', city: 'Hengelo' }).returning();
  const [big, small] = await handle.db
    .insert(rooms)
    .values([
      { locationId: location!.id, name: 'Magazijnhal', capacity: 10 },
      { locationId: location!.id, name: 'Kleine zaal', capacity: 2 },
    ])
    .returning();
  const moduleIds: string[] = [];
  const criteria: Record<string, string[]> = {};
  for (const title of [`Orderpicken ${n}`, `Pallet verplaatsen ${n}`]) {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    const template = await createTemplate(handle.db, coordinator.id, {
      name: `Sjabloon ${title}`,
      criteria: [
        { id: ids[0]!, name: 'Veilig werken', description: 'Let op verkeer en tilt goed.', weight: 3 },
        { id: ids[1]!, name: 'Nauwkeurigheid', description: 'Juiste artikelen en aantallen.', weight: 2 },
        { id: ids[2]!, name: 'Tempo', description: 'Op tijd klaar.', weight: 1 },
      ],
      scale: DEFAULT_SCALE,
    });
    const content = practicalModule(title);
    const module = await createModule(handle, content);
    await handle.db.update(moduleVersions).set({ templateVersionId: template.versionId, languages: completeLanguages(content) }).where(eq(moduleVersions.id, module.versionId));
    moduleIds.push(module.moduleId);
    criteria[module.moduleId] = ids;
  }
  return {
    admin,
    coordinator,
    teachers,
    candidates,
    stranger,
    contactPerson,
    organizationId,
    otherOrganizationId,
    licenceId: licence.json.id,
    locationId: location!.id,
    roomId: big!.id,
    smallRoomId: small!.id,
    moduleIds,
    criteria,
  };
}

/** Options of `plannedPat`. */
export interface PlanOptions {
  /** Days from today of the PAT's days (default two days of their own, so PATs of one world never overlap). */
  days?: number[];
  /**
   * The PAT has begun: its default days lie in the past (100 + 3n and 99 + 3n days ago), so its evaluations can be
   * saved (nothing is assessed before a PAT's first day) and its results released (from its last day). Ignored
   * when `days` is given.
   */
  started?: boolean;
  /** How many of the world's candidates (default 3). */
  candidates?: number;
  /** Second assessor on the first module (teachers[1]); default false. */
  secondAssessor?: boolean;
  /** Leave it a draft. */
  draft?: boolean;
}

/**
 * Plans a PAT through the API as the coordinator: the world's location and big room on each day 09:00–16:00 (by
 * default two days of its own, 100 + 3n days from today, or as long ago with `started`), both
 * modules (pass mark 60 %), candidates, teachers[0] assessing every module every day (teachers[1] as second on the
 * first module when asked), then 'plan'. @returns the PAT's id and its day ids.
 * @throws Error naming the call that failed.
 */
export async function plannedPat(app: Backend, w: PatWorld, options: PlanOptions = {}): Promise<{ patId: string; dayIds: string[] }> {
  const ok = (what: string, answer: { status: number; json: unknown }) => {
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return answer.json as Record<string, unknown>;
  };
  const n = ++serial;
  const created = ok('PAT', await call(app, 'POST', '/api/pat', w.coordinator, { title: `PAT ${n}` }));
  const patId = created.id as string;
  const today = amsterdamDay();
  const offsets = options.days ?? (options.started ? [-(100 + 3 * n), -(99 + 3 * n)] : [100 + 3 * n, 101 + 3 * n]);
  const days = offsets.map((d) => ({ day: addDays(today, d), startsAt: '09:00', endsAt: '16:00', locationId: w.locationId, roomId: w.roomId }));
  const withDays = ok('dagen', await call(app, 'PUT', `/api/pat/${patId}/days`, w.coordinator, { days }));
  const dayIds = (withDays.days as { id: string }[]).map((d) => d.id);
  ok(
    'modules',
    await call(app, 'PUT', `/api/pat/${patId}/modules`, w.coordinator, {
      modules: w.moduleIds.map((moduleId, i) => ({ moduleId, passPercent: 60, knockOut: [], secondAssessor: i === 0 && Boolean(options.secondAssessor) })),
    }),
  );
  for (const candidate of w.candidates.slice(0, options.candidates ?? 3)) ok('kandidaat', await call(app, 'POST', `/api/pat/${patId}/candidates`, w.coordinator, { candidateId: candidate.id }));
  const assessors = dayIds.flatMap((dayId) =>
    w.moduleIds.flatMap((moduleId, i) => [
      { dayId, moduleId, teacherId: w.teachers[0]!.id, role: 'first' },
      ...(i === 0 && options.secondAssessor ? [{ dayId, moduleId, teacherId: w.teachers[1]!.id, role: 'second' }] : []),
    ]),
  );
  ok('beoordelaars', await call(app, 'PUT', `/api/pat/${patId}/assessors`, w.coordinator, { assessors }));
  if (!options.draft) ok('inplannen', await call(app, 'POST', `/api/pat/${patId}/plan`, w.coordinator));
  return { patId, dayIds };
}
