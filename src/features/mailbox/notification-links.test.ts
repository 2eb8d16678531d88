import { describe, expect, it } from 'vitest';
import { guard } from '#src/lib/routes';
import { ROLES } from '#src/lib/roles';
import { NOTIFICATION_TYPE, notificationHref } from './notification-links';

const ID = '0b5e6c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('notificationHref', () => {
  it('never links a receiver to a page their role may not open', () => {
    for (const role of ROLES) {
      for (const type of [...Object.values(NOTIFICATION_TYPE), 99]) {
        const href = notificationHref(role, { type, relatedId: ID });
        if (href === null) continue;
        expect(guard(href.replace(/[?#].*$/, ''), role), `${role}, type ${type}: ${href}`).toEqual({ type: 'allow' });
      }
    }
  });

  it('opens a message in the mailbox for candidates and contact persons, on the home page for others', () => {
    expect(notificationHref('User', { type: 1, relatedId: ID })).toBe(`/mailbox/message/${ID}`);
    expect(notificationHref('ContactPerson', { type: 1, relatedId: ID })).toBe(`/mailbox/message/${ID}`);
    expect(notificationHref('Teacher', { type: 1, relatedId: ID })).toBe(`/docent/overzicht?open=${ID}#message`);
    expect(notificationHref('Coordinator', { type: 1, relatedId: ID })).toBe(`/cp/admin?open=${ID}#message`);
  });

  it('opens a result on the close page of its test, which shows the result', () => {
    expect(notificationHref('User', { type: NOTIFICATION_TYPE.result, relatedId: ID })).toBe(`/dashboard/test/afsluiten/${ID}/`);
  });

  it('opens a PAT’s released results on the candidate’s result page of that PAT, not on a test', () => {
    expect(notificationHref('User', { type: NOTIFICATION_TYPE.result, relatedId: ID, params: { pat: 'PAT Magazijn' } })).toBe(`/candidate/result/${ID}`);
    expect(notificationHref('Coordinator', { type: NOTIFICATION_TYPE.result, relatedId: ID, params: { pat: 'PAT Magazijn' } })).toBe(`/cp/pat/${ID}`);
  });

  it('opens an education’s released results on the candidate’s result page of that education, staff on the education', () => {
    const params = { education: 'Opleiding Heftruck' };
    expect(notificationHref('User', { type: NOTIFICATION_TYPE.result, relatedId: ID, params })).toBe(`/candidate/education/result/${ID}`);
    expect(notificationHref('Admin', { type: NOTIFICATION_TYPE.result, relatedId: ID, params })).toBe(`/cp/education/${ID}`);
    expect(notificationHref('Teacher', { type: NOTIFICATION_TYPE.result, relatedId: ID, params })).toBeNull();
  });

  it('opens a changed PAT planning where each receiver reads the PAT', () => {
    expect(notificationHref('User', { type: NOTIFICATION_TYPE.planning, relatedId: ID })).toBe('/dashboard/pat');
    expect(notificationHref('Teacher', { type: NOTIFICATION_TYPE.planning, relatedId: ID })).toBe(`/docent/pat-dagen/${ID}`);
    // A third assessor is not planned on the PAT's days: their list of requests instead.
    expect(notificationHref('Teacher', { type: NOTIFICATION_TYPE.planning, relatedId: ID, params: { pat: 'PAT Magazijn', assessor: 'third' } })).toBe('/docent/pat#derde-beoordelaar');
    expect(notificationHref('Admin', { type: NOTIFICATION_TYPE.planning, relatedId: ID })).toBe(`/cp/pat/${ID}`);
    expect(notificationHref('ContactPerson', { type: NOTIFICATION_TYPE.planning, relatedId: ID })).toBeNull();
  });

  it('opens a changed education planning on the education pages, not on the PAT ones', () => {
    const changed = { type: NOTIFICATION_TYPE.planning, relatedId: ID, params: { education: 'Heftruck basis' } };
    expect(notificationHref('User', changed)).toBe('/dashboard/education');
    expect(notificationHref('Teacher', changed)).toBe(`/docent/opleiding/detail/${ID}`);
    expect(notificationHref('Coordinator', changed)).toBe(`/cp/education/${ID}`);
    expect(notificationHref('Admin', changed)).toBe(`/cp/education/${ID}`);
    expect(notificationHref('ContactPerson', changed)).toBeNull();
    // Each link is a page the route table lets that receiver open.
    for (const role of ['User', 'Teacher', 'Coordinator'] as const) {
      expect(guard(notificationHref(role, changed)!, role)).toEqual({ type: 'allow' });
    }
  });

  it('opens an absence alert on the education’s attendance totals, for staff only', () => {
    const alert = { type: NOTIFICATION_TYPE.absenceAlert, relatedId: ID };
    expect(notificationHref('Coordinator', alert)).toBe(`/cp/education/${ID}#aanwezigheid`);
    expect(notificationHref('Admin', alert)).toBe(`/cp/education/${ID}#aanwezigheid`);
    expect(notificationHref('Teacher', alert)).toBeNull();
    expect(notificationHref('User', alert)).toBeNull();
  });

  it('encodes the related id, and links nowhere without one or for a type without a page', () => {
    expect(notificationHref('User', { type: 1, relatedId: 'a/b?c' })).toBe('/mailbox/message/a%2Fb%3Fc');
    expect(notificationHref('User', { type: 1, relatedId: null })).toBeNull();
    expect(notificationHref('User', { type: NOTIFICATION_TYPE.report, relatedId: ID })).toBeNull(); // without its PAT
    expect(notificationHref('ContactPerson', { type: NOTIFICATION_TYPE.suggestionWaiting, relatedId: ID })).toBeNull();
  });

  it('opens a report where its receiver downloads it: the PAT’s result page, the contact person’s PAT view, else the report', () => {
    const PAT = '1c6f7d2b-3e4f-4a5b-9c0d-1e2f3a4b5c6d';
    const CANDIDATE = '2d7a8e3c-4f5a-4b6c-8d1e-2f3a4b5c6d7e';
    const report = { type: NOTIFICATION_TYPE.report, relatedId: ID, params: { report: 'Rapportage PAT', patId: PAT, candidateId: CANDIDATE } };
    expect(notificationHref('User', report)).toBe(`/candidate/result/${PAT}#rapport`);
    expect(notificationHref('ContactPerson', report)).toBe(`/contactperson/${CANDIDATE}/pat/${PAT}#rapport`);
    expect(notificationHref('Teacher', report)).toBe(`/docent/user/${CANDIDATE}/rapportage/${ID}`);
    expect(notificationHref('Coordinator', report)).toBe(`/cp/user/${CANDIDATE}/rapportage/${ID}`);
  });
});
