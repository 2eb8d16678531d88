/**
 * Makes the candidate manual's PDFs (docs/decisions/021-candidate-manual.md): `manual.typ` lays out
 * `texts/{language}.json` with the screenshots in `screens/{language}/`, and Typst writes a tagged PDF/UA-1
 * file per language to `public/handleiding/{language}.pdf`, the target of the header's 'Handleiding' link
 * (MANUAL_URL, src/config.server.ts). Used by scripts/manual.ts (`npm run manual`) and by the tests that keep the
 * committed PDFs in line with their sources.
 *
 * Fonts: DejaVu Sans from the npm package `dejavu-fonts-ttf` (Latin, Cyrillic and Arabic in one family;
 * src/server/typst/fonts.server.ts), so the PDFs look the same on every machine. The manual is made by a script, never
 * by the running server, so it calls Typst's compiler directly instead of the server's Typst process
 * (src/server/typst/renderer.server.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { fontDir } from '#src/server/typst/fonts.server';
import { directionOf, LANGUAGES, type Language } from '#src/lib/i18n/locales';
import { manualTextsSchema, screensOf, type ManualTexts, type ScreenName } from './texts';

/** This folder: the Typst sources (the compiler's workspace). */
export const MANUAL_DIR = dirname(fileURLToPath(import.meta.url));
/** The layout of every language. */
export const TEMPLATE = join(MANUAL_DIR, 'manual.typ');
/** Where the PDFs go: served by the gateway as `/handleiding/{language}.pdf`. */
export const OUTPUT_DIR = resolve(MANUAL_DIR, '..', '..', '..', 'public', 'handleiding');
/** The manual is written in every interface language of the candidate (docs/decisions/019). */
export const MANUAL_LANGUAGES: readonly Language[] = LANGUAGES;

/** `texts/{language}.json`. */
export const textsFile = (language: Language) => join(MANUAL_DIR, 'texts', `${language}.json`);
/** `screens/{language}/{screen}.png`. */
export const screenFile = (language: Language, screen: ScreenName) => join(MANUAL_DIR, 'screens', language, `${screen}.png`);
/** `public/handleiding/{language}.pdf`. */
export const pdfFile = (language: Language) => join(OUTPUT_DIR, `${language}.pdf`);

/**
 * The texts of one language, checked against `manualTextsSchema`.
 * @throws Error in Dutch naming the file and each wrong field.
 */
export function readManualTexts(language: Language): ManualTexts {
  const file = textsFile(language);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is niet te lezen als JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const parsed = manualTextsSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join('.') || '(het bestand)'}: ${i.message}`);
    throw new Error(`${file} klopt niet:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A Typst compiler for the manual: this folder as workspace, DejaVu as fonts. Reuse it for several languages. */
export function createManualCompiler(): NodeCompiler {
  return NodeCompiler.create({ workspace: MANUAL_DIR, fontArgs: [{ fontPaths: [fontDir()] }] });
}

/** Typst's messages about a failed compile, one per line. */
function describe(compiler: NodeCompiler, error: unknown): string {
  if (error && typeof error === 'object' && 'shortDiagnostics' in error) {
    const diagnostics = compiler.fetchDiagnostics(error as Parameters<NodeCompiler['fetchDiagnostics']>[0]) as Array<{
      message?: string;
      path?: string;
      range?: { start?: { line: number; character: number } } | null;
    }>;
    if (diagnostics.length > 0) {
      const where = (d: (typeof diagnostics)[number]) => {
        const start = d.range?.start;
        return `${d.path ?? ''}${start ? `:${start.line + 1}:${start.character + 1}` : ''}`;
      };
      return diagnostics.map((d) => `${where(d)}: ${d.message ?? JSON.stringify(d)}`).join('\n');
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The manual in `language` as a tagged PDF/UA-1 document. Deterministic: the same sources give the same text
 * (the document carries no date).
 * @throws Error in Dutch when the texts are wrong, a screenshot is missing (make them with `npm run manual`), or
 *   Typst reports an error (its messages are included).
 */
export function compileManual(language: Language, compiler: NodeCompiler = createManualCompiler()): Buffer {
  const texts = readManualTexts(language);
  const missing = [...new Set(screensOf(texts))].filter((screen) => !existsSync(screenFile(language, screen)));
  if (missing.length > 0) {
    throw new Error(
      `Schermafbeeldingen voor de handleiding (${language}) ontbreken: ${missing.map((s) => screenFile(language, s)).join(', ')}. ` +
        'Maak ze met npm run manual.',
    );
  }
  const args = { mainFilePath: TEMPLATE, inputs: { lang: language, dir: directionOf(language) } };
  const compiled = compiler.compile(args);
  const error = compiled.takeError();
  if (error || !compiled.result) {
    throw new Error(`Typst kon de handleiding (${language}) niet maken:\n${describe(compiler, error)}`);
  }
  try {
    return compiler.pdf(compiled.result, { pdfStandard: 'ua-1' });
  } catch (pdfError) {
    throw new Error(`Typst kon de handleiding (${language}) niet als PDF/UA-1 schrijven:\n${describe(compiler, pdfError)}`, {
      cause: pdfError,
    });
  }
}
