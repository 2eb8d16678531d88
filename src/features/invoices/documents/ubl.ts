/**
 * An invoice or credit note as UBL 2.1 XML following EN 16931 with the Peppol BIS Billing 3.0 / NLCIUS
 * customization (docs/decisions/028-licences-and-invoices.md): the file Dutch bookkeeping software and Peppol access points
 * read. Pure, client-safe; amounts come from `invoiceTotals` and are written from integer cents by string
 * arithmetic (`centsToDecimal`), never through floats.
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
 * - Empty optional values are left out rather than written as empty elements (PEPPOL-EN16931-R008).
 */
import { printableLine } from '#src/lib/plain-text';
import { centsToDecimal, invoiceTotals, VAT_EXEMPTION_TEXT, VAT_RATE_PERCENT } from '../totals';
import type { InvoiceDocument, InvoiceParty, VatCategory } from './types';
import { assertInvoiceDocument, compactIban } from './validate';

/** BT-24: EN 16931 with the Peppol BIS Billing 3.0 customization, which NLCIUS 2.0 uses. */
export const UBL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
/** BT-23: the Peppol billing process. */
export const UBL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
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

  const document = el(
    root,
    [
      el('cbc:CustomizationID', UBL_CUSTOMIZATION_ID),
      el('cbc:ProfileID', UBL_PROFILE_ID),
      el('cbc:ID', doc.number.trim()),
      el('cbc:IssueDate', doc.issueDate),
      !credit && el('cbc:DueDate', doc.dueDate),
      credit ? el('cbc:CreditNoteTypeCode', '381') : el('cbc:InvoiceTypeCode', '380'),
      el('cbc:DocumentCurrencyCode', 'EUR'),
      opt('cbc:BuyerReference', doc.buyerReference),
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
