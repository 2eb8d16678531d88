/**
 * The certificate's credential as an outside verifier checks it, with a different library than the one that signed
 * it: the platform signs with `jose`; this test verifies with `did-jwt-vc` (over `did-jwt`), resolving the issuer's
 * did:web through the DID document the platform publishes (`GET /api/certificates/issuer`, served at
 * /certificaat/did.json) — no other network. A genuine credential verifies and is an Open Badges 3.0
 * OpenBadgeCredential; a tampered one (other name hash, other title, another key) fails; once withdrawn, the status
 * list credential (itself verified the same way) has the credential's bit set.
 */
import { generateKeyPairSync } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { verifyCredential } from 'did-jwt-vc';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { certificates } from '#src/server/db/schema';
import { memoryMailer } from '#src/server/mail/memory-mailer';
import { call, openTestDb } from '#src/server/testing/api';
import { patWorld, plannedPat, type PatWorld } from '#src/features/pat/api/fixtures';
import { insertCertificate } from './fixtures';
import { recipientHash } from './credential';

let handle: DbHandle;
let app: Backend;
let w: PatWorld;
let fetchedDocuments = 0;

/** did:web resolution as a verifier does it, answered by the platform's own published document. */
const resolver = new Resolver({
  web: async (did): Promise<DIDResolutionResult> => {
    fetchedDocuments++;
    const res = await app.request('/api/certificates/issuer');
    const didDocument = await res.json();
    if (didDocument.id !== did) return { didResolutionMetadata: { error: 'notFound' }, didDocument: null, didDocumentMetadata: {} };
    return { didResolutionMetadata: { contentType: 'application/did+json' }, didDocument, didDocumentMetadata: {} };
  },
});

/** Verifies with did-jwt-vc. The VC Data Model 1.1 shape check is off: Open Badges 3.0 uses the data model 2.0 context. */
const verify = (jwt: string) => verifyCredential(jwt, resolver, { policies: { format: false } });

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer: memoryMailer().mailer });
  w = await patWorld(handle, app);
});

afterAll(async () => {
  await handle?.close();
});

/** A certificate of candidate 0 on a fresh PAT, and its credential as the candidate downloads it. */
async function downloaded() {
  const { patId } = await plannedPat(app, w, { candidates: 1 });
  const id = await insertCertificate(handle.db, { candidateId: w.candidates[0]!.id, kind: 'pat', sourceId: patId, title: 'PAT Heftruck', recipientName: w.candidates[0]!.name });
  const res = await app.request(`/api/certificates/${id}/credential`, { headers: { authorization: `Bearer ${w.candidates[0]!.token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/vc+jwt');
  return { id, jwt: await res.text() };
}

/** The parts of a credential's payload the tampering changes. */
interface Payload {
  vc: { credentialSubject: { achievement: { name: string }; identifier: { identityHash: string }[] } };
}

/** `jwt` with its payload changed by `change` and the original signature kept. */
function tampered(jwt: string, change: (payload: Payload) => void): string {
  const [header, payload, signature] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Payload;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('the Open Badges credential, verified independently', () => {
  it('verifies with did-jwt-vc through the published DID document, as an OpenBadgeCredential of the candidate', async () => {
    const { id, jwt } = await downloaded();
    const verified = await verify(jwt);
    expect(verified.verified).toBe(true);
    expect(fetchedDocuments).toBeGreaterThan(0);
    expect(verified.issuer).toBe(decodeJwt(jwt).iss);
    expect(verified.issuer).toMatch(/^did:web:.+:certificaat$/);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'EdDSA', typ: 'JWT' });
    const vc = verified.payload.vc as {
      '@context': string[];
      type: string[];
      id: string;
      credentialSubject: { achievement: unknown; identifier: unknown[] };
      credentialStatus: unknown;
    };
    expect(vc['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.id).toBe(`urn:uuid:${id}`);
    expect(vc.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: 'PAT Heftruck' });
    const [row] = await handle.db.select().from(certificates).where(eq(certificates.id, id));
    expect(vc.credentialSubject.identifier[0]).toMatchObject({ identityType: 'name', hashed: true, identityHash: recipientHash(w.candidates[0]!.name, row!.code) });
    expect(vc.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(row!.statusIndex) });
  });

  it('refuses a tampered credential and one signed with another key', async () => {
    const { jwt } = await downloaded();
    await expect(verify(tampered(jwt, (p) => (p.vc.credentialSubject.achievement.name = 'PAT Kraan')))).rejects.toThrow(/signature/i);
    await expect(verify(tampered(jwt, (p) => (p.vc.credentialSubject.identifier[0]!.identityHash = recipientHash('Iemand Anders', 'x'))))).rejects.toThrow(/signature/i);
    const other = generateKeyPairSync('ed25519').privateKey;
    const forged = await new SignJWT(decodeJwt(jwt)).setProtectedHeader(decodeProtectedHeader(jwt) as { alg: string }).sign(other);
    await expect(verify(forged)).rejects.toThrow(/signature/i);
  });

  it('shows a withdrawn credential as revoked in the verified status list', async () => {
    const { id, jwt } = await downloaded();
    const entry = decodeJwt(jwt).vc as { credentialStatus: { statusListIndex: string } };
    const index = Number(entry.credentialStatus.statusListIndex);
    const bit = async () => {
      const list = await verify(await (await app.request('/api/certificates/status-list')).text());
      expect(list.verified).toBe(true);
      const subject = (list.payload.vc as { credentialSubject: { encodedList: string; statusPurpose: string } }).credentialSubject;
      expect(subject.statusPurpose).toBe('revocation');
      const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url'));
      return (bits[index >> 3]! >> (7 - (index & 7))) & 1;
    };
    expect(await bit()).toBe(0);
    expect((await call(app, 'POST', `/api/certificates/${id}/withdraw`, w.admin, { reason: 'Fraude vastgesteld' })).status).toBe(200);
    expect(await bit()).toBe(1);
    // The credential itself still verifies: it is the status that says it no longer holds.
    expect((await verify(jwt)).verified).toBe(true);
  });
});
