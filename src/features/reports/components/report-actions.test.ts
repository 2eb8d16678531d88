import { describe, expect, it } from 'vitest';
import type { ReportView } from '#src/features/reports/contract';
import { baseOf, checkReason, doneUrl, finalizeAction, patLink, postedNumber, reportActionOf, reportNotice, statusText, versionItem } from './report-actions';
import { reportPageHref } from './report-links';

const CANDIDATE = '0b8f2f4e-5d0c-4c6a-9a57-3f1c2b7e8d90';
const PAT = '5a1e8c3d-2b4f-4e6a-8c9d-7f0a1b2c3d4e';
const REPORT = '9c4d2e1f-3a5b-4c7d-8e9f-0a1b2c3d4e5f';
const view = { candidate: { id: CANDIDATE, name: 'Lotte Visser' }, pat: { id: PAT, title: 'PAT Magazijn', resultsReleasedAt: null } } satisfies Pick<ReportView, 'candidate' | 'pat'>;

describe('the posted action', () => {
  it('knows finalize, revise and share, and nothing else', () => {
    expect(reportActionOf('finalize')).toBe('finalize');
    expect(reportActionOf('revise')).toBe('revise');
    expect(reportActionOf('share')).toBe('share');
    expect(reportActionOf('delete')).toBeNull();
    expect(reportActionOf('toString')).toBeNull();
    expect(reportActionOf('finalize:12')).toBe('finalize');
    expect(postedNumber('finalize:12')).toBe(12);
    expect(postedNumber(finalizeAction(0))).toBe(0);
    expect(postedNumber('finalize')).toBeUndefined();
    expect(postedNumber('finalize:-1')).toBeUndefined();
  });
});

describe('after a successful action', () => {
  it('goes back to the page with the key, at the section of the form', () => {
    const page = reportPageHref(baseOf('staff'), CANDIDATE, REPORT);
    expect(page).toBe(`/cp/user/${CANDIDATE}/rapportage/${REPORT}`);
    expect(doneUrl(page, 'definitief')).toBe(`${page}?klaar=definitief`);
    expect(doneUrl(page, 'gedeeld')).toBe(`${page}?klaar=gedeeld#delen`);
    expect(reportPageHref(baseOf('teacher'), CANDIDATE, REPORT)).toBe(`/docent/user/${CANDIDATE}/rapportage/${REPORT}`);
  });

  it('says the report is final with its version number, and that sharing was saved', () => {
    expect(reportNotice(new URLSearchParams('klaar=definitief'), { version: 2 })).toEqual({
      section: 'top',
      text: 'Het rapport is definitief: versie 2. De PDF staat hieronder bij Versies.',
    });
    expect(reportNotice(new URLSearchParams('klaar=niet-gedeeld'), { version: 2 })?.text).toBe('Opgeslagen: de contactpersoon kan dit rapport niet lezen.');
    expect(reportNotice(new URLSearchParams('klaar=gewijzigd'), { version: 2 })?.text).toContain('weer een concept');
  });

  it('says the report was made after the PAT panel made it', () => {
    expect(reportNotice(new URLSearchParams('nieuw=1'), { version: 0 })).toEqual({
      section: 'top',
      text: 'Het rapport is gemaakt. Schrijf de tekstonderdelen; de gegevensblokken vult het platform zelf in.',
    });
  });

  it('says nothing for an unknown key, or while a confirmation is asked', () => {
    expect(reportNotice(new URLSearchParams('klaar=hasOwnProperty'), { version: 1 })).toBeNull();
    expect(reportNotice(new URLSearchParams('klaar=definitief&bevestig=definitief'), { version: 1 })).toBeNull();
  });
});

describe('the PAT link', () => {
  it('takes staff to the candidate\'s progress on the PAT, and a teacher to the PAT\'s days', () => {
    expect(patLink('staff', view)).toEqual({ href: `/cp/user/${CANDIDATE}/pat/${PAT}/progress`, back: 'Terug naar de voortgang van de kandidaat' });
    expect(patLink('teacher', view)).toEqual({ href: `/docent/pat-dagen/${PAT}`, back: 'Terug naar de PAT' });
  });
});

describe('texts of the report', () => {
  it('status: Concept, Definitief with the version, or being changed after a version', () => {
    expect(statusText({ status: 'draft', version: 0 })).toBe('Concept');
    expect(statusText({ status: 'final', version: 3 })).toBe('Definitief, versie 3');
    expect(statusText({ status: 'draft', version: 3 })).toBe('Wordt gewijzigd (na versie 3)');
  });

  it('a version: when, by whom, why, and its PDF through the API', () => {
    expect(versionItem(REPORT, { version: 2, finalizedAt: '2026-11-26T13:05:00.000Z', finalizedBy: 'Sanne de Vries', reason: 'Naam van de locatie verbeterd', pdfBytes: 86_016 })).toEqual({
      line: 'Versie 2, definitief op 26 nov 2026, 14:05 door Sanne de Vries',
      reason: 'Gewijzigd: Naam van de locatie verbeterd',
      href: `/api/reports/${REPORT}/versions/2/pdf`,
      download: 'Versie 2 downloaden (PDF, 84 kB)',
    });
    const first = versionItem(REPORT, { version: 1, finalizedAt: '2026-11-20T08:00:00.000Z', finalizedBy: null, reason: null, pdfBytes: 200 });
    expect(first.line).toBe('Versie 1, definitief op 20 nov 2026, 09:00');
    expect(first.download).toBe('Versie 1 downloaden (PDF, 1 kB)');
    expect(first.reason).toBeNull();
  });
});

describe('the reason for a change', () => {
  it('is required, with the API\'s own Dutch message', () => {
    expect(checkReason('')).toEqual({ error: 'Reden: schrijf in een paar woorden waarom het rapport wordt gewijzigd.' });
    expect(checkReason('  Typfout in de naam  ')).toEqual({ body: { reason: 'Typfout in de naam' } });
    expect(checkReason('x'.repeat(501))).toEqual({ error: 'Reden: hoogstens 500 tekens.' });
  });
});
