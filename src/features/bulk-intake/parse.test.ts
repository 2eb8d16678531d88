/** Reading and checking bulk intake files (parse.ts): separators, BOM, quotes, column names and every row message. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fields } from '#src/lib/contract';
import { ambiguousOrganization, checkIntakeRows, detectDelimiter, EMAIL_TAKEN, IntakeFileError, MAX_INTAKE_ROWS, parseIntakeCsv, unknownLanguage } from './parse';

const lookups = {
  organizations: new Map([['bouwbedrijf de vries', 'org-1']]),
  professions: new Map([['magazijnmedewerker', 'prof-1']]),
  existingEmails: new Set(['bestaat@example.org']),
};

describe('parseIntakeCsv', () => {
  it('reads an Excel export: BOM, semicolons, quoted commas, Dutch column names in any case and order', () => {
    const text = '\ufeffE-mail;Naam;Organisatie;Beroep;Telefoon;Opmerking\r\npiet@example.org;"Jansen, Piet";Bouwbedrijf De Vries;Magazijnmedewerker;06 1234 5678;x\r\n';
    expect(parseIntakeCsv(text)).toEqual([
      { line: 2, name: 'Jansen, Piet', email: 'piet@example.org', organization: 'Bouwbedrijf De Vries', profession: 'Magazijnmedewerker', phone: '06 1234 5678', language: '' },
    ]);
  });

  it('reads the example file staff download, with its taal column', () => {
    const text = readFileSync(new URL('../../../public/voorbeeld-kandidaten.csv', import.meta.url), 'utf8');
    const rows = parseIntakeCsv(text);
    expect(rows.map((r) => r.language)).toEqual(['', 'ar', 'pl']);
    expect(checkIntakeRows(rows, lookups).map((r) => r.languageCode)).toEqual(['nl', 'ar', 'pl']);
  });

  it('reads the optional taal column', () => {
    const rows = parseIntakeCsv('naam;e-mail;Taal\nAmal;amal@example.org;AR\nBram;bram@example.org;\n');
    expect(rows.map((r) => r.language)).toEqual(['AR', '']);
  });

  it('reads commas, skips empty lines and keeps the file line of each row', () => {
    const rows = parseIntakeCsv('naam,email\nAnna,anna@example.org\n\n,\nBram,bram@example.org\n');
    expect(rows.map((r) => [r.line, r.name])).toEqual([
      [2, 'Anna'],
      [5, 'Bram'],
    ]);
  });

  it('chooses the separator the header uses most', () => {
    expect(detectDelimiter('naam;e-mail\n')).toBe(';');
    expect(detectDelimiter('naam,e-mail\n')).toBe(',');
    expect(detectDelimiter('"naam, voluit";e-mail;beroep\n')).toBe(';');
  });

  it('refuses an empty file, a file without the required columns, broken quoting and too many rows, in Dutch', () => {
    expect(() => parseIntakeCsv('\ufeff \n')).toThrow('Het bestand is leeg.');
    expect(() => parseIntakeCsv('naam;telefoon\nA;1\n')).toThrow("De kolom 'e-mail' ontbreekt");
    expect(() => parseIntakeCsv('naam;email\n"A;a@example.org\n')).toThrow(IntakeFileError);
    const many = `naam;email\n${Array.from({ length: MAX_INTAKE_ROWS + 1 }, (_, i) => `K ${i};k${i}@example.org`).join('\n')}`;
    expect(() => parseIntakeCsv(many)).toThrow(`neem er hoogstens ${MAX_INTAKE_ROWS} per keer`);
  });
});

describe('checkIntakeRows', () => {
  const row = (line: number, over: Partial<{ name: string; email: string; organization: string; profession: string; phone: string; language: string }> = {}) => ({
    line,
    name: 'Kandidaat',
    email: `k${line}@example.org`,
    organization: '',
    profession: '',
    phone: '',
    language: '',
    ...over,
  });

  it('takes a known language code in any case, Dutch when empty, and refuses any other with a Dutch message', () => {
    const checked = checkIntakeRows([row(2, { language: 'AR' }), row(3), row(4, { language: 'fr' }), row(5, { language: 'Arabisch' })], lookups);
    expect(checked.map((r) => [r.languageCode, r.errors])).toEqual([
      ['ar', []],
      ['nl', []],
      ['nl', [unknownLanguage('fr')]],
      ['nl', [unknownLanguage('Arabisch')]],
    ]);
    expect(unknownLanguage('fr')).toBe("De taal 'fr' kennen we niet. Gebruik een van deze codes: nl, en, pl, tr, uk, ar (of laat het veld leeg voor Nederlands).");
  });

  it('accepts a good row with its organisation and profession found by name, whatever the case', () => {
    const [checked] = checkIntakeRows([row(2, { email: 'K2@Example.org', organization: 'BOUWBEDRIJF DE VRIES', profession: 'magazijnmedewerker' })], lookups);
    expect(checked).toMatchObject({ email: 'k2@example.org', organizationId: 'org-1', professionId: 'prof-1', errors: [] });
  });

  it('names every problem of a row in Dutch', () => {
    const checked = checkIntakeRows(
      [
        row(2, { name: '' }),
        row(3, { email: 'geen-adres' }),
        row(4, { email: '' }),
        row(5, { organization: 'Onbekend BV', profession: 'Astronaut' }),
        row(6, { email: 'BESTAAT@example.org' }),
        row(7, { email: 'dubbel@example.org' }),
        row(8, { email: 'dubbel@example.org' }),
        row(9, { name: 'Jan\u000BJansen', email: 'jan@example.org' }),
        row(10, { name: 'Piet \u202Enesnaj', email: 'piet@example.org', phone: '06\t1234' }),
      ],
      lookups,
    );
    expect(checked.map((r) => r.errors)).toEqual([
      ['De naam ontbreekt.'],
      ["'geen-adres' is geen geldig e-mailadres."],
      ['Het e-mailadres ontbreekt.'],
      ["De organisatie 'Onbekend BV' bestaat niet.", "Het beroep 'Astronaut' bestaat niet."],
      [EMAIL_TAKEN],
      [],
      ['Dit e-mailadres staat ook op regel 7.'],
      ['De naam heeft meer dan één regel, een tab of onzichtbare tekens.'],
      ['De naam heeft meer dan één regel, een tab of onzichtbare tekens.', 'Het telefoonnummer heeft meer dan één regel, een tab of onzichtbare tekens.'],
    ]);
  });

  it('checks the phone number with the account form’s rule (lib/contract.ts fields.phone)', () => {
    const phones = ['abc', '06-1234 5678', '+31 (0)6 12.34.56.78', '0'.repeat(31)];
    const checked = checkIntakeRows(phones.map((phone, i) => row(2 + i, { email: `tel${i}@example.org`, phone })), lookups);
    expect(checked.map((r) => r.errors)).toEqual([
      ['Telefoonnummer: gebruik alleen cijfers, spaties en + ( ) - .'],
      [],
      [],
      ['Telefoonnummer: hoogstens 30 tekens.'],
    ]);
    expect(phones.map((p) => fields.phone.safeParse(p).success)).toEqual(checked.map((r) => r.errors.length === 0));
  });

  it('refuses an organisation name that more than one organisation has', () => {
    const [checked] = checkIntakeRows([row(2, { organization: 'Bouwbedrijf De Vries' })], {
      ...lookups,
      ambiguousOrganizations: new Set(['bouwbedrijf de vries']),
    });
    expect(checked).toMatchObject({ organizationId: null, errors: [ambiguousOrganization('Bouwbedrijf De Vries')] });
    expect(checked?.errors[0]).toContain("meerdere organisaties met de naam 'Bouwbedrijf De Vries'");
  });
});
