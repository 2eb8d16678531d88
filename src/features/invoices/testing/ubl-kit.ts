/**
 * Test support: validates UBL 2.1 invoices and credit notes with the official validation artefacts outside the
 * repository (the "UBL kit", /work/shared/standards/ubl/README.md; docs/decisions/050-peppol-valid-invoices.md):
 * - the OASIS UBL 2.1 XSD (`xsd/maindoc/UBL-Invoice-2.1.xsd`, `UBL-CreditNote-2.1.xsd`) by libxml2's `xmllint`;
 * - the CEN EN 16931 UBL rules 1.3.16 (`schematron/EN16931-UBL-validation-1.3.16.xslt`) by Saxon-HE;
 * - the Peppol BIS Billing 3.0.19 rules with NLCIUS's NL-R rules (`schematron/PEPPOL-EN16931-UBL-3.0.19.xslt`).
 *
 * Where it looks: `UBL_KIT_DIR` (default /work/shared/standards/ubl), `SAXON_JAR` (default
 * /usr/share/java/Saxon-HE.jar, Debian's libsaxonhe-java), `java` and `xmllint` (Debian's libxml2-utils) on the PATH.
 * `.ci/run` installs the Debian packages. Anything missing throws an Error saying what and how to get it: a test
 * that uses this fails, it never skips.
 *
 * Speed: all documents go to one temporary directory; Saxon transforms a whole directory in one Java run, so there
 * are two Java runs (one per rule set, side by side) and one xmllint run per root element, whatever the number of
 * documents — about 6 s on 2 cores.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Which validator reported a finding. */
export type KitValidator = 'xsd' | 'en16931' | 'peppol';

/** One finding: for the schematrons a failed assert or successful report of SVRL; for the XSD an xmllint error. */
export interface KitFinding {
  validator: KitValidator;
  /** Rule id, e.g. 'PEPPOL-EN16931-R003' or 'BR-CO-15'; 'XSD' for a schema error. */
  id: string;
  /** 'fatal' or 'warning' (schematron flag); a schema error is 'fatal'. */
  flag: string;
  /** XPath of the element the rule fired on (schematron), or the line (XSD). */
  location: string;
  /** The rule's text, whitespace collapsed. */
  text: string;
}

/** What the validators said about one document. */
export interface KitReport {
  findings: KitFinding[];
  /** Rules each schematron applied (SVRL fired-rule): 0 means the rule set did not read the document at all. */
  firedRules: Record<'en16931' | 'peppol', number>;
}

/** A document to validate: a file-name-safe name (letters, digits, '-', '_', '.') and its XML. */
export interface KitDocument {
  name: string;
  xml: string;
}

const SCHEMATRONS = {
  en16931: 'schematron/EN16931-UBL-validation-1.3.16.xslt',
  peppol: 'schematron/PEPPOL-EN16931-UBL-3.0.19.xslt',
} as const;

/**
 * The kit's directory and Saxon's jar, checked.
 * @throws Error naming the missing file or program and how to provide it.
 */
export async function kitSetup(): Promise<{ kit: string; saxon: string }> {
  const kit = process.env.UBL_KIT_DIR || '/work/shared/standards/ubl';
  const saxon = process.env.SAXON_JAR || '/usr/share/java/Saxon-HE.jar';
  const needed = [...Object.values(SCHEMATRONS), 'xsd/maindoc/UBL-Invoice-2.1.xsd', 'xsd/maindoc/UBL-CreditNote-2.1.xsd'];
  const absent = needed.filter((file) => !existsSync(join(kit, file)));
  if (absent.length > 0) {
    throw new Error(`UBL-validatiekit niet gevonden in ${kit} (ontbreekt: ${absent.join(', ')}). Zet UBL_KIT_DIR op de map van de kit (README.md, "Testen").`);
  }
  if (!existsSync(saxon)) throw new Error(`Saxon-HE niet gevonden op ${saxon}. Installeer Debian's libsaxonhe-java (apt-get install libsaxonhe-java) of zet SAXON_JAR.`);
  await run('java', ['-version']).catch(() => {
    throw new Error('Java ontbreekt: de UBL-validatie heeft Java 17 nodig (apt-get install default-jre-headless).');
  });
  await run('xmllint', ['--version']).catch(() => {
    throw new Error('xmllint ontbreekt: installeer Debian\'s libxml2-utils (apt-get install libxml2-utils).');
  });
  return { kit, saxon };
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The findings and fired-rule count in an SVRL report (the output of a compiled schematron). */
export function svrlFindings(svrl: string, validator: KitValidator): { findings: KitFinding[]; firedRules: number } {
  const findings: KitFinding[] = [];
  for (const [, , attributes = '', body = ''] of svrl.matchAll(/<svrl:(failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:\1>/g)) {
    const attribute = (name: string) => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? '');
    const text = unescape(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? '').replace(/\s+/g, ' ').trim();
    findings.push({ validator, id: attribute('id'), flag: attribute('flag'), location: attribute('location'), text });
  }
  return { findings, firedRules: (svrl.match(/<svrl:fired-rule\b/g) ?? []).length };
}

/** xmllint's schema errors per file, from its stderr ('{file}:{line}: … Schemas validity error : …'). */
function schemaFindings(stderr: string, files: string[]): Map<string, KitFinding[]> {
  const result = new Map<string, KitFinding[]>(files.map((file) => [file, []]));
  for (const line of stderr.split('\n')) {
    const file = files.find((candidate) => line.startsWith(`${candidate}:`));
    if (!file || line.endsWith('validates') || line.endsWith('fails to validate')) continue;
    const [, lineNumber = '', text = line] = /^[^:]+:(\d+): (.*)$/.exec(line) ?? [];
    result.get(file)!.push({ validator: 'xsd', id: 'XSD', flag: 'fatal', location: `line ${lineNumber}`, text: text.trim() });
  }
  return result;
}

/**
 * Validates every document against the UBL 2.1 XSD, EN 16931 and Peppol BIS 3 in one batch (module comment).
 * @returns per document name its findings (fatal and warnings) and the rules each schematron applied.
 * @throws Error when the kit, Java, Saxon or xmllint is missing (`kitSetup`), when a name repeats or is not
 *   file-name-safe, or when Saxon fails on the batch (its output is included).
 */
export async function validateUbl(documents: KitDocument[]): Promise<Map<string, KitReport>> {
  const { kit, saxon } = await kitSetup();
  const names = new Set(documents.map((doc) => doc.name));
  if (names.size !== documents.length) throw new Error('UBL-validatie: elke naam mag maar één keer voorkomen.');
  const unsafe = documents.find((doc) => !/^[\w.-]+$/.test(doc.name));
  if (unsafe) throw new Error(`UBL-validatie: ongeldige naam ${JSON.stringify(unsafe.name)}.`);
  const work = await mkdtemp(join(tmpdir(), 'ubl-kit-'));
  try {
    const input = join(work, 'in');
    await mkdir(input);
    await Promise.all(documents.map((doc) => writeFile(join(input, `${doc.name}.xml`), doc.xml)));
    const byRoot = { Invoice: [] as string[], CreditNote: [] as string[] };
    for (const doc of documents) byRoot[/<CreditNote[\s>]/.test(doc.xml) ? 'CreditNote' : 'Invoice'].push(join(input, `${doc.name}.xml`));

    const schematron = async (validator: keyof typeof SCHEMATRONS) => {
      const output = join(work, validator);
      await mkdir(output);
      await run('java', ['-cp', saxon, 'net.sf.saxon.Transform', `-s:${input}`, `-xsl:${join(kit, SCHEMATRONS[validator])}`, `-o:${output}`], {
        maxBuffer: 64 * 1024 * 1024,
      }).catch((error: { stderr?: string; message: string }) => {
        throw new Error(`Saxon kon ${SCHEMATRONS[validator]} niet toepassen: ${error.stderr || error.message}`);
      });
      return output;
    };
    const schema = async (root: keyof typeof byRoot) => {
      const files = byRoot[root];
      if (files.length === 0) return new Map<string, KitFinding[]>();
      const xsd = join(kit, `xsd/maindoc/UBL-${root}-2.1.xsd`);
      // Exit status 3 means some file failed the schema; the errors are on stderr either way.
      const { stderr } = await run('xmllint', ['--noout', '--schema', xsd, ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
        (error: { code?: number; stderr?: string; message: string }) => {
          if (error.code === 3 && error.stderr !== undefined) return { stderr: error.stderr };
          throw new Error(`xmllint kon ${xsd} niet toepassen: ${error.stderr || error.message}`);
        },
      );
      return schemaFindings(stderr, files);
    };

    const [en16931, peppol, invoiceSchema, creditSchema] = await Promise.all([schematron('en16931'), schematron('peppol'), schema('Invoice'), schema('CreditNote')]);
    const reports = new Map<string, KitReport>();
    for (const doc of documents) {
      const file = `${doc.name}.xml`;
      const en = svrlFindings(await readFile(join(en16931, file), 'utf8'), 'en16931');
      const pe = svrlFindings(await readFile(join(peppol, file), 'utf8'), 'peppol');
      const xsd = invoiceSchema.get(join(input, file)) ?? creditSchema.get(join(input, file)) ?? [];
      reports.set(doc.name, { findings: [...xsd, ...en.findings, ...pe.findings], firedRules: { en16931: en.firedRules, peppol: pe.firedRules } });
    }
    return reports;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Fatal findings as lines for a failure message: '[peppol] PEPPOL-EN16931-R003 @ /Invoice[1]: A buyer reference …'. */
export function fatalLines(report: KitReport, validators: KitValidator[] = ['xsd', 'en16931', 'peppol']): string[] {
  return report.findings
    .filter((finding) => finding.flag === 'fatal' && validators.includes(finding.validator))
    .map((finding) => `[${finding.validator}] ${finding.id} @ ${finding.location}: ${finding.text}`);
}
