/**
 * Planning rules shared by PATs and educations (docs/domain.md "PAT", "education"; docs/decisions/029-pat.md §2, §4;
 * docs/decisions/033-education-planning.md): when two time slots overlap, the conflicts of a set of slots (a PAT's
 * days, an education's lessons) with the people on them, and the lifecycle stage both follow from their times.
 * Client-safe and pure: the planning API of both features, their pages and their tests use the same rules.
 * src/features/pat/rules.ts re-exports them under the names the PAT has always used.
 */
import { longDayText } from '#src/lib/calendar-day';
import { countNl } from '#src/lib/i18n/dutch-count';

/** A time slot on one day: `day` `YYYY-MM-DD`, `startsAt` and `endsAt` `HH:MM` (end after start), Europe/Amsterdam. */
export interface Slot {
  day: string;
  startsAt: string;
  endsAt: string;
}

/** True when two slots share some time (touching ends do not: 09:00–12:00 and 12:00–15:00 do not overlap). */
export function overlaps(a: Slot, b: Slot): boolean {
  return a.day === b.day && a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}

/** What a person can be planned on: a PAT (its days) or an education (its lessons). */
export type PlanKind = 'pat' | 'education';

/** A slot that a person is already planned on elsewhere: another PAT's day or an education's lesson. */
export interface PlannedElsewhere extends Slot {
  personId: string;
  /** The title of what they are planned on, named in the conflict ('PAT Schoonmaak', 'Heftruck basis'). */
  title: string;
  /** 'education' names it as one ('de opleiding ‘Heftruck basis’'); otherwise by its title alone, as PATs are. */
  kind?: PlanKind;
}

/**
 * A room taken at a time by another PAT's day or another education's lesson (not archived): no second PAT day or
 * lesson may use the same room at an overlapping time (docs/decisions/063-room-bookings-and-list-order.md).
 */
export interface RoomBooking extends Slot {
  roomId: string;
  /** The title of what has the room ('PAT Schoonmaak', 'Heftruck basis'), named in the conflict. */
  title: string;
  kind?: PlanKind;
}

/**
 * What a set of slots (a PAT's days, an education's lessons) is checked against. The candidates take part in every
 * slot from the day they enrolled (an education's late enrolee: not in earlier lessons); staff (assessors, teachers)
 * per slot.
 */
export interface SlotPlan {
  /** The slots, with their room (null: no room chosen), its number of seats and its name. */
  slots: (Slot & { id: string; roomId?: string | null; capacity: number | null; roomName: string | null })[];
  /**
   * `enrolledOn` `YYYY-MM-DD`: in the slots on or after that day only (absent: in every slot). `times`: a PAT
   * candidate's own time slots (docs/decisions/057-pat-time-slots.md): then only on the days they have one, and
   * only at those times (absent: the whole of every slot).
   */
  candidates: { id: string; name: string; enrolledOn?: string; times?: Slot[] }[];
  /** Who works on which slot; named as 'docent' in a conflict. */
  staff: { slotId: string; personId: string; name: string }[];
  /** Slots elsewhere that the same candidates and staff are planned on. */
  busy: PlannedElsewhere[];
  /** Per candidate, the last day of the licence their seat is on (null or absent: no end). */
  seatValidUntil: Record<string, string | null>;
  /** The rooms of the slots as other PATs and educations have them booked (absent: none). */
  bookedRooms?: RoomBooking[];
}

/** '2026-12-01' → '1 december 2026' (lib/calendar-day.ts `longDayText`). */
export const dayText = longDayText;

/** Where a clash is: an education as 'de opleiding ‘…’', anything else (a PAT) by its name as PATs always said. */
const elsewhereText = (b: { title: string; kind?: PlanKind }) => (b.kind === 'education' ? `de opleiding ‘${b.title}’` : `‘${b.title}’`);

/**
 * The conflicts of a set of slots, each a Dutch sentence that names who and when, in a stable order (by slot, then
 * kind, then name); empty when there are none. The rules (docs/domain.md "PAT"; used for an education's lessons too): a
 * slot's room booked by another PAT's day or education's lesson at an overlapping time (`RoomBooking`; the earliest
 * booking is named); a candidate or staff member planned elsewhere at an overlapping time (`overlaps`; the earliest
 * clash is named); more candidates than a slot's room seats; a slot after the end of a candidate's licence. A candidate counts only in the
 * slots from the day they enrolled (educations/attendance.ts: the same roll as attendance).
 */
export function slotConflicts(plan: SlotPlan): string[] {
  const found: { key: string; text: string }[] = [];
  const slots = [...plan.slots].sort((a, b) => (a.day + a.startsAt).localeCompare(b.day + b.startsAt));
  for (const slot of slots) {
    const when = `${dayText(slot.day)} ${slot.startsAt}–${slot.endsAt}`;
    const at = `${slot.day}|${slot.startsAt}|${slot.endsAt}`;
    const candidates = plan.candidates.filter(
      (c) => (c.enrolledOn === undefined || c.enrolledOn <= slot.day) && (c.times === undefined || c.times.some((t) => t.day === slot.day)),
    );
    const timesOf = new Map(candidates.map((c) => [c.id, c.times?.filter((t) => t.day === slot.day) ?? [slot]]));
    const booked = (plan.bookedRooms ?? [])
      .filter((b) => slot.roomId && b.roomId === slot.roomId && overlaps(b, slot))
      .sort((a, b) => (a.startsAt + a.endsAt + a.title).localeCompare(b.startsAt + b.endsAt + b.title))[0];
    if (booked) {
      found.push({
        key: `${at}|0`,
        text: `${slot.roomName ?? 'Het lokaal'} is op ${when} al bezet door ${elsewhereText(booked)} (${booked.startsAt}–${booked.endsAt}).`,
      });
    }
    if (slot.capacity !== null && candidates.length > slot.capacity) {
      found.push({
        key: `${at}|1`,
        text: `Op ${when} zijn er ${candidates.length} kandidaten, maar ${slot.roomName ?? 'het lokaal'} heeft ${countNl(slot.capacity, 'plaats', 'plaatsen')}.`,
      });
    }
    const people = [
      ...candidates.map((c) => ({ id: c.id, name: c.name, kind: 'kandidaat', times: timesOf.get(c.id)! })),
      ...plan.staff.filter((s) => s.slotId === slot.id).map((s) => ({ id: s.personId, name: s.name, kind: 'docent', times: [slot] as Slot[] })),
    ];
    const seen = new Set<string>();
    for (const person of people) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      const clash = plan.busy
        .filter((b) => b.personId === person.id && person.times.some((t) => overlaps(b, t)))
        .sort((a, b) => (a.startsAt + a.endsAt + a.title).localeCompare(b.startsAt + b.endsAt + b.title))[0];
      if (clash) {
        // A candidate with own time slots is named with the slot that clashes; everyone else with the whole slot.
        const own = person.times.find((t) => overlaps(clash, t))!;
        const ownWhen = own === slot ? when : `${dayText(slot.day)} ${own.startsAt}–${own.endsAt}`;
        found.push({
          key: `${at}|2|${person.name}`,
          text: `${person.name} (${person.kind}) is op ${ownWhen} al ingepland bij ${elsewhereText(clash)} (${clash.startsAt}–${clash.endsAt}).`,
        });
      }
    }
    for (const candidate of candidates) {
      const until = plan.seatValidUntil[candidate.id];
      if (until && slot.day > until) {
        found.push({
          key: `${at}|3|${candidate.name}`,
          text: `${dayText(slot.day)} valt na het einde van de licentie van ${candidate.name} (geldig tot en met ${dayText(until)}).`,
        });
      }
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key)).map((f) => f.text);
}

/** A lifecycle stage: a PAT's 'planned' and an education's 'open' are 'scheduled' (`lifecycleStage`). */
export type LifecycleStage = 'draft' | 'scheduled' | 'in_progress' | 'completed' | 'archived';

/**
 * The lifecycle stage of a PAT or an education on `today` (`YYYY-MM-DD`, Europe/Amsterdam; docs/domain.md lifecycles,
 * decision 029 §4): archived and completed as recorded; once planned (a PAT) or opened (an education) it is
 * 'scheduled', and in progress from its first session; before that a draft.
 * @param row `scheduledAt` the PAT's `plannedAt` or the education's `openedAt`; `firstDay` its first session's day.
 */
export function lifecycleStage(
  row: { scheduledAt: Date | string | null; completedAt: Date | string | null; archivedAt: Date | string | null; firstDay: string | null },
  today: string,
): LifecycleStage {
  if (row.archivedAt) return 'archived';
  if (row.completedAt) return 'completed';
  if (!row.scheduledAt) return 'draft';
  return row.firstDay !== null && row.firstDay <= today ? 'in_progress' : 'scheduled';
}

/**
 * The list order of PATs and educations, the rule behind 'de eerstvolgende eerst' (docs/decisions/063-room-bookings-
 * and-list-order.md): first what is not over — running and coming, by first day, soonest first, those without a
 * day yet after them — then what is over (completed or archived, or its last day before `today`), the most recent
 * last day first. A comparator for `Array.prototype.sort`; ties keep their order. The API lists sort the same way in
 * SQL (planning/api/sessions.ts `upcomingFirstOrder`).
 * @param today `YYYY-MM-DD`, Europe/Amsterdam.
 */
export function upcomingFirst(today: string): (a: ListedPlan, b: ListedPlan) => number {
  const over = (p: ListedPlan) => Boolean(p.over) || (p.lastDay !== null && p.lastDay < today);
  return (a, b) => {
    const overA = over(a);
    const overB = over(b);
    if (overA !== overB) return overA ? 1 : -1;
    if (overA) return (b.lastDay ?? '').localeCompare(a.lastDay ?? '');
    return (a.firstDay ?? '9999-99-99').localeCompare(b.firstDay ?? '9999-99-99');
  };
}

/** A PAT or education as `upcomingFirst` orders it: its first and last day (`YYYY-MM-DD`, null without days). */
export interface ListedPlan {
  firstDay: string | null;
  lastDay: string | null;
  /** Completed or archived. */
  over?: boolean;
}
