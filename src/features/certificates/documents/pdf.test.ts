/**
 * The certificate PDF as a reader gets it (PDF.js, as in a browser viewer): the name, what was passed, the date, the
 * issuer, the code and the verification address, every statement in the candidate's language and in Dutch; Dutch
 * once for a Dutch candidate; a withdrawn certificate says so; a tagged PDF/UA-1 file with its title.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { certificatePdfData, renderCertificatePdf, type CertificatePdfInput } from './pdf.server';

/** The text of every page, spaces of any kind as one, and whether the PDF is tagged, with its title. */
async function read(pdf: Uint8Array) {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false });
  const doc = await task.promise;
  try {
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      text += content.items.map((i) => ('str' in i ? `${i.str}${i.hasEOL ? ' ' : ''}` : '')).join('');
    }
    const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
    const marked = ((await doc.getMarkInfo()) as Map<string, boolean> | null)?.get('Marked') ?? false;
    return { text: text.normalize('NFC').replace(/\s+/g, ' '), pages: doc.numPages, title: info.Title ?? '', marked };
  } finally {
    await task.destroy();
  }
}

const input: CertificatePdfInput = {
  kind: 'pat',
  title: 'PAT Lassen september',
  recipientName: 'Olena Kovalenko',
  issuerName: 'Kandidaatplatform B.V.',
  language: 'pl',
  issuedAt: new Date('2026-09-18T10:00:00Z'),
  printedCode: '7K3M-Q9PX-2HRT-V8CD',
  verifyUrl: 'https://platform.example.nl/certificaat/7K3MQ9PX2HRTV8CD',
  withdrawnAt: null,
};

describe('certificate PDF', () => {
  it('states name, what, date, issuer, code and address in the candidate’s language and in Dutch, on one tagged page', async () => {
    const pdf = await renderCertificatePdf(input);
    const { text, pages, title, marked } = await read(pdf);
    expect(pages).toBe(1);
    expect(marked).toBe(true);
    expect(title).toContain('PAT Lassen september');
    for (const part of ['Olena Kovalenko', 'PAT Lassen september', 'Kandidaatplatform B.V.', '7K3M-Q9PX-2HRT-V8CD', 'platform.example.nl/certificaat/7K3MQ9PX2HRTV8CD']) {
      expect(text).toContain(part);
    }
    // Polish and Dutch.
    expect(text).toContain('Certyfikat');
    expect(text).toContain('Certificaat');
    expect(text).toContain('zdał(a) egzamin praktyczny (PAT)');
    expect(text).toContain('het praktijkassessment (PAT) heeft behaald');
    expect(text).toContain('18 września 2026');
    expect(text).toContain('18 september 2026');
    expect(text).not.toContain('ingetrokken');
  });

  it('says a withdrawn certificate is withdrawn, in both languages; an Arabic certificate is right to left', async () => {
    const { text } = await read(await renderCertificatePdf({ ...input, language: 'ar', withdrawnAt: new Date('2026-10-01T09:00:00Z') }));
    expect(text).toContain('ingetrokken op 1 oktober 2026');
    expect(text).toContain('Certificaat');
    const data = certificatePdfData({ ...input, language: 'ar' });
    expect(data.heading.map((h) => [h.lang, h.dir])).toEqual([
      ['ar', 'rtl'],
      ['nl', 'ltr'],
    ]);
    expect(data.name.dir).toBe('ltr');
  });

  it('prints Dutch once for a Dutch candidate, and takes a logo and accent colour as data', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>');
    const pdf = await renderCertificatePdf({ ...input, language: 'nl', kind: 'education', logo: { bytes: svg, format: 'svg', alt: 'Logo van de uitgever' }, accent: '#aa3300' });
    const { text } = await read(pdf);
    expect(text.match(/Certificaat/g)?.length).toBe(1);
    expect(text).toContain('de opleiding met goed gevolg heeft afgerond');
    expect(() => certificatePdfData({ ...input, accent: 'red' })).toThrow(/geen kleur/);
  });
});
