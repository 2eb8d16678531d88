/**
 * Demo data of the assessor agreement page (/cp/kwaliteit/beoordelaars; src/backend/seed.ts): two completed PATs
 * ('PAT Magazijnmedewerker (2e kwartaal 2026)' and so on) with released results in the two quarters before the
 * current one, each with Daan, Olena and Piotr of the demo organisation on the demo PAT's first two modules, scored by
 * a first and a blind second assessor, all final — in the earlier quarter Fatima El Amrani and Ingrid Smit, in the
 * later one Bram Hendriks (since disabled) and Ingrid Smit — so the page shows per quarter, criterion and pair real
 * figures, a kappa where there are enough pairs and 'te weinig paren' where there are not. The demo candidate, Lotte,
 * Ayşe and Yousef are left out: their screens are the ones the other demo data is about. Runs after the demo PAT
 * (whose pinned modules it reuses) and the locations.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { evaluations, locations, patAssessors, patCandidates, patDays, patModules, pats, templateVersions, users } from '#src/server/db/schema';
import { amsterdamDay } from '#src/lib/calendar-day';
import { quarterOf } from '#src/features/assessor-agreement/api/report';
import { quarterText } from '#src/features/assessor-agreement/strings';

type Score = 1 | 2 | 3 | 4;

/**
 * Per module and candidate (module by module) the first and the second assessor's scores, criterion by criterion
 * (cycled when a template has more criteria); the first six rows are used.
 */
const EARLIER: [Score[], Score[]][] = [
  [[3, 3, 4, 3], [3, 3, 4, 3]],
  [[2, 3, 3, 2], [2, 2, 3, 2]],
  [[4, 4, 3, 4], [4, 4, 3, 3]],
  [[3, 2, 2, 3], [3, 2, 2, 3]],
  [[1, 2, 2, 2], [2, 2, 2, 2]],
  [[4, 3, 3, 4], [4, 3, 3, 4]],
  [[3, 3, 2, 3], [3, 4, 2, 3]],
  [[2, 2, 1, 2], [2, 2, 1, 2]],
];
const LATER: [Score[], Score[]][] = [
  [[3, 4, 4, 3], [2, 3, 4, 3]],
  [[2, 3, 2, 2], [3, 3, 2, 1]],
  [[4, 4, 3, 4], [3, 4, 3, 4]],
  [[3, 2, 3, 3], [3, 3, 4, 2]],
  [[2, 2, 2, 3], [2, 3, 2, 3]],
  [[4, 3, 4, 4], [3, 3, 4, 4]],
  [[3, 3, 3, 2], [4, 3, 2, 2]],
  [[1, 2, 2, 2], [2, 1, 3, 2]],
];

/** The middle of a quarter `back` quarters before the one `today` is in: `YYYY-MM-10`. */
function dayInQuarterBefore(today: string, back: number): string {
  const index = Number(today.slice(0, 4)) * 4 + Math.floor((Number(today.slice(5, 7)) - 1) / 3) - back;
  const year = Math.floor(index / 4);
  const month = (index % 4) * 3 + 2;
  return `${year}-${String(month).padStart(2, '0')}-10`;
}

/**
 * Writes the two PATs (see the module comment).
 * @param demoPatId the demo PAT, whose first two pinned modules (with their template version) are reused.
 * @param staffEmail who planned them.
 * @throws Error when a demo account, the location or the demo PAT's modules are missing.
 */
export async function seedDemoAgreement(db: Db, demoPatId: string, staffEmail: string): Promise<void> {
  const person = async (email: string) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`demo-account ${email} ontbreekt`);
    return row.id;
  };
  const staff = await person(staffEmail);
  const fatima = await person('docent@example.org');
  const ingrid = await person('ingrid.smit@example.org');
  const bram = await person('bram.hendriks@example.org');
  const candidates = await Promise.all(['daan.mulder@example.org', 'olena.kovalenko@example.org', 'piotr.nowak@example.org'].map(person));
  const [location] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Praktijkmagazijn Hengelo'));
  const pinned = (await db.select().from(patModules).where(eq(patModules.patId, demoPatId)).orderBy(patModules.position)).slice(0, 2);
  if (!location || pinned.length < 2) throw new Error('de locatie of de modules van de demo-PAT ontbreken');
  const criteriaOf = new Map<string, string[]>();
  for (const pm of pinned) {
    const [version] = await db.select({ content: templateVersions.content }).from(templateVersions).where(eq(templateVersions.id, pm.templateVersionId));
    criteriaOf.set(pm.moduleId, version!.content.criteria.map((c) => c.id));
  }

  const today = amsterdamDay();
  const plans = [
    { day: dayInQuarterBefore(today, 2), first: fatima, second: ingrid, scores: EARLIER },
    { day: dayInQuarterBefore(today, 1), first: bram, second: ingrid, scores: LATER },
  ];
  for (const plan of plans) {
    const title = `PAT Magazijnmedewerker (${quarterText(quarterOf(new Date(`${plan.day}T12:00:00Z`)))})`;
    const at = (time: string, days = 0) => new Date(new Date(`${plan.day}T${time}:00Z`).getTime() + days * 86_400_000);
    const [pat] = await db
      .insert(pats)
      .values({ title, plannedAt: at('09:00', -21), completedAt: at('15:30'), resultsReleasedAt: at('09:00', 5), createdBy: staff, createdAt: at('09:00', -28) })
      .returning({ id: pats.id });
    const patId = pat!.id;
    const [day] = await db.insert(patDays).values({ patId, day: plan.day, startsAt: '09:00', endsAt: '15:30', locationId: location.id }).returning({ id: patDays.id });
    await db.insert(patModules).values(pinned.map((pm) => ({ ...pm, patId, secondAssessor: true })));
    await db.insert(patCandidates).values(candidates.map((candidateId) => ({ patId, candidateId, language: 'nl' as const, addedBy: staff })));
    await db.insert(patAssessors).values(
      pinned.flatMap((pm) => [
        { patId, dayId: day!.id, moduleId: pm.moduleId, teacherId: plan.first, role: 'first' as const },
        { patId, dayId: day!.id, moduleId: pm.moduleId, teacherId: plan.second, role: 'second' as const },
      ]),
    );
    const rows = pinned.flatMap((pm, m) =>
      candidates.flatMap((candidateId, c) => {
        const [firstScores, secondScores] = plan.scores[m * candidates.length + c]!;
        const criteria = criteriaOf.get(pm.moduleId)!;
        const scored = (values: Score[]) => Object.fromEntries(criteria.map((id, i) => [id, { score: values[i % values.length]!, remark: '' }]));
        const base = { patId, moduleId: pm.moduleId, candidateId, templateVersionId: pm.templateVersionId, status: 'final' as const, seq: 1 };
        return [
          { ...base, role: 'first' as const, assessorId: plan.first, scores: scored(firstScores), finalizedAt: at(`1${m + 1}:00`) },
          { ...base, role: 'second' as const, assessorId: plan.second, scores: scored(secondScores), finalizedAt: at(`1${m + 1}:20`) },
        ];
      }),
    );
    await db.insert(evaluations).values(rows);
  }
}
