/**
 * The PDF of a certificate (docs/decisions/058-certificates.md): `certificate-template.ts` lays out the texts that
 * `certificatePdfData` writes, and Typst makes a tagged PDF/UA-1 file of it (title, language, structure tree), as
 * the invoices and reports do (src/server/typst/renderer.server.ts; decision 032). Every text the certificate states —
 * heading, who, what was passed, date, issuer, code, where to verify it, and its withdrawal — is printed in the
 * candidate's language first and in Dutch below it (Dutch once when that is their language); Arabic reads right to
 * left (`said` in the template), a name in its own script's direction (reports/direction.ts `textDirection`).
 * Names and titles reach Typst as JSON strings with the characters the font lacks replaced
 * (src/server/typst/printable.server.ts).
 *
 * An optional logo (image bytes, format, alternative text) and accent colour come in as data, so the issuer's house
 * style can be passed without changing the layout.
 */
import { translate } from '#src/lib/i18n/catalogues.server';
import { DEFAULT_LANGUAGE, directionOf, isLanguage, type Language } from '#src/lib/i18n/locales';
import { certificateDay } from '#src/features/certificates/day';
import { renderTypstPdf } from '#src/server/typst/renderer.server';
import { printableText } from '#src/server/typst/printable.server';
import { textDirection } from '#src/features/reports/direction';
import type { CertificateKind } from '#src/features/certificates/contract';
import { CERTIFICATE_TEMPLATE_SOURCE } from './certificate-template';

/** What a certificate PDF states. */
export interface CertificatePdfInput {
  kind: CertificateKind;
  title: string;
  recipientName: string;
  issuerName: string;
  /** The candidate's language (ISO 639-1 of the platform's six); anything else counts as Dutch. */
  language: string;
  issuedAt: Date;
  /** As printed: four groups of four. */
  printedCode: string;
  verifyUrl: string;
  withdrawnAt: Date | null;
  /** The issuer's logo, printed centred above the heading. */
  logo?: { bytes: Uint8Array; format: 'png' | 'jpg' | 'svg'; alt: string } | null;
  /** The accent colour as `#rrggbb`; default the platform's blue. */
  accent?: string | null;
}

/** A text in one language, with its language code and reading direction. */
export interface SaidText {
  text: string;
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The template's data (certificate-template.ts). */
export interface CertificatePdfData {
  documentTitle: string;
  heading: SaidText[];
  awardedTo: SaidText[];
  name: SaidText;
  achievement: SaidText[];
  title: string;
  dateLabel: SaidText[];
  date: string;
  issuerLabel: SaidText[];
  issuer: string;
  codeLabel: SaidText[];
  printedCode: string;
  verify: SaidText[];
  verifyUrl: string;
  withdrawn: SaidText[] | null;
  logo: { bytes: number[]; format: string; alt: string } | null;
  accent: string | null;
}


/**
 * The languages a certificate is printed in: the candidate's first, then Dutch (once when it is Dutch).
 */
export function certificateLanguages(language: string): Language[] {
  const own = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return own === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [own, DEFAULT_LANGUAGE];
}

/**
 * What the PDF of `input` says, as the template's JSON data. No database and no clock: the same input gives the same
 * data. @throws Error in Dutch when `accent` is not `#rrggbb`.
 */
export function certificatePdfData(input: CertificatePdfInput): CertificatePdfData {
  if (input.accent && !/^#[0-9a-fA-F]{6}$/.test(input.accent)) throw new Error(`Certificaat-PDF: '${input.accent}' is geen kleur #rrggbb.`);
  const languages = certificateLanguages(input.language);
  const said = (make: (t: ReturnType<typeof translate>, language: Language) => string): SaidText[] =>
    languages.map((language) => ({ text: make(translate(language), language), lang: language, dir: directionOf(language) }));
  const name = printableText(input.recipientName);
  const dates = [...new Set(languages.map((language) => certificateDay(input.issuedAt, language)))];
  return {
    documentTitle: `${translate(DEFAULT_LANGUAGE)('certificate.heading')} – ${printableText(input.title)} – ${name}`,
    heading: said((t) => t('certificate.heading')),
    awardedTo: said((t) => t('certificate.awardedTo')),
    name: { text: name, lang: languages[0]!, dir: textDirection(name) },
    achievement: said((t) => t(input.kind === 'pat' ? 'certificate.passedPat' : 'certificate.passedEducation')),
    title: printableText(input.title),
    dateLabel: said((t) => t('certificate.date')),
    date: dates.join(' · '),
    issuerLabel: said((t) => t('certificate.issuer')),
    issuer: printableText(input.issuerName),
    codeLabel: said((t) => t('certificate.code')),
    printedCode: input.printedCode,
    verify: said((t) => t('certificate.verify')),
    verifyUrl: input.verifyUrl,
    withdrawn: input.withdrawnAt ? said((t, language) => t('certificate.withdrawnOn', { date: certificateDay(input.withdrawnAt!, language) })) : null,
    logo: input.logo ? { bytes: [...input.logo.bytes], format: input.logo.format, alt: printableText(input.logo.alt) } : null,
    accent: input.accent ?? null,
  };
}

/**
 * The certificate as a tagged PDF/UA-1 file (A4), made by the server's Typst process. Deterministic: the same input
 * gives the same bytes.
 * @returns the PDF bytes, starting with '%PDF'.
 * @throws TypstRenderError in Dutch when Typst refuses the document, takes too long or its process ends.
 */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const data = certificatePdfData(input);
  return renderTypstPdf({ template: CERTIFICATE_TEMPLATE_SOURCE, data, subject: `het certificaat '${data.documentTitle}'` });
}
