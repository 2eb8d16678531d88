/**
 * The one layout of the platform's mails and its renderer (docs/decisions/052-mail-templates.md): one React source
 * gives both the HTML part and the plain-text part (react-email's `render`, with `plainText` for the second), so
 * the two never drift apart. Server-only (src/server): no island or page script imports it, so react-email never
 * reaches a browser bundle.
 *
 * Accessible by construction: `<html lang dir>` in the recipient's language (Arabic right to left), no images,
 * remote fonts or style sheets (inline styles, the system's fonts), text #1a1a1a and the footer #4b5563 on white
 * (contrast 17:1 and 7.6:1), the button white on #1d4ed8 (6.7:1; WCAG 2.2 AA asks 4.5:1), and the button's address
 * written out below it as a link of its own, for clients that hide buttons and for the plain-text part, where the
 * button itself is left out (`data-skip-in-text`).
 *
 * @example
 *   const mail = await renderMail('ria@example.org', {
 *     language: 'nl', subject: 'Wachtwoord opnieuw instellen', greeting: 'Beste Ria,',
 *     before: ['Je hebt gevraagd …:'], action: { label: 'Kies een nieuw wachtwoord', url }, after: ['Heb je …'],
 *     signOff: ['Met vriendelijke groet,', 'Kandidaatplatform'], reason: 'Je krijgt deze e-mail omdat …',
 *   });
 *   await outbox.enqueue(tx, mail);
 */
import { Body, Container, Head, Hr, Html, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { CSSProperties, ReactNode } from 'react';
import { directionOf, type Language } from '#src/lib/i18n/locales';
import { mailHeaders, type MailKind } from './headers';
import type { OutgoingMail } from './mailer';

/** The platform's name, at the top of every mail (a name: the same in every language). */
export const PLATFORM_NAME = 'Kandidaatplatform';

/** What one mail says. Texts are plain (no markup); a paragraph's lines are split on '\n'. */
export interface MailContent {
  /** The recipient's language: `lang` and `dir` of the HTML part. */
  language: Language;
  subject: string;
  /** 'Beste Ria,'. */
  greeting: string;
  /** Paragraphs before the action. A line that is only an address (https://…) becomes a link. */
  before: string[];
  /** The one thing to do: a button, and its address written out below it. */
  action?: { label: string; url: string };
  /** Paragraphs after the action. */
  after?: string[];
  /** The closing lines: ['Met vriendelijke groet,', 'Kandidaatplatform']. */
  signOff: string[];
  /** The footer: why the recipient gets this mail. */
  reason: string;
  /** 'notification' adds `List-Unsubscribe` to the recipient's profile page (headers.ts); default 'transactional'. */
  kind?: MailKind;
}

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const styles = {
  body: { backgroundColor: '#ffffff', color: '#1a1a1a', fontFamily: FONT, margin: 0, padding: '16px 0' },
  container: { maxWidth: '560px', padding: '0 16px' },
  brand: { fontSize: '18px', fontWeight: 700, color: '#1a1a1a', margin: '0 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', color: '#1a1a1a', margin: '0 0 16px' },
  button: {
    display: 'inline-block',
    backgroundColor: '#1d4ed8',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    padding: '12px 20px',
    borderRadius: '6px',
  },
  url: { fontSize: '14px', lineHeight: '20px', color: '#1a1a1a', margin: '8px 0 16px', wordBreak: 'break-all' },
  link: { color: '#1d4ed8', textDecoration: 'underline' },
  footer: { fontSize: '13px', lineHeight: '20px', color: '#4b5563', margin: '0' },
} satisfies Record<string, CSSProperties>;

const URL_LINE = /^https?:\/\/\S+$/;

/** One paragraph: its lines with `<br>` between them, an address on a line of its own as a link. */
function Paragraph({ text, style = styles.text }: { text: string; style?: CSSProperties }) {
  const lines = text.split('\n');
  const parts: ReactNode[] = [];
  lines.forEach((line, i) => {
    if (i > 0) parts.push(<br key={`br${i}`} />);
    parts.push(
      URL_LINE.test(line) ? (
        <Link key={i} href={line} style={styles.link}>
          {line}
        </Link>
      ) : (
        line
      ),
    );
  });
  return <Text style={style}>{parts}</Text>;
}

/** The layout: platform name, greeting, paragraphs, the button with its address, sign-off, and the footer. */
export function MailLayout({ content }: { content: MailContent }) {
  const dir = directionOf(content.language);
  return (
    <Html lang={content.language} dir={dir}>
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Body style={{ ...styles.body, direction: dir, textAlign: dir === 'rtl' ? 'right' : 'left' }}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{PLATFORM_NAME}</Text>
          <Paragraph text={content.greeting} />
          {content.before.map((text, i) => (
            <Paragraph key={`b${i}`} text={text} />
          ))}
          {content.action && (
            <Section>
              <Text style={styles.text} data-skip-in-text="true">
                <Link href={content.action.url} style={styles.button}>
                  {content.action.label}
                </Link>
              </Text>
              <Paragraph text={content.action.url} style={styles.url} />
            </Section>
          )}
          {(content.after ?? []).map((text, i) => (
            <Paragraph key={`a${i}`} text={text} />
          ))}
          <Paragraph text={content.signOff.join('\n')} />
          <Hr style={{ borderColor: '#d1d5db', margin: '24px 0 16px' }} />
          <Paragraph text={content.reason} style={styles.footer} />
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Renders `content` to a mail for `to`: the HTML part, the plain-text part from the same source (no line wrapping,
 * the button left out, its address on a line of its own), and the header fields (headers.ts `mailHeaders`).
 */
export async function renderMail(to: string, content: MailContent): Promise<OutgoingMail> {
  const element = <MailLayout content={content} />;
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: { selectors: [{ selector: 'hr', options: { length: 20 } }] } }),
  ]);
  return { to, subject: content.subject, text: text.trim(), html, headers: mailHeaders(content.kind ?? 'transactional') };
}
