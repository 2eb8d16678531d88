/**
 * Pure helpers of the contact person's pages: the words and colours of a test's state, the latest result of a
 * candidate, and which licences count as current. Texts from ../strings.ts; states from docs/api.md "Contact
 * portal" and "Licence". Client-safe.
 */
import type { LicenceState } from '#src/features/licences/contract';
import type { PortalReleasedResult, PortalTest } from '#src/features/contact-portal/contract';
import { formatDate } from '#src/lib/i18n/format';
import { dayText } from '#src/lib/calendar-day';
import { portal as t } from '#src/features/contact-portal/strings';

/** Bulma tag colours the theme has (no 'info', _bulma.scss). */
export type Tone = 'success' | 'danger' | 'warning' | 'primary' | 'light';

/** A test's state in words and colour: the verdict once the result is final, the stage before that. */
export function testStatus(test: Pick<PortalTest, 'state' | 'passed'>): { label: string; tone: Tone } {
  switch (test.state) {
    case 'scored':
      if (test.passed === true) return { label: t.passed, tone: 'success' };
      if (test.passed === false) return { label: t.failed, tone: 'danger' };
      return { label: t.state.scored, tone: 'primary' };
    case 'closed':
      return { label: t.state.closed, tone: 'warning' };
    case 'in_progress':
      return { label: t.state.in_progress, tone: 'primary' };
    default:
      return { label: t.state.not_started, tone: 'light' };
  }
}

/** 'Gehaald, 70%' for a final result with a score; the state's words otherwise. */
export function resultText(test: Pick<PortalTest, 'state' | 'passed' | 'scorePercent'>): string {
  const { label } = testStatus(test);
  return test.state === 'scored' && test.scorePercent !== null ? `${label}, ${t.percent(test.scorePercent)}` : label;
}

/**
 * A released PAT's or education's whole result in words and colour (contract.ts `PortalReleasedResult`): gehaald,
 * niet gehaald, or how many modules passed while a module is still without a result.
 */
export function releasedVerdict(result: Pick<PortalReleasedResult, 'passed' | 'modulesPassed' | 'modules'>): { label: string; tone: Tone } {
  if (result.passed === true) return { label: t.passed, tone: 'success' };
  if (result.passed === false) return { label: t.failed, tone: 'danger' };
  return { label: t.modulesPassed(result.modulesPassed, result.modules), tone: 'warning' };
}

/**
 * The candidate's most recently finished test (closed or scored, latest `finishedAt`), or null when none is
 * finished yet.
 */
export function latestFinished<T extends Pick<PortalTest, 'finishedAt'>>(tests: readonly T[]): T | null {
  let latest: T | null = null;
  for (const test of tests) {
    if (test.finishedAt && (!latest || test.finishedAt > (latest.finishedAt as string))) latest = test;
  }
  return latest;
}

/** '2 mrt 2026' for an ISO time, in Dutch time; '' for null. */
export function dayOf(iso: string | null): string {
  return iso ? formatDate(iso) : '';
}

/** '2 mrt 2026' for a licence day `YYYY-MM-DD` (noon UTC, so the Dutch day is the same). */
export function licenceDay(day: string): string {
  return dayText(day);
}

/** A licence a contact person still works with: usable now, full, or starting later (not expired or revoked). */
export function isCurrentLicence(state: LicenceState): boolean {
  return state === 'active' || state === 'full' || state === 'upcoming';
}

/** Free seats of a licence (never below 0). */
export function seatsLeft(licence: { seats: number; seatsUsed: number }): number {
  return Math.max(0, licence.seats - licence.seatsUsed);
}
