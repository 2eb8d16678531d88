/**
 * The UBL kit runner itself (ubl-kit.ts; docs/decisions/050-peppol-valid-invoices.md): it fails with a message naming
 * what is missing instead of passing silently, and it reads every finding of an SVRL report with its rule id, flag,
 * location and text.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fatalLines, kitSetup, svrlFindings, validateUbl } from './ubl-kit';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('kitSetup', () => {
  it('fails naming the kit directory when the kit is not there', async () => {
    vi.stubEnv('UBL_KIT_DIR', '/nonexistent/ubl-kit');
    await expect(kitSetup()).rejects.toThrow(/UBL-validatiekit niet gevonden in \/nonexistent\/ubl-kit .*UBL_KIT_DIR/);
    await expect(validateUbl([{ name: 'a', xml: '<Invoice/>' }])).rejects.toThrow(/UBL-validatiekit niet gevonden/);
  });

  it('fails naming Saxon and the Debian package when the jar is not there', async () => {
    vi.stubEnv('SAXON_JAR', '/nonexistent/Saxon-HE.jar');
    await expect(kitSetup()).rejects.toThrow(/Saxon-HE niet gevonden op \/nonexistent\/Saxon-HE\.jar\. Installeer Debian's libsaxonhe-java/);
  });
});

describe('svrlFindings', () => {
  const svrl = `<svrl:schematron-output xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
    <svrl:fired-rule context="ubl-invoice:Invoice"/>
    <svrl:fired-rule context="cac:AccountingCustomerParty/cac:Party"/>
    <svrl:failed-assert location="/Invoice[1]" flag="fatal" id="PEPPOL-EN16931-R003" test="cbc:BuyerReference">
      <svrl:text>A buyer reference or purchase order
        reference MUST be provided.</svrl:text>
    </svrl:failed-assert>
    <svrl:successful-report test="x" id="BR-CL-23" flag="warning" location="/Invoice[1]/cbc:Note[1]">
      <svrl:text>Unit code &amp; list &lt;Rec 20&gt;</svrl:text>
    </svrl:successful-report>
  </svrl:schematron-output>`;

  it('reads failed asserts and successful reports with id, flag, location and text, and counts the fired rules', () => {
    const { findings, firedRules } = svrlFindings(svrl, 'peppol');
    expect(firedRules).toBe(2);
    expect(findings).toEqual([
      { validator: 'peppol', id: 'PEPPOL-EN16931-R003', flag: 'fatal', location: '/Invoice[1]', text: 'A buyer reference or purchase order reference MUST be provided.' },
      { validator: 'peppol', id: 'BR-CL-23', flag: 'warning', location: '/Invoice[1]/cbc:Note[1]', text: 'Unit code & list <Rec 20>' },
    ]);
  });

  it('lists only the fatal findings for a failure message', () => {
    const { findings } = svrlFindings(svrl, 'peppol');
    expect(fatalLines({ findings, firedRules: { en16931: 0, peppol: 2 } })).toEqual([
      '[peppol] PEPPOL-EN16931-R003 @ /Invoice[1]: A buyer reference or purchase order reference MUST be provided.',
    ]);
    expect(fatalLines({ findings, firedRules: { en16931: 0, peppol: 2 } }, ['en16931'])).toEqual([]);
  });
});
