/**
 * A certificate as a signed, machine-verifiable credential (docs/decisions/058-certificates.md): an Open Badges 3.0
 * `OpenBadgeCredential` (1EdTech Open Badges 3.0 §8; a W3C Verifiable Credential, data model 2.0) with the achievement
 * the candidate passed, signed as a VC-JWT (OB 3.0 §8.2 "JSON Web Token Proof Format": a compact JWS, `alg` EdDSA,
 * `typ` 'JWT', the credential in the `vc` claim) with the platform's credential key.
 *
 * - **Issuer**: a `did:web` identifier of the platform's address (PUBLIC_URL) with the path `certificaat`, so any
 *   verifier finds the public key in the DID document at `{PUBLIC_URL}/certificaat/did.json` (W3C did:web method
 *   §3.2.1); `kid` in the JOSE header names its verification method. Verifying needs that document once, and nothing
 *   else over the network.
 * - **Key**: an Ed25519 key of its own (not the session key: rotating session keys must not break certificates),
 *   created once under DATA_DIR/keys/certificate-ed25519.pem (PKCS#8, mode 0600) like the session key
 *   (server/auth/tokens.ts), so it survives restarts.
 * - **Status**: every credential carries a `BitstringStatusListEntry` (W3C Bitstring Status List v1.0,
 *   purpose 'revocation') pointing at its bit in the status list credential at `{PUBLIC_URL}/certificaat/status-list`,
 *   itself a VC-JWT signed with the same key; the bit is 1 once the certificate is withdrawn.
 * - **Recipient**: the candidate's name as a salted SHA-256 `IdentityObject` (OB 3.0 §B.1.10), so the credential does
 *   not print the name in clear while a verifier who is shown the name can check it.
 *
 * Deterministic: the same certificate gives the same credential (claims from the stored row; Ed25519 signatures are
 * deterministic), so it is signed when asked for and never stored. Pure apart from the key file.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';
import { config, pageUrl } from '#src/config.server';

/** The JOSE algorithm of every credential (RFC 8037: Ed25519). */
export const CREDENTIAL_ALGORITHM = 'EdDSA';

/** Where certificates, the DID document and the status list are published, relative to PUBLIC_URL. */
export const CERTIFICATE_PATH = '/certificaat';
export const DID_DOCUMENT_PATH = `${CERTIFICATE_PATH}/did.json`;
export const STATUS_LIST_PATH = `${CERTIFICATE_PATH}/status-list`;

/** The smallest status list (W3C Bitstring Status List v1.0 §6.1: at least 16 KB, 131,072 entries, for herd privacy). */
export const MIN_STATUS_LIST_BITS = 131_072;

/** The JSON-LD contexts of an Open Badges 3.0 credential (OB 3.0 §B.1.1). */
export const OB3_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'] as const;

/** What a credential says: a certificate row as stored. */
export interface CredentialCertificate {
  id: string;
  code: string;
  statusIndex: number;
  kind: 'pat' | 'education';
  sourceId: string;
  title: string;
  recipientName: string;
  issuerName: string;
  language: string;
  issuedAt: Date;
}

interface CredentialKey {
  privateKey: KeyObject;
  publicJwk: JWK;
  kid: string;
}

let loaded: Promise<CredentialKey> | undefined;

/** The key file's path: DATA_DIR/keys/certificate-ed25519.pem. */
const keyPath = () => join(config().dataDir, 'keys', 'certificate-ed25519.pem');

/**
 * The credential signing key, read from DATA_DIR/keys/certificate-ed25519.pem or created there once (Ed25519,
 * PKCS#8 PEM, mode 0600), with its public JWK and key id (the JWK thumbprint, RFC 7638). Loaded once per process.
 */
export function credentialKey(): Promise<CredentialKey> {
  loaded ??= (async () => {
    const path = keyPath();
    if (!existsSync(path)) {
      mkdirSync(join(config().dataDir, 'keys'), { recursive: true, mode: 0o700 });
      const pair = generateKeyPairSync('ed25519', { privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
      try {
        writeFileSync(path, pair.privateKey, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        // Another process made it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    const privateKey = createPrivateKey(readFileSync(path, 'utf8'));
    const { kty, crv, x } = await exportJWK(createPublicKey(privateKey));
    const publicJwk: JWK = { kty, crv, x };
    return { privateKey, publicJwk, kid: await calculateJwkThumbprint(publicJwk) };
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** Forgets the loaded key (tests that switch DATA_DIR). */
export function resetCredentialKey(): void {
  loaded = undefined;
}

/**
 * The platform's `did:web` identifier as issuer (W3C did:web §3.1: the host, a port's colon as %3A, then the path
 * segments of PUBLIC_URL and `certificaat`, joined by colons).
 * @example issuerDid() // 'did:web:platform.example.nl:certificaat' for PUBLIC_URL https://platform.example.nl
 */
export function issuerDid(): string {
  const url = new URL(pageUrl(CERTIFICATE_PATH));
  const segments = url.pathname.split('/').filter(Boolean).map(encodeURIComponent);
  return ['did', 'web', encodeURIComponent(url.host), ...segments].join(':');
}

/** The verification address of a certificate: `{PUBLIC_URL}/certificaat/{code}`. */
export const verificationUrl = (code: string) => pageUrl(`${CERTIFICATE_PATH}/${encodeURIComponent(code)}`);

/** The DID document of the issuer (W3C DID Core; did:web), with the credential key as `JsonWebKey2020` for assertions. */
export async function didDocument(): Promise<Record<string, unknown>> {
  const { publicJwk, kid } = await credentialKey();
  const did = issuerDid();
  const method = `${did}#${kid}`;
  return {
    '@context': ['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/suites/jws-2020/v1'],
    id: did,
    verificationMethod: [{ id: method, type: 'JsonWebKey2020', controller: did, publicKeyJwk: publicJwk }],
    assertionMethod: [method],
    authentication: [method],
  };
}

/** Seconds since 1970 of `at`. */
const unix = (at: Date) => Math.floor(at.getTime() / 1000);

/** The salted SHA-256 of the recipient's name (OB 3.0 §B.1.10 IdentityObject): salt is the certificate's code. */
export function recipientHash(name: string, salt: string): string {
  return `sha256$${createHash('sha256').update(name.normalize('NFC') + salt).digest('hex')}`;
}

/** The Open Badges 3.0 credential of a certificate, unsigned (the `vc` claim). */
export function openBadgeCredential(certificate: CredentialCertificate): Record<string, unknown> {
  const did = issuerDid();
  const address = verificationUrl(certificate.code);
  return {
    '@context': [...OB3_CONTEXTS],
    id: `urn:uuid:${certificate.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: certificate.title,
    issuer: { id: did, type: ['Profile'], name: certificate.issuerName, url: pageUrl('/') },
    validFrom: certificate.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: true, identityHash: recipientHash(certificate.recipientName, certificate.code), salt: certificate.code }],
      achievement: {
        id: `urn:uuid:${certificate.sourceId}`,
        type: ['Achievement'],
        achievementType: certificate.kind === 'pat' ? 'Assessment' : 'Certificate',
        name: certificate.title,
        description: certificate.kind === 'pat' ? `Praktijkassessment (PAT) behaald: ${certificate.title}` : `Opleiding behaald: ${certificate.title}`,
        criteria: { narrative: 'Elke module voldoende beoordeeld, en de resultaten vrijgegeven door het platform.' },
        inLanguage: 'nl',
      },
    },
    evidence: [{ id: address, type: ['Evidence'], name: 'Controleadres', narrative: `Controleer dit certificaat op ${address}` }],
    credentialStatus: {
      id: `${pageUrl(STATUS_LIST_PATH)}#${certificate.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(certificate.statusIndex),
      statusListCredential: pageUrl(STATUS_LIST_PATH),
    },
  };
}

/** Signs `vc` as a VC-JWT with the registered claims of OB 3.0 §8.2.4 (`iss`, `jti`, `nbf`, `iat`; `sub` when given). */
async function signVc(vc: Record<string, unknown>, claims: { jti: string; nbf: Date; sub?: string }): Promise<string> {
  const { privateKey, kid } = await credentialKey();
  const jwt = new SignJWT({ vc })
    .setProtectedHeader({ alg: CREDENTIAL_ALGORITHM, typ: 'JWT', kid: `${issuerDid()}#${kid}` })
    .setIssuer(issuerDid())
    .setJti(claims.jti)
    .setNotBefore(unix(claims.nbf))
    .setIssuedAt(unix(claims.nbf));
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(privateKey);
}

/**
 * The certificate as a signed VC-JWT (compact JWS). Same certificate, same key → the same text.
 * @throws Error when the key file cannot be read or made.
 */
export function signedCredential(certificate: CredentialCertificate): Promise<string> {
  return signVc(openBadgeCredential(certificate), { jti: `urn:uuid:${certificate.id}`, nbf: certificate.issuedAt });
}

/**
 * The bitstring of a status list (W3C Bitstring Status List v1.0 §4.2): bit `i` is the `i`-th from the left (index 0
 * the most significant bit of the first byte), 1 for each of `withdrawn`; at least MIN_STATUS_LIST_BITS long, in
 * whole multiples of it.
 */
export function statusBits(withdrawn: readonly number[], highest: number): Uint8Array {
  const bits = Math.max(MIN_STATUS_LIST_BITS, Math.ceil((highest + 1) / MIN_STATUS_LIST_BITS) * MIN_STATUS_LIST_BITS);
  const bytes = new Uint8Array(bits / 8);
  for (const index of withdrawn) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return bytes;
}

/**
 * The status list credential (W3C Bitstring Status List v1.0 §2.2 `BitstringStatusListCredential`) as a VC-JWT:
 * `encodedList` is the GZIP-compressed bitstring in base64url without padding, with the multibase prefix 'u'.
 * @param withdrawn the status indexes of withdrawn certificates; @param highest the highest index issued so far.
 * @param now when the list was made (`validFrom`, `nbf`).
 */
export function signedStatusList(withdrawn: readonly number[], highest: number, now = new Date()): Promise<string> {
  const encodedList = `u${Buffer.from(gzipSync(statusBits(withdrawn, highest))).toString('base64url')}`;
  const id = pageUrl(STATUS_LIST_PATH);
  const vc = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerDid(),
    validFrom: now.toISOString(),
    credentialSubject: { id: `${id}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList },
  };
  return signVc(vc, { jti: id, nbf: now });
}
