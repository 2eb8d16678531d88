/**
 * An invoice or credit note as UBL 2.1 XML following EN 16931 with the Peppol BIS Billing 3.0 / NLCIUS
 * customization (docs/decisions/028-licences-and-invoices.md): the file Dutch bookkeeping software and Peppol access points
 * read. Pure, client-safe; amounts come from `invoiceTotals` and are written from integer cents by string
 * arithmetic (`centsToDecimal`), never through floats.
 *
 * Every document passes the UBL 2.1 XSD and the EN 16931 rules; one whose buyer has a KvK-nummer or btw-id also passes
 * Peppol BIS Billing 3.0 (with NLCIUS's NL-R rules) and says so in CustomizationID; one whose buyer has neither
 * claims EN 16931 only and has no ProfileID (`peppolBlocker`; docs/decisions/050-peppol-valid-invoices.md). The
 * test `ubl-validation.db.test.ts` checks all three with the official validation artefacts.
 *
 * Element order follows the sequences of the OASIS UBL 2.1 schemas (UBL-Invoice-2.1.xsd, UBL-CreditNote-2.1.xsd
 * and the common aggregate components). Choices:
 * - `Invoice` with InvoiceTypeCode 380 and DueDate; `CreditNote` with CreditNoteTypeCode 381 and a
 *   BillingReference to the credited invoice (BG-3, NLCIUS NL-R-001). UBL 2.1 CreditNote has no DueDate: a credit
 *   note states its settlement in PaymentTerms (BT-20) instead, and carries no PaymentMeans, as the money goes to
 *   the buyer (NL-R-007 asks for payment means only for payment from customer to supplier).
 * - Invoice payment: PaymentMeans code 58 (SEPA credit transfer) with PaymentID (BT-83) and the seller's IBAN,
 *   account name and BIC (BG-17).
 * - Parties: EndpointID (BT-34/BT-49) is the KvK-nummer (EAS 0106), else the btw-id (EAS 9944), left out when the
 *   party has neither; PostalAddress with country NL; PartyTaxScheme with the btw-id; PartyLegalEntity with the
 *   name and the KvK-nummer (scheme 0106, NL-R-003/NL-R-005); Contact with the e-mail address.
 * - VAT: one TaxSubtotal per category; exempt lines (E) carry the CRKBO exemption text (BT-120) and code
 *   VATEX-EU-132-1I (BT-121: art. 132(1)(i) of Directive 2006/112/EC, vocational training).
 * - Lines: unit C62 ('one'), Item/Name is the line description (BT-153).
 * - BuyerReference (BT-10) is always written: the buyer's reference, else the invoice number (`ublBuyerReference`).
 * - Empty optional values are left out rather than written as empty elements (PEPPOL-EN16931-R008).
 */
import { printableLine } from '#src/lib/plain-text';
import { centsToDecimal, invoiceTotals, VAT_EXEMPTION_TEXT, VAT_RATE_PERCENT } from '../totals';
import type { InvoiceDocument, InvoiceParty, VatCategory } from './types';
import { assertInvoiceDocument, compactIban } from './validate';

/** BT-24: EN 16931 with the Peppol BIS Billing 3.0 customization, which NLCIUS 2.0 uses. */
export const UBL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/**
 * BT-24 of a document that cannot go through Peppol (`peppolBlocker`): the EN 16931 core specification alone, so the
 * file claims nothing it does not meet (docs/decisions/050-peppol-valid-invoices.md).
 */
export const EN16931_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017';
/** BT-23: the Peppol billing process; only written with the Peppol customization. */
export const UBL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * Why this document cannot be sent over Peppol, in Dutch for the PDF and the screens, or null when it can. Peppol
 * routes on the buyer's electronic address (BT-49, PEPPOL-EN16931-R010), which the platform takes from the KvK-nummer
 * (EAS 0106) or the btw-id (EAS 9944); a buyer with neither has no address a Peppol access point can reach. The
 * e-mail address is not one: EAS has no e-mail scheme in Peppol. Source: Peppol BIS Billing 3.0.19, rule R010 and
 * its EAS code list; decision 050.
 */
export function peppolBlocker(buyer: Pick<InvoiceParty, 'kvkNumber' | 'vatNumber'>): string | null {
  return buyer.kvkNumber?.trim() || buyer.vatNumber?.trim() ? null : PEPPOL_BLOCKED_TEXT;
}

/** What the PDF and the invoice screens say about a document `peppolBlocker` refuses. */
export const PEPPOL_BLOCKED_TEXT =
  'Deze factuur kan niet via Peppol worden verstuurd: de afnemer heeft geen KvK-nummer en geen btw-id. De e-factuur (UBL) volgt EN 16931 zonder Peppol; stuur haar per e-mail.';

/**
 * The buyer reference the UBL file carries (BT-10): the reference the buyer gave on the licence, or else the number
 * of the invoice (for a credit note: of the invoice it reverses), so that every document meets Peppol's
 * PEPPOL-EN16931-R003 ('a buyer reference or purchase order reference MUST be provided') and the buyer finds the
 * document by the number on the invoice they received. Decision 050.
 */
export function ublBuyerReference(doc: Pick<InvoiceDocument, 'buyerReference' | 'number' | 'creditedInvoice'>): string {
  const given = doc.buyerReference == null ? '' : printableLine(doc.buyerReference).trim();
  return given || (doc.creditedInvoice?.number ?? doc.number).trim();
}
/** BT-121 for exempt training lines: VATEX code of art. 132(1)(i) of Council Directive 2006/112/EC. */
export const VAT_EXEMPTION_REASON_CODE = 'VATEX-EU-132-1I';

const NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'credit-note': 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/** An element with text or child elements; absent children (null, undefined, false) are skipped. */
interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  content: string | Child[];
}
type Child = XmlElement | null | undefined | false;

/** Characters XML 1.0 does not allow in a document (control characters other than tab, line feed, return). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `value` as XML character data or attribute value: `& < > " '` as entities, characters XML 1.0 forbids (lone
 * surrogates, U+FFFE, U+FFFF) removed, and the text made one line in logical order as every UBL value is
 * (lib/plain-text.ts `printableLine`: line breaks and tabs a space, other control characters and bidi embeddings,
 * overrides and isolates dropped), so that text stored before the field rules existed (docs/decisions/040) neither
 * breaks the file nor reads backwards in the receiver's system.
 */
export function escapeXml(value: string): string {
  return printableLine(value)
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const el = (name: string, content: string | Child[], attributes?: Record<string, string>): XmlElement => ({ name, content, attributes });
/** A text element, or nothing when the value is null or blank (also once the characters `escapeXml` drops are gone). */
const opt = (name: string, value: string | null | undefined, attributes?: Record<string, string>): XmlElement | null => {
  const text = value == null ? '' : printableLine(value).trim();
  return text !== '' ? el(name, text, attributes) : null;
};
/** An amount in euros with two decimals from integer cents. */
const amount = (name: string, cents: number): XmlElement => el(name, centsToDecimal(cents), { currencyID: 'EUR' });
const vatScheme = () => el('cac:TaxScheme', [el('cbc:ID', 'VAT')]);

function serialize(element: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (typeof element.content === 'string') {
    return `${indent}<${element.name}${attributes}>${escapeXml(element.content)}</${element.name}>`;
  }
  const children = element.content.filter((child): child is XmlElement => Boolean(child));
  return [`${indent}<${element.name}${attributes}>`, ...children.map((child) => serialize(child, depth + 1)), `${indent}</${element.name}>`].join('\n');
}

/** EN 16931 BG-4 / BG-7 as a UBL `cac:Party`, in the sequence of UBL 2.1 PartyType. */
function partyElement(party: InvoiceParty): XmlElement {
  const endpoint = party.kvkNumber
    ? el('cbc:EndpointID', party.kvkNumber, { schemeID: '0106' })
    : party.vatNumber
      ? el('cbc:EndpointID', party.vatNumber, { schemeID: '9944' })
      : null;
  return el('cac:Party', [
    endpoint,
    el('cac:PartyName', [el('cbc:Name', party.name.trim())]),
    el('cac:PostalAddress', [
      opt('cbc:StreetName', party.street),
      opt('cbc:CityName', party.city),
      opt('cbc:PostalZone', party.postcode),
      el('cac:Country', [el('cbc:IdentificationCode', party.countryCode)]),
    ]),
    party.vatNumber ? el('cac:PartyTaxScheme', [el('cbc:CompanyID', party.vatNumber), vatScheme()]) : null,
    el('cac:PartyLegalEntity', [el('cbc:RegistrationName', party.name.trim()), opt('cbc:CompanyID', party.kvkNumber, { schemeID: '0106' })]),
    party.email?.trim() ? el('cac:Contact', [el('cbc:ElectronicMail', party.email.trim())]) : null,
  ]);
}

/** ClassifiedTaxCategory / TaxCategory content of a VAT category (BG-23, BG-30). */
function taxCategory(name: string, category: VatCategory, ratePercent: number, withReason: boolean): XmlElement {
  return el(name, [
    el('cbc:ID', category),
    el('cbc:Percent', String(ratePercent)),
    withReason && category === 'E' && el('cbc:TaxExemptionReasonCode', VAT_EXEMPTION_REASON_CODE),
    withReason && category === 'E' && el('cbc:TaxExemptionReason', VAT_EXEMPTION_TEXT),
    vatScheme(),
  ]);
}

/**
 * The UBL 2.1 XML of an invoice (`Invoice`, type 380) or credit note (`CreditNote`, type 381), UTF-8, with an XML
 * declaration; choices in the module comment. Credit note amounts are positive, like those of the invoice it
 * reverses.
 * @throws Error in Dutch when the document is incomplete (`assertInvoiceDocument`), or when the buyer's street,
 *   postcode or city is missing (NLCIUS NL-R-004 asks for them when seller and buyer are in the Netherlands).
 */
export function invoiceUbl(doc: InvoiceDocument): string {
  assertInvoiceDocument(doc);
  const missing = (['street', 'postcode', 'city'] as const).filter((field) => !doc.buyer[field]?.trim());
  if (missing.length > 0) {
    throw new Error(`Factuur ${doc.number}: het adres van de afnemer mist ${missing.join(', ')} (nodig voor UBL, NLCIUS NL-R-004).`);
  }
  const totals = invoiceTotals(doc.lines);
  const credit = doc.kind === 'credit-note';
  const root = credit ? 'CreditNote' : 'Invoice';
  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const credited = doc.creditedInvoice;
  const peppol = peppolBlocker(doc.buyer) === null;

  const document = el(
    root,
    [
      el('cbc:CustomizationID', peppol ? UBL_CUSTOMIZATION_ID : EN16931_CUSTOMIZATION_ID),
      peppol && el('cbc:ProfileID', UBL_PROFILE_ID),
      el('cbc:ID', doc.number.trim()),
      el('cbc:IssueDate', doc.issueDate),
      !credit && el('cbc:DueDate', doc.dueDate),
      credit ? el('cbc:CreditNoteTypeCode', '381') : el('cbc:InvoiceTypeCode', '380'),
      el('cbc:DocumentCurrencyCode', 'EUR'),
      el('cbc:BuyerReference', ublBuyerReference(doc)),
      credited &&
        el('cac:BillingReference', [
          el('cac:InvoiceDocumentReference', [el('cbc:ID', credited.number.trim()), el('cbc:IssueDate', credited.issueDate)]),
        ]),
      el('cac:AccountingSupplierParty', [partyElement(doc.seller)]),
      el('cac:AccountingCustomerParty', [partyElement(doc.buyer)]),
      !credit &&
        el('cac:PaymentMeans', [
          el('cbc:PaymentMeansCode', '58'),
          el('cbc:PaymentID', doc.paymentReference.trim()),
          el('cac:PayeeFinancialAccount', [
            el('cbc:ID', compactIban(doc.seller.iban)),
            el('cbc:Name', doc.seller.name.trim()),
            doc.seller.bic ? el('cac:FinancialInstitutionBranch', [el('cbc:ID', doc.seller.bic.trim())]) : null,
          ]),
        ]),
      credited &&
        el('cac:PaymentTerms', [
          el('cbc:Note', `Crediteert factuur ${credited.number.trim()} van ${credited.issueDate}. ${creditNoteSettlement(doc)}`),
        ]),
      el('cac:TaxTotal', [
        amount('cbc:TaxAmount', totals.vatCents),
        ...totals.perRate.map((rate) =>
          el('cac:TaxSubtotal', [
            amount('cbc:TaxableAmount', rate.taxableCents),
            amount('cbc:TaxAmount', rate.vatCents),
            taxCategory('cac:TaxCategory', rate.vatCategory, rate.ratePercent, true),
          ]),
        ),
      ]),
      el('cac:LegalMonetaryTotal', [
        amount('cbc:LineExtensionAmount', totals.netCents),
        amount('cbc:TaxExclusiveAmount', totals.netCents),
        amount('cbc:TaxInclusiveAmount', totals.grossCents),
        amount('cbc:PayableAmount', totals.grossCents),
      ]),
      ...doc.lines.map((line, index) =>
        el(lineName, [
          el('cbc:ID', String(index + 1)),
          el(quantityName, String(line.quantity), { unitCode: 'C62' }),
          amount('cbc:LineExtensionAmount', totals.lines[index]?.netCents ?? 0),
          el('cac:Item', [el('cbc:Name', line.description.trim()), taxCategory('cac:ClassifiedTaxCategory', line.vatCategory, VAT_RATE_PERCENT[line.vatCategory], false)]),
          el('cac:Price', [amount('cbc:PriceAmount', line.unitPriceCents)]),
        ]),
      ),
    ],
    { xmlns: NAMESPACES[doc.kind], 'xmlns:cac': NAMESPACES.cac, 'xmlns:cbc': NAMESPACES.cbc },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(document, 0)}\n`;
}

/**
 * How a credit note is settled, in Dutch, for the PDF and (after the reference to the credited invoice) for UBL
 * PaymentTerms (BT-20): 'Het bedrag wordt verrekend of uiterlijk 2026-12-15 aan u terugbetaald.' The due date as
 * `formatDate` writes it ('YYYY-MM-DD' unchanged by default; the PDF passes its Dutch long date).
 */
export function creditNoteSettlement(doc: InvoiceDocument, formatDate: (day: string) => string = (day) => day): string {
  return `Het bedrag wordt verrekend of uiterlijk ${formatDate(doc.dueDate)} aan u terugbetaald.`;
}
