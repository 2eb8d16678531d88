/**
 * Pure helpers of the staff's planning screens of a PAT and an education (spec §2 /cp/pat…, /cp/education…): the
 * four planning sections, a lifecycle stage's tag colour, days and periods in Dutch ('1 t/m 2 december 2026'),
 * times, an address, the days of the API's `missing` list written out, and the sentences of a refusal such as 'Dit
 * plan botst: …' (docs/api.md "PAT", "Education"). What differs per kind (labels, pages, which sentence of `missing`
 * belongs to which section) is the kind's own (pat/components/staff/planning-kind.ts,
 * educations/components/staff/format.ts). Client-safe.
 */
import { dayText, type LifecycleStage } from '#src/features/planning/rules';

export { dayText };

/**
 * The planning sections in their order, the same URL words for both kinds (spec §2
 * `/cp/pat/{id}/planning/{section}`, `/cp/education/{id}/planning/{section}`).
 */
export const SECTIONS = ['location', 'modules', 'candidates', 'teachers'] as const;
export type Section = (typeof SECTIONS)[number];

/** True when `word` is one of the four planning sections. */
export function isSection(word: string | undefined): word is Section {
  return (SECTIONS as readonly string[]).includes(word ?? '');
}

/** Bulma tag colours the theme has (kept by the CSS purge's safelist, scripts/purge-css.mjs). */
export type Tone = 'success' | 'warning' | 'primary' | 'light' | 'danger';

/**
 * The tag colour of a lifecycle stage (planning/rules.ts `lifecycleStage`: a PAT's 'planned' and an education's
 * 'open' are 'scheduled'); the tag always carries the state's name too (WCAG 2.2 SC 1.4.1).
 */
export function stageTone(stage: LifecycleStage): Tone {
  switch (stage) {
    case 'scheduled':
      return 'primary';
    case 'in_progress':
      return 'warning';
    case 'completed':
      return 'success';
    default:
      return 'light';
  }
}

/** True when a PAT or an education can no longer be changed: completed or archived (the API answers 409). */
export const isClosed = (planned: { state: string }): boolean => planned.state === 'completed' || planned.state === 'archived';

const parts = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};
const monthName = new Intl.DateTimeFormat('nl-NL', { month: 'long', timeZone: 'UTC' });
const dayMonth = (day: string) => {
  const { m, d } = parts(day);
  return `${d} ${monthName.format(new Date(Date.UTC(2000, m - 1, 1)))}`;
};

/**
 * The period from `first` to `last` (`YYYY-MM-DD`, both counted): '1 december 2026' for one day,
 * '1 t/m 2 december 2026', '30 november t/m 2 december 2026', '31 december 2026 t/m 1 januari 2027'; '' without a
 * first day.
 */
export function dayRangeText(first: string | null, last: string | null): string {
  if (!first) return '';
  if (!last || last === first) return dayText(first);
  const a = parts(first);
  const b = parts(last);
  if (a.y !== b.y) return `${dayText(first)} t/m ${dayText(last)}`;
  if (a.m !== b.m) return `${dayMonth(first)} t/m ${dayText(last)}`;
  return `${a.d} t/m ${dayText(last)}`;
}

const weekday = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', timeZone: 'UTC' });

/** '2026-12-01' → 'dinsdag 1 december 2026'. */
export function weekdayText(day: string): string {
  return `${weekday.format(new Date(`${day}T12:00:00Z`))} ${dayText(day)}`;
}

/** '09:00', '15:30' → '09:00–15:30'. */
export const timeRange = (startsAt: string, endsAt: string): string => `${startsAt}–${endsAt}`;

/** A location's address on one line: 'Industrieweg 5, 7553 GB Hengelo'. */
export const addressText = (location: { street: string; postcode: string; city: string }): string => `${location.street}, ${location.postcode} ${location.city}`;

/** An item of `missing` with its days written out: '… op 2026-12-01.' → '… op 1 december 2026.'. */
export function readableMissing(text: string): string {
  return text.replace(/\b(\d{4}-\d{2}-\d{2})\b/g, (day) => dayText(day));
}

/**
 * The leads of the API's refusals that are followed by a list of sentences (pat/api/planning.ts PLANNING_TITLES,
 * educations/api/planning.ts EDUCATION_TITLES).
 */
const LIST_LEADS = ['Dit plan botst:', 'Deze PAT kan nog niet worden ingepland:', 'Deze opleiding kan nog niet worden geopend:'];

/**
 * A refusal split into its lead and its sentences: 'Dit plan botst: A. B.' → `{ lead: 'Dit plan botst:', items:
 * ['A.', 'B.'] }`. A sentence ends at '. ' followed by a capital or a digit, but not inside ‘…’ (a PAT's name may
 * hold '. '), nor after a single letter or a number (initials, '1.'). Another title → `{ lead: title, items: [] }`.
 */
export function refusalParts(title: string): { lead: string; items: string[] } {
  const lead = LIST_LEADS.find((l) => title.startsWith(l));
  if (!lead) return { lead: title, items: [] };
  const rest = title.slice(lead.length).trim();
  const items: string[] = [];
  let quoted = 0;
  let start = 0;
  for (let i = 0; i < rest.length; i++) {
    const ch = rest[i];
    if (ch === '‘') quoted++;
    else if (ch === '’' && quoted > 0) quoted--;
    else if (ch === '.' && quoted === 0 && rest[i + 1] === ' ' && /[A-Z0-9À-Þ‘]/.test(rest[i + 2] ?? '')) {
      const word = /(\S+)$/.exec(rest.slice(start, i))?.[1] ?? '';
      if (/^[A-Za-z]$/.test(word) || /^\d+$/.test(word)) continue;
      items.push(rest.slice(start, i + 1).trim());
      start = i + 2;
    }
  }
  const last = rest.slice(start).trim();
  if (last) items.push(last);
  return { lead, items };
}
