/**
 * The licences feature's calls (docs/api.md, "Licence"): request schemas the router validates with and what the
 * calls answer, declared once for the backend and the pages /cp/license, /cp/license/create, /cp/license/{id},
 * /contactperson/licences and /account/setup (docs/decisions/017-feature-folders.md). Client-safe: zod and types only.
 *
 * Rules (docs/domain.md "Licence"; docs/decisions/028-licences-and-invoices.md): seats 1–100 000; days `YYYY-MM-DD`
 * with until ≥ from; price per seat in whole cents, 0 – 1 000 000 (€ 10.000); VAT S (21 %) or E (exempt,
 * CRKBO-registered training). Messages are Dutch and name the field.
 */
import { LANGUAGES } from '#src/lib/i18n/locales';
import { z } from 'zod';
import { dayField, fields, pageQuery, type Named } from '#src/lib/contract';
import { singleLine } from '#src/lib/text-fields';
import type { InvoiceMailing } from '#src/features/invoices/contract';
import { countNl } from '#src/lib/i18n/dutch-count';

/** What a licence gives seats for. */
export const LICENCE_PRODUCTS = ['profession-test', 'pat', 'education'] as const;
export type LicenceProduct = (typeof LICENCE_PRODUCTS)[number];

/** Dutch names of the products. */
export const PRODUCT_LABELS: Record<LicenceProduct, string> = {
  'profession-test': 'Beroepentest',
  pat: 'PAT (praktijkassessment)',
  education: 'Opleiding',
};

/**
 * A licence's state on a day (docs/domain.md "Licence"): revoked beats everything; before `validFrom` it is upcoming;
 * after `validUntil` expired; with every seat taken full; otherwise active.
 */
export const LICENCE_STATES = ['active', 'full', 'upcoming', 'expired', 'revoked'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** Dutch names of the states. */
export const STATE_LABELS: Record<LicenceState, string> = {
  active: 'Actief',
  full: 'Vol',
  upcoming: 'Nog niet geldig',
  expired: 'Verlopen',
  revoked: 'Ingetrokken',
};

/** VAT treatment of a licence's seats: EN 16931 category S (21 %) or E (exempt). */
export const VAT_TREATMENTS = ['S', 'E'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
export const VAT_LABELS: Record<VatTreatment, string> = {
  S: '21 % btw',
  E: 'Vrijgesteld van btw (CRKBO-geregistreerd onderwijs)',
};

/** Most seats one licence may hold. */
export const MAX_SEATS = 100_000;
/** Highest price per seat, cents (€ 10.000). */
export const MAX_PRICE_CENTS = 1_000_000;

/** The licence code's alphabet: no 0/O, 1/I/L, so it can be read aloud and typed from paper (31 characters). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The code's length without dashes: 16 characters of 31, about 79 bits, shown in groups of four. */
export const CODE_LENGTH = 16;

/**
 * The code as stored and shown, `ABCD-EFGH-JKMN-PQRS`, from what a person typed (any case, spaces or dashes
 * anywhere), or null when it cannot be a code.
 */
export function normaliseLicenceCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (bare.length !== CODE_LENGTH || [...bare].some((ch) => !CODE_ALPHABET.includes(ch))) return null;
  return bare.match(/.{4}/g)!.join('-');
}

const day = dayField;

const wholeNumber = (label: string, min: number, max: number, unit: readonly [singular: string, plural: string]) =>
  z.coerce
    .number({ message: `${label}: vul een getal in.` })
    .int(`${label}: vul een heel getal in.`)
    .min(min, min === 0 ? `${label}: mag niet negatief zijn.` : `${label}: minstens ${countNl(min, ...unit)}.`)
    .max(max, `${label}: hoogstens ${countNl(max, ...unit)}.`);

/** Dutch labels of the licence fields. */
export const LICENCE_LABELS = {
  organizationId: 'Organisatie',
  product: 'Product',
  professionTestId: 'Beroepentest',
  seats: 'Aantal plaatsen',
  validFrom: 'Geldig vanaf',
  validUntil: 'Geldig tot en met',
  pricePerSeatCents: 'Prijs per plaats',
  vatCategory: 'Btw',
  buyerReference: 'Referentie van de opdrachtgever (inkoopordernummer)',
} as const;
const L = LICENCE_LABELS;

const period = <T extends { validFrom: string; validUntil: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.validUntil < value.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: `${L.validUntil}: moet op of na ${L.validFrom.toLowerCase()} liggen.` });
};

const reference = z
  .string()
  .trim()
  .max(100, `${L.buyerReference}: hoogstens 100 tekens.`)
  .check(singleLine(L.buyerReference))
  .nullish()
  .transform((v) => v || null);

/** `POST /api/licence` body. A profession-test licence names its test; PAT and education licences name none. */
export const licenceBody = z
  .object({
    organizationId: z.uuid({ message: `${L.organizationId}: kies een organisatie.` }),
    product: z.enum(LICENCE_PRODUCTS, { message: `${L.product}: kies een product.` }),
    professionTestId: z.uuid({ message: `${L.professionTestId}: kies een beroepentest.` }).nullish(),
    seats: wholeNumber(L.seats, 1, MAX_SEATS, ['plaats', 'plaatsen']),
    validFrom: day(L.validFrom),
    validUntil: day(L.validUntil),
    pricePerSeatCents: wholeNumber(L.pricePerSeatCents, 0, MAX_PRICE_CENTS, ['cent', 'cent']),
    vatCategory: z.enum(VAT_TREATMENTS, { message: `${L.vatCategory}: kies 21 % of vrijgesteld.` }),
    buyerReference: reference,
  })
  .superRefine(period)
  .superRefine((value, ctx) => {
    if (value.product === 'profession-test' && !value.professionTestId)
      ctx.addIssue({ code: 'custom', path: ['professionTestId'], message: `${L.professionTestId}: kies een beroepentest.` });
  })
  .transform((value) => ({ ...value, professionTestId: value.product === 'profession-test' ? value.professionTestId! : null }));
export type LicenceInput = z.output<typeof licenceBody>;

/**
 * `PUT /api/licence/{id}` body: what may change after the licence was sold. More seats make an extension invoice
 * for the added seats; fewer may not go below the seats in use (400).
 */
export const licenceChangeBody = z
  .object({
    seats: wholeNumber(L.seats, 1, MAX_SEATS, ['plaats', 'plaatsen']),
    validFrom: day(L.validFrom),
    validUntil: day(L.validUntil),
    buyerReference: reference,
  })
  .superRefine(period);
export type LicenceChange = z.output<typeof licenceChangeBody>;

/** `GET /api/licence` query: `q` (organisation name or code), `state`, `organizationId`, `product`, `page`. */
export const licenceListQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoekterm is te lang.').optional(),
  state: z.enum(LICENCE_STATES, { message: 'Kies een bestaande status.' }).optional(),
  organizationId: z.uuid({ message: 'Kies een bestaande organisatie.' }).optional(),
  product: z.enum(LICENCE_PRODUCTS, { message: 'Kies een bestaand product.' }).optional(),
});

/** `POST /api/licence/{id}/seat` and `…/seat/{seatId}/move` body: the candidate who gets the seat. */
export const seatBody = z.object({ candidateId: fields.uuid });

/**
 * `POST /api/user/ConfirmCandidateAccount` body (spec §7; public): the licence code, the new candidate's name and
 * e-mail address, and the privacy statement accepted. No password: the candidate chooses it after following the
 * mailed link, so only whoever reads that mailbox can sign in (docs/decisions/038-unconfirmed-account-setup.md).
 * Other fields (a `password` from an older page) are ignored.
 */
export const confirmCandidateBody = z.object({
  code: z.string({ message: 'Vul de licentiecode in.' }).trim().min(1, 'Vul de licentiecode in.').max(40, 'Deze licentiecode bestaat niet.'),
  name: z.string({ message: 'Vul je naam in.' }).trim().min(1, 'Vul je naam in.').max(200, 'Je naam is te lang: hoogstens 200 tekens.').check(singleLine('Naam')),
  email: fields.email,
  acceptPrivacy: z.literal(true, { message: 'Lees de privacyverklaring en vink aan dat je akkoord gaat.' }),
  /**
   * The language the candidate filled the form in (/account/setup's language, docs/decisions/055): a new account's
   * preferred language and the language of its mail. Absent: Dutch.
   */
  language: z.enum(LANGUAGES, { message: 'Taal: kies nl, en, pl, tr, uk of ar.' }).optional(),
});

// ——— Answers ———

/** A licence in a list. Days `YYYY-MM-DD`; cents. */
export interface LicenceListItem {
  id: string;
  organization: Named;
  product: LicenceProduct;
  /** Dutch product name, with the test's title for a profession test. */
  productName: string;
  seats: number;
  seatsUsed: number;
  validFrom: string;
  validUntil: string;
  state: LicenceState;
  code: string;
}

/** Why a seat closed: handed back by staff, moved, its holder erased, or held at /account/setup and not confirmed in time. */
export type SeatReleaseReason = 'handed-back' | 'moved' | 'erased' | 'unconfirmed';

/**
 * One entry of the seat ledger. Times ISO 8601. `heldUntil`: set on an open seat taken at /account/setup whose
 * holder has not confirmed their address yet; the seat counts as taken and is released at that time unless they do
 * (docs/decisions/038-unconfirmed-account-setup.md).
 */
export interface SeatItem {
  id: string;
  holder: Named & { erased: boolean };
  method: 'code' | 'staff';
  takenAt: string;
  takenBy: Named | null;
  heldUntil: string | null;
  releasedAt: string | null;
  releaseReason: SeatReleaseReason | null;
}

/** `GET /api/licence/{id}`: the licence, its ledger (open seats first, then the history, newest first) and invoices. */
export interface LicenceDetail extends LicenceListItem {
  professionTestId: string | null;
  pricePerSeatCents: number;
  vatCategory: VatTreatment;
  buyerReference: string | null;
  revokedAt: string | null;
  createdAt: string;
  seatLedger: SeatItem[];
  /**
   * `peppol`: false when the document cannot go through Peppol (docs/decisions/050-peppol-valid-invoices.md);
   * `mailings`: the invoice's sent log (docs/decisions/053-invoice-mail.md).
   */
  invoices: { id: string; number: string; kind: 'invoice' | 'credit-note'; issueDate: string; grossCents: number; state: string; peppol: boolean; mailings: InvoiceMailing[] }[];
}

/** `POST /api/licence`: the new licence and its invoice (null when the seats were free). */
export interface LicenceCreated {
  id: string;
  code: string;
  invoiceId: string | null;
}

/** `PUT /api/licence/{id}`: the licence and the extension invoice, if seats were added at a price. */
export interface LicenceChanged {
  id: string;
  invoiceId: string | null;
}

/** A seat just taken. */
export interface SeatTaken {
  seatId: string;
  licenceId: string;
}
