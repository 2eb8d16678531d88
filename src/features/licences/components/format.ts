/**
 * Pure helpers of the licence screens: the colour of a state tag, days and periods in Dutch, the default period of
 * a new licence and how a seat was taken or closed (texts from the feature's strings.ts). Client-safe.
 */
import type { LicenceState, SeatItem } from '#src/features/licences/contract';
import { licenceCommon, licenceDetail as t } from '#src/features/licences/strings';
import { addDays, dayText } from '#src/lib/calendar-day';
import { formatDateTime } from '#src/lib/i18n/format';

/** Bulma tag colours the theme has (src/styles/_bulma.scss; kept by the CSS purge's safelist). */
export type Tone = 'success' | 'warning' | 'primary' | 'light' | 'danger';

/**
 * The tag colour of a licence state. The tag always carries the state's name too (WCAG 2.2 SC 1.4.1: colour is not
 * the only sign).
 */
export function licenceStateTone(state: LicenceState): Tone {
  switch (state) {
    case 'active':
      return 'success';
    case 'full':
      return 'warning';
    case 'upcoming':
      return 'primary';
    case 'revoked':
      return 'danger';
    default:
      return 'light';
  }
}

export { dayText };

/** '1 jan 2026 t/m 31 dec 2026': both days count (docs/api.md "Licence"). */
export function periodText(validFrom: string, validUntil: string): string {
  return licenceCommon.period(dayText(validFrom), dayText(validUntil));
}

/**
 * The period a new licence gets unless staff change it: from `today` for one year, until the day before the same
 * date next year (2026-03-10 → 2027-03-09; 2028-02-29 → 2029-02-28).
 * @param today `YYYY-MM-DD`, the Europe/Amsterdam day (src/lib/calendar-day.ts `amsterdamDay`).
 * @throws RangeError for a malformed day.
 */
export function defaultPeriod(today: string): { validFrom: string; validUntil: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match) throw new RangeError(`Geen dag: ${today}`);
  // Date.UTC rolls 29 February over to 1 March in a year without it; the day before is then 28 February.
  const sameDateNextYear = new Date(Date.UTC(Number(match[1]) + 1, Number(match[2]) - 1, Number(match[3]))).toISOString().slice(0, 10);
  return { validFrom: today, validUntil: addDays(sameDateNextYear, -1) };
}

/** How a seat was taken: 'met code', 'door Sanne de Vries', or 'door een medewerker' when that person is unknown. */
export function seatHow(seat: Pick<SeatItem, 'method' | 'takenBy'>): string {
  if (seat.method === 'code') return t.withCode;
  return seat.takenBy?.name ? t.byStaff(seat.takenBy.name) : t.byUnknown;
}

/**
 * The state of a seat in the ledger: when and why it closed ('3 dec 2026 14:05, teruggegeven'); for an open seat
 * held until its holder confirms their address, until when ('Gereserveerd tot …'); otherwise 'Heeft een plaats'.
 */
export function seatState(seat: Pick<SeatItem, 'releasedAt' | 'releaseReason' | 'heldUntil'>): string {
  if (seat.releasedAt) return seatClosed(seat);
  return seat.heldUntil ? t.heldSeat(formatDateTime(seat.heldUntil)) : t.openSeat;
}

/** When and why a seat closed: '3 dec 2026 14:05, teruggegeven'; '' for an open seat. */
export function seatClosed(seat: Pick<SeatItem, 'releasedAt' | 'releaseReason'>): string {
  if (!seat.releasedAt) return '';
  const reason = seat.releaseReason ? (t.reasons[seat.releaseReason] ?? seat.releaseReason) : '';
  const when = formatDateTime(seat.releasedAt);
  return reason ? t.closedOn(when, reason) : when;
}
