/**
 * What the candidate's theory, language and reflection pages do before they render (spec §2 /candidate/pat/… and
 * /candidate/education/…; decisions 030, 035 §4), for a PAT or an education (`CandidatePages`, assessment/candidate-pages.ts). The
 * pages call one of these from their frontmatter, redirect when told to, set the status and render the matching
 * component with the view. Server-only: the calls go through `locals.api`, and a page that shows content switches to
 * the candidate's content language (`useTestLanguage`, docs/decisions/019).
 */
import type { AstroCookies } from 'astro';
import { readForm, submit } from '#src/components/forms';
import { load } from '#src/components/load.server';
import type { CandidateProfile } from '#src/features/profession-test/contract';
import { moduleParam } from '#src/features/content/candidate-reading';
import { readAloudOf } from '#src/lib/read-aloud/setting.server';
import type { ReflectionCore, ReflectionSave, TheoryCore, TheoryModuleCore } from '#src/features/assessment/contract';
import { readReflectionForm } from '#src/features/assessment/reflection/reflection';
import { readerSteps, stepIndex } from '#src/features/assessment/islands/reader/steps';
import { isLanguage } from '#src/lib/i18n/locales';
import { useTestLanguage } from '#src/lib/i18n/page-language.server';
import type { CandidatePages } from '#src/features/assessment/candidate-pages';

/** What a page shows: `status` 404 (not found) or 400 (an error in what was sent) besides the view. */
type Shown<V> = { redirect: string } | { view: V; status?: 400 | 404 };

/** The reader page's view. */
export type ReaderView =
  | { type: 'error'; error: string }
  | { type: 'notFound' }
  | { type: 'overview'; theory: TheoryCore }
  | { type: 'reader'; theory: TheoryCore; module: TheoryModuleCore; readAloud: boolean; step: number };

/**
 * /candidate/{pat|education}/{id}[?module=n&stap=m]: no language chosen yet → the choice; without (a valid) `?module`
 * the modules; with it the module in the reader at step `?stap=` (from 1). Read-aloud is on unless the profile
 * turns it off (as in the test player: src/lib/read-aloud/setting.server.ts).
 */
export async function readerPage(locals: App.Locals, cookies: AstroCookies, url: URL, pages: CandidatePages, id: string): Promise<Shown<ReaderView>> {
  const { api, errorTexts } = locals;
  const theory = await load(api<TheoryCore>(pages.api.theory(id)), {}, errorTexts);
  if (!theory.ok) return theory.status === 404 ? { view: { type: 'notFound' }, status: 404 } : { view: { type: 'error', error: theory.error } };
  if (!theory.data.language) return { redirect: pages.routes.choice(id) };
  // From here the page speaks the language the candidate chose for the PAT or education.
  useTestLanguage(locals, cookies, theory.data.language);
  const position = moduleParam(url.searchParams.get('module'));
  if (position === null) return { view: { type: 'overview', theory: theory.data } };
  const [module, readAloud] = await Promise.all([load(api<TheoryModuleCore>(pages.api.module(id, position)), {}, errorTexts), readAloudOf(locals)]);
  if (!module.ok && module.status === 409) return { redirect: pages.routes.choice(id) };
  if (!module.ok) return module.status === 404 ? { view: { type: 'notFound' }, status: 404 } : { view: { type: 'error', error: module.error } };
  return {
    view: {
      type: 'reader',
      theory: theory.data,
      module: module.data,
      readAloud,
      step: stepIndex(url.searchParams.get('stap'), readerSteps(module.data.parts).length),
    },
  };
}

/** The language pages' view: the choice (with an error after a refused choice), or the reason it cannot be shown. */
export type LanguageView = { type: 'notFound' } | { type: 'error'; error: string } | { type: 'choice'; theory: TheoryCore; preferred: string | null; error?: string };

/** The choice and the candidate's preferred language, or why not (404 or an error). */
async function choiceOf(locals: App.Locals, pages: CandidatePages, id: string, error?: string): Promise<Shown<LanguageView>> {
  const { api, errorTexts } = locals;
  const [theory, profile] = await Promise.all([load(api<TheoryCore>(pages.api.theory(id)), {}, errorTexts), load(api<CandidateProfile>('/api/test/profile'))]);
  if (!theory.ok) return theory.status === 404 ? { view: { type: 'notFound' }, status: 404 } : { view: { type: 'error', error: theory.error } };
  const preferred = profile.ok ? profile.data.preferredLanguage : null;
  return error ? { view: { type: 'choice', theory: theory.data, preferred, error }, status: 400 } : { view: { type: 'choice', theory: theory.data, preferred } };
}

/** /candidate/{pat|education}/selecteer-taal/{id}: the offered languages, the preferred one first. */
export const languageChoicePage = (locals: App.Locals, pages: CandidatePages, id: string) => choiceOf(locals, pages, id);

/**
 * /candidate/{pat|education}/{langCode}/{id}: stores the language (PUT, the same again changes nothing, so the links
 * are plain links), then 303 to the modules. An unknown code or one not offered (400) shows the choice again with an
 * error in the candidate's language; someone else's PAT or education is not found.
 */
export async function chooseLanguagePage(locals: App.Locals, pages: CandidatePages, id: string, langCode: string): Promise<Shown<LanguageView>> {
  const { api, t, errorTexts } = locals;
  if (!isLanguage(langCode)) return choiceOf(locals, pages, id, t(pages.words.unknownLanguage));
  const chosen = await submit(() => api(pages.api.language(id), { method: 'PUT', body: { language: langCode } }), pages.routes.overview(id), {}, errorTexts);
  if ('redirect' in chosen) return { redirect: chosen.redirect };
  if (chosen.status === 404) return { view: { type: 'notFound' }, status: 404 };
  // A language not offered: said in the candidate's language (the API's title is Dutch).
  const shown = await choiceOf(locals, pages, id, chosen.status === 400 ? t(pages.words.unknownLanguage) : chosen.error);
  return 'view' in shown && shown.view.type === 'choice' && chosen.status !== 400 ? { view: shown.view } : shown;
}

/** The reflection page's view. */
export interface ReflectionPageView {
  /** The reflection as the API gives it, or null when it could not be read (`error` says why). */
  data: (ReflectionCore & { title: string; archived: boolean }) | null;
  /** The answers and remark to show (posted, else stored). */
  scores: Record<string, number>;
  remark: string;
  missing: string[];
  remarkError: string;
  error: string;
  /** Just saved (`?opgeslagen=1`). */
  saved: boolean;
}

/**
 * /candidate/{pat|education}/module/{moduleId}?{pat|opleiding}={id}: the candidate's reflection (GET), or the posted
 * form checked here (every sentence an answer, the remark ≤ 2000 characters) and sent (PUT) → 303 back to `self`
 * with `opgeslagen=1`. Closed in the meantime (409): shown from the fresh state. In the content language.
 * @param self the page's own address with its query (the form posts there).
 * @param path the reflection's API path, or null when the address names no PAT or education (not found).
 * @param contextOf the PAT's or education's name and state in the API's answer.
 */
export async function reflectionPage<V extends ReflectionCore>(
  locals: App.Locals,
  cookies: AstroCookies,
  request: Request,
  url: URL,
  path: string | null,
  self: string,
  contextOf: (view: V) => { title: string; state: string },
): Promise<Shown<ReflectionPageView>> {
  const form = await readForm(request);
  let view = path ? await load(locals.api<V>(path)) : ({ ok: false, error: '', status: 404 } as const);
  if (view.ok) useTestLanguage(locals, cookies, view.data.language);
  const { t, errorTexts, api } = locals;
  let scores: Record<string, number> = view.ok ? { ...(view.data.reflection?.scores ?? {}) } : {};
  let remark = view.ok ? (view.data.reflection?.remark ?? '') : '';
  let missing: string[] = [];
  let remarkError = '';
  let error = '';
  if (form && view.ok && view.data.open && path) {
    const posted = readReflectionForm(view.data.criteria, (name) => form.get(name));
    scores = posted.scores;
    remark = posted.remark;
    missing = posted.missing;
    if (posted.remarkTooLong) remarkError = t('reflection.remarkTooLong');
    if (missing.length > 0 || remarkError) {
      error = t('forms.errorSummary');
    } else {
      const body: ReflectionSave = { scores: posted.scores as ReflectionSave['scores'], remark: posted.remark };
      const saved = await submit(() => api(path, { method: 'PUT', body }), `${self}&opgeslagen=1`, {}, errorTexts);
      if ('redirect' in saved) return { redirect: saved.redirect };
      // Closed in the meantime (begun, released or archived): the page shows why from the fresh state.
      if (saved.status === 409) view = await load(api<V>(path));
      else error = saved.error;
    }
  }
  const shown: ReflectionPageView = {
    data: view.ok ? { ...view.data, title: contextOf(view.data).title, archived: contextOf(view.data).state === 'archived' } : null,
    scores,
    remark,
    missing,
    remarkError,
    error: error || (view.ok ? '' : view.error),
    saved: !form && url.searchParams.get('opgeslagen') === '1',
  };
  if (!view.ok && view.status === 404) return { view: shown, status: 404 };
  return error ? { view: shown, status: 400 } : { view: shown };
}

type T = App.Locals['t'];

/** The language pages' title. */
export const languageTitle = (t: T, view: LanguageView): string =>
  view.type === 'notFound' ? t('notFound.title') : view.type === 'choice' ? `${t('patReader.chooseLanguage')} · ${view.theory.title}` : t('patReader.heading');

/** The reader page's title. */
export const readerTitle = (t: T, view: ReaderView): string =>
  view.type === 'reader'
    ? t('patReader.pageTitle', { module: view.module.title })
    : view.type === 'overview'
      ? `${t('patReader.heading')} · ${view.theory.title}`
      : view.type === 'notFound'
        ? t('notFound.title')
        : t('patReader.heading');

/** The reflection page's title. */
export const reflectionTitle = (t: T, shown: Shown<ReflectionPageView>): string =>
  'status' in shown && shown.status === 404 ? t('notFound.title') : 'view' in shown && shown.view.data ? `${t('reflection.title')} · ${shown.view.data.module.title}` : t('reflection.title');
