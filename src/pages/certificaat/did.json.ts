/**
 * /certificaat/did.json (public; docs/decisions/058-certificates.md): the DID document of the issuer
 * `did:web:{host}:certificaat` (W3C did:web §3.2: that identifier resolves to this address), with the public key that
 * signs every certificate's credential and the status list.
 */
import type { APIRoute } from 'astro';
import { relayJson } from '#src/features/certificates/components/relay.server';

export const GET: APIRoute = ({ locals }) => relayJson(locals, '/api/certificates/issuer', 'application/did+json');
