/**
 * The mail layout (server/mail/template.tsx) and header fields (headers.ts, mailer.ts), read as a mail client reads
 * them (mailparser): both parts from one source, `lang`/`dir`, the link alike in both, and the header fields.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { config, resetConfig } from '#src/config.server';
import { hrefsIn, htmlLangDir, receive } from '#src/server/testing/mail';
import { mailDomain } from './headers';
import { renderMail, type MailContent } from './template';

const URL_ = 'https://platform.example/account/confirm?email=ria%40example.org&code=abc_123';
const content: MailContent = {
  language: 'nl',
  subject: 'Je account op het Kandidaatplatform',
  greeting: 'Beste Ria,',
  before: ['Kies een wachtwoord via deze link:'],
  action: { label: 'Kies een wachtwoord', url: URL_ },
  after: ['Had je dit niet verwacht? Dan kun je deze e-mail negeren.'],
  signOff: ['Met vriendelijke groet,', 'Kandidaatplatform'],
  reason: 'Je krijgt deze e-mail omdat er een account voor je is aangemaakt.',
};

afterEach(() => {
  delete process.env.PUBLIC_URL;
  resetConfig();
});

describe('renderMail', () => {
  it('gives a text and an HTML part from one source, the link alike in both and written out in the text', async () => {
    const parsed = await receive(await renderMail('ria@example.org', content));
    expect(parsed.subject).toBe(content.subject);
    expect(parsed.text).toBeTruthy();
    expect(parsed.html).toBeTruthy();
    const lines = parsed.text!.split('\n');
    expect(lines).toContain(URL_);
    expect(lines.slice(0, 3)).toEqual(['Kandidaatplatform', '', 'Beste Ria,']);
    expect(parsed.text).toContain('Met vriendelijke groet,\nKandidaatplatform');
    expect(parsed.text).toContain(content.reason);
    // The button is left out of the text part; its address is there once, as in the HTML (button and written out).
    expect(parsed.text).not.toContain('Kies een wachtwoord\n');
    expect(parsed.text!.match(/https:\/\/\S+/g)).toEqual([URL_]);
    expect(new Set(hrefsIn(parsed))).toEqual(new Set([URL_]));
    expect(htmlLangDir(parsed)).toEqual({ lang: 'nl', dir: 'ltr' });
  });

  it('writes Arabic right to left, and uses no images, remote fonts or style sheets', async () => {
    const parsed = await receive(await renderMail('amal@example.org', { ...content, language: 'ar', greeting: 'مرحبًا Amal،' }));
    expect(htmlLangDir(parsed)).toEqual({ lang: 'ar', dir: 'rtl' });
    const html = String(parsed.html);
    expect(html).not.toMatch(/<img\b|<link\b|@import|url\(/i);
    expect(html).not.toContain('<script');
  });

  it('marks every mail as automatic with a Message-ID on the platform domain; only notifications get List-Unsubscribe', async () => {
    process.env.PUBLIC_URL = 'https://kandidaten.voorbeeld.nl';
    resetConfig();
    const plain = await receive(await renderMail('ria@example.org', content));
    expect(plain.headers.get('auto-submitted')).toBe('auto-generated');
    expect(plain.messageId).toMatch(/^<[0-9a-f-]{36}@kandidaten\.voorbeeld\.nl>$/);
    expect(plain.headers.has('list')).toBe(false);

    const notice = await receive(await renderMail('ria@example.org', { ...content, kind: 'notification' }));
    expect(notice.headers.get('list')).toMatchObject({ unsubscribe: { url: 'https://kandidaten.voorbeeld.nl/profile#meldingen' } });
    expect(notice.messageId).not.toBe(plain.messageId);
  });

  it('gives a mail without header fields of its own (an older outbox row) the same defaults when sent', async () => {
    const parsed = await receive({ to: 'ria@example.org', subject: 'Oud', text: 'Beste Ria,' });
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.messageId).toMatch(new RegExp(`@${mailDomain().replaceAll('.', '\\.')}>$`));
    expect(parsed.text?.trim()).toBe('Beste Ria,');
  });

  it('takes the domain of MAIL_FROM when PUBLIC_URL is a local address', () => {
    process.env.PUBLIC_URL = 'http://localhost:4321';
    resetConfig();
    expect(config().MAIL_FROM).toContain('@example.org');
    expect(mailDomain()).toBe('example.org');
  });
});
