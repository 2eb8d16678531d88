/**
 * The organisations feature's calls (docs/api.md, "Organisation"): the request schemas the router validates with
 * and what the calls answer, declared once for the backend and the pages /cp/organizations, /cp/organization/create
 * and /cp/organization/{id} (docs/decisions/017-feature-folders.md). Client-safe: zod and types only.
 *
 * Field rules (spec §2 /cp/organization; docs/domain.md glossary "organisation"): the name is required; the KvK-nummer
 * is 8 digits, the btw-id a Dutch one (format checked with `validator`), postcodes Dutch (`1234 AB`), all
 * normalised (src/lib/dutch-formats.ts); an address is given whole (street, postcode and city) or not at all.
 * Every text is plain text. Messages are Dutch and name the field.
 */
import { z } from 'zod';
import { pageQuery, type Named } from '#src/lib/contract';
import { normaliseKvk, normaliseVat } from '#src/lib/dutch-formats';
import { optionalEmail, optionalPostcode, optionalText, requiredText } from '#src/lib/text-fields';

/** People listed per kind in `GET /api/organization/{id}` (first by name); the totals count them all. */
export const ORGANIZATION_PEOPLE_LIMIT = 50;

/** Dutch labels of the fields, used in the messages and by the form. */
export const ORGANIZATION_LABELS = {
  name: 'Naam',
  kvkNumber: 'KvK-nummer',
  vatNumber: 'Btw-id',
  visitStreet: 'Straat en huisnummer (bezoekadres)',
  visitPostcode: 'Postcode (bezoekadres)',
  visitCity: 'Plaats (bezoekadres)',
  invoiceStreet: 'Straat en huisnummer (factuuradres)',
  invoicePostcode: 'Postcode (factuuradres)',
  invoiceCity: 'Plaats (factuuradres)',
  invoiceEmail: 'Factuuradres (e-mail)',
  notes: 'Notities',
} as const;

export type OrganizationField = keyof typeof ORGANIZATION_LABELS;

const L = ORGANIZATION_LABELS;

/** An optional registration number, normalised by `normalise`; '', null or absent → null. */
function registration(normalise: (text: string) => string | null, wrong: string) {
  return z
    .string({ message: wrong })
    .max(40, wrong)
    .nullish()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (!text) return null;
      const normalised = normalise(text);
      if (!normalised) ctx.addIssue({ code: 'custom', message: wrong });
      return normalised;
    });
}

/** The parts of an address in words, in the order of `ADDRESSES[n].parts`. */
const ADDRESS_PARTS = ['straat en huisnummer', 'de postcode', 'de plaats'] as const;

/** The address parts that belong together, with the message when only some are filled in. */
const ADDRESSES = [
  { parts: ['visitStreet', 'visitPostcode', 'visitCity'], name: 'Bezoekadres' },
  { parts: ['invoiceStreet', 'invoicePostcode', 'invoiceCity'], name: 'Factuuradres' },
] as const;

// ——— Requests ———

/**
 * `POST /api/organization` and `PUT /api/organization/{id}` body: the whole record (a PUT replaces every field;
 * optional fields left out, '' or null are cleared).
 */
export const organizationBody = z
  .object({
    name: requiredText(L.name, 200, 'Naam: vul de naam van de organisatie in.'),
    kvkNumber: registration(normaliseKvk, 'KvK-nummer: vul 8 cijfers in, bijvoorbeeld 12345678.'),
    vatNumber: registration(normaliseVat, 'Btw-id: vul een Nederlands btw-id in, bijvoorbeeld NL123456789B01.'),
    visitStreet: optionalText(L.visitStreet, 200),
    visitPostcode: optionalPostcode(L.visitPostcode),
    visitCity: optionalText(L.visitCity, 100),
    invoiceStreet: optionalText(L.invoiceStreet, 200),
    invoicePostcode: optionalPostcode(L.invoicePostcode),
    invoiceCity: optionalText(L.invoiceCity, 100),
    invoiceEmail: optionalEmail(L.invoiceEmail),
    notes: optionalText(L.notes, 5000, 'multi'),
  })
  .superRefine((body, ctx) => {
    for (const address of ADDRESSES) {
      const filled = address.parts.filter((part) => body[part] !== null);
      if (filled.length === 0 || filled.length === address.parts.length) continue;
      const index = address.parts.findIndex((part) => body[part] === null);
      ctx.addIssue({
        code: 'custom',
        path: [address.parts[index] as OrganizationField],
        message: `${address.name}: vul ook ${ADDRESS_PARTS[index]} in, of laat het hele adres leeg.`,
      });
    }
  });

/** The body a page sends to `POST /api/organization` or `PUT /api/organization/{id}`. */
export type OrganizationBody = z.input<typeof organizationBody>;
/** The record's fields as stored: trimmed, normalised, null where empty. */
export type OrganizationFields = z.output<typeof organizationBody>;

/**
 * `GET /api/organization?page=&q=&archived=`: `q` (at most 100 characters) matches anywhere in the name, case-insensitively;
 * `archived=1` lists the archived organisations instead of the current ones.
 */
export const organizationListQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoektekst is te lang (hoogstens 100 tekens).').optional(),
  archived: z.enum(['1', '0'], { message: 'Gearchiveerd is 1 (ja) of 0 (nee).' }).optional(),
});

// ——— Answers ———

/** `GET /api/organization/options`: a current (not archived) organisation for a select, by name. */
export type OrganizationOption = Named;

/** `GET /api/organization` item (paged, 20 a page, by name then id). */
export interface OrganizationListItem {
  id: string;
  name: string;
  /** The visiting address's city, or null. */
  city: string | null;
  kvkNumber: string | null;
  archived: boolean;
  /** Contact persons and candidates who belong to it (erased accounts not counted). */
  contactPersons: number;
  candidates: number;
}

/** A contact person or candidate of an organisation. */
export interface OrganizationPerson {
  id: string;
  name: string;
  email: string;
  /** Account lifecycle (docs/domain.md): 'invited', 'active' or 'disabled'. */
  status: string;
}

/** `GET /api/organization/{id}`: the whole record and its people. */
export interface OrganizationDetail extends OrganizationFields {
  id: string;
  archived: boolean;
  /** When it was archived (ISO), or null. */
  archivedAt: string | null;
  createdAt: string;
  /** The first ORGANIZATION_PEOPLE_LIMIT contact persons by name; `contactPersonTotal` counts them all. */
  contactPersons: OrganizationPerson[];
  contactPersonTotal: number;
  /** The first ORGANIZATION_PEOPLE_LIMIT candidates by name; `candidateTotal` counts them all. */
  candidates: OrganizationPerson[];
  candidateTotal: number;
}

/** `POST /api/organization` (201) and `PUT /api/organization/{id}` (200). */
export interface OrganizationSaved {
  id: string;
}

/** `POST /api/organization/{id}/archive` and `…/restore`: when it was archived, null after restoring. */
export interface OrganizationArchiveState {
  id: string;
  archivedAt: string | null;
}
