/**
 * The public verification page /certificaat/{code} as a visitor without a session gets it (docs/decisions/058): in
 * the visitor's language (Accept-Language, `?lang=`), confirming name, what, when and issuer, saying clearly when a
 * certificate was withdrawn, and a plain 'not found' (status 404) for an unknown code. The API is a stand-in answering
 * as `GET /api/certificates/verify/{code}` does.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { onRequest } from '#src/middleware';
import CertificatePage from '#src/pages/certificaat/[code].astro';
import type { CertificateVerification } from '#src/features/certificates/contract';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const valid: CertificateVerification = {
  code: '7K3M-Q9PX-2HRT-V8CD',
  kind: 'pat',
  title: 'PAT Magazijn september',
  recipientName: 'Olena Kovalenko',
  issuerName: 'Kandidaatplatform B.V.',
  issuedAt: '2026-09-18T10:00:00.000Z',
  withdrawnAt: null,
  credential: 'eyJ.x.y',
};

/** Renders the page for `path` with the API answering `api` (or throwing it), as the middleware prepares it. */
async function visit(path: string, api: unknown, acceptLanguage?: string) {
  const url = new URL(`http://localhost${path}`);
  const request = new Request(url, { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
  const asked: string[] = [];
  const locals = {
    session: null,
    api: async (route: string) => {
      asked.push(route);
      if (api instanceof Error) throw api;
      return api;
    },
  } as unknown as App.Locals;
  const cookies = { get: () => undefined, set: () => undefined, delete: () => undefined };
  await onRequest({ locals, url, request, cookies, redirect: () => new Response(null) } as never, async () => new Response(null));
  const response = await container.renderToResponse(CertificatePage, { request, locals: locals as never, params: { code: url.pathname.split('/').pop()! } });
  return { status: response.status, html: await response.text(), asked, robots: response.headers.get('x-robots-tag') };
}

describe('/certificaat/{code}', () => {
  it('confirms a valid certificate in the visitor’s language, and is not indexed', async () => {
    const page = await visit('/certificaat/7K3MQ9PX2HRTV8CD', valid, 'pl-PL,pl;q=0.9');
    expect(page.status).toBe(200);
    expect(page.asked).toEqual(['/api/certificates/verify/7K3MQ9PX2HRTV8CD']);
    expect(page.html).toContain('<html lang="pl"');
    expect(page.html).toContain('Ten certyfikat jest prawdziwy i ważny.');
    for (const part of ['Olena Kovalenko', 'PAT Magazijn september', 'Kandidaatplatform B.V.', '7K3M-Q9PX-2HRT-V8CD', '18 września 2026']) expect(page.html).toContain(part);
    expect(page.robots).toContain('noindex');
  });

  it('says clearly that and when a certificate was withdrawn, in Dutch without a language of the visitor', async () => {
    const page = await visit('/certificaat/7K3MQ9PX2HRTV8CD', { ...valid, withdrawnAt: '2026-10-01T09:00:00.000Z' });
    expect(page.html).toContain('<html lang="nl"');
    expect(page.html).toContain('Dit certificaat is ingetrokken op 1 oktober 2026 en geldt niet meer.');
    expect(page.html).not.toContain('echt en geldig');
  });

  it('answers a plain not found with status 404 for an unknown code, in Arabic right to left', async () => {
    const failure = Object.assign(new Error('Dit certificaat bestaat niet.'), { status: 404, data: { title: 'Dit certificaat bestaat niet.' } });
    const page = await visit('/certificaat/ONBEKEND?lang=ar', failure);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<html lang="ar" dir="rtl"');
    expect(page.html).toContain('غير موجود');
    expect(page.html).not.toContain('Dit certificaat bestaat niet.');
  });
});
