/**
 * The UBL 2.1 invoice and credit note XML (EN 16931, Peppol BIS 3 / NLCIUS; decisions 028 and 050).
 *
 * Fast checks without Java; the validation against the OASIS UBL 2.1 XSD, the EN 16931 rules and Peppol BIS 3 with
 * the official artefacts is `../api/ubl-validation.db.test.ts`. What is checked here:
 * - well-formedness, by libxml2's parser (xmllint-wasm), which also reads values back with XPath;
 * - the element structure, by `structureProblems` below: for every element the documents write, its children
 *   must be elements the UBL 2.1 schema allows there, in the order of the schema's sequence, with the schema's
 *   mandatory children present. The sequences and mandatory children are those of UBL-Invoice-2.1.xsd,
 *   UBL-CreditNote-2.1.xsd and UBL-CommonAggregateComponents-2.1.xsd (os-UBL-2.1); data types, code lists and
 *   the business rules of EN 16931 are not checked;
 * - the values a receiver books: totals, VAT breakdown, references, payment account.
 * Each check is shown to fail on a broken document.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { EXAMPLE_CREDIT_NOTE, EXAMPLE_EXEMPT_INVOICE, EXAMPLE_INVOICE, EXAMPLE_MIXED_INVOICE } from './examples';
import { VAT_EXEMPTION_TEXT } from '../totals';
import type { InvoiceDocument } from './types';
import {
  EN16931_CUSTOMIZATION_ID,
  escapeXml,
  invoiceUbl,
  PEPPOL_BLOCKED_TEXT,
  peppolBlocker,
  UBL_CUSTOMIZATION_ID,
  UBL_PROFILE_ID,
  ublBuyerReference,
  VAT_EXEMPTION_REASON_CODE,
} from './ubl';

// ---------------------------------------------------------------------------------------------------------------
// The UBL 2.1 sequences of the element types the documents use (child elements in schema order) and which of those
// children the schema requires (minOccurs 1).

const INVOICE = ['ext:UBLExtensions', 'cbc:UBLVersionID', 'cbc:CustomizationID', 'cbc:ProfileID', 'cbc:ProfileExecutionID', 'cbc:ID', 'cbc:CopyIndicator', 'cbc:UUID', 'cbc:IssueDate', 'cbc:IssueTime', 'cbc:DueDate', 'cbc:InvoiceTypeCode', 'cbc:Note', 'cbc:TaxPointDate', 'cbc:DocumentCurrencyCode', 'cbc:TaxCurrencyCode', 'cbc:PricingCurrencyCode', 'cbc:PaymentCurrencyCode', 'cbc:PaymentAlternativeCurrencyCode', 'cbc:AccountingCostCode', 'cbc:AccountingCost', 'cbc:LineCountNumeric', 'cbc:BuyerReference', 'cac:InvoicePeriod', 'cac:OrderReference', 'cac:BillingReference', 'cac:DespatchDocumentReference', 'cac:ReceiptDocumentReference', 'cac:StatementDocumentReference', 'cac:OriginatorDocumentReference', 'cac:ContractDocumentReference', 'cac:AdditionalDocumentReference', 'cac:ProjectReference', 'cac:Signature', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:PayeeParty', 'cac:BuyerCustomerParty', 'cac:SellerSupplierParty', 'cac:TaxRepresentativeParty', 'cac:Delivery', 'cac:DeliveryTerms', 'cac:PaymentMeans', 'cac:PaymentTerms', 'cac:PrepaidPayment', 'cac:AllowanceCharge', 'cac:TaxExchangeRate', 'cac:PricingExchangeRate', 'cac:PaymentExchangeRate', 'cac:PaymentAlternativeExchangeRate', 'cac:TaxTotal', 'cac:WithholdingTaxTotal', 'cac:LegalMonetaryTotal', 'cac:InvoiceLine'];
const CREDIT_NOTE = ['ext:UBLExtensions', 'cbc:UBLVersionID', 'cbc:CustomizationID', 'cbc:ProfileID', 'cbc:ProfileExecutionID', 'cbc:ID', 'cbc:CopyIndicator', 'cbc:UUID', 'cbc:IssueDate', 'cbc:IssueTime', 'cbc:TaxPointDate', 'cbc:CreditNoteTypeCode', 'cbc:Note', 'cbc:DocumentCurrencyCode', 'cbc:TaxCurrencyCode', 'cbc:PricingCurrencyCode', 'cbc:PaymentCurrencyCode', 'cbc:PaymentAlternativeCurrencyCode', 'cbc:AccountingCostCode', 'cbc:AccountingCost', 'cbc:LineCountNumeric', 'cbc:BuyerReference', 'cac:InvoicePeriod', 'cac:DiscrepancyResponse', 'cac:OrderReference', 'cac:BillingReference', 'cac:DespatchDocumentReference', 'cac:ReceiptDocumentReference', 'cac:ContractDocumentReference', 'cac:AdditionalDocumentReference', 'cac:StatementDocumentReference', 'cac:OriginatorDocumentReference', 'cac:Signature', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:PayeeParty', 'cac:BuyerCustomerParty', 'cac:SellerSupplierParty', 'cac:TaxRepresentativeParty', 'cac:Delivery', 'cac:DeliveryTerms', 'cac:PaymentMeans', 'cac:PaymentTerms', 'cac:TaxExchangeRate', 'cac:PricingExchangeRate', 'cac:PaymentExchangeRate', 'cac:PaymentAlternativeExchangeRate', 'cac:AllowanceCharge', 'cac:TaxTotal', 'cac:LegalMonetaryTotal', 'cac:CreditNoteLine'];
const PARTY = ['cbc:MarkCareIndicator', 'cbc:MarkAttentionIndicator', 'cbc:WebsiteURI', 'cbc:LogoReferenceID', 'cbc:EndpointID', 'cbc:IndustryClassificationCode', 'cac:PartyIdentification', 'cac:PartyName', 'cac:Language', 'cac:PostalAddress', 'cac:PhysicalLocation', 'cac:PartyTaxScheme', 'cac:PartyLegalEntity', 'cac:Contact', 'cac:Person', 'cac:AgentParty', 'cac:ServiceProviderParty', 'cac:PowerOfAttorney', 'cac:FinancialAccount'];
const ADDRESS = ['cbc:ID', 'cbc:AddressTypeCode', 'cbc:AddressFormatCode', 'cbc:Postbox', 'cbc:Floor', 'cbc:Room', 'cbc:StreetName', 'cbc:AdditionalStreetName', 'cbc:BlockName', 'cbc:BuildingName', 'cbc:BuildingNumber', 'cbc:InhouseMail', 'cbc:Department', 'cbc:MarkAttention', 'cbc:MarkCare', 'cbc:PlotIdentification', 'cbc:CitySubdivisionName', 'cbc:CityName', 'cbc:PostalZone', 'cbc:CountrySubentity', 'cbc:CountrySubentityCode', 'cbc:Region', 'cbc:District', 'cbc:TimezoneOffset', 'cac:AddressLine', 'cac:Country', 'cac:LocationCoordinate'];
const TAX_CATEGORY = ['cbc:ID', 'cbc:Name', 'cbc:Percent', 'cbc:BaseUnitMeasure', 'cbc:PerUnitAmount', 'cbc:TaxExemptionReasonCode', 'cbc:TaxExemptionReason', 'cbc:TierRange', 'cbc:TierRatePercent', 'cac:TaxScheme'];
const LINE_TAIL = ['cac:Item', 'cac:Price', 'cac:DeliveryTerms'];

/** Per element name: its children in schema order, and the required ones. Leaves (cbc:*) have no entry. */
const STRUCTURE: Record<string, { sequence: string[]; required: string[] }> = {
  Invoice: { sequence: INVOICE, required: ['cbc:ID', 'cbc:IssueDate', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:LegalMonetaryTotal', 'cac:InvoiceLine'] },
  CreditNote: { sequence: CREDIT_NOTE, required: ['cbc:ID', 'cbc:IssueDate', 'cac:AccountingSupplierParty', 'cac:AccountingCustomerParty', 'cac:LegalMonetaryTotal', 'cac:CreditNoteLine'] },
  'cac:BillingReference': { sequence: ['cac:InvoiceDocumentReference', 'cac:SelfBilledInvoiceDocumentReference', 'cac:CreditNoteDocumentReference'], required: [] },
  'cac:InvoiceDocumentReference': { sequence: ['cbc:ID', 'cbc:CopyIndicator', 'cbc:UUID', 'cbc:IssueDate', 'cbc:IssueTime', 'cbc:DocumentTypeCode'], required: ['cbc:ID'] },
  'cac:AccountingSupplierParty': { sequence: ['cbc:CustomerAssignedAccountID', 'cbc:AdditionalAccountID', 'cbc:DataSendingCapability', 'cac:Party'], required: [] },
  'cac:AccountingCustomerParty': { sequence: ['cbc:CustomerAssignedAccountID', 'cbc:SupplierAssignedAccountID', 'cbc:AdditionalAccountID', 'cac:Party'], required: [] },
  'cac:Party': { sequence: PARTY, required: [] },
  'cac:PartyName': { sequence: ['cbc:Name'], required: ['cbc:Name'] },
  'cac:PostalAddress': { sequence: ADDRESS, required: [] },
  'cac:Country': { sequence: ['cbc:IdentificationCode', 'cbc:Name'], required: [] },
  'cac:PartyTaxScheme': { sequence: ['cbc:RegistrationName', 'cbc:CompanyID', 'cbc:TaxLevelCode', 'cbc:ExemptionReasonCode', 'cbc:ExemptionReason', 'cac:RegistrationAddress', 'cac:TaxScheme'], required: ['cac:TaxScheme'] },
  'cac:TaxScheme': { sequence: ['cbc:ID', 'cbc:Name', 'cbc:TaxTypeCode', 'cbc:CurrencyCode', 'cac:JurisdictionRegionAddress'], required: [] },
  'cac:PartyLegalEntity': { sequence: ['cbc:RegistrationName', 'cbc:CompanyID', 'cbc:RegistrationDate', 'cbc:RegistrationExpirationDate', 'cbc:CompanyLegalFormCode', 'cbc:CompanyLegalForm'], required: [] },
  'cac:Contact': { sequence: ['cbc:ID', 'cbc:Name', 'cbc:Telephone', 'cbc:Telefax', 'cbc:ElectronicMail', 'cbc:Note', 'cac:OtherCommunication'], required: [] },
  'cac:PaymentMeans': { sequence: ['cbc:ID', 'cbc:PaymentMeansCode', 'cbc:PaymentDueDate', 'cbc:PaymentChannelCode', 'cbc:InstructionID', 'cbc:InstructionNote', 'cbc:PaymentID', 'cac:CardAccount', 'cac:PayerFinancialAccount', 'cac:PayeeFinancialAccount', 'cac:CreditAccount', 'cac:PaymentMandate', 'cac:TradeFinancing'], required: ['cbc:PaymentMeansCode'] },
  'cac:PayeeFinancialAccount': { sequence: ['cbc:ID', 'cbc:Name', 'cbc:AliasName', 'cbc:AccountTypeCode', 'cbc:AccountFormatCode', 'cbc:CurrencyCode', 'cbc:PaymentNote', 'cac:FinancialInstitutionBranch', 'cac:Country'], required: [] },
  'cac:FinancialInstitutionBranch': { sequence: ['cbc:ID', 'cbc:Name', 'cac:FinancialInstitution', 'cac:Address'], required: [] },
  'cac:PaymentTerms': { sequence: ['cbc:ID', 'cbc:PaymentMeansID', 'cbc:PrepaidPaymentReferenceID', 'cbc:Note', 'cbc:ReferenceEventCode', 'cbc:SettlementDiscountPercent', 'cbc:PenaltySurchargePercent', 'cbc:PaymentPercent', 'cbc:Amount', 'cbc:SettlementDiscountAmount', 'cbc:PenaltyAmount', 'cbc:PaymentTermsDetailsURI', 'cbc:PaymentDueDate'], required: [] },
  'cac:TaxTotal': { sequence: ['cbc:TaxAmount', 'cbc:RoundingAmount', 'cbc:TaxEvidenceIndicator', 'cbc:TaxIncludedIndicator', 'cac:TaxSubtotal'], required: ['cbc:TaxAmount'] },
  'cac:TaxSubtotal': { sequence: ['cbc:TaxableAmount', 'cbc:TaxAmount', 'cbc:CalculationSequenceNumeric', 'cbc:TransactionCurrencyTaxAmount', 'cbc:Percent', 'cbc:BaseUnitMeasure', 'cbc:PerUnitAmount', 'cbc:TierRange', 'cbc:TierRatePercent', 'cac:TaxCategory'], required: ['cbc:TaxAmount', 'cac:TaxCategory'] },
  'cac:TaxCategory': { sequence: TAX_CATEGORY, required: ['cac:TaxScheme'] },
  'cac:ClassifiedTaxCategory': { sequence: TAX_CATEGORY, required: ['cac:TaxScheme'] },
  'cac:LegalMonetaryTotal': { sequence: ['cbc:LineExtensionAmount', 'cbc:TaxExclusiveAmount', 'cbc:TaxInclusiveAmount', 'cbc:AllowanceTotalAmount', 'cbc:ChargeTotalAmount', 'cbc:PrepaidAmount', 'cbc:PayableRoundingAmount', 'cbc:PayableAmount', 'cbc:PayableAlternativeAmount'], required: ['cbc:PayableAmount'] },
  'cac:InvoiceLine': { sequence: ['cbc:ID', 'cbc:UUID', 'cbc:Note', 'cbc:InvoicedQuantity', 'cbc:LineExtensionAmount', 'cbc:TaxPointDate', 'cbc:AccountingCostCode', 'cbc:AccountingCost', 'cac:InvoicePeriod', 'cac:OrderLineReference', 'cac:TaxTotal', ...LINE_TAIL], required: ['cbc:ID', 'cbc:LineExtensionAmount', 'cac:Item'] },
  'cac:CreditNoteLine': { sequence: ['cbc:ID', 'cbc:UUID', 'cbc:Note', 'cbc:CreditedQuantity', 'cbc:LineExtensionAmount', 'cbc:TaxPointDate', 'cbc:AccountingCostCode', 'cbc:AccountingCost', 'cac:InvoicePeriod', 'cac:OrderLineReference', 'cac:TaxTotal', ...LINE_TAIL], required: ['cbc:ID'] },
  'cac:Item': { sequence: ['cbc:Description', 'cbc:PackQuantity', 'cbc:PackSizeNumeric', 'cbc:CatalogueIndicator', 'cbc:Name', 'cbc:HazardousRiskIndicator', 'cbc:AdditionalInformation', 'cbc:Keyword', 'cbc:BrandName', 'cbc:ModelName', 'cac:BuyersItemIdentification', 'cac:SellersItemIdentification', 'cac:StandardItemIdentification', 'cac:CommodityClassification', 'cac:ClassifiedTaxCategory', 'cac:AdditionalItemProperty'], required: [] },
  'cac:Price': { sequence: ['cbc:PriceAmount', 'cbc:BaseQuantity', 'cbc:PriceChangeReason', 'cbc:PriceTypeCode', 'cbc:PriceType', 'cbc:OrderableUnitFactorRate', 'cac:ValidityPeriod', 'cac:PriceList', 'cac:AllowanceCharge'], required: ['cbc:PriceAmount'] },
};

interface XmlNode {
  name: string;
  children: XmlNode[];
}

/**
 * The element tree of a well-formed document (checked by xmllint first): names only, from a scan of its tags.
 * Enough for documents without comments, CDATA or processing instructions other than the declaration.
 */
function elementTree(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', children: [] };
  const stack: XmlNode[] = [root];
  for (const [, close, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    const parent = stack.at(-1) as XmlNode;
    if (close) {
      stack.pop();
      continue;
    }
    const node: XmlNode = { name: name as string, children: [] };
    parent.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root.children[0] as XmlNode;
}

/** Where the element structure departs from the UBL 2.1 sequences above, one line per problem; [] if nowhere. */
function structureProblems(xml: string): string[] {
  const problems: string[] = [];
  const visit = (node: XmlNode, path: string) => {
    const rule = STRUCTURE[node.name];
    if (!rule) {
      if (node.name.startsWith('cac:') || node.children.length > 0) problems.push(`${path}: element without a known UBL 2.1 structure`);
      return;
    }
    let last = -1;
    for (const child of node.children) {
      const position = rule.sequence.indexOf(child.name);
      if (position < 0) problems.push(`${path}/${child.name}: not allowed here`);
      else if (position < last) problems.push(`${path}/${child.name}: out of sequence`);
      last = Math.max(last, position);
      visit(child, `${path}/${child.name}`);
    }
    for (const required of rule.required) {
      if (!node.children.some((child) => child.name === required)) problems.push(`${path}: ${required} missing`);
    }
  };
  const root = elementTree(xml);
  visit(root, root.name);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// libxml2 through xmllint-wasm.

/** libxml2's parser errors for `xml`; [] when it is well-formed. */
async function parseErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, normalization: 'format' });
  return result.valid ? [] : result.errors.map((error) => error.message);
}

/** `a/b/c` of UBL element names as an XPath on local names from the root: `/*\/*[local-name()='b']…`. */
const xpathOf = (path: string) =>
  '/*' + path.split('/').map((step) => {
    const [name, index] = step.replace(/^(cac|cbc):/, '').split('#');
    return `/*[local-name()='${name}']${index ? `[${index}]` : ''}`;
  }).join('');

/**
 * The string values of several paths below the root (see `xpathOf`; `name#2` is the second such element), read by
 * libxml2's XPath in one run.
 */
async function valuesOf(xml: string, paths: string[]): Promise<Record<string, string>> {
  const expression = `concat(${paths.map((path) => `string(${xpathOf(path)})`).join(", '␞', ")}, '')`;
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    normalization: 'format',
    modifyArguments: (args) => args.flatMap((arg) => (arg === '--format' ? ['--xpath', expression] : [arg])),
  });
  const values = result.normalized.replace(/\n$/, '').split('␞');
  return Object.fromEntries(paths.map((path, i) => [path, values[i] ?? '']));
}

/** The value of an XPath expression over the whole document (e.g. `count(//*[local-name()='InvoiceLine'])`). */
async function evaluate(xml: string, expression: string): Promise<string> {
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    normalization: 'format',
    modifyArguments: (args) => args.flatMap((arg) => (arg === '--format' ? ['--xpath', expression] : [arg])),
  });
  return result.normalized.trim();
}

// ---------------------------------------------------------------------------------------------------------------

describe('invoiceUbl', () => {
  it.each([
    ['a standard-rated invoice', EXAMPLE_INVOICE],
    ['an exempt invoice', EXAMPLE_EXEMPT_INVOICE],
    ['an invoice with both categories', EXAMPLE_MIXED_INVOICE],
    ['a credit note', EXAMPLE_CREDIT_NOTE],
  ])('writes %s as well-formed XML in the UBL 2.1 element structure', async (_what, doc) => {
    const xml = invoiceUbl(doc);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(await parseErrors(xml)).toEqual([]);
    expect(structureProblems(xml)).toEqual([]);
  });

  it('writes a standard-rated invoice with its references, VAT, totals and payment account', async () => {
    const xml = invoiceUbl(EXAMPLE_INVOICE);
    expect(await evaluate(xml, 'namespace-uri(/*)')).toBe('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
    expect(
      await valuesOf(xml, [
        'CustomizationID', 'ProfileID', 'ID', 'IssueDate', 'DueDate', 'InvoiceTypeCode', 'DocumentCurrencyCode', 'BuyerReference',
        'AccountingSupplierParty/Party/EndpointID', 'AccountingSupplierParty/Party/PartyName/Name',
        'AccountingSupplierParty/Party/PostalAddress/PostalZone', 'AccountingSupplierParty/Party/PartyTaxScheme/CompanyID',
        'AccountingSupplierParty/Party/PartyLegalEntity/CompanyID', 'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName',
        'AccountingCustomerParty/Party/PartyTaxScheme/CompanyID',
        'PaymentMeans/PaymentMeansCode', 'PaymentMeans/PaymentID', 'PaymentMeans/PayeeFinancialAccount/ID',
        'PaymentMeans/PayeeFinancialAccount/FinancialInstitutionBranch/ID',
        'TaxTotal/TaxAmount', 'TaxTotal/TaxSubtotal/TaxableAmount', 'TaxTotal/TaxSubtotal/TaxCategory/ID', 'TaxTotal/TaxSubtotal/TaxCategory/Percent',
        'LegalMonetaryTotal/LineExtensionAmount', 'LegalMonetaryTotal/TaxExclusiveAmount', 'LegalMonetaryTotal/TaxInclusiveAmount', 'LegalMonetaryTotal/PayableAmount',
        'InvoiceLine/InvoicedQuantity', 'InvoiceLine/LineExtensionAmount', 'InvoiceLine/Item/Name', 'InvoiceLine/Item/ClassifiedTaxCategory/ID', 'InvoiceLine/Price/PriceAmount',
      ]),
    ).toEqual({
      CustomizationID: UBL_CUSTOMIZATION_ID,
      ProfileID: UBL_PROFILE_ID,
      ID: '2026-0001',
      IssueDate: '2026-11-26',
      DueDate: '2026-12-10',
      InvoiceTypeCode: '380',
      DocumentCurrencyCode: 'EUR',
      BuyerReference: 'LIC-2026-0042',
      'AccountingSupplierParty/Party/EndpointID': '12345678',
      'AccountingSupplierParty/Party/PartyName/Name': 'Opleidingen & Toetsing B.V.',
      'AccountingSupplierParty/Party/PostalAddress/PostalZone': '3511 ED',
      'AccountingSupplierParty/Party/PartyTaxScheme/CompanyID': 'NL123456789B01',
      'AccountingSupplierParty/Party/PartyLegalEntity/CompanyID': '12345678',
      'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName': 'Gemeente Voorbeeldstad <Werk & Inkomen>',
      'AccountingCustomerParty/Party/PartyTaxScheme/CompanyID': 'NL987654321B02',
      'PaymentMeans/PaymentMeansCode': '58',
      'PaymentMeans/PaymentID': '2026-0001',
      'PaymentMeans/PayeeFinancialAccount/ID': 'NL91ABNA0417164300',
      'PaymentMeans/PayeeFinancialAccount/FinancialInstitutionBranch/ID': 'ABNANL2A',
      'TaxTotal/TaxAmount': '103.95',
      'TaxTotal/TaxSubtotal/TaxableAmount': '495.00',
      'TaxTotal/TaxSubtotal/TaxCategory/ID': 'S',
      'TaxTotal/TaxSubtotal/TaxCategory/Percent': '21',
      'LegalMonetaryTotal/LineExtensionAmount': '495.00',
      'LegalMonetaryTotal/TaxExclusiveAmount': '495.00',
      'LegalMonetaryTotal/TaxInclusiveAmount': '598.95',
      'LegalMonetaryTotal/PayableAmount': '598.95',
      'InvoiceLine/InvoicedQuantity': '10',
      'InvoiceLine/LineExtensionAmount': '495.00',
      'InvoiceLine/Item/Name': 'Licentie beroepentest (12 maanden)',
      'InvoiceLine/Item/ClassifiedTaxCategory/ID': 'S',
      'InvoiceLine/Price/PriceAmount': '49.50',
    });
    // Scheme identifiers: KvK (0106) as endpoint and legal registration, unit 'one'.
    expect(await evaluate(xml, "string(//*[local-name()='AccountingSupplierParty']//*[local-name()='EndpointID']/@schemeID)")).toBe('0106');
    expect(await evaluate(xml, "string(//*[local-name()='AccountingCustomerParty']//*[local-name()='PartyLegalEntity']/*[local-name()='CompanyID']/@schemeID)")).toBe('0106');
    expect(await evaluate(xml, "string(//*[local-name()='InvoicedQuantity']/@unitCode)")).toBe('C62');
  });

  it('writes every amount in euros with two decimals', () => {
    for (const doc of [EXAMPLE_INVOICE, EXAMPLE_MIXED_INVOICE, EXAMPLE_CREDIT_NOTE]) {
      const amounts = [...invoiceUbl(doc).matchAll(/<cbc:(\w*Amount)( [^>]*)?>([^<]*)</g)];
      expect(amounts.length).toBeGreaterThan(5);
      for (const [, name, attributes, value] of amounts) {
        expect(attributes, name).toBe(' currencyID="EUR"');
        expect(value, name).toMatch(/^\d+\.\d{2}$/);
      }
    }
  });

  it('writes an exempt invoice with category E, the exemption reason and no VAT', async () => {
    const xml = invoiceUbl(EXAMPLE_EXEMPT_INVOICE);
    expect(
      await valuesOf(xml, [
        'TaxTotal/TaxAmount', 'TaxTotal/TaxSubtotal/TaxableAmount', 'TaxTotal/TaxSubtotal/TaxCategory/ID', 'TaxTotal/TaxSubtotal/TaxCategory/Percent',
        'TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReasonCode', 'TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReason',
        'LegalMonetaryTotal/PayableAmount', 'InvoiceLine/Item/ClassifiedTaxCategory/ID', 'InvoiceLine/Item/ClassifiedTaxCategory/Percent',
      ]),
    ).toEqual({
      'TaxTotal/TaxAmount': '0.00',
      'TaxTotal/TaxSubtotal/TaxableAmount': '3750.00',
      'TaxTotal/TaxSubtotal/TaxCategory/ID': 'E',
      'TaxTotal/TaxSubtotal/TaxCategory/Percent': '0',
      'TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReasonCode': VAT_EXEMPTION_REASON_CODE,
      'TaxTotal/TaxSubtotal/TaxCategory/TaxExemptionReason': VAT_EXEMPTION_TEXT,
      'LegalMonetaryTotal/PayableAmount': '3750.00',
      'InvoiceLine/Item/ClassifiedTaxCategory/ID': 'E',
      'InvoiceLine/Item/ClassifiedTaxCategory/Percent': '0',
    });
    // No buyer reference given: the invoice number stands in (PEPPOL-EN16931-R003, decision 050). No buyer btw-id:
    // the element is left out, not written empty.
    expect(await evaluate(xml, "string(//*[local-name()='BuyerReference'])")).toBe('2026-0002');
    expect(await evaluate(xml, "count(//*[local-name()='AccountingCustomerParty']//*[local-name()='PartyTaxScheme'])")).toBe('0');
    expect(xml).not.toMatch(/<(cbc|cac):\w+( [^>]*)?>\s*<\/\1/);
  });

  it('writes one VAT subtotal per category, S before E', async () => {
    const xml = invoiceUbl(EXAMPLE_MIXED_INVOICE);
    expect(
      await valuesOf(xml, [
        'TaxTotal/TaxAmount', 'TaxTotal/TaxSubtotal#1/TaxCategory/ID', 'TaxTotal/TaxSubtotal#1/TaxableAmount', 'TaxTotal/TaxSubtotal#1/TaxAmount',
        'TaxTotal/TaxSubtotal#2/TaxCategory/ID', 'TaxTotal/TaxSubtotal#2/TaxableAmount', 'TaxTotal/TaxSubtotal#2/TaxAmount',
        'LegalMonetaryTotal/PayableAmount',
      ]),
    ).toEqual({
      'TaxTotal/TaxAmount': '21.00',
      'TaxTotal/TaxSubtotal#1/TaxCategory/ID': 'S',
      'TaxTotal/TaxSubtotal#1/TaxableAmount': '99.99',
      'TaxTotal/TaxSubtotal#1/TaxAmount': '21.00',
      'TaxTotal/TaxSubtotal#2/TaxCategory/ID': 'E',
      'TaxTotal/TaxSubtotal#2/TaxableAmount': '1250.01',
      'TaxTotal/TaxSubtotal#2/TaxAmount': '0.00',
      'LegalMonetaryTotal/PayableAmount': '1371.00',
    });
    expect(await evaluate(xml, "count(//*[local-name()='InvoiceLine'])")).toBe('3');
  });

  it('writes a credit note with positive amounts and a reference to the credited invoice', async () => {
    const xml = invoiceUbl(EXAMPLE_CREDIT_NOTE);
    expect(await evaluate(xml, 'namespace-uri(/*)')).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(
      await valuesOf(xml, [
        'ID', 'IssueDate', 'CreditNoteTypeCode', 'BillingReference/InvoiceDocumentReference/ID', 'BillingReference/InvoiceDocumentReference/IssueDate',
        'PaymentTerms/Note', 'TaxTotal/TaxAmount', 'LegalMonetaryTotal/PayableAmount', 'CreditNoteLine/CreditedQuantity', 'CreditNoteLine/Price/PriceAmount',
      ]),
    ).toEqual({
      ID: '2026-0004',
      IssueDate: '2026-12-01',
      CreditNoteTypeCode: '381',
      'BillingReference/InvoiceDocumentReference/ID': '2026-0001',
      'BillingReference/InvoiceDocumentReference/IssueDate': '2026-11-26',
      'PaymentTerms/Note': 'Crediteert factuur 2026-0001 van 2026-11-26. Het bedrag wordt verrekend of uiterlijk 2026-12-15 aan u terugbetaald.',
      'TaxTotal/TaxAmount': '103.95',
      'LegalMonetaryTotal/PayableAmount': '598.95',
      'CreditNoteLine/CreditedQuantity': '10',
      'CreditNoteLine/Price/PriceAmount': '49.50',
    });
    // UBL 2.1 CreditNote has no DueDate; the money goes to the buyer, so no payment means of the seller.
    expect(await evaluate(xml, "count(/*/*[local-name()='DueDate' or local-name()='PaymentMeans' or local-name()='InvoiceLine'])")).toBe('0');
  });

  it('escapes markup and drops characters XML does not allow, keeping the text a reader sees', async () => {
    const description = 'Training <b>"A & B"</b> \'nieuw\'\u0007 – 🎓';
    const doc: InvoiceDocument = { ...EXAMPLE_INVOICE, lines: [{ ...EXAMPLE_INVOICE.lines[0]!, description }] };
    const xml = invoiceUbl(doc);
    expect(await parseErrors(xml)).toEqual([]);
    expect(structureProblems(xml)).toEqual([]);
    expect((await valuesOf(xml, ['InvoiceLine/Item/Name']))['InvoiceLine/Item/Name']).toBe('Training <b>"A & B"</b> \'nieuw\' – 🎓');
    expect(escapeXml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&apos;');
  });

  it('writes a buyer stored with control and bidi-override characters on one line in logical order', async () => {
    // As stored before the field rules (docs/decisions/040): Word's line break U+000B and a right-to-left override.
    const doc: InvoiceDocument = {
      ...EXAMPLE_INVOICE,
      buyer: { ...EXAMPLE_INVOICE.buyer, name: 'Acme\u000BB.V. \u202EVestiging Noord', street: 'Markt\n1', city: '\u202E' },
    };
    const xml = invoiceUbl(doc);
    expect(await parseErrors(xml)).toEqual([]);
    expect(structureProblems(xml)).toEqual([]);
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u000B\u202A-\u202E\u2066-\u2069]/);
    expect(await valuesOf(xml, ['AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName', 'AccountingCustomerParty/Party/PostalAddress/StreetName'])).toEqual({
      'AccountingCustomerParty/Party/PartyLegalEntity/RegistrationName': 'Acme B.V. Vestiging Noord',
      'AccountingCustomerParty/Party/PostalAddress/StreetName': 'Markt 1',
    });
    // A city of nothing but an override is no city (no empty element, PEPPOL-EN16931-R008).
    expect(await evaluate(xml, "count(//*[local-name()='AccountingCustomerParty']//*[local-name()='CityName'])")).toBe('0');
  });

  it('keeps the totals consistent for any lines (EN 16931 BR-CO-10, BR-CO-13, BR-CO-15)', () => {
    /** The amounts of the elements `name` in `xml`, in cents, read as written ('598.95' → 59895). */
    const cents = (xml: string, name: string) =>
      [...xml.matchAll(new RegExp(`<cbc:${name} currencyID="EUR">(\\d+)\\.(\\d{2})<`, 'g'))].map((m) => Number(`${m[1]}${m[2]}`));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            description: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
            quantity: fc.integer({ min: 1, max: 500 }),
            unitPriceCents: fc.integer({ min: 0, max: 5_000_000 }),
            vatCategory: fc.constantFrom('S' as const, 'E' as const),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (lines) => {
          const xml = invoiceUbl({ ...EXAMPLE_INVOICE, lines });
          const totalsPart = xml.slice(xml.indexOf('<cac:LegalMonetaryTotal>'), xml.indexOf('</cac:LegalMonetaryTotal>'));
          const linesPart = xml.slice(xml.indexOf('<cac:InvoiceLine>'));
          const lineNets = cents(linesPart, 'LineExtensionAmount');
          expect(lineNets).toHaveLength(lines.length);
          expect(cents(totalsPart, 'LineExtensionAmount')).toEqual([lineNets.reduce((a, b) => a + b, 0)]);
          const [taxTotal] = cents(xml, 'TaxAmount');
          const [exclusive] = cents(xml, 'TaxExclusiveAmount');
          const [inclusive] = cents(xml, 'TaxInclusiveAmount');
          expect(inclusive).toBe((exclusive ?? 0) + (taxTotal ?? 0));
          expect(structureProblems(xml)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('claims EN 16931 without Peppol for a buyer without KvK-nummer and btw-id, and Peppol for one with either', async () => {
    const none = { ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, kvkNumber: null, vatNumber: null } };
    const xml = invoiceUbl(none);
    expect(peppolBlocker(none.buyer)).toBe(PEPPOL_BLOCKED_TEXT);
    expect(await evaluate(xml, "string(/*/*[local-name()='CustomizationID'])")).toBe(EN16931_CUSTOMIZATION_ID);
    expect(await evaluate(xml, "count(/*/*[local-name()='ProfileID'])")).toBe('0');
    expect(await evaluate(xml, "count(//*[local-name()='AccountingCustomerParty']//*[local-name()='EndpointID'])")).toBe('0');
    expect(structureProblems(xml)).toEqual([]);
    for (const buyer of [{ kvkNumber: '87654321', vatNumber: null }, { kvkNumber: null, vatNumber: 'NL987654321B02' }]) {
      const peppol = invoiceUbl({ ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, ...buyer } });
      expect(peppolBlocker(buyer)).toBeNull();
      expect(await evaluate(peppol, "string(/*/*[local-name()='CustomizationID'])")).toBe(UBL_CUSTOMIZATION_ID);
      expect(await evaluate(peppol, "string(/*/*[local-name()='ProfileID'])")).toBe(UBL_PROFILE_ID);
    }
  });

  it("writes the buyer's reference, else the invoice number, else on a credit note the credited invoice's number", () => {
    expect(ublBuyerReference({ buyerReference: ' PO-17 ', number: '2026-0005', creditedInvoice: null })).toBe('PO-17');
    expect(ublBuyerReference({ buyerReference: null, number: '2026-0005', creditedInvoice: null })).toBe('2026-0005');
    expect(ublBuyerReference({ buyerReference: null, number: '2026-0006', creditedInvoice: { number: '2026-0005', issueDate: '2026-11-26' } })).toBe('2026-0005');
  });

  it('refuses a credit note without the invoice it reverses, and a buyer without an address', () => {
    expect(() => invoiceUbl({ ...EXAMPLE_CREDIT_NOTE, creditedInvoice: null })).toThrow(/creditedInvoice: een creditnota noemt de factuur/);
    expect(() => invoiceUbl({ ...EXAMPLE_INVOICE, buyer: { ...EXAMPLE_INVOICE.buyer, street: null, city: ' ' } })).toThrow(
      /adres van de afnemer mist street, city/,
    );
  });
});

describe('the checks themselves', () => {
  const xml = invoiceUbl(EXAMPLE_INVOICE);

  it('report a document that is not well-formed', async () => {
    const broken = xml.replace('</cbc:IssueDate>', '');
    expect((await parseErrors(broken)).join('\n')).toMatch(/mismatch|end tag|Premature/i);
    expect(await parseErrors(xml.replace('Opleidingen &amp; Toetsing', 'Opleidingen & Toetsing'))).not.toEqual([]);
  });

  it('report a missing mandatory element', () => {
    const withoutBuyer = xml.replace(/\s*<cac:AccountingCustomerParty>[\s\S]*<\/cac:AccountingCustomerParty>/, '');
    expect(structureProblems(withoutBuyer)).toEqual(['Invoice: cac:AccountingCustomerParty missing']);
    const withoutName = xml.replace(/<cbc:Name>Opleidingen &amp; Toetsing B.V.<\/cbc:Name>\s*<\/cac:PartyName>/, '</cac:PartyName>');
    expect(structureProblems(withoutName)).toEqual(['Invoice/cac:AccountingSupplierParty/cac:Party/cac:PartyName: cbc:Name missing']);
  });

  it('report elements out of the schema sequence or in the wrong place', () => {
    const dueDate = '  <cbc:DueDate>2026-12-10</cbc:DueDate>\n';
    const swapped = xml.replace(dueDate, '').replace('  <cbc:DocumentCurrencyCode>', `${dueDate}  <cbc:DocumentCurrencyCode>`);
    expect(structureProblems(swapped)).toEqual(['Invoice/cbc:DueDate: out of sequence']);
    const misplaced = xml.replace('<cbc:DueDate>', '<cbc:PaymentDueDate>').replace('</cbc:DueDate>', '</cbc:PaymentDueDate>');
    expect(structureProblems(misplaced)).toEqual(['Invoice/cbc:PaymentDueDate: not allowed here']);
  });
});
