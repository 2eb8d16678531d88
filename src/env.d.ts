/// <reference types="astro/client" />

/**
 * What the gateway hands to every page through `getFetchState(c).locals` (docs/architecture.md, "server entry").
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
    /**
     * The language the page is shown in (src/middleware.ts, docs/decisions/019): Dutch, except for candidates
     * (their preferred language, or inside a test the test's language, unless they chose Dutch).
     */
    language: import('./lib/i18n/locales').Language;
    /** The translator of `language` over the candidate catalogues (lib/i18n/catalogues.server.ts). */
    t: import('./lib/i18n/translate').Translate<import('./lib/i18n/catalogues.server').MessageKey>;
    /** Spec §8's error texts in `language`, for `load()`, `submit()` and islands (lib/i18n/error-texts.server.ts). */
    errorTexts: import('./lib/errors').ErrorTexts;
    /** A candidate's own language, which the header's switch offers back after they chose Dutch. */
    ownLanguage: import('./lib/i18n/locales').Language;
    /** Candidates and contact persons: `GET /api/user/headerinfo`, loaded once per page; null otherwise or on failure. */
    headerInfo: import('./features/mailbox/contract').HeaderInfo | null;
    /** The message to show when the header info could not be loaded; '' otherwise. */
    headerInfoError: string;
  }
}

