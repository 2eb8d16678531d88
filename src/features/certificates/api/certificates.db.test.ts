/**
 * Certificates as a candidate, staff, a contact person and a visitor meet them: issued when a PAT's or an education's
 * results are released, only to those who passed every module, once; not for results not yet released; seen by whom
 * the result is seen by; withdrawn by staff with a reason, which the verification page, the PDF's data and the status
 * list then show (the reason only to staff).
 */
import { eq } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { certificates, educationModules, evaluations, patModules, pats } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb, type TestUser } from '#src/server/testing/api';
import { plannedPat } from '#src/features/pat/api/fixtures';
import { educationWorld, openEducation, type EducationWorld } from '#src/features/educations/api/fixtures';
import type { Certificate } from '#src/features/certificates/contract';
import { issueCertificates, normalizeCode, newCertificateCode, printedCode } from './issue';

let handle: DbHandle;
let app: Backend;
let w: EducationWorld;
let otherContact: TestUser;

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await educationWorld(handle, app);
  otherContact = await createUser(handle, 'ContactPerson', { organizationId: w.otherOrganizationId });
});

afterAll(async () => {
  await handle?.close();
});

/** A final first-assessor evaluation straight into the table, every criterion of the module scored `score`. */
async function evaluate(source: { patId?: string; educationId?: string }, moduleId: string, candidate: TestUser, score: 1 | 2 | 3 | 4) {
  const [pinned] = source.patId
    ? await handle.db.select({ templateVersionId: patModules.templateVersionId }).from(patModules).where(eq(patModules.patId, source.patId)).limit(1)
    : await handle.db.select({ templateVersionId: educationModules.templateVersionId }).from(educationModules).where(eq(educationModules.educationId, source.educationId!)).limit(1);
  await handle.db.insert(evaluations).values({
    ...source,
    moduleId,
    candidateId: candidate.id,
    role: 'first',
    assessorId: w.teachers[0]!.id,
    templateVersionId: pinned!.templateVersionId,
    scores: Object.fromEntries(w.criteria[moduleId]!.map((id) => [id, { score, remark: '' }])),
    status: 'final',
    finalizedAt: new Date(),
  });
}

/**
 * A started PAT with candidates 0 and 1, all modules evaluated: candidate 0 passes every module, candidate 1 fails
 * the last one. Completed, not yet released.
 */
async function assessedPat(): Promise<string> {
  const { patId } = await plannedPat(app, w, { candidates: 2, started: true });
  for (const [i, moduleId] of w.moduleIds.entries()) {
    await evaluate({ patId }, moduleId, w.candidates[0]!, 4);
    await evaluate({ patId }, moduleId, w.candidates[1]!, i === w.moduleIds.length - 1 ? 1 : 4);
  }
  await handle.db.update(pats).set({ completedAt: new Date() }).where(eq(pats.id, patId));
  return patId;
}

const list = async (user: TestUser, query = '') => (await call(app, 'GET', `/api/certificates${query}`, user)) as { status: number; json: Certificate[] };

describe('issuing', () => {
  it('issues nothing before the release, then one certificate to each candidate who passed every module, once', async () => {
    const patId = await assessedPat();
    expect(await issueCertificates(handle.db, { kind: 'pat', id: patId })).toEqual([]);
    expect(await handle.db.select().from(certificates).where(eq(certificates.sourceId, patId))).toEqual([]);

    expect((await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).status).toBe(200);
    const issued = await handle.db.select().from(certificates).where(eq(certificates.sourceId, patId));
    expect(issued).toEqual([
      expect.objectContaining({ candidateId: w.candidates[0]!.id, kind: 'pat', recipientName: w.candidates[0]!.name, issuerName: 'Kandidaatplatform B.V.', withdrawnAt: null }),
    ]);
    const [pat] = await handle.db.select().from(pats).where(eq(pats.id, patId));
    expect(issued[0]!.title).toBe(pat!.title);
    expect(issued[0]!.issuedAt).toEqual(pat!.resultsReleasedAt);
    expect(issued[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

    // Issuing again for the same release adds nothing.
    expect(await issueCertificates(handle.db, { kind: 'pat', id: patId })).toEqual([]);
    expect(await handle.db.select().from(certificates).where(eq(certificates.sourceId, patId))).toHaveLength(1);
  });

  it('issues for a released education to those who passed, not to one who failed a module', async () => {
    const { educationId } = await openEducation(app, w, { candidates: 2, started: true });
    for (const moduleId of w.moduleIds) {
      await evaluate({ educationId }, moduleId, w.candidates[0]!, 3);
      await evaluate({ educationId }, moduleId, w.candidates[1]!, moduleId === w.moduleIds[0] ? 1 : 4);
    }
    expect((await call(app, 'POST', `/api/education/${educationId}/release`, w.coordinator)).status).toBe(200);
    const issued = await handle.db.select().from(certificates).where(eq(certificates.sourceId, educationId));
    expect(issued.map((c) => [c.candidateId, c.kind])).toEqual([[w.candidates[0]!.id, 'education']]);
  });

  it('issues nothing for a released PAT nobody passed', async () => {
    const { patId } = await plannedPat(app, w, { candidates: 1, started: true });
    for (const moduleId of w.moduleIds) await evaluate({ patId }, moduleId, w.candidates[2]!, 1);
    await handle.db.update(pats).set({ completedAt: new Date() }).where(eq(pats.id, patId));
    expect((await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator)).status).toBe(200);
    expect(await handle.db.select().from(certificates).where(eq(certificates.sourceId, patId))).toEqual([]);
  });
});

describe('who sees a certificate', () => {
  it('shows it to the candidate, staff and the contact person of the organisation; nobody else', async () => {
    const patId = await assessedPat();
    await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator);
    const [row] = await handle.db.select().from(certificates).where(eq(certificates.sourceId, patId));
    const id = row!.id;
    const owner = w.candidates[0]!;

    expect((await list(owner)).json.map((c) => c.id)).toContain(id);
    expect((await list(w.candidates[1]!)).json.map((c) => c.id)).not.toContain(id);
    expect((await list(w.coordinator, `?patId=${patId}`)).json.map((c) => c.id)).toEqual([id]);
    expect((await list(w.admin, `?candidateId=${owner.id}`)).json.map((c) => c.id)).toContain(id);
    expect((await list(w.contactPerson, `?candidateId=${owner.id}`)).json.map((c) => c.id)).toContain(id);
    expect((await list(otherContact, `?candidateId=${owner.id}`)).status).toBe(404);
    expect((await list(otherContact)).json).toEqual([]);
    expect((await list(w.admin)).status).toBe(400);
    expect((await list(owner, `?candidateId=${w.candidates[1]!.id}`)).status).toBe(404);

    for (const user of [owner, w.admin, w.contactPerson]) {
      expect((await call(app, 'GET', `/api/certificates/${id}`, user)).status).toBe(200);
      const pdf = await app.request(`/api/certificates/${id}/pdf`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 4))).toBe('%PDF');
    }
    for (const user of [w.candidates[1]!, otherContact]) {
      expect((await call(app, 'GET', `/api/certificates/${id}`, user)).status).toBe(404);
      expect((await call(app, 'GET', `/api/certificates/${id}/pdf`, user)).status).toBe(404);
      expect((await call(app, 'GET', `/api/certificates/${id}/credential`, user)).status).toBe(404);
    }
    expect((await call(app, 'GET', `/api/certificates/${id}`, w.teachers[0]!)).status).toBe(401);
    expect((await call(app, 'GET', `/api/certificates/${id}`)).status).toBe(401);
  });
});

describe('withdrawing and checking', () => {
  it('withdraws with a reason once; the check, the lists and the status list say so, the reason only to staff', async () => {
    const patId = await assessedPat();
    await call(app, 'POST', `/api/pat/${patId}/release`, w.coordinator);
    const [row] = await handle.db.select().from(certificates).where(eq(certificates.sourceId, patId));
    const { id, code, statusIndex } = row!;

    const checked = await call(app, 'GET', `/api/certificates/verify/${printedCode(code).toLowerCase()}`);
    expect(checked.status).toBe(200);
    expect(checked.json).toMatchObject({ code: printedCode(code), recipientName: w.candidates[0]!.name, kind: 'pat', withdrawnAt: null, issuerName: 'Kandidaatplatform B.V.' });
    expect(decodeJwt(checked.json.credential).jti).toBe(`urn:uuid:${id}`);

    const withdraw = (user: TestUser, body: unknown) => call(app, 'POST', `/api/certificates/${id}/withdraw`, user, body);
    expect((await withdraw(w.candidates[0]!, { reason: 'Ik wil hem niet' })).status).toBe(401);
    expect((await withdraw(w.contactPerson, { reason: 'Niet terecht' })).status).toBe(401);
    expect(await withdraw(w.coordinator, { reason: ' ' })).toEqual({ status: 400, json: { title: 'Geef een reden voor het intrekken (minstens 3 tekens).' } });
    const done = await withdraw(w.coordinator, { reason: 'Beoordeling bleek onjuist' });
    expect(done.status).toBe(200);
    expect(done.json.withdrawal).toEqual({ at: expect.any(String), by: w.coordinator.name, reason: 'Beoordeling bleek onjuist' });
    expect(await withdraw(w.admin, { reason: 'Nog eens' })).toEqual({ status: 409, json: { title: 'Dit certificaat is al ingetrokken.' } });

    const own = (await list(w.candidates[0]!)).json.find((c) => c.id === id)!;
    expect(own.withdrawal).toEqual({ at: done.json.withdrawal.at, by: null, reason: null });
    const after = await call(app, 'GET', `/api/certificates/verify/${code}`);
    expect(after.json.withdrawnAt).toBe(done.json.withdrawal.at);
    expect(JSON.stringify(after.json)).not.toContain('onjuist');

    const status = await app.request('/api/certificates/status-list');
    expect(status.headers.get('content-type')).toBe('application/vc+jwt');
    const { vc } = decodeJwt(await status.text()) as { vc: { credentialSubject: { encodedList: string } } };
    const bits = gunzipSync(Buffer.from(vc.credentialSubject.encodedList.slice(1), 'base64url'));
    expect(bits.length).toBe(16_384);
    expect(bits[statusIndex >> 3]! & (0x80 >> (statusIndex & 7))).not.toBe(0);
  });

  it('answers the same 404 for an unknown and a malformed code', async () => {
    const unknown = await call(app, 'GET', `/api/certificates/verify/${newCertificateCode()}`);
    const malformed = await call(app, 'GET', '/api/certificates/verify/niet-echt');
    expect(unknown).toEqual({ status: 404, json: { title: 'Dit certificaat bestaat niet.' } });
    expect(malformed).toEqual(unknown);
  });

  it('reads a code as people type it', () => {
    const code = newCertificateCode();
    expect(normalizeCode(printedCode(code).toLowerCase())).toBe(code);
    expect(normalizeCode('0000 1111 2222 333O')).toBe('0000111122223330');
    expect(normalizeCode('ABC')).toBeNull();
  });
});
