/**
 * The accounts' mails as a candidate's mail client shows them (docs/decisions/052-mail-templates.md): the
 * invitation and the password reset through the API, parsed with mailparser — a text and an HTML part, `lang` and
 * `dir`, the same link in both, the header fields — in the candidate's preferred language, and Dutch for staff.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '#src/config.server';
import { createBackend, type Backend } from '#src/backend/app';
import type { DbHandle } from '#src/server/db/client';
import { candidateProfiles } from '#src/server/db/schema';
import { linkIn, memoryMailer } from '#src/server/mail/memory-mailer';
import { call, createUser, openTestDb } from '#src/server/testing/api';
import { hrefsIn, htmlLangDir, receive } from '#src/server/testing/mail';
import type { Language } from '#src/lib/i18n/locales';

let handle: DbHandle;
let app: Backend;
const { mailer, sent } = memoryMailer();

beforeAll(async () => {
  handle = await openTestDb();
  app = createBackend({ db: handle.db, mailer });
});
afterAll(async () => {
  await handle.close();
});

/** The one mail sent to `email`, once it is there. */
async function mailTo(email: string) {
  await vi.waitFor(() => expect(sent.filter((m) => m.to === email)).toHaveLength(1));
  return sent.find((m) => m.to === email)!;
}

const prefers = (userId: string, language: Language) => handle.db.insert(candidateProfiles).values({ userId, preferredLanguage: language });

/** Checks what every account mail has: both parts, the link alike in both, and the header fields. */
async function readAsClient(mail: Awaited<ReturnType<typeof mailTo>>, path: string) {
  const parsed = await receive(mail);
  expect(parsed.text).toBeTruthy();
  expect(parsed.html).toBeTruthy();
  const link = linkIn(mail, path).href;
  expect(parsed.text!.split('\n')).toContain(link);
  expect(hrefsIn(parsed)).toContain(link);
  expect(new Set(hrefsIn(parsed))).toEqual(new Set([link]));
  expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
  expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@[a-z0-9.-]+>$/);
  return parsed;
}

describe('the invitation', () => {
  it('comes in Arabic, right to left, to a candidate who prefers Arabic', async () => {
    const admin = await createUser(handle, 'Admin');
    const candidate = await createUser(handle, 'User', { name: 'Amal Haddad', status: 'invited', passwordHash: null });
    await prefers(candidate.id, 'ar');
    expect((await call(app, 'POST', `/api/user/${candidate.id}/invite`, admin)).status).toBe(200);

    const parsed = await readAsClient(await mailTo(candidate.email), '/account/confirm');
    expect(parsed.subject).toBe('حسابك على Kandidaatplatform');
    expect(htmlLangDir(parsed)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(parsed.text).toContain('مرحبًا Amal Haddad،');
    expect(parsed.text).toContain('اختر كلمة مرور خلال 7 أيام');
    expect(parsed.text).not.toContain('Beste');
  });

  it('keeps the Dutch wording for a candidate without a preference', async () => {
    const admin = await createUser(handle, 'Admin');
    const candidate = await createUser(handle, 'User', { name: 'Daan Dekker', status: 'invited', passwordHash: null });
    expect((await call(app, 'POST', `/api/user/${candidate.id}/invite`, admin)).status).toBe(200);

    const mail = await mailTo(candidate.email);
    const parsed = await readAsClient(mail, '/account/confirm');
    expect(parsed.subject).toBe('Je account op het Kandidaatplatform');
    expect(htmlLangDir(parsed)).toEqual({ lang: 'nl', dir: 'ltr' });
    const link = linkIn(mail, '/account/confirm').href;
    expect(mail.text).toContain(
      [
        'Beste Daan Dekker,',
        '',
        'Er is een account voor je aangemaakt op het Kandidaatplatform. Kies binnen 7 dagen een wachtwoord via deze link:',
        '',
        link,
        '',
        'Had je dit niet verwacht? Dan kun je deze e-mail negeren.',
        '',
        'Met vriendelijke groet,',
        'Kandidaatplatform',
      ].join('\n'),
    );
    expect(parsed.headers.has('list')).toBe(false);
    expect(linkIn(mail, '/account/confirm').searchParams.has('lang')).toBe(false);
  });

  it('comes in the language staff chose for a brand-new candidate, and its link opens /account/confirm in it', async () => {
    const admin = await createUser(handle, 'Admin');
    const email = 'nieuw-arabisch@mails.test';
    const made = await call(app, 'POST', '/api/user/createcandidate', admin, { name: 'Samira Nieuw', email, language: 'ar' });
    expect(made.status).toBe(201);

    const mail = await mailTo(email);
    const parsed = await readAsClient(mail, '/account/confirm');
    expect(htmlLangDir(parsed)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(parsed.subject).toBe('حسابك على Kandidaatplatform');
    const link = linkIn(mail, '/account/confirm');
    expect(link.searchParams.get('lang')).toBe('ar');
    expect(link.searchParams.get('email')).toBe(email);
    const [profile] = await handle.db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, made.json.id));
    expect(profile?.preferredLanguage).toBe('ar');
  });

  it('refuses an unknown language for a new candidate in Dutch and makes no account', async () => {
    const admin = await createUser(handle, 'Admin');
    const email = 'nieuw-frans@mails.test';
    const made = await call(app, 'POST', '/api/user/createcandidate', admin, { name: 'Frans Onbekend', email, language: 'fr' });
    expect(made).toMatchObject({ status: 400, json: { title: 'Taal: kies nl, en, pl, tr, uk of ar.' } });
    expect(sent.filter((m) => m.to === email)).toHaveLength(0);
  });
});

describe('the password reset', () => {
  it('comes in the candidate’s language, and in Dutch to staff whatever profile row they have', async () => {
    const candidate = await createUser(handle, 'User', { name: 'Olena Koval' });
    await prefers(candidate.id, 'uk');
    const teacher = await createUser(handle, 'Teacher', { name: 'Tom Leraar' });
    await prefers(teacher.id, 'en');
    for (const user of [candidate, teacher]) {
      expect((await call(app, 'POST', '/api/user/ForgotPassword', undefined, { email: user.email })).status).toBe(200);
    }

    const toCandidate = await readAsClient(await mailTo(candidate.email), '/reset-password');
    expect(htmlLangDir(toCandidate)).toEqual({ lang: 'uk', dir: 'ltr' });
    expect(toCandidate.subject).toBe('Новий пароль');
    expect(toCandidate.text).toContain('Доброго дня, Olena Koval!');
    expect(linkIn(await mailTo(candidate.email), '/reset-password').searchParams.get('lang')).toBe('uk');

    const toTeacher = await readAsClient(await mailTo(teacher.email), '/reset-password');
    expect(htmlLangDir(toTeacher)).toEqual({ lang: 'nl', dir: 'ltr' });
    expect(toTeacher.subject).toBe('Wachtwoord opnieuw instellen');
    expect(toTeacher.text).toContain(
      'Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Dat kan via deze link, die 1 uur geldig is en één keer werkt:',
    );
    expect(linkIn(await mailTo(teacher.email), '/reset-password').origin).toBe(new URL(config().PUBLIC_URL).origin);
    expect(linkIn(await mailTo(teacher.email), '/reset-password').searchParams.has('lang')).toBe(false);
  });
});
