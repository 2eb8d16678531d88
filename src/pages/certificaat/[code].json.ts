/**
 * /certificaat/{code}.json (public; docs/decisions/058-certificates.md): the verification page's data for software —
 * `GET /api/certificates/verify/{code}` as it answers: name, what, when, issuer, `withdrawnAt`, and the signed Open
 * Badges 3.0 credential (VC-JWT). 404 `{ title }` for any unknown code; 429 over the limit per address.
 */
import type { APIRoute } from 'astro';
import { relayJson } from '#src/features/certificates/components/relay.server';

export const GET: APIRoute = ({ params, locals }) => relayJson(locals, `/api/certificates/verify/${encodeURIComponent(params.code ?? '')}`);
