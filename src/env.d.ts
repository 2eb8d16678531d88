/// <reference types="astro/client" />

/**
 * What the gateway hands to every page through `getFetchState(c).locals` (architecture.md, "server entry").
 * The bearer token is never on it: pages call the backend through `locals.api`, which adds it on the server.
 */
declare namespace App {
  interface Locals {
    /** The signed-in user's non-secret session fields (spec §3), or null when signed out. */
    session: import('./lib/session').PageSession | null;
    /**
     * Server-side ofetch instance: calls `/api/...` through the gateway's forwarder with this page's
     * session. Throws ofetch's FetchError on a non-2xx answer (turn it into text with lib/errors).
     */
    api: import('ofetch').$Fetch;
    /** Sign-in and sign-out for the login and logout pages (no JavaScript needed in the browser). */
    auth: import('./lib/session').PageAuth;
    /** The request id the gateway gave this request (X-Request-Id). */
    requestId: string;
  }
}

