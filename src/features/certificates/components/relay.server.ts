/**
 * The published certificate addresses under /certificaat/ (the JSON of a check, the DID document, the status list)
 * answer what their public API call answers (docs/decisions/058-certificates.md), so the addresses printed in
 * certificates and credentials stay stable whatever the API's paths. Server only.
 */
import { FetchError } from 'ofetch';

/** Headers of every relayed answer: any site may read it (verifiers run in browsers too), nobody indexes it. */
const HEADERS = { 'access-control-allow-origin': '*', 'x-robots-tag': 'noindex' };

/** The status and `{ title }` of a failed call, or 503. */
function failed(error: unknown): Response {
  const status = error instanceof FetchError && error.status ? error.status : 503;
  const body = error instanceof FetchError && error.data && typeof error.data === 'object' ? error.data : { title: 'Probeer het later opnieuw.' };
  return Response.json(body, { status, headers: HEADERS });
}

/** `GET path` as JSON, answered with `contentType`. */
export async function relayJson(locals: App.Locals, path: string, contentType = 'application/json'): Promise<Response> {
  try {
    const data = await locals.api<unknown>(path);
    return new Response(JSON.stringify(data), { headers: { ...HEADERS, 'content-type': contentType, 'cache-control': 'no-store' } });
  } catch (error) {
    return failed(error);
  }
}

/** `GET path` as text, answered with `contentType`. */
export async function relayText(locals: App.Locals, path: string, contentType: string): Promise<Response> {
  try {
    const text = await locals.api<string, 'text'>(path, { responseType: 'text' });
    return new Response(text, { headers: { ...HEADERS, 'content-type': contentType, 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    return failed(error);
  }
}
