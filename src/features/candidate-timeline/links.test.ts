/** Where timeline items lead (links.ts): staff to /cp pages, a contact person to their own pages or nowhere. */
import { describe, expect, it } from 'vitest';
import type { TimelineItem } from './contract';
import { itemHref } from './links';

const pat: TimelineItem = { kind: 'pat', id: 'p1', at: '2026-12-20', upcoming: true, title: 'PAT', state: 'planned', firstDay: null, lastDay: null, resultsReleasedAt: null, results: [], overall: null };
const report: TimelineItem = { kind: 'report', id: 'r1', at: '2026-12-01', upcoming: false, title: 'R', patId: 'p1', patTitle: 'PAT', status: 'final', version: 2 };
const message: TimelineItem = { kind: 'message', id: 'm1', at: '2026-12-01', upcoming: false, subject: 'Hoi', direction: 'received' };

describe('itemHref', () => {
  it('opens the PAT progress for staff and the portal PAT page for a contact person', () => {
    expect(itemHref(pat, true, 'c1')).toBe('/cp/user/c1/pat/p1/progress');
    expect(itemHref(pat, false, 'c1')).toBe('/contactperson/c1/pat/p1');
  });
  it('gives a contact person the shared PDF of a report, staff the report page', () => {
    expect(itemHref(report, false, 'c1')).toBe('/api/reports/r1/versions/2/pdf');
    expect(itemHref(report, true, 'c1')).toBe('/cp/user/c1/rapportage/r1');
  });
  it('opens a message only for staff, on their home page', () => {
    expect(itemHref(message, true, 'c1')).toBe('/cp/admin?open=m1#message');
    expect(itemHref(message, false, 'c1')).toBeNull();
  });
});
