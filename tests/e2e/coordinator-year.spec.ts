/**
 * A coordinator's year in one walk (README "Bedrijfsinstellingen", "Tijdsloten en meerdere kandidaten tegelijk",
 * "Certificaten", "Eén beeld van een kandidaat"; decisions 057–059 and 062):
 * - the demo admin adds a profession and a logo on /cp/instellingen; the next invoice (a PAT licence of twelve seats
 *   for a new organisation) prints that logo, and the profession is at once a candidate's profession;
 * - the demo coordinator adds twelve candidates of that organisation to a PAT in one action on its planning page,
 *   spread over time slots of 15 minutes, after a preview;
 * - a teacher scores them (one passes), the coordinator releases the results: the candidate who passed has a
 *   certificate; its PDF names them and the PAT; its public verification page confirms it to a visitor without an
 *   account; its Open Badges credential is verified by `did-jwt-vc`, a library other than the `jose` that signed it,
 *   through the DID document the platform publishes;
 * - the candidate's page /cp/user/{id} tells the whole story: the PAT with its result, the licence seat, the
 *   certificate.
 */
import { request, type Page } from '@playwright/test';
import { verifyCredential } from 'did-jwt-vc';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { apiAs, dutchDay, type ApiClient } from './api';
import { eraseUserVia, invitationLink } from './people';
import { DEMO, DEMO_PASSWORD, expect, submitLogin, test } from './fixtures';

const CANDIDATES = 12;
const PICKING = 'Orderpicken met handscanner';

interface PatDetail {
  id: string;
  days: { id: string; location: { id: string }; room: { id: string } | null }[];
  modules: { moduleId: string; title: string; criteria: { id: string; name: string }[] }[];
}

/** Text of every page of a PDF, and how many images its pages paint. */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; images: number }> {
  const task = getDocument({ data: bytes, verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    let text = '';
    let images = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      text += ` ${(await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
      images += (await page.getOperatorList()).fnArray.filter((fn) => fn === OPS.paintImageXObject).length;
    }
    return { text: text.replace(/\s+/g, ' '), images };
  } finally {
    await task.destroy();
  }
}

/** Signs in a demo role on `page` and waits for its home. */
async function signIn(page: Page, role: 'Admin' | 'Coordinator'): Promise<void> {
  await submitLogin(page, DEMO[role].email, DEMO_PASSWORD);
  await expect(page).toHaveURL(DEMO[role].home);
}

test('een coördinator plant 12 kandidaten in tijdsloten, geeft een geslaagde uitslag vrij en het certificaat is na te gaan', async ({ page, browser, baseURL, ownUser }) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const mark = Date.now();
  const admin = await apiAs(base, DEMO.Admin.email);
  const staff = await apiAs(base, DEMO.Coordinator.email);
  const teacher = await ownUser('Teacher');
  let scorer: ApiClient | undefined;
  let patId = '';
  const people: { id: string; name: string; email: string }[] = [];
  try {
    // — The admin adds a profession and a logo —
    await signIn(page, 'Admin');
    await page.getByRole('link', { name: 'Bedrijfsgegevens, logo en beroepen' }).click();
    await expect(page).toHaveURL('/cp/instellingen');
    const profession = `Reachtruckchauffeur ${mark}`;
    await page.getByLabel('Naam van het beroep').fill(profession);
    // No Holland code, so the beroepen-quiz of other tests keeps pointing at the demo's professions.
    await page.getByRole('button', { name: 'Beroep toevoegen' }).click();
    await expect(page.getByText('Het beroep is toegevoegd.')).toBeVisible();
    const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0b5394' } }).png().toBuffer();
    await page.getByLabel('Logo-bestand').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByRole('button', { name: 'Logo uploaden' }).click();
    await expect(page.getByText('Het logo is geüpload.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Het huidige logo' })).toBeVisible();
    const professionId = (await admin.get<{ items: { id: string; name: string }[] }>(`/api/settings/professions?q=${encodeURIComponent(profession)}`)).items.find(
      (p) => p.name === profession,
    )!.id;
    await page.goto('/logout');

    // — A new organisation buys twelve PAT seats: the invoice made now carries the logo —
    const organizationId = (
      await staff.send<{ id: string }>('POST', '/api/organization', { name: `Groep ${mark} B.V.`, visitStreet: 'Stationsplein 1', visitPostcode: '7511 JD', visitCity: 'Enschede' })
    ).id;
    const { invoiceId } = await staff.send<{ invoiceId: string }>('POST', '/api/licence', {
      organizationId,
      product: 'pat',
      seats: CANDIDATES,
      validFrom: dutchDay(-1),
      validUntil: dutchDay(60),
      pricePerSeatCents: 15000,
      vatCategory: 'S',
    });
    const anonymous = await request.newContext({ baseURL: base });
    const admins = await request.newContext({ baseURL: base, extraHTTPHeaders: { authorization: `Bearer ${await tokenOf(base, DEMO.Admin.email)}` } });
    const invoiceFile = await admins.get(`/api/invoice/${invoiceId}/pdf`);
    expect(invoiceFile.status()).toBe(200);
    const invoicePdf = new Uint8Array(await invoiceFile.body());
    await admins.dispose();
    const invoice = await readPdf(invoicePdf);
    expect(invoice.images).toBeGreaterThanOrEqual(1);
    expect(invoice.text).toContain(`Groep ${mark} B.V.`);

    // — Twelve candidates of that organisation, the first with the new profession —
    for (let i = 1; i <= CANDIDATES; i++) {
      const name = `Groep${mark} Kandidaat ${String(i).padStart(2, '0')}`;
      const email = `groep${mark}.${i}@example.org`;
      const { id } = await staff.send<{ id: string }>('POST', '/api/user/createcandidate', { name, email, organizationId, ...(i === 1 ? { professionId } : {}) });
      people.push({ id, name, email });
      // Only active candidates can be planned: each activates their account with the mailed code.
      const code = new URL(await invitationLink(email), base).searchParams.get('code');
      const confirmed = await anonymous.post('/api/user/ConfirmEmailAndPassword', { data: { email, password: `eigen-wachtwoord-${mark}-${i}`, code } });
      expect(confirmed.ok()).toBe(true);
    }

    // — A PAT today with the order-picking module and the teacher, no room —
    const demoId = (await staff.get<{ items: { id: string; title: string }[] }>('/api/pat?q=Magazijnmedewerker')).items.find((p) => p.title === 'PAT Magazijnmedewerker')!.id;
    const demo = await staff.get<PatDetail>(`/api/pat/${demoId}`);
    const picking = demo.modules.find((m) => m.title === PICKING)!;
    const patTitle = `PAT groep ${mark}`;
    patId = (await staff.send<{ id: string }>('POST', '/api/pat', { title: patTitle })).id;
    const planned = await staff.send<PatDetail>('PUT', `/api/pat/${patId}/days`, {
      days: [{ day: dutchDay(0), startsAt: '07:00', endsAt: '12:00', locationId: demo.days[0]!.location.id, roomId: null }],
    });
    await staff.send('PUT', `/api/pat/${patId}/modules`, { modules: [{ moduleId: picking.moduleId, passPercent: 60 }] });
    await staff.send('PUT', `/api/pat/${patId}/assessors`, { assessors: [{ dayId: planned.days[0]!.id, moduleId: picking.moduleId, teacherId: teacher.id, role: 'first' }] });

    // — The coordinator adds all twelve in one action, spread over time slots —
    await signIn(page, 'Coordinator');
    await page.goto(`/cp/pat/${patId}/planning/candidates`);
    const search = page.getByRole('search', { name: 'Zoek een kandidaat' });
    await search.getByRole('searchbox', { name: 'Zoek een kandidaat' }).fill(`Groep${mark}`);
    await search.getByRole('button', { name: 'Zoeken' }).click();
    const many = page.getByRole('region', { name: 'Meerdere kandidaten inplannen' });
    for (const p of people) await many.getByLabel(`${p.name} (${p.email})`).check();
    await many.getByLabel('Meteen over tijdsloten verdelen').check();
    await many.getByLabel('Dag').selectOption({ index: 0 });
    await many.getByLabel(PICKING).check();
    await many.getByLabel('Begintijd').fill('07:00');
    await many.getByLabel('Duur per tijdslot (minuten)').fill('15');
    await many.getByLabel('Pauze tussen tijdsloten (minuten)').fill('5');
    await many.getByRole('button', { name: 'Voorbeeld tonen' }).click();
    await expect(page.getByRole('heading', { name: 'Voorbeeld: nog niet opgeslagen' })).toBeVisible();
    await expect(page.getByText(`${CANDIDATES} kandidaten passen op deze dag.`)).toBeVisible();
    // Nothing is saved by the preview.
    expect((await staff.get<{ candidates: unknown[] }>(`/api/pat/${patId}`)).candidates).toHaveLength(0);
    await page.getByRole('button', { name: 'Kandidaten inplannen' }).click();
    await expect(page.getByText('De kandidaten zijn ingepland.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${CANDIDATES} kandidaten ingepland` })).toBeVisible();
    // One after another: 07:00, 07:20, … the twelfth at 10:40.
    await expect(page.getByLabel(`Begintijd van ${people[0]!.name} bij ${PICKING}`)).toHaveValue('07:00');
    await expect(page.getByLabel(`Begintijd van ${people[11]!.name} bij ${PICKING}`)).toHaveValue('10:40');
    const detail = await staff.get<{ candidates: unknown[]; slots: unknown[] }>(`/api/pat/${patId}`);
    expect(detail.candidates).toHaveLength(CANDIDATES);
    expect(detail.slots).toHaveLength(CANDIDATES);
    await staff.send('POST', `/api/pat/${patId}/plan`, {});

    // — The teacher scores: the first candidate passes, the others do not; the coordinator releases —
    scorer = await apiAs(base, teacher.email, teacher.password);
    for (const [i, p] of people.entries()) {
      const form = `/api/pat/${patId}/evaluation/${picking.moduleId}/${p.id}`;
      await scorer.send('PUT', form, { scores: Object.fromEntries(picking.criteria.map((c) => [c.id, { score: i === 0 ? 4 : 1, remark: '' }])), remark: '', seq: 1 });
      await scorer.send('POST', `${form}/finalize`, {});
    }
    await staff.send('POST', `/api/pat/${patId}/release`, {});
    const issued = await staff.get<{ id: string; code: string; candidate: { id: string } | string; title: string }[]>(`/api/certificates?patId=${patId}`);
    expect(issued).toHaveLength(1);
    const certificate = issued[0]!;

    // — The candidate's page: the whole story, and the certificate to download —
    const winner = people[0]!;
    await page.goto(`/cp/user/${winner.id}`);
    const story = page.getByRole('region', { name: 'Tijdlijn' });
    await expect(story).toContainText(patTitle);
    await expect(story).toContainText('Gehaald');
    await expect(story).toContainText(`Groep ${mark} B.V.`);
    const certificates = page.getByRole('region', { name: 'Certificaten' });
    const row = certificates.getByRole('row').filter({ hasText: patTitle });
    await expect(row).toContainText('Geldig');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /PDF/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^certificaat-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf$/);
    const { readFile } = await import('node:fs/promises');
    const certificateText = (await readPdf(new Uint8Array(await readFile((await download.path())!)))).text;
    expect(certificateText).toContain(winner.name);
    expect(certificateText).toContain(patTitle);

    // — A visitor without an account checks it —
    const visitor = await browser.newContext({ locale: 'nl-NL' });
    try {
      const check = await visitor.newPage();
      await check.goto(`${base}/certificaat/${certificate.code}`);
      await expect(check.getByText('Dit certificaat is echt en geldig.')).toBeVisible();
      await expect(check.getByText(winner.name)).toBeVisible();
      await expect(check.getByText(patTitle)).toBeVisible();
    } finally {
      await visitor.close();
    }

    // — The credential, verified by did-jwt-vc through the published DID document —
    const published = await anonymous.get(`/certificaat/${certificate.code}.json`);
    expect(published.status()).toBe(200);
    const { credential } = (await published.json()) as { credential: string };
    const resolver = new Resolver({
      web: async (did): Promise<DIDResolutionResult> => {
        const didDocument = await (await anonymous.get('/certificaat/did.json')).json();
        if (didDocument.id !== did) return { didResolutionMetadata: { error: 'notFound' }, didDocument: null, didDocumentMetadata: {} };
        return { didResolutionMetadata: { contentType: 'application/did+json' }, didDocument, didDocumentMetadata: {} };
      },
    });
    // Open Badges 3.0 uses the VC 2.0 context, so did-jwt-vc's VC 1.1 shape check is off; the signature, issuer and
    // dates are checked by did-jwt.
    const verified = await verifyCredential(credential, resolver, { policies: { format: false } });
    expect(verified.verified).toBe(true);
    const vc = verified.payload.vc as { type: string[]; credentialSubject: { achievement: { name: string } } };
    expect(vc.type).toContain('OpenBadgeCredential');
    expect(vc.credentialSubject.achievement.name).toContain(patTitle);
    // A changed credential does not verify.
    const [header, payload, signature] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.vc.credentialSubject.achievement.name = 'Iets anders';
    await expect(verifyCredential([header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.'), resolver, { policies: { format: false } })).rejects.toThrow();
    await anonymous.dispose();
  } finally {
    await scorer?.dispose();
    if (patId) await staff.send('POST', `/api/pat/${patId}/archive`, {}).catch(() => undefined);
    for (const p of people) await eraseUserVia(base, p.id).catch(() => undefined);
    await staff.dispose();
    await admin.dispose();
  }
});

/** A bearer token for `email` (demo password), for a download the JSON client cannot read. */
async function tokenOf(base: string, email: string): Promise<string> {
  const ctx = await request.newContext({ baseURL: base });
  try {
    const res = await ctx.post('/api/user/login', { data: { email, password: DEMO_PASSWORD } });
    return ((await res.json()) as { token: string }).token;
  } finally {
    await ctx.dispose();
  }
}
