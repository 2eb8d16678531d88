/**
 * The certificate screens as rendered on the server (docs/decisions/058): a candidate's 'Mijn certificaten' with the
 * download links and a withdrawn one marked; the staff table with 'Intrekken…' only for a valid certificate and the
 * reason of a withdrawal; the contact person's table without either; the withdraw confirmation page with its reason
 * field. The API is a stand-in answering as `GET /api/certificates` and `GET /api/certificates/{id}` do.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '#src/lib/i18n/catalogues.server';
import { errorTextsFor } from '#src/lib/i18n/error-texts.server';
import MyCertificates from './MyCertificates.astro';
import CertificateTable from './CertificateTable.astro';
import WithdrawPage from '#src/pages/cp/certificaat/[id]/intrekken.astro';
import type { Certificate } from '#src/features/certificates/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const base: Certificate = {
  id: '11111111-1111-4111-8111-111111111111',
  code: '7K3MQ9PX2HRTV8CD',
  verifyUrl: 'http://localhost:4321/certificaat/7K3MQ9PX2HRTV8CD',
  kind: 'pat',
  sourceId: '22222222-2222-4222-8222-222222222222',
  title: 'PAT Magazijn september',
  candidate: { id: '33333333-3333-4333-8333-333333333333', name: 'Sven de Vries' },
  recipientName: 'Sven de Vries',
  issuerName: 'Kandidaatplatform B.V.',
  language: 'nl',
  issuedAt: '2026-09-18T10:00:00.000Z',
  withdrawal: null,
};
const withdrawn: Certificate = { ...base, id: '44444444-4444-4444-8444-444444444444', title: 'Opleiding Intro', kind: 'education', withdrawal: { at: '2026-10-01T09:00:00.000Z', by: 'Bram Coördinator', reason: 'Beoordeling onjuist' } };

function locals(role: string | null, answer: unknown) {
  return {
    session: role ? { role, userId: 'x' } : null,
    language: 'nl',
    t: translate('nl'),
    errorTexts: errorTextsFor('nl'),
    api: async () => answer,
  } as never;
}

describe('certificate screens', () => {
  it('shows a candidate their certificates with downloads, a withdrawn one marked', async () => {
    const html = await container.renderToString(MyCertificates, { props: { kind: 'pat' }, locals: locals('User', [base, withdrawn]) });
    expect(html).toContain('Mijn certificaten');
    expect(html).toContain(`/api/certificates/${base.id}/pdf`);
    expect(html).toContain(`/api/certificates/${base.id}/credential`);
    expect(html).toContain('7K3M-Q9PX-2HRT-V8CD');
    expect(html).not.toContain('Opleiding Intro');
    const educations = await container.renderToString(MyCertificates, { props: { kind: 'education' }, locals: locals('User', [base, withdrawn]) });
    expect(educations).toContain('ingetrokken op 1 oktober 2026');
  });

  it('lets staff withdraw a valid certificate and shows them why one was withdrawn; a contact person neither', async () => {
    const request = new Request('http://localhost/cp/user/33333333-3333-4333-8333-333333333333');
    const staff = await container.renderToString(CertificateTable, { props: { candidateId: base.candidate.id }, locals: locals('Coordinator', [base, withdrawn]), request });
    expect(staff.match(/Intrekken…/g)).toHaveLength(1);
    expect(staff).toContain(`/cp/certificaat/${base.id}/intrekken?terug=`);
    expect(staff).toContain('reden: Beoordeling onjuist');
    const contact = await container.renderToString(CertificateTable, {
      props: { candidateId: base.candidate.id },
      locals: locals('ContactPerson', [base, { ...withdrawn, withdrawal: { ...withdrawn.withdrawal!, by: null, reason: null } }]),
      request,
    });
    expect(contact).not.toContain('Intrekken…');
    expect(contact).toContain('Ingetrokken op');
    expect(contact).not.toContain('Beoordeling onjuist');
  });

  it('asks staff for a reason before withdrawing', async () => {
    const request = new Request(`http://localhost/cp/certificaat/${base.id}/intrekken?terug=%2Fcp%2Fuser%2Fx%23certificaten`);
    const html = await container.renderToString(WithdrawPage, { params: { id: base.id }, locals: locals('Coordinator', base), request });
    expect(html).toContain('Certificaat intrekken');
    expect(html).toContain('name="reason"');
    expect(html).toContain('Definitief intrekken');
    expect(html).toContain('href="/cp/user/x#certificaten"');
  });
});
