/**
 * A candidate's own PATs (spec §2 /dashboard/pat; docs/domain.md "PAT"; docs/api.md "PAT"): the PATs they are planned on
 * that are planned, running or completed (not drafts, not archived), with every day's date, times, location address,
 * directions and accessibility, and the modules' titles in the candidate's language (Dutch where a title has no
 * translation); once staff released the results, each module's result from the deciding scores (assessment/rules.ts
 * `decidingScores`: the agreed score when recorded, else the first assessor's final evaluation; decision 030), as
 * features/assessment/visibility.ts lets a candidate see them (decision 037).
 * Of the notes only those meant for candidates (src/lib/note-audiences.ts `notesFor`): the PAT's notes for the
 * candidates and the location's accessibility text and directions — never the teachers' notes or the location's
 * internal notes. The reflection page reached without `?pat=` asks for the candidate's latest PAT with a module
 * (`latestPatOfModule`).
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { amsterdamDay } from '#src/lib/calendar-day';
import { notesFor } from '#src/lib/note-audiences';
import type { Language } from '#src/lib/i18n/locales';
import type { Caller } from '#src/server/context';
import type { Db } from '#src/server/db/client';
import { apiError } from '#src/server/errors';
import { isUuid } from '#src/server/validation';
import { candidateProfiles, evaluationAgreements, evaluations, locations, modules, moduleVersions, patCandidates, patDays, patModules, patSlots, pats, reflections, rooms, templateVersions } from '#src/server/db/schema';
import { textIn } from '#src/features/content/localized';
import { moduleTitle, templateCriteria } from '#src/features/content/api/content-parts';
import type { LatestPatOfModule, MyPat } from '#src/features/pat/contract';
import { candidateTimes, patState } from '#src/features/pat/rules';
import { upcomingFirst, type ListedPlan } from '#src/features/planning/rules';
import { decidingScores, moduleResult } from '#src/features/assessment/rules';
import { resultShown } from '#src/features/assessment/visibility';
import { REFLECTION_TITLES } from '#src/features/assessment/api/reflection';

/** A PAT of the candidate as `upcomingFirst` orders it. */
function listed(p: { state: string; days: { day: string }[] }): ListedPlan {
  return { firstDay: p.days[0]?.day ?? null, lastDay: p.days.at(-1)?.day ?? null, over: p.state === 'completed' || p.state === 'archived' };
}

/**
 * `GET /api/pat/mine` (candidate): their PATs, running and coming first (soonest first), then those over (latest
 * first; planning/rules.ts `upcomingFirst`).
 * @param language the language for module titles; default the candidate's preferred language, else Dutch.
 */
export async function myPats(db: Db, caller: Caller, language?: Language): Promise<MyPat[]> {
  const [profile] = language ? [] : await db.select({ language: candidateProfiles.preferredLanguage }).from(candidateProfiles).where(eq(candidateProfiles.userId, caller.id));
  const lang: Language = language ?? profile?.language ?? 'nl';
  const rows = await db
    .select({
      id: pats.id,
      title: pats.title,
      candidateNotes: pats.candidateNotes,
      plannedAt: pats.plannedAt,
      completedAt: pats.completedAt,
      archivedAt: pats.archivedAt,
      resultsReleasedAt: pats.resultsReleasedAt,
    })
    .from(patCandidates)
    .innerJoin(pats, eq(pats.id, patCandidates.patId))
    .where(and(eq(patCandidates.candidateId, caller.id), isNotNull(pats.plannedAt), isNull(pats.archivedAt)));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const released = rows.filter((r) => r.resultsReleasedAt).map((r) => r.id);
  const [days, mods, finals, reflected, slots] = await Promise.all([
    db
      .select({ patId: patDays.patId, day: patDays, location: locations, room: rooms.name })
      .from(patDays)
      .innerJoin(locations, eq(locations.id, patDays.locationId))
      .leftJoin(rooms, eq(rooms.id, patDays.roomId))
      .where(inArray(patDays.patId, ids))
      .orderBy(asc(patDays.day), asc(patDays.startsAt)),
    db
      .select({ patId: patModules.patId, moduleId: patModules.moduleId, title: modules.title, localizedTitle: moduleTitle })
      .from(patModules)
      .innerJoin(modules, eq(modules.id, patModules.moduleId))
      .innerJoin(moduleVersions, eq(moduleVersions.id, patModules.moduleVersionId))
      .where(inArray(patModules.patId, ids))
      .orderBy(asc(patModules.position)),
    // The first assessor's final evaluations of released PATs: the candidate's results (assessment/rules.ts `moduleResult`).
    released.length
      ? db
          .select({ patId: evaluations.patId, moduleId: evaluations.moduleId, scores: evaluations.scores, agreed: evaluationAgreements.scores, criteria: templateCriteria, pm: patModules })
          .from(evaluations)
          .innerJoin(templateVersions, eq(templateVersions.id, evaluations.templateVersionId))
          .innerJoin(patModules, and(eq(patModules.patId, evaluations.patId), eq(patModules.moduleId, evaluations.moduleId)))
          .leftJoin(
            evaluationAgreements,
            and(eq(evaluationAgreements.patId, evaluations.patId), eq(evaluationAgreements.moduleId, evaluations.moduleId), eq(evaluationAgreements.candidateId, evaluations.candidateId)),
          )
          .where(and(inArray(evaluations.patId, released), eq(evaluations.candidateId, caller.id), eq(evaluations.role, 'first'), eq(evaluations.status, 'final')))
      : [],
    // The modules the candidate already wrote a reflection on.
    db
      .select({ patId: reflections.patId, moduleId: reflections.moduleId })
      .from(reflections)
      .where(and(inArray(reflections.patId, ids), eq(reflections.candidateId, caller.id))),
    // The candidate's own time slots (decision 057).
    db
      .select({ patId: patSlots.patId, dayId: patSlots.dayId, moduleId: patSlots.moduleId, startsAt: patSlots.startsAt, endsAt: patSlots.endsAt })
      .from(patSlots)
      .where(and(inArray(patSlots.patId, ids), eq(patSlots.candidateId, caller.id)))
      .orderBy(asc(patSlots.startsAt)),
  ]);
  const resultOf = (patId: string, moduleId: string) => {
    const found = finals.find((f) => f.patId === patId && f.moduleId === moduleId);
    if (!found) return null;
    const deciding = decidingScores({ status: 'final', scores: found.scores }, found.agreed);
    const result = moduleResult(found.criteria, deciding!.scores, found.pm.passPercent, found.pm.knockOut);
    return result.complete ? { passed: result.passed === true, scorePercent: result.scorePercent ?? 0 } : null;
  };
  const today = amsterdamDay();
  const byUpcoming = upcomingFirst(today);
  return rows
    .map((r) => {
      const mine = slots.filter((x) => x.patId === r.id);
      const titleOf = (moduleId: string) => {
        const m = mods.find((x) => x.patId === r.id && x.moduleId === moduleId);
        return m ? (textIn(m.localizedTitle, lang) ?? m.title) : '';
      };
      // With time slots: only the days they have one, at their own times (decision 057).
      const own = days.flatMap((d) => {
        if (d.patId !== r.id) return [];
        const times = candidateTimes(d.day, mine);
        return times ? [{ ...d, times }] : [];
      });
      return {
        id: r.id,
        title: r.title,
        ...notesFor('pat', 'candidates', r),
        state: patState({ ...r, firstDay: own[0]?.day.day ?? null }, today),
        days: own.map((d) => ({
          day: d.day.day,
          startsAt: d.times.startsAt,
          endsAt: d.times.endsAt,
          slots: mine.filter((x) => x.dayId === d.day.id).map((x) => ({ module: titleOf(x.moduleId), startsAt: x.startsAt, endsAt: x.endsAt })),
          room: d.room,
          location: {
            name: d.location.name,
            street: d.location.street,
            postcode: d.location.postcode,
            city: d.location.city,
            stepFree: d.location.stepFree,
            lift: d.location.lift,
            ...notesFor('location', 'candidates', d.location),
          },
        })),
        modules: mods
          .filter((m) => m.patId === r.id)
          .map((m) => ({
            moduleId: m.moduleId,
            title: textIn(m.localizedTitle, lang) ?? m.title,
            result: resultShown({ kind: 'candidate' }, { kind: 'pat', released: r.resultsReleasedAt !== null }) ? resultOf(r.id, m.moduleId) : null,
            reflected: reflected.some((x) => x.patId === r.id && x.moduleId === m.moduleId),
          })),
        resultsReleasedAt: r.resultsReleasedAt?.toISOString() ?? null,
      };
    })
    .sort((a, b) => byUpcoming(listed(a), listed(b)));
}

/**
 * `GET /api/pat/mine/module/{moduleId}` (a candidate): their latest PAT with that module — the one whose first day
 * is last (PATs without days after those with), drafts left out — for the reflection page reached without `?pat=`.
 * @throws apiError 404 when the caller is on no such PAT.
 */
export async function latestPatOfModule(db: Db, caller: Caller, moduleId: string): Promise<LatestPatOfModule> {
  const firstDay = sql<string | null>`min(${patDays.day})`;
  const [row] = isUuid(moduleId)
    ? await db
        .select({ patId: pats.id, firstDay })
        .from(patCandidates)
        .innerJoin(pats, eq(pats.id, patCandidates.patId))
        .innerJoin(patModules, and(eq(patModules.patId, pats.id), eq(patModules.moduleId, moduleId)))
        .leftJoin(patDays, eq(patDays.patId, pats.id))
        .where(and(eq(patCandidates.candidateId, caller.id), isNotNull(pats.plannedAt)))
        .groupBy(pats.id)
        .orderBy(sql`${firstDay} desc nulls last`, desc(pats.plannedAt), desc(pats.id))
        .limit(1)
    : [];
  if (!row) throw apiError(404, REFLECTION_TITLES.moduleNotFound);
  return { patId: row.patId };
}
