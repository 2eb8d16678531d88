/**
 * The demo education (src/backend/seed.ts; docs/domain.md "education"): 'Basisopleiding Magazijn', six weekly evening
 * lessons at Praktijkmagazijn Hengelo that started two weeks ago (so the third lesson is today), with two practical
 * modules of the demo PAT pinned, the demo teacher, and four candidates of the demo organisation on education seats
 * of its education licence. Piotr enrolled after the first lesson, so he is not on its roll. The first two lessons'
 * attendance is taken: Yousef was late once and absent once (the limit is two unexcused absences). On the first module
 * the demo teacher has made two evaluations final (the demo candidate and Lotte) and started a draft for Yousef
 * (docs/decisions/035-education-evaluations.md); the results are not released. It has a note for the teachers (about
 * Piotr) and one for the candidates (shown to them under 'Let op' and in their lesson calendar).
 *
 * Before it, the demo candidate and Lotte took the short education 'Introductie Magazijn' (two lessons about ten
 * weeks ago, on an education licence that has since expired): completed, both present at both lessons, the demo
 * teacher's final evaluations of its one module, and the results released (their notifications read), so the
 * candidate's education result page (/candidate/education/result/{id}) shows a real result.
 *
 * Runs after the people, locations, licences and the demo PAT are seeded.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { addDays, amsterdamDay } from '#src/lib/calendar-day';
import type { Db } from '#src/server/db/client';
import {
  attendance,
  educationCandidates,
  educationLessons,
  educationModules,
  educations,
  educationTeachers,
  evaluations,
  licences,
  notifications,
  licenceSeats,
  locations,
  organizations,
  patModules,
  rooms,
  templateVersions,
  users,
} from '#src/server/db/schema';
import { newLicenceCode } from '#src/features/licences/api/licences';
import { NOTIFICATION_TYPE } from '#src/features/mailbox/notification-links';
import { EDUCATION_EVALUATION_TITLES } from '#src/features/educations/api/evaluations';
import type { AttendanceStatus } from '#src/features/educations/attendance';

/** The demo education's name. */
export const DEMO_EDUCATION_TITLE = 'Basisopleiding Magazijn';
/** The finished demo education's name: completed, results released. */
export const DEMO_FINISHED_EDUCATION_TITLE = 'Introductie Magazijn';

/** The candidates, by e-mail address, with the lesson (0-based) before which they enrolled. */
const ENROLLED: [email: string, fromLesson: number][] = [
  ['kandidaat@example.org', 0],
  ['lotte.visser@example.org', 0],
  ['yousef.haddad@example.org', 0],
  ['piotr.nowak@example.org', 1],
];

/** Attendance of the first two lessons, by e-mail address: status and the teacher's remark. */
const TAKEN: Record<string, [AttendanceStatus, string]>[] = [
  {
    'kandidaat@example.org': ['present', ''],
    'lotte.visser@example.org': ['present', ''],
    'yousef.haddad@example.org': ['late', 'Bus had vertraging, kwam 20 minuten later.'],
  },
  {
    'kandidaat@example.org': ['present', ''],
    'lotte.visser@example.org': ['absent_excused', 'Ziek gemeld.'],
    'yousef.haddad@example.org': ['absent', ''],
    'piotr.nowak@example.org': ['present', 'Eerste les, goed meegedaan.'],
  },
];

/**
 * The teacher's evaluations of the first module, by e-mail address: final or a draft, a score 1–4 per criterion in
 * template order (null: not scored yet), and the overall remark.
 */
const EVALUATED: Record<string, { status: 'final' | 'draft'; scores: (1 | 2 | 3 | 4 | null)[]; remark: string }> = {
  'kandidaat@example.org': { status: 'final', scores: [3, 4, 3, 3], remark: 'Werkt rustig en veilig; let nog op de volgorde van de orderregels.' },
  'lotte.visser@example.org': { status: 'final', scores: [4, 3, 4, 4], remark: 'Zeer nauwkeurig, goed tempo.' },
  'yousef.haddad@example.org': { status: 'draft', scores: [2, 3, null, null], remark: '' },
};

/** The finished education's candidates, with the teacher's final scores (template order) and remark. */
const FINISHED: Record<string, { scores: (1 | 2 | 3 | 4)[]; remark: string }> = {
  'kandidaat@example.org': { scores: [3, 3, 4, 3], remark: 'Goede start: scant netjes en vraagt om hulp als iets niet klopt.' },
  'lotte.visser@example.org': { scores: [4, 4, 3, 4], remark: 'Vlot en nauwkeurig.' },
};

/**
 * Adds the demo education (see the module comment).
 * @param demoPatId the demo PAT (src/features/pat/seed/demo-pat.ts `seedDemoPat`), whose first two modules it pins.
 * @throws Error (Dutch) when the demo organisation, location, teacher, candidates or PAT modules are missing.
 */
export async function seedDemoEducation(db: Db, staffEmail: string, demoPatId: string): Promise<void> {
  const emails = [staffEmail, 'docent@example.org', ...ENROLLED.map(([email]) => email)];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = (email: string) => {
    const person = people.find((p) => p.email === email);
    if (!person) throw new Error(`demo-account ${email} ontbreekt`);
    return person.id;
  };
  const staff = idOf(staffEmail);
  const teacher = idOf('docent@example.org');
  const [organization] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, 'Logistiek Twente B.V.'));
  const [place] = await db
    .select({ location: locations.id, room: rooms.id })
    .from(locations)
    .innerJoin(rooms, and(eq(rooms.locationId, locations.id), eq(rooms.name, 'Kantine')))
    .where(eq(locations.name, 'Praktijkmagazijn Hengelo'));
  const pinned = await db.select({ pm: patModules }).from(patModules).where(eq(patModules.patId, demoPatId)).orderBy(asc(patModules.position));
  if (!organization || !place || pinned.length < 2) throw new Error('de demo-organisatie, de kantine in Hengelo of de modules van de demo-PAT ontbreken');

  const today = amsterdamDay();
  const first = addDays(today, -14);
  // Each seat taken the morning of the day the candidate was enrolled (below).
  const enrolledOn = (fromLesson: number) => (fromLesson === 0 ? addDays(first, -7) : addDays(addDays(first, fromLesson * 7), -2));
  const seats = await educationSeats(db, {
    organizationId: organization.id,
    seats: 15,
    holders: ENROLLED.map(([email, fromLesson]) => ({ id: idOf(email), takenAt: new Date(`${enrolledOn(fromLesson)}T09:30:00+01:00`) })),
    validFrom: addDays(today, -30),
    validUntil: addDays(today, 335),
    staff,
  });

  const [education] = await db
    .insert(educations)
    .values({
      title: DEMO_EDUCATION_TITLE,
      teacherNotes: 'Piotr stroomde na de eerste les in: neem de stof van die les kort met hem door.',
      candidateNotes: 'Elke week theorie in de kantine en oefenen in de hal. Veiligheidsschoenen mee.',
      absenceLimit: 2,
      openedAt: new Date(`${addDays(first, -10)}T10:00:00+01:00`),
      createdBy: staff,
      createdAt: new Date(`${addDays(first, -12)}T14:00:00+01:00`),
    })
    .returning({ id: educations.id });
  const educationId = education!.id;
  const lessons = await db
    .insert(educationLessons)
    .values([0, 1, 2, 3, 4, 5].map((week) => ({ educationId, day: addDays(first, week * 7), startsAt: '18:30', endsAt: '21:00', locationId: place.location, roomId: place.room })))
    .returning({ id: educationLessons.id, day: educationLessons.day });
  lessons.sort((a, b) => a.day.localeCompare(b.day));
  await db.insert(educationModules).values(pinned.slice(0, 2).map(({ pm }, index) => ({
    educationId,
    moduleId: pm.moduleId,
    moduleVersionId: pm.moduleVersionId,
    templateVersionId: pm.templateVersionId,
    position: index + 1, // from 1, as planning.ts numbers them (the reader's `?module=`)
    passPercent: pm.passPercent,
    knockOut: pm.knockOut,
  })));
  await db.insert(educationTeachers).values({ educationId, teacherId: teacher });
  await db.insert(educationCandidates).values(
    ENROLLED.map(([email, fromLesson]) => ({
      educationId,
      candidateId: idOf(email),
      seatId: seats.find((s) => s.holderId === idOf(email))?.id ?? null,
      enrolledOn: enrolledOn(fromLesson),
      addedBy: staff,
    })),
  );
  const [template] = await db.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, pinned[0]!.pm.templateVersionId));
  if (!template) throw new Error('het beoordelingssjabloon van de eerste demo-module ontbreekt');
  const evaluatedAt = new Date(`${lessons[1]!.day}T21:15:00+01:00`);
  await db.insert(evaluations).values(
    Object.entries(EVALUATED).map(([email, e], index) => ({
      educationId,
      moduleId: pinned[0]!.pm.moduleId,
      candidateId: idOf(email),
      role: 'first' as const,
      assessorId: teacher,
      templateVersionId: pinned[0]!.pm.templateVersionId,
      scores: Object.fromEntries(template.content.criteria.map((c, i) => [c.id, { score: e.scores[i] ?? null, remark: '' }])),
      remark: e.remark,
      status: e.status,
      seq: Math.floor(evaluatedAt.getTime() / 1000) + index,
      finalizedAt: e.status === 'final' ? evaluatedAt : null,
      updatedAt: evaluatedAt,
    })),
  );
  await db.insert(attendance).values(
    TAKEN.flatMap((taken, index) =>
      Object.entries(taken).map(([email, [status, remark]]) => ({
        lessonId: lessons[index]!.id,
        candidateId: idOf(email),
        status,
        remark,
        recordedBy: teacher,
        recordedAt: new Date(`${lessons[index]!.day}T20:45:00+01:00`),
        seq: 1,
      })),
    ),
  );
  await seedFinishedEducation(db, { staff, teacher, organizationId: organization.id, place, pinned: pinned[0]!.pm, idOf, today });
}

/**
 * The finished demo education 'Introductie Magazijn' (see the module comment): one module (the demo PAT's first),
 * two lessons ten and nine weeks ago, completed after the second and released a week later.
 */
async function seedFinishedEducation(
  db: Db,
  ctx: {
    staff: string;
    teacher: string;
    organizationId: string;
    place: { location: string; room: string };
    pinned: typeof patModules.$inferSelect;
    idOf: (email: string) => string;
    today: string;
  },
): Promise<void> {
  const { staff, teacher, place, pinned, idOf, today } = ctx;
  const enrolled = Object.keys(FINISHED);
  const first = addDays(today, -70);
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);
  const seats = await educationSeats(db, {
    organizationId: ctx.organizationId,
    seats: 5,
    holders: enrolled.map((email) => ({ id: idOf(email), takenAt: at(addDays(first, -5), '09:30') })),
    validFrom: addDays(today, -120),
    validUntil: addDays(today, -20),
    staff,
  });
  const completedAt = at(addDays(first, 8), '09:00');
  const releasedAt = at(addDays(first, 14), '10:30');
  const [education] = await db
    .insert(educations)
    .values({
      title: DEMO_FINISHED_EDUCATION_TITLE,
      teacherNotes: 'De handscanners liggen in de kast van de kantine; laad ze voor de les op.',
      candidateNotes: 'Twee avonden: veilig werken in het magazijn en de eerste stappen met de handscanner.',
      absenceLimit: 1,
      openedAt: at(addDays(first, -10), '10:00'),
      completedAt,
      resultsReleasedAt: releasedAt,
      createdBy: staff,
      createdAt: at(addDays(first, -12), '14:00'),
    })
    .returning({ id: educations.id });
  const educationId = education!.id;
  const lessons = await db
    .insert(educationLessons)
    .values([0, 7].map((offset) => ({ educationId, day: addDays(first, offset), startsAt: '18:30', endsAt: '21:00', locationId: place.location, roomId: place.room })))
    .returning({ id: educationLessons.id, day: educationLessons.day });
  await db.insert(educationModules).values({
    educationId,
    moduleId: pinned.moduleId,
    moduleVersionId: pinned.moduleVersionId,
    templateVersionId: pinned.templateVersionId,
    position: 1,
    passPercent: pinned.passPercent,
    knockOut: pinned.knockOut,
  });
  await db.insert(educationTeachers).values({ educationId, teacherId: teacher });
  await db.insert(educationCandidates).values(
    enrolled.map((email) => ({
      educationId,
      candidateId: idOf(email),
      seatId: seats.find((s) => s.holderId === idOf(email))?.id ?? null,
      enrolledOn: addDays(first, -5),
      addedBy: staff,
    })),
  );
  await db.insert(attendance).values(
    lessons.flatMap((lesson) =>
      enrolled.map((email) => ({
        lessonId: lesson.id,
        candidateId: idOf(email),
        status: 'present' as const,
        remark: '',
        recordedBy: teacher,
        recordedAt: at(lesson.day, '20:45'),
        seq: 1,
      })),
    ),
  );
  const [template] = await db.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, pinned.templateVersionId));
  if (!template) throw new Error('het beoordelingssjabloon van de eerste demo-module ontbreekt');
  const evaluatedAt = at(lessons[lessons.length - 1]!.day, '21:15');
  await db.insert(evaluations).values(
    Object.entries(FINISHED).map(([email, e], index) => ({
      educationId,
      moduleId: pinned.moduleId,
      candidateId: idOf(email),
      role: 'first' as const,
      assessorId: teacher,
      templateVersionId: pinned.templateVersionId,
      scores: Object.fromEntries(template.content.criteria.map((c, i) => [c.id, { score: e.scores[i % e.scores.length] ?? null, remark: '' }])),
      remark: e.remark,
      status: 'final' as const,
      seq: Math.floor(evaluatedAt.getTime() / 1000) + index,
      finalizedAt: evaluatedAt,
      updatedAt: evaluatedAt,
    })),
  );
  // The release told both candidates (evaluations.ts `releaseResults`); they have read it since.
  await db.insert(notifications).values(
    enrolled.map((email) => ({
      userId: idOf(email),
      type: NOTIFICATION_TYPE.result,
      message: EDUCATION_EVALUATION_TITLES.releasedMessage(DEMO_FINISHED_EDUCATION_TITLE),
      params: { education: DEMO_FINISHED_EDUCATION_TITLE },
      relatedId: educationId,
      createdAt: releasedAt,
      readAt: at(addDays(first, 15), '08:10'),
    })),
  );
}

/**
 * A free education licence of the demo organisation (seats, days `validFrom`–`validUntil`) whose seats `holders`
 * (user ids, each with the moment staff gave it) took, as enrolling does. Returns the seats, for
 * `education_candidates.seat_id`.
 */
async function educationSeats(
  db: Db,
  o: { organizationId: string; seats: number; holders: { id: string; takenAt: Date }[]; validFrom: string; validUntil: string; staff: string },
): Promise<{ id: string; holderId: string }[]> {
  const [licence] = await db
    .insert(licences)
    .values({
      organizationId: o.organizationId,
      product: 'education',
      seats: o.seats,
      seatsUsed: o.holders.length,
      validFrom: o.validFrom,
      validUntil: o.validUntil,
      pricePerSeatCents: 0,
      vatCategory: 'E',
      code: newLicenceCode(),
      createdBy: o.staff,
    })
    .returning({ id: licences.id });
  return db
    .insert(licenceSeats)
    .values(o.holders.map((h) => ({ licenceId: licence!.id, holderId: h.id, method: 'staff' as const, takenBy: o.staff, takenAt: h.takenAt })))
    .returning({ id: licenceSeats.id, holderId: licenceSeats.holderId });
}
