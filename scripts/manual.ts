/**
 * `npm run manual`: makes the candidate manual (docs/decisions/021-candidate-manual.md) from its sources in
 * src/features/manual/ — screenshots of the real screens, then one tagged PDF per language in public/handleiding/.
 *
 * 1. Copies the platform's sources (src, public, scripts, migrations, the configuration files) to a build folder
 *    outside the project (MANUAL_BUILD_DIR, default `{tmp}/kandidaat-manual-build`; its node_modules links to the
 *    project's packages) and starts it there with scripts/start.mjs, which builds it when the sources changed. The
 *    project's own dist/ is never touched, so people working in the project are not disturbed.
 * 2. For each language: a fresh embedded database with the demo data (DATA_DIR in the build folder) on a free
 *    port; Chromium (CHROMIUM_PATH, default /usr/bin/chromium) on a phone screen (390 × 844 CSS pixels, scale 1)
 *    signs in as the demo candidate, sets the candidate's preferred language (`PUT /api/test/profile`), and walks
 *    through the screens the manual explains: sign-in, overview, notifications, the test (language, overview,
 *    question, read-aloud, image viewer, no connection, closing, result), messages and a new message. Each screenshot
 *    is cropped to the part the text explains and stored as a palette PNG in
 *    src/features/manual/screens/{language}/{screen}.png. A language's screenshots are replaced only when all of
 *    them were taken.
 * 3. Compiles src/features/manual/manual.typ with each language's texts into public/handleiding/{language}.pdf
 *    (PDF/UA-1, Typst).
 *
 * Options: `--lang=nl,ar` only these languages; `--pdf-only` only step 3, from the stored screenshots (after a
 * change of the texts). The script can be run again at any time; it stops with exit code 1 and a Dutch message
 * saying what failed (the server's log is in the build folder).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  compileManual,
  createManualCompiler,
  MANUAL_DIR,
  MANUAL_LANGUAGES,
  OUTPUT_DIR,
  pdfFile,
  readManualTexts,
  screenFile,
} from '../src/features/manual/manual.server';
import { SCREENS, type ManualTexts, type ScreenName } from '../src/features/manual/texts';
import { INTL_LOCALES, isLanguage, type Language } from '../src/lib/i18n/locales';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD_DIR = resolve(process.env.MANUAL_BUILD_DIR ?? join(tmpdir(), 'kandidaat-manual-build'));
/** What the build folder gets from the project: the inputs of `astro build` and of scripts/start.mjs. */
const COPIED = ['src', 'public', 'scripts', 'migrations', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
/** This script's own output is no input of the platform: copying it would only make start.mjs build again. */
const NOT_COPIED = [join(MANUAL_DIR, 'screens'), OUTPUT_DIR];
/** Packages folders that belong to one installation (caches), not linked into the build folder. */
const OWN_CACHES = new Set(['.vite', '.astro', '.cache']);

/** The demo candidate Sven Kuipers (src/backend/seed.ts; README.md, "Demo-accounts"). */
const CANDIDATE = { email: 'kandidaat@example.org', password: 'demo-wachtwoord' };
/** The demo coordinator (src/backend/seed.ts), to whom the candidate writes in chapter 'Hulp vragen'. */
const COORDINATOR_NAME = 'Mark Jansen';
const PHONE = { width: 390, height: 844 };
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** The first start builds the platform (a few minutes on two cores); later starts only prepare a database. */
const START_TIMEOUT_MS = 15 * 60_000;
const STEP_TIMEOUT_MS = 20_000;
/** A question whose content is at most this high (CSS pixels) fits in one screenshot with its status and buttons. */
const SHORT_QUESTION_PX = 320;

/** An error whose message is meant for the person running the script. */
class ManualError extends Error {}

function log(message: string): void {
  console.log(`[handleiding] ${message}`);
}

// ——— Options ———

interface Options {
  languages: Language[];
  pdfOnly: boolean;
}

function readOptions(argv: string[]): Options {
  let languages: Language[] = [...MANUAL_LANGUAGES];
  let pdfOnly = false;
  for (const arg of argv) {
    if (arg === '--pdf-only') pdfOnly = true;
    else if (arg.startsWith('--lang=')) {
      const codes = arg.slice('--lang='.length).split(',').filter(Boolean);
      const wrong = codes.filter((c) => !isLanguage(c));
      if (wrong.length > 0 || codes.length === 0) {
        throw new ManualError(`Onbekende taal in ${arg}. Kies uit: ${MANUAL_LANGUAGES.join(', ')}.`);
      }
      languages = codes as Language[];
    } else throw new ManualError(`Onbekende optie ${arg}. Mogelijk: --lang=nl,en,… en --pdf-only.`);
  }
  return { languages, pdfOnly };
}

// ——— The build folder ———

const inside = (path: string, folder: string) => path === folder || path.startsWith(folder + sep);

/** Copies the project's sources to BUILD_DIR (keeping their times, so start.mjs builds only after a change). */
function syncBuildFolder(): void {
  if (inside(BUILD_DIR, ROOT) || inside(ROOT, BUILD_DIR)) {
    throw new ManualError(`MANUAL_BUILD_DIR (${BUILD_DIR}) moet buiten de projectmap liggen: de build mag dist/ van het project niet overschrijven.`);
  }
  mkdirSync(BUILD_DIR, { recursive: true });
  for (const name of COPIED) {
    const target = join(BUILD_DIR, name);
    rmSync(target, { recursive: true, force: true });
    cpSync(join(ROOT, name), target, {
      recursive: true,
      preserveTimestamps: true,
      filter: (source) => !NOT_COPIED.some((skipped) => inside(source, skipped)),
    });
  }
  linkPackages();
}

/** BUILD_DIR/node_modules: a link to each of the project's packages (its own caches stay in the build folder). */
function linkPackages(): void {
  const source = join(ROOT, 'node_modules');
  if (!existsSync(source)) throw new ManualError('node_modules ontbreekt. Voer eerst npm install uit.');
  const target = join(BUILD_DIR, 'node_modules');
  if (existsSync(target) && lstatSync(target).isSymbolicLink()) rmSync(target);
  mkdirSync(target, { recursive: true });
  const wanted = new Set(readdirSync(source).filter((name) => !OWN_CACHES.has(name)));
  for (const name of readdirSync(target)) {
    if (!OWN_CACHES.has(name) && !wanted.has(name)) rmSync(join(target, name), { recursive: true, force: true });
  }
  for (const name of wanted) {
    const link = join(target, name);
    if (!existsSync(link)) symlinkSync(join(source, name), link);
  }
}

// ——— The platform ———

/** A TCP port that is free now. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolvePort(address.port) : reject(new Error('geen poort'))));
    });
  });
}

interface Platform {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the platform from the build folder on a fresh embedded database with the demo data, at low CPU priority.
 * Resolves when /login answers. @throws ManualError with the end of the server's log when it does not start.
 */
async function startPlatform(language: Language): Promise<Platform> {
  const dataDir = join(BUILD_DIR, 'data', language);
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logFile = join(BUILD_DIR, `server-${language}.log`);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join('scripts', 'start.mjs')], {
    cwd: BUILD_DIR,
    env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, PUBLIC_URL: baseURL, AUDIT_STDOUT: 'off', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // Lowering the priority is a courtesy to others on the machine; without it the script still works.
  }
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    writeFileSync(logFile, output);
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!running) {
      await stop();
      throw new ManualError(`Het platform start niet (zie ${logFile}):\n${output.slice(-3000)}`);
    }
    try {
      const res = await fetch(`${baseURL}/login`);
      if (res.ok) return { baseURL, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new ManualError(`Het platform antwoordt niet binnen ${START_TIMEOUT_MS / 60_000} minuten (zie ${logFile}).`);
}

// ——— Screenshots ———

/** Takes the screenshots of one language into a fresh folder; `commit()` puts them in place. */
class Shots {
  readonly folder: string;
  private readonly taken = new Set<ScreenName>();

  constructor(
    private readonly page: Page,
    private readonly language: Language,
  ) {
    this.folder = join(MANUAL_DIR, 'screens', `${language}.new`);
    rmSync(this.folder, { recursive: true, force: true });
    mkdirSync(this.folder, { recursive: true });
  }

  /**
   * Saves the part of the page from the top of `from` to the bottom of `to` (default: `from`), the full width of
   * the phone, as `{name}.png`. Without `from`: the screen as the candidate sees it (the viewport).
   */
  async take(name: ScreenName, from?: Locator, to: Locator | undefined = from, pad = 12): Promise<void> {
    const page = this.page;
    await page.evaluate(() => document.fonts.ready);
    // No blinking cursor or half-finished transition in a picture.
    const still = { animations: 'disabled', caret: 'hide' } as const;
    let png: Buffer;
    if (!from || !to) {
      png = await page.screenshot(still);
    } else {
      const [top, bottom] = await Promise.all([box(from), box(to)]);
      const y = Math.max(0, Math.floor(top.top - pad));
      const height = Math.ceil(bottom.bottom + pad - y);
      png = await page.screenshot({ ...still, fullPage: true, clip: { x: await visibleLeft(page), y, width: PHONE.width, height } });
    }
    await this.save(name, png);
  }

  /**
   * Saves the band of the screen that holds a dialog in front of the page (with the dimmed page beside it), the
   * full width of the phone, as `{name}.png`, once the dialog has stopped moving.
   */
  async takeDialog(name: ScreenName, dialog: Locator, pad = 16): Promise<void> {
    const page = this.page;
    await page.evaluate(() => document.fonts.ready);
    const rect = () => dialog.first().evaluate((el) => JSON.stringify(el.getBoundingClientRect()));
    let before = '';
    for (let now = await rect(); now !== before; now = await rect()) {
      before = now;
      await page.waitForTimeout(150);
    }
    const { top, bottom } = JSON.parse(before) as DOMRect;
    // The clip is in page coordinates: the screen as it is scrolled now, where the dialog stands.
    const origin = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
      return { x: rtl ? root.scrollWidth - root.clientWidth + window.scrollX : window.scrollX, y: window.scrollY };
    });
    const y = Math.max(0, Math.floor(top - pad));
    const height = Math.min(PHONE.height - y, Math.ceil(bottom + pad - y));
    const clip = { x: Math.max(0, Math.round(origin.x)), y: Math.round(origin.y) + y, width: PHONE.width, height };
    await this.save(name, await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true, clip }));
  }

  /** Stores a screenshot as a small palette PNG. */
  private async save(name: ScreenName, png: Buffer): Promise<void> {
    const small = await sharp(png).png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 }).toBuffer();
    writeFileSync(join(this.folder, `${name}.png`), small);
    this.taken.add(name);
    log(`${this.language}: ${name}.png (${Math.round(small.length / 1024)} kB)`);
  }

  /** Replaces screens/{language}/ by the new screenshots. @throws when one of SCREENS was not taken. */
  commit(): void {
    const missing = SCREENS.filter((s) => !this.taken.has(s));
    if (missing.length > 0) throw new ManualError(`${this.language}: niet gemaakt: ${missing.join(', ')}`);
    const target = dirname(screenFile(this.language, 'login'));
    rmSync(target, { recursive: true, force: true });
    renameSync(this.folder, target);
  }

  discard(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}

/**
 * Where the screen's left edge lies in a full-page screenshot (CSS pixels) when the page is not scrolled sideways:
 * 0, or in a right-to-left page that is wider than the screen, the width it sticks out on the left.
 */
async function visibleLeft(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    return rtl ? Math.max(0, root.scrollWidth - root.clientWidth) : 0;
  });
}

/** Top and bottom of the first element of `locator`, in page coordinates (CSS pixels). */
async function box(locator: Locator): Promise<{ top: number; bottom: number }> {
  return locator.first().evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });
}

/** Waits until the React island holding `selector` has hydrated (Astro then removes `ssr` from its `astro-island`). */
async function hydrated(page: Page, selector: string): Promise<void> {
  await page.locator(`astro-island:not([ssr]) ${selector}`).first().waitFor();
}

/** One step of the walk-through; a failure names it. */
async function step<T>(language: Language, what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    // The first lines: Playwright's message and the start of its call log (what it waited for).
    const detail = error instanceof Error ? error.message.split('\n').slice(0, 14).join('\n') : String(error);
    throw new ManualError(`${language}: ${what} is mislukt: ${detail}`);
  }
}

/** The player's save status once it shows `state` ('saved' or 'offline'). */
async function saveStatus(page: Page, state: 'saved' | 'offline'): Promise<void> {
  await page.locator(`.player__save.is-${state}`).filter({ hasText: /\S/ }).waitFor();
}

/**
 * Operates a form control with the keyboard (Space ticks a box or option, Enter presses a button), as some
 * candidates do. Unlike a tap, it does not depend on where the control lies on the screen, which Playwright gets
 * wrong on a right-to-left page that is wider than the screen.
 */
async function withKeyboard(page: Page, control: Locator, key: 'Space' | 'Enter'): Promise<void> {
  await control.first().focus();
  await page.keyboard.press(key);
}

/** Answers the question on screen: the first option, or `text` in an open question (then leaves the box, which saves it). */
async function answer(page: Page, text: string): Promise<void> {
  const content = page.locator('.player__content');
  const choice = content.locator('input[type=radio], input[type=checkbox]');
  if ((await choice.count()) > 0) {
    await withKeyboard(page, choice.first(), 'Space');
    await content.locator('input:checked').first().waitFor();
  } else {
    const box = content.locator('textarea, input[type=text]').first();
    await box.fill(text);
    await box.blur();
  }
}

/**
 * Waits until the server holds an answer to every question of module `position` (as the candidate's pages read
 * them: `GET /api/test/{testId}/candidate`, `GET /api/test/attempt/{attemptId}/module/{position}`).
 */
async function serverHoldsAll(page: Page, testId: string, position: number): Promise<void> {
  const total = Number(await page.locator('.player__progress').getAttribute('aria-valuemax'));
  const read = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(path);
    if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
    return (await res.json()) as T;
  };
  const { attemptId } = await read<{ attemptId: string | null }>(`/api/test/${testId}/candidate`);
  if (!attemptId) throw new Error('de test is niet begonnen');
  let held = 0;
  for (const deadline = Date.now() + STEP_TIMEOUT_MS; Date.now() < deadline; await page.waitForTimeout(300)) {
    const module = await read<{ answers: Record<string, unknown> }>(`/api/test/attempt/${attemptId}/module/${position}`);
    held = Object.keys(module.answers).length;
    if (held >= total) return;
  }
  throw new Error(`de server heeft ${held} van de ${total} antwoorden`);
}

const nextButton = (page: Page) => page.locator('.player__nav button.is-primary');

/** Goes to the next question of the module. @returns false on the last question. */
async function nextQuestion(page: Page): Promise<boolean> {
  const button = nextButton(page);
  if ((await button.count()) === 0) return false;
  const before = await page.locator('.player__progress').getAttribute('aria-valuenow');
  await button.click();
  await page.locator(`.player__progress:not([aria-valuenow="${before}"])`).waitFor();
  return true;
}

/** Walks one candidate session in `language` and stores its screenshots. */
async function captureLanguage(browser: Browser, language: Language, texts: ManualTexts): Promise<void> {
  const platform = await startPlatform(language);
  let context: BrowserContext | undefined;
  let shots: Shots | undefined;
  try {
    context = await browser.newContext({
      baseURL: platform.baseURL,
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: INTL_LOCALES[language],
      timezoneId: 'Europe/Amsterdam',
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    shots = new Shots(page, language);
    const s = shots;
    const main = page.locator('main');

    await step(language, 'inloggen', async () => {
      await page.goto('/login');
      await page.locator('input[name=email]').fill(CANDIDATE.email);
      await page.locator('input[name=password]').fill(CANDIDATE.password);
      await s.take('login', page.locator('body > *').first(), page.locator('main form'));
      await page.locator('main form button[type=submit]').click();
      await page.waitForURL('**/dashboard/overzicht');
    });

    await step(language, 'de voorkeurstaal instellen', async () => {
      const res = await page.request.put('/api/test/profile', {
        headers: { origin: platform.baseURL },
        data: { preferredLanguage: language },
      });
      if (!res.ok()) throw new Error(`PUT /api/test/profile: ${res.status()} ${await res.text()}`);
    });

    const testLink = main.locator('.test-card a.button[href^="/dashboard/test/"]').first();
    await step(language, 'het overzicht', async () => {
      await page.goto('/dashboard/overzicht');
      await s.take('dashboard', page.locator('#site-header'), main.locator('.test-card').first());
    });

    await step(language, 'de notificaties', async () => {
      await page.locator('.notif-menu__button').click();
      await hydrated(page, '.notif-menu');
      await page.locator('.notif-menu__panel:not([hidden])').waitFor();
      await s.take('notifications', page.locator('#site-header'), page.locator('.notif-menu__panel'));
      await page.keyboard.press('Escape');
    });

    const testId = await step(language, 'de test vinden', async () => {
      const href = (await testLink.getAttribute('href')) ?? '';
      const id = /\/dashboard\/test\/([^/?#]+)/.exec(href)?.[1];
      if (!id) throw new Error(`geen test op het overzicht (link ${href})`);
      return id;
    });

    await step(language, 'de taalkeuze', async () => {
      await testLink.click();
      await page.waitForURL(`**/dashboard/test/${testId}`);
      await s.take('language', main.locator('h1').first(), main.locator('.language-list'));
      await main.locator(`a.language-link[href="/dashboard/test/${language}/${testId}"]`).click();
      await page.waitForURL(`**/dashboard/test/overzicht/${testId}`);
    });

    await step(language, 'het overzicht van de test', async () => {
      await s.take('overview', main.locator('h1').first(), main.locator('.module-list'));
      await main.locator('a[href*="module=1"]').first().click();
      await hydrated(page, '.player');
    });

    await step(language, 'voorlezen en een afbeelding vergroten', async () => {
      await s.take('read-aloud', page.locator('.player__read'), page.locator('.player-question__prompt'));
      let guard = 0;
      while ((await page.locator('.player-figure__open').count()) === 0) {
        await answer(page, texts.demo.openAnswer);
        if (!(await nextQuestion(page)) || ++guard > 40) throw new Error('geen vraag met een afbeelding in module 1');
      }
      await s.take('image', page.locator('.player-figure'));
      await page.locator('.player-figure__open').first().click();
      const viewer = page.locator('dialog.image-viewer[open]');
      await viewer.waitFor();
      // The tools: zoom out, the zoom level (back to normal size), zoom in.
      const zoomIn = viewer.locator('.image-viewer__tools button').nth(2);
      await zoomIn.click();
      await zoomIn.click();
      await s.take('image-viewer');
      await viewer.locator('.image-viewer__close').click();
      await viewer.waitFor({ state: 'detached' });
    });

    await step(language, 'een vraag beantwoorden', async () => {
      // A question that fits on the page with its status and buttons: the first short one.
      let guard = 0;
      for (;;) {
        await answer(page, texts.demo.openAnswer);
        const height = await page.locator('.player__content').evaluate((el) => el.getBoundingClientRect().height);
        if (height <= SHORT_QUESTION_PX) break;
        if (!(await nextQuestion(page)) || ++guard > 40) throw new Error(`geen vraag van hoogstens ${SHORT_QUESTION_PX} pixels in module 1`);
      }
      await saveStatus(page, 'saved');
      await s.take('question', page.locator('.player'), page.locator('.player__nav'));
    });

    await step(language, 'zonder verbinding', async () => {
      if (!(await nextQuestion(page))) throw new Error('na de korte vraag komt geen vraag meer in module 1');
      await context!.setOffline(true);
      await answer(page, texts.demo.openAnswer);
      await saveStatus(page, 'offline');
      await s.take('offline', page.locator('.player'), page.locator('.player__progress'));

      await page.locator('#user-menu-button').click();
      await page.locator('button[form="logout-form"]').click();
      const dialog = page.locator('#unsent-dialog[open]');
      await dialog.waitFor();
      await s.takeDialog('logout-unsent', dialog);
      await dialog.locator('[data-unsent-stay]').click();
      await dialog.waitFor({ state: 'hidden' });

      await context!.setOffline(false);
      await page.reload();
      await hydrated(page, '.player');
      await saveStatus(page, 'saved');
    });

    await step(language, 'de rest van module 1 beantwoorden', async () => {
      while (await nextQuestion(page)) await answer(page, texts.demo.openAnswer);
      await serverHoldsAll(page, testId, 1);
    });

    await step(language, 'de test afsluiten', async () => {
      await page.goto(`/dashboard/test/afsluiten/${testId}/`);
      const form = main.locator('form[data-close-form]');
      await withKeyboard(page, form.locator('input[name=confirm]'), 'Space');
      await form.locator('input[name=confirm]:checked').waitFor();
      await s.take('close', main.locator('table.summary-table ~ p.block').first(), form);
      await withKeyboard(page, form.locator('button[type=submit]'), 'Enter');
      await main.locator('form[data-close-form]').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      await s.take('result', main.locator('#result-title'), main.locator('table').first());
    });

    await step(language, 'de berichten', async () => {
      await page.goto('/mailbox');
      await s.take('mailbox', main.locator('h1').first(), main.locator('table tbody tr').nth(1));
    });

    await step(language, 'een bericht aan de coördinator', async () => {
      await page.goto('/mailbox/compose');
      const to = main.locator('select[name=to]');
      const value = await to.locator('option', { hasText: COORDINATOR_NAME }).first().getAttribute('value');
      if (!value) throw new Error(`${COORDINATOR_NAME} staat niet in de lijst 'Aan'`);
      await to.selectOption(value);
      await main.locator('[name=subject]').fill(texts.demo.subject);
      await main.locator('[name=body]').fill(texts.demo.body);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await s.take('compose', main.locator('h1').first(), main.locator('form button[type=submit]'));
    });

    shots.commit();
    shots = undefined;
  } finally {
    shots?.discard();
    await context?.close();
    await platform.stop();
  }
}

// ——— PDFs ———

function writePdfs(languages: readonly Language[]): void {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const compiler = createManualCompiler();
  for (const language of languages) {
    const pdf = compileManual(language, compiler);
    writeFileSync(pdfFile(language), pdf);
    log(`${pdfFile(language)} (${Math.round(pdf.length / 1024)} kB)`);
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  // Wrong texts stop the script before anything slow happens.
  const texts = new Map(options.languages.map((language) => [language, readManualTexts(language)] as const));

  if (!options.pdfOnly) {
    log(`bronnen kopiëren naar ${BUILD_DIR}`);
    syncBuildFolder();
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS }).catch((error: unknown) => {
      throw new ManualError(
        `Chromium start niet (${executablePath}; een andere browser: CHROMIUM_PATH): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    });
    try {
      for (const [index, language] of options.languages.entries()) {
        log(`${language}: platform starten op een nieuwe database${index === 0 ? ' (na een wijziging van de bronnen wordt het eerst gebouwd)' : ''}`);
        await captureLanguage(browser, language, texts.get(language)!);
      }
    } finally {
      await browser.close();
    }
  }
  writePdfs(options.languages);
  log('klaar');
}

main().catch((error: unknown) => {
  console.error(`De handleiding maken is mislukt: ${error instanceof Error ? error.message : String(error)}`);
  // A mistake in this script itself: its place helps.
  if (error instanceof TypeError || error instanceof ReferenceError) console.error(error.stack);
  process.exitCode = 1;
});
