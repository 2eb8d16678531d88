/**
 * Reading and checking a bulk intake file: candidates as a CSV file, as typed by hand or exported from Excel
 * (UTF-8 with or without BOM, `;` or `,` between fields; docs/api.md "Bulk intake"). Parsing is csv-parse's; this
 * module maps the Dutch column names and checks each row, with one Dutch message per problem, so the preview can
 * show every bad row at once and the import takes only the good ones.
 *
 * Columns (first line, any order, case and spaces ignored): `naam` (required), `e-mail` (required), `organisatie`
 * (an organisation's name), `beroep` (a profession's name), `telefoon`, `taal` (the candidate's language: nl, en,
 * pl, tr, uk or ar, any case; empty is Dutch; docs/decisions/055). Other columns are ignored.
 */
import { parse } from 'csv-parse/sync';
import { fields } from '#src/lib/contract';
import { LANGUAGES, isLanguage, type Language } from '#src/lib/i18n/locales';
import { isSingleLineText } from '#src/lib/plain-text';

/** Most candidate rows one file may hold. */
export const MAX_INTAKE_ROWS = 1000;
/** Longest name, characters (the same as a name typed in the create form). */
export const MAX_NAME_LENGTH = 200;
/** Longest organisation, profession or phone text, characters. */
const MAX_FIELD_LENGTH = 200;

/** The spec §8 text for an e-mail address that is already in use. */
export const EMAIL_TAKEN = 'Er bestaat al een gebruiker met dit emailadres';

/** One candidate row as read from the file; `line` is the row's line number in the file (the header is line 1). */
export interface IntakeRow {
  line: number;
  name: string;
  email: string;
  organization: string;
  profession: string;
  phone: string;
  /** The `taal` column as typed ('' when absent or empty). */
  language: string;
}

/** A row with what it refers to and what is wrong with it (empty `errors`: the row can be imported). */
export interface CheckedIntakeRow extends IntakeRow {
  organizationId: string | null;
  professionId: string | null;
  /** The candidate's language: the `taal` column's code, Dutch when empty (an unknown code is an error). */
  languageCode: Language;
  errors: string[];
}

/** What a row is checked against: names (lower-cased, trimmed) to ids, and e-mail addresses already in use (lower-cased). */
export interface IntakeLookups {
  organizations: ReadonlyMap<string, string>;
  professions: ReadonlyMap<string, string>;
  existingEmails: ReadonlySet<string>;
  /** Organisation names (lower-cased, trimmed) that more than one organisation has: a row naming one cannot be placed. */
  ambiguousOrganizations?: ReadonlySet<string>;
}

/** A file that cannot be read as a whole, with a Dutch message for the page. */
export class IntakeFileError extends Error {}

const COLUMN_NAMES: Record<string, keyof Omit<IntakeRow, 'line'>> = {
  naam: 'name',
  volledigenaam: 'name',
  email: 'email',
  emailadres: 'email',
  organisatie: 'organization',
  beroep: 'profession',
  telefoon: 'phone',
  telefoonnummer: 'phone',
  taal: 'language',
};

/** `E-mail adres` → `emailadres`: the key a column name is known by. */
const columnKey = (name: string) => name.toLowerCase().replace(/[\s\-_.]/g, '');

/**
 * The field separator of `text`: `;` (what Dutch Excel writes) when the first line holds more semicolons than
 * commas outside quotes, else `,`.
 */
export function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.replace(/^\ufeff/, '').split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  const count = (ch: string) => unquoted.split(ch).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads the rows of an intake file.
 * @param text the file's text (a leading BOM is ignored).
 * @returns the rows in file order, empty lines left out.
 * @throws IntakeFileError when the file is empty, is not CSV, lacks the `naam` or `e-mail` column, or holds more
 *   than MAX_INTAKE_ROWS rows.
 */
export function parseIntakeCsv(text: string): IntakeRow[] {
  if (text.replace(/^\ufeff/, '').trim() === '') throw new IntakeFileError('Het bestand is leeg.');
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      columns: (header: string[]) => header.map((name) => COLUMN_NAMES[columnKey(name)] ?? false),
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      trim: true,
    }) as typeof records;
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? ` (regel ${(error as { lines: number }).lines})` : '';
    throw new IntakeFileError(`Het bestand is geen geldig CSV-bestand${line}. Sla het in Excel op als 'CSV UTF-8'.`);
  }
  const header = parse(text, { bom: true, delimiter: detectDelimiter(text), to_line: 1, relax_column_count: true }) as string[][];
  const known = new Set((header[0] ?? []).map((name) => COLUMN_NAMES[columnKey(name)]));
  for (const [column, label] of [['name', 'naam'], ['email', 'e-mail']] as const) {
    if (!known.has(column)) throw new IntakeFileError(`De kolom '${label}' ontbreekt in de eerste regel van het bestand.`);
  }
  if (records.length > MAX_INTAKE_ROWS) {
    throw new IntakeFileError(`Het bestand heeft ${records.length} kandidaten; neem er hoogstens ${MAX_INTAKE_ROWS} per keer.`);
  }
  return records.map(({ record, info }) => ({
    line: info.lines,
    name: record.name ?? '',
    email: record.email ?? '',
    organization: record.organization ?? '',
    profession: record.profession ?? '',
    phone: record.phone ?? '',
    language: record.language ?? '',
  }));
}

const emailField = fields.email;

/** The message for a row whose organisation name more than one organisation has. */
export const ambiguousOrganization = (name: string) =>
  `Er zijn meerdere organisaties met de naam '${name}'. Maak de namen eerst verschillend op de pagina Organisaties.`;

/** The message for a row whose `taal` is not one of the six language codes. */
export const unknownLanguage = (value: string) =>
  `De taal '${value}' kennen we niet. Gebruik een van deze codes: ${LANGUAGES.join(', ')} (of laat het veld leeg voor Nederlands).`;

/**
 * Checks every row against the platform and the rest of the file. Messages per row, in this order: missing or
 * too long name, or one with a line break, tab or invisible character (lib/plain-text.ts `isSingleLineText`; the same
 * rule as a name typed in the create form); likewise the phone number, which must also pass the form's phone rule
 * (lib/contract.ts `fields.phone`: digits, spaces and + ( ) - . only, at most 30 characters); missing or invalid e-mail address; unknown or ambiguous organisation; unknown profession; unknown language code (`unknownLanguage`); e-mail address
 * earlier in the file; e-mail address already in use (EMAIL_TAKEN).
 * @returns the rows with their ids and errors, e-mail addresses lower-cased.
 */
export function checkIntakeRows(rows: readonly IntakeRow[], lookups: IntakeLookups): CheckedIntakeRow[] {
  const firstLineOf = new Map<string, number>();
  return rows.map((row) => {
    const errors: string[] = [];
    if (!row.name) errors.push('De naam ontbreekt.');
    else if (row.name.length > MAX_NAME_LENGTH) errors.push(`De naam is langer dan ${MAX_NAME_LENGTH} tekens.`);
    else if (!isSingleLineText(row.name)) errors.push('De naam heeft meer dan één regel, een tab of onzichtbare tekens.');
    if (row.phone && !isSingleLineText(row.phone)) errors.push('Het telefoonnummer heeft meer dan één regel, een tab of onzichtbare tekens.');
    else if (row.phone) {
      // The same rule as the account form (lib/contract.ts `fields.phone`).
      const phone = fields.phone.safeParse(row.phone);
      if (!phone.success) errors.push(phone.error.issues[0]?.message ?? 'Telefoonnummer: gebruik alleen cijfers, spaties en + ( ) - .');
    }
    const parsed = emailField.safeParse(row.email);
    const email = parsed.success ? parsed.data : row.email.trim().toLowerCase();
    if (!row.email) errors.push('Het e-mailadres ontbreekt.');
    else if (!parsed.success) errors.push(`'${row.email}' is geen geldig e-mailadres.`);
    const ambiguous = row.organization !== '' && (lookups.ambiguousOrganizations?.has(row.organization.toLowerCase()) ?? false);
    const organizationId = row.organization && !ambiguous ? (lookups.organizations.get(row.organization.toLowerCase()) ?? null) : null;
    if (ambiguous) errors.push(ambiguousOrganization(row.organization));
    else if (row.organization && !organizationId) errors.push(`De organisatie '${row.organization}' bestaat niet.`);
    const professionId = row.profession ? (lookups.professions.get(row.profession.toLowerCase()) ?? null) : null;
    if (row.profession && !professionId) errors.push(`Het beroep '${row.profession}' bestaat niet.`);
    const code = row.language.toLowerCase();
    const languageCode: Language = isLanguage(code) ? code : 'nl';
    if (row.language && !isLanguage(code)) errors.push(unknownLanguage(row.language));
    for (const [value, label] of [[row.organization, 'organisatie'], [row.profession, 'beroep'], [row.phone, 'telefoonnummer']] as const) {
      if (value.length > MAX_FIELD_LENGTH) errors.push(`Het veld ${label} is langer dan ${MAX_FIELD_LENGTH} tekens.`);
    }
    if (parsed.success) {
      const earlier = firstLineOf.get(email);
      if (earlier !== undefined) errors.push(`Dit e-mailadres staat ook op regel ${earlier}.`);
      else firstLineOf.set(email, row.line);
      if (lookups.existingEmails.has(email)) errors.push(EMAIL_TAKEN);
    }
    return { ...row, email, organizationId, professionId, languageCode, errors };
  });
}
