import { describe, expect, it } from 'vitest';
import { confirmMail, fullMail, knownAddressMail } from './setup-mails';

const LINK = 'https://platform.example/account/confirm?email=sanne%40example.org&code=abc';

describe('the mails of account setup', () => {
  it('give a new address its link on a line of its own, with until when it works and what if it was not them', async () => {
    const mail = await confirmMail({ to: 'sanne@example.org', name: 'Sanne', organization: 'Transport Noord', link: LINK, until: '9 dec 2026, 13:51', hours: 48 });
    expect(mail).toMatchObject({ to: 'sanne@example.org', subject: 'Maak je account af' });
    const lines = mail.text.split('\n');
    expect(lines).toContain(LINK);
    expect(mail.text).toContain('met de licentiecode van Transport Noord');
    expect(mail.text).toContain('De link werkt 48 uur, tot 9 dec 2026, 13:51.');
    expect(mail.text).toContain('Heb je dit niet zelf gedaan? Dan hoef je niets te doen.');
    const again = await confirmMail({ to: 'sanne@example.org', name: 'Sanne', organization: 'Transport Noord', link: LINK, until: '9 dec 2026, 13:51', hours: null });
    expect(again.text).toContain('Hier is een nieuwe link. Een link uit een eerdere e-mail werkt niet meer.');
    expect(again.text).toContain('De link werkt tot 9 dec 2026, 13:51.');
  });

  it('tell the owner of a known address what to do by the state of the account, with no link to make one', async () => {
    const links = { loginLink: 'https://platform.example/login', forgotLink: 'https://platform.example/forgot-password' };
    const active = await knownAddressMail({ to: 'a@example.org', name: 'Ria', status: 'active', ...links });
    expect(active.subject).toBe('Iemand wilde een account maken met jouw e-mailadres');
    expect(active.text.split('\n')).toEqual(expect.arrayContaining([links.loginLink, links.forgotLink, 'Beste Ria,']));
    expect((await knownAddressMail({ to: 'a@example.org', name: 'Ria', status: 'invited', ...links })).text).toContain('Gebruik de link in de uitnodiging');
    expect((await knownAddressMail({ to: 'a@example.org', name: 'Ria', status: 'disabled', ...links })).text).toContain('Je account is uitgeschakeld.');
    for (const status of ['active', 'invited', 'disabled']) {
      expect((await knownAddressMail({ to: 'a@example.org', name: 'Ria', status, ...links })).text).not.toContain('/account/confirm');
    }
  });

  it('say so when the last seat went to someone else', async () => {
    expect((await fullMail({ to: 'b@example.org', name: 'Bo', organization: 'Zorg Zuid' })).text).toContain('alle plaatsen bezet');
  });

  it('come in the language asked for, Arabic right to left, with the same link in the text and the HTML part', async () => {
    const links = { loginLink: 'https://platform.example/login', forgotLink: 'https://platform.example/forgot-password' };
    const mail = await knownAddressMail({ to: 'a@example.org', name: 'Amal', status: 'active', ...links, language: 'ar' });
    expect(mail.subject).toBe('أراد شخص ما إنشاء حساب بعنوان بريدك الإلكتروني');
    expect(mail.text).toContain('مرحبًا Amal،');
    expect(mail.html).toMatch(/<html[^>]* dir="rtl"[^>]* lang="ar"|<html[^>]* lang="ar"[^>]* dir="rtl"/);
    for (const link of [links.loginLink, links.forgotLink]) {
      expect(mail.text.split('\n')).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    const dutch = await fullMail({ to: 'b@example.org', name: 'Bo', organization: 'Zorg Zuid' });
    expect(dutch.html).toContain('lang="nl"');
    expect(dutch.html).toContain('dir="ltr"');
  });
});
