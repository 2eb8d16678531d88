/**
 * Tests read a sent mail as a mail client would: composed to MIME by nodemailer exactly as the mailer sends it
 * (server/mail/mailer.ts `nodemailerMessage`), then parsed by `mailparser` (docs/decisions/052-mail-templates.md).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { config } from '#src/config.server';
import { nodemailerMessage, type OutgoingMail } from '#src/server/mail/mailer';

/** The raw MIME message of `mail`, from MAIL_FROM. */
export async function mimeOf(mail: OutgoingMail): Promise<Buffer> {
  const info = await composer.sendMail(nodemailerMessage(config().MAIL_FROM, mail));
  return info.message as Buffer;
}

/** A transport that only composes: nodemailer's stream transport, buffered. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** `mail` as a mail client sees it. */
export async function receive(mail: OutgoingMail | undefined): Promise<ParsedMail> {
  if (!mail) throw new Error('geen mail');
  return simpleParser(await mimeOf(mail));
}

/** Every link target (`href`) in a parsed mail's HTML part, entities decoded. */
export function hrefsIn(parsed: ParsedMail): string[] {
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

/** The `<html>` element's `lang` and `dir` attributes in a parsed mail's HTML part. */
export function htmlLangDir(parsed: ParsedMail): { lang?: string; dir?: string } {
  const tag = /<html\b[^>]*>/i.exec(typeof parsed.html === 'string' ? parsed.html : '')?.[0] ?? '';
  return { lang: /\blang="([^"]*)"/.exec(tag)?.[1], dir: /\bdir="([^"]*)"/.exec(tag)?.[1] };
}
