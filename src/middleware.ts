/**
 * Astro middleware for every page: sets the page's language and translator (`Astro.locals.language`, `t`), and
 * for candidates and contact persons loads the header info once (`locals.headerInfo`), which the header shows,
 * which tells a candidate's language (docs/decisions/019) and which carries their read-aloud setting for the
 * player and the reader (src/lib/read-aloud/setting.server.ts). Handles the header's language switch. The pages
 * before sign-in (the route table's 'login' pages: /login, /forgot-password, /reset-password, /account/confirm,
 * /account/setup) speak the visitor's language: `?lang=`, the `lang` cookie, `Accept-Language`, else Dutch
 * (src/lib/i18n/visitor-language.server.ts, docs/decisions/055).
 */
import { defineMiddleware } from 'astro:middleware';
import { load } from '#src/components/load.server';
import type { HeaderInfo } from '#src/features/mailbox/contract';
import { DEFAULT_LANGUAGE } from '#src/lib/i18n/locales';
import { candidateLanguage, languageSwitch, setPageLanguage } from '#src/lib/i18n/page-language.server';
import { requestVisitorLanguage } from '#src/lib/i18n/visitor-language.server';
import { matchRoute } from '#src/lib/routes';

/** Runs before every page: language, translator, error texts and header info on `locals`; the language switch. */
export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, url, cookies } = context;
  const role = locals.session?.role;
  locals.headerInfo = null;
  locals.headerInfoError = '';
  locals.ownLanguage = DEFAULT_LANGUAGE;
  setPageLanguage(locals, DEFAULT_LANGUAGE);

  if (!role && matchRoute(url.pathname)?.access === 'login') {
    setPageLanguage(locals, requestVisitorLanguage(url, cookies, context.request.headers));
    return next();
  }
  if (role === 'User') {
    const back = languageSwitch(url, cookies);
    if (back !== null) return context.redirect(back, 303);
  }
  if (role === 'User' || role === 'ContactPerson') {
    const loaded = await load(locals.api<HeaderInfo>('/api/user/headerinfo'));
    if (loaded.ok) locals.headerInfo = loaded.data;
    else locals.headerInfoError = loaded.error;
    if (role === 'User' && loaded.ok) {
      locals.ownLanguage = loaded.data.language ?? DEFAULT_LANGUAGE;
      setPageLanguage(locals, candidateLanguage(cookies, locals.ownLanguage));
    }
  }
  return next();
});
