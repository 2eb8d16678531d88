/**
 * `requestId()`: gives every request an id, puts it on the context (`c.var.requestId`) and on the answer as
 * `X-Request-Id`, so a log line, an audit record and a user's report can be matched (docs/architecture.md, "audit").
 *
 * An incoming `X-Request-Id` is kept only when it comes from a trusted source (a proxy in front of us, i.e.
 * `TRUST_PROXY_HOPS` > 0) and is well formed: 1–128 characters of `A-Z a-z 0-9 . _ : -` (no spaces, no
 * control characters: OWASP ASVS 7.3.1, log injection). Otherwise a random UUID is generated.
 */
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { config } from '#src/config.server';

/** What `requestId()` puts on the context (habit 2). */
export type RequestIdVariables = {
  /** This request's id; also sent to the backend and back to the client as `X-Request-Id`. */
  requestId: string;
};

export interface RequestIdOptions {
  /** Keep a well-formed incoming `X-Request-Id`. Default: true when `TRUST_PROXY_HOPS` > 0. */
  trustIncoming?: boolean;
  /** Makes a new id. Default: `crypto.randomUUID`. */
  generate?: () => string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** True when `value` may be used as a request id (see the module comment). */
export function isWellFormedRequestId(value: string | undefined | null): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/**
 * Makes the request-id middleware. Options are read once, here.
 *
 * @example
 *   app.use(requestId());
 *   app.get('/x', (c) => c.text(c.var.requestId));
 */
export function requestId(options: RequestIdOptions = {}) {
  const trustIncoming = options.trustIncoming ?? config().TRUST_PROXY_HOPS > 0;
  const generate = options.generate ?? randomUUID;
  return createMiddleware<{ Variables: RequestIdVariables }>(async function requestIdMiddleware(c, next) {
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const id = trustIncoming && isWellFormedRequestId(incoming) ? incoming : generate();
    c.set('requestId', id);
    await next();
    c.header(REQUEST_ID_HEADER, id);
  });
}
