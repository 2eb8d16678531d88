/**
 * /certificaat/status-list (public; docs/decisions/058-certificates.md): the status list credential every certificate's
 * credential points at (W3C Bitstring Status List v1.0), a VC-JWT; a certificate's bit is 1 once it is withdrawn.
 */
import type { APIRoute } from 'astro';
import { relayText } from '#src/features/certificates/components/relay.server';

export const GET: APIRoute = ({ locals }) => relayText(locals, '/api/certificates/status-list', 'application/vc+jwt');
