/**
 * The pages before sign-in as a browser gets them (docs/decisions/055): each request goes through the real
 * middleware (src/middleware.ts: the visitor's language from `?lang=`, the `lang` cookie, `Accept-Language`), then
 * the page is rendered with Astro's container API. Sign-in and API calls are stand-ins answering as the backend does.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import { onRequest } from '#src/middleware';
import Login from '#src/pages/login.astro';
import ForgotPassword from '#src/pages/forgot-password.astro';
import ResetPassword from '#src/pages/reset-password.astro';
import AccountSetup from '#src/pages/account/setup.astro';
import { translate } from '#src/lib/i18n/catalogues.server';
import { homeOf, type Role } from '#src/lib/roles';

type Page = typeof Login;

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** An API failure as ofetch throws it: the status and the backend's Dutch `{ title }`. */
const apiFailure = (status: number, title: string) => Object.assign(new Error(title), { status, data: { title } });

interface Visit {
  /** Path and query, e.g. '/login?lang=pl'. */
  path: string;
  acceptLanguage?: string;
  cookies?: Record<string, string>;
  /** A posted form. */
  form?: Record<string, string>;
  /** What `Astro.locals.auth.signIn` answers; a role signs in as that role (home: its role home). */
  signIn?: { ok: false; status: number; title: string } | Role;
  /** What `Astro.locals.api` answers: a value, or an error to throw. */
  api?: unknown;
}

/** Runs the middleware and renders `page`: the HTML, the cookies set, and what `<html>` says. */
async function visit(page: Page, { path, acceptLanguage, cookies = {}, form, signIn, api }: Visit) {
  const url = new URL(`http://localhost${path}`);
  const headers = new Headers(acceptLanguage ? { 'accept-language': acceptLanguage } : {});
  const request = form ? new Request(url, { method: 'POST', headers, body: new URLSearchParams(form) }) : new Request(url, { headers });
  const jar = new Map(Object.entries(cookies));
  const set: Record<string, string> = {};
  const locals = {
    session: null,
    auth: {
      signIn: async () => (typeof signIn === 'string' ? { ok: true, session: { role: signIn }, location: homeOf(signIn) } : signIn),
      signOut: async () => undefined,
    },
    api: async () => {
      if (api instanceof Error) throw api;
      return api;
    },
  } as unknown as App.Locals;
  const context = {
    locals,
    url,
    request,
    cookies: {
      get: (name: string) => (jar.has(name) ? { value: jar.get(name) } : undefined),
      set: (name: string, value: string) => {
        jar.set(name, value);
        set[name] = value;
      },
      delete: (name: string) => jar.delete(name),
    },
    redirect: (location: string, status: number) => new Response(null, { status, headers: { location } }),
  };
  await onRequest(context as never, async () => new Response(null));
  const response = await container.renderToResponse(page, { request, locals: locals as never });
  const html = await response.text();
  const root = /<html lang="([^"]*)" dir="([^"]*)"/.exec(html);
  const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
  return { html, set, location, lang: root?.[1], dir: root?.[2], text: (s: string) => html.includes(escapeHtml(s)) };
}

/** `s` as Astro writes text into HTML. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The language switch's links: [language, href, aria-current?]. */
function switchLinks(html: string): [string, string, boolean][] {
  const nav = /<nav class="language-switch"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]*)" lang="([^"]*)" hreflang="([^"]*)" dir="[^"]*"( aria-current="true")?>([^<]*)<\/a>/g)].map(
    (m) => {
      expect(m[2]).toBe(m[3]);
      return [m[5]!, m[1]!.replace(/&amp;/g, '&'), Boolean(m[4])];
    },
  );
}

describe('/login', () => {
  it('is Arabic, right to left, for a browser that asks for Arabic, with the switch and no script', async () => {
    const page = await visit(Login, { path: '/login', acceptLanguage: 'ar-SA,ar;q=0.9,en;q=0.5' });
    const ar = translate('ar');
    expect([page.lang, page.dir]).toEqual(['ar', 'rtl']);
    expect(page.html).toContain(`<h1 class="title is-3" id="login-title">${ar('login.title')}</h1>`);
    expect(page.text(ar('login.intro'))).toBe(true);
    expect(page.text(ar('forms.password'))).toBe(true);
    expect(page.html).toContain(`aria-label="${ar('languageSwitch.label')}"`);
    expect(switchLinks(page.html)).toEqual([
      ['Nederlands', '/login?lang=nl', false],
      ['English', '/login?lang=en', false],
      ['Polski', '/login?lang=pl', false],
      ['Türkçe', '/login?lang=tr', false],
      ['Українська', '/login?lang=uk', false],
      ['العربية', '/login?lang=ar', true],
    ]);
    expect(page.html).not.toContain('<script');
    expect(page.set).toEqual({});
  });

  it('follows ?lang=pl over Accept-Language and keeps it in the lang cookie; the cookie then decides', async () => {
    const first = await visit(Login, { path: '/login?lang=pl', acceptLanguage: 'ar' });
    expect([first.lang, first.dir]).toEqual(['pl', 'ltr']);
    expect(first.text(translate('pl')('login.title'))).toBe(true);
    expect(first.set).toEqual({ lang: 'pl' });
    const next = await visit(ForgotPassword, { path: '/forgot-password', acceptLanguage: 'ar', cookies: first.set });
    expect(next.lang).toBe('pl');
    expect(next.text(translate('pl')('forgot.title'))).toBe(true);
  });

  it('stays Dutch by default, word for word, with the switch offered', async () => {
    const page = await visit(Login, { path: '/login', acceptLanguage: 'nl-NL,nl;q=0.9,en;q=0.8' });
    expect([page.lang, page.dir]).toEqual(['nl', 'ltr']);
    for (const text of ['Inloggen', 'Log in met je e-mailadres en wachtwoord.', 'E-mailadres', 'Wachtwoord', 'Wachtwoord vergeten?', 'Heb je een licentiecode? Maak je account aan']) {
      expect(page.text(text), text).toBe(true);
    }
    expect(switchLinks(page.html).filter(([, , current]) => current).map(([name]) => name)).toEqual(['Nederlands']);
    expect((await visit(Login, { path: '/login' })).lang).toBe('nl');
  });

  it('leads back to the page named in ?returnTo= after signing in, when the role may open it', async () => {
    const back = '/cp/pat/6b1f0a3e-3c1e-4d2a-9a7e-0d6c2f1e9b10/planning/teachers?klaar=1';
    const shown = await visit(Login, { path: `/login?returnTo=${encodeURIComponent(back)}` });
    expect(shown.html).toContain(`<input type="hidden" name="returnTo" value="${escapeHtml(back)}">`);
    const form = { email: 'coordinator@example.org', password: 'geheim-wachtwoord', returnTo: back };
    expect((await visit(Login, { path: '/login', form, signIn: 'Coordinator' })).location).toBe(back);
    // A page the role may not open, another site, or no way back at all: the role's home.
    expect((await visit(Login, { path: '/login', form, signIn: 'User' })).location).toBe('/dashboard/overzicht');
    expect((await visit(Login, { path: '/login', form: { ...form, returnTo: '//evil.example/cp/admin' }, signIn: 'Admin' })).location).toBe('/cp/admin');
    expect((await visit(Login, { path: '/login', form: { email: form.email, password: form.password }, signIn: 'Admin' })).location).toBe('/cp/admin');
    expect((await visit(Login, { path: '/login?returnTo=https%3A%2F%2Fevil.example' })).html).not.toContain('name="returnTo"');
  });

  it('tells a refused sign-in in the page’s language; a Dutch page shows the API’s own title', async () => {
    const signIn = { ok: false as const, status: 401, title: 'E-mailadres of wachtwoord klopt niet.' };
    const form = { email: 'iemand@example.org', password: 'verkeerd-wachtwoord' };
    const arabic = await visit(Login, { path: '/login', acceptLanguage: 'ar', form, signIn });
    expect(arabic.text(translate('ar')('signIn.badCredentials'))).toBe(true);
    expect(arabic.html).not.toContain('klopt niet');
    const dutch = await visit(Login, { path: '/login', form, signIn });
    expect(dutch.html).toContain('role="alert"');
    expect(dutch.text('E-mailadres of wachtwoord klopt niet.')).toBe(true);
    const missing = await visit(Login, { path: '/login?lang=tr', form: { email: '', password: '' } });
    expect(missing.text(translate('tr')('login.missing'))).toBe(true);
  });
});

describe('the pages a mail links to', () => {
  it('/reset-password opens in the mail’s language, and the switch keeps the link’s token', async () => {
    const page = await visit(ResetPassword, { path: '/reset-password?token=abc123&email=kandidaat%40example.org&lang=tr' });
    expect(page.lang).toBe('tr');
    expect(page.text(translate('tr')('reset.title'))).toBe(true);
    expect(switchLinks(page.html)[0]).toEqual(['Nederlands', '/reset-password?token=abc123&email=kandidaat%40example.org&lang=nl', false]);
  });

  it('/reset-password shows a dead link in the page’s language, not the API’s Dutch title', async () => {
    const page = await visit(ResetPassword, {
      path: '/reset-password?token=abc&email=k%40example.org&lang=en',
      form: { token: 'abc', email: 'k@example.org', password: 'een lang nieuw wachtwoord', repeat: 'een lang nieuw wachtwoord' },
      api: apiFailure(400, "Deze link om je wachtwoord opnieuw in te stellen is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan via 'Wachtwoord vergeten'."),
    });
    expect(page.text(translate('en')('reset.invalidToken'))).toBe(true);
    expect(page.html).not.toContain('ongeldig');
  });

  it('/account/setup: form, errors and privacy statement in Ukrainian; a full licence told in English', async () => {
    const uk = translate('uk');
    const empty = await visit(AccountSetup, { path: '/account/setup?lang=uk', form: { code: '', name: '', email: '' } });
    expect(empty.lang).toBe('uk');
    for (const key of ['setup.title', 'setup.codeMissing', 'setup.nameMissing', 'forms.emailMissing', 'setup.acceptMissing', 'setup.privacy.whatHeading'] as const) {
      expect(empty.text(uk(key)), key).toBe(true);
    }
    const full = await visit(AccountSetup, {
      path: '/account/setup?lang=en',
      form: { code: 'ABCD-EFGH-JKMN-PQRS', name: 'Nadia Nieuw', email: 'nadia@example.org', acceptPrivacy: '1' },
      api: apiFailure(409, 'Alle plaatsen van deze licentie zijn bezet. Vraag je contactpersoon om een extra plaats.'),
    });
    expect(full.text(translate('en')('setup.full'))).toBe(true);
    const dutch = await visit(AccountSetup, {
      path: '/account/setup',
      form: { code: 'ABCD-EFGH-JKMN-PQRS', name: 'Nadia Nieuw', email: 'nadia@example.org', acceptPrivacy: '1' },
      api: apiFailure(409, 'Alle plaatsen van deze licentie zijn bezet. Vraag je contactpersoon om een extra plaats.'),
    });
    expect(dutch.text('Alle plaatsen van deze licentie zijn bezet. Vraag je contactpersoon om een extra plaats.')).toBe(true);
  });
});
