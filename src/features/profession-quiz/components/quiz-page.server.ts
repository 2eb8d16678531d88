/**
 * The handler of /beroepen-quiz (flow.ts; docs/decisions/036-profession-quiz.md): what the page shows for its
 * address, and the posted forms — a step's answers (303 to the next step, or back with the open items marked), a
 * candidate's last step (saved with `POST /api/quiz/results`, then 303 to their result) and a prospect's contact
 * form (checked here with messages in the page's language, then `POST /api/quiz/prospects`, 303 to the thanks).
 * Nothing of a prospect is stored before that last call. Server only.
 */
import { load, type Loaded } from '#src/components/load.server';
import { readForm, textOf } from '#src/components/forms';
import { errorMessage } from '#src/lib/errors';
import { isSingleLineText } from '#src/lib/plain-text';
import { setPageLanguage } from '#src/lib/i18n/page-language.server';
import type { Language } from '#src/lib/i18n/locales';
import { isPhoneNumber, type QuizResult, type SavedQuiz } from '#src/features/profession-quiz/contract';
import { firstOpenStep, mergeStep, quizHref, screenOf, STEPS } from '#src/features/profession-quiz/flow';
import type { Answers } from '#src/features/profession-quiz/scoring';

/** The contact form's values and its errors by field, in the page's language; `failure`: a refused call. */
export interface ContactForm {
  values: { name: string; email: string; phone: string; consent: boolean };
  errors: Partial<Record<'name' | 'email' | 'phone' | 'consent', string>>;
  failure: string;
}

/** What the page renders, or where it sends the browser (303). */
export type QuizPage =
  | { redirect: string }
  | { screen: 'language' }
  | { screen: 'step'; language: Language; step: number; answers: Answers; missing: string[]; failure: string }
  | { screen: 'result'; language: Language; answers: Answers | null; result: Loaded<QuizResult>; saved: boolean; contact: ContactForm | null }
  | { screen: 'thanks'; language: Language };

/** What the handler needs of the page (Astro's global). */
interface PageContext {
  request: Request;
  url: URL;
  locals: App.Locals;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emptyContact = (): ContactForm => ({ values: { name: '', email: '', phone: '', consent: false }, errors: {}, failure: '' });

/** The contact form's fields checked with messages in the page's language (`t`). */
function checkContact(form: FormData, t: App.Locals['t']): ContactForm {
  const values = { name: textOf(form, 'name'), email: textOf(form, 'email'), phone: textOf(form, 'phone'), consent: textOf(form, 'consent') === 'ja' };
  const errors: ContactForm['errors'] = {};
  if (!values.name) errors.name = t('quiz.contact.noName');
  else if (!isSingleLineText(values.name)) errors.name = t('quiz.contact.nameOneLine');
  if (!values.email && !values.phone) errors.email = t('quiz.contact.noContact');
  if (values.email && (values.email.length > 254 || !EMAIL.test(values.email))) errors.email = t('quiz.contact.badEmail');
  if (values.phone && !isPhoneNumber(values.phone)) errors.phone = t('quiz.contact.badPhone');
  if (!values.consent) errors.consent = t('quiz.contact.noConsent');
  return { values, errors, failure: '' };
}

/**
 * Decides what /beroepen-quiz shows or where it redirects, handling a posted form first. The page's language
 * becomes the quiz's language (`?lang=`), also for the layout.
 * @param isCandidate whether the visitor is a signed-in candidate (their result is saved to their account).
 */
export async function quizPage({ request, url, locals }: PageContext, isCandidate: boolean): Promise<QuizPage> {
  const screen = screenOf(url);
  if ('redirect' in screen) return screen;
  if (screen.kind === 'language') return { screen: 'language' };
  setPageLanguage(locals, screen.language);
  const { api, t, errorTexts } = locals;
  const language = screen.language;
  if (screen.kind === 'thanks') return { screen: 'thanks', language };

  const form = await readForm(request);
  const posted = form ? textOf(form, 'stap') : '';

  // A step's answers.
  if (form && /^[1-9]$/.test(posted)) {
    const step = Math.min(Number(posted), STEPS);
    const { answers, missing } = mergeStep(form, step);
    if (missing.length > 0) return { screen: 'step', language, step, answers, missing, failure: '' };
    const open = firstOpenStep(answers);
    if (open !== null) return { redirect: quizHref({ kind: 'step', language, step: open, answers }) };
    if (!isCandidate) return { redirect: quizHref({ kind: 'result', language, answers }) };
    try {
      await api<SavedQuiz>('/api/quiz/results', { method: 'POST', body: { language, answers } });
    } catch (failure) {
      return { screen: 'step', language, step, answers, missing: [], failure: errorMessage(failure, undefined, errorTexts).text };
    }
    return { redirect: `${quizHref({ kind: 'result', language, answers: null })}&bewaard=1` };
  }

  if (screen.kind === 'step') return { screen: 'step', language, step: screen.step, answers: screen.answers, missing: [], failure: '' };

  // The result: a candidate's newest saved one; a prospect's from the answers in the address.
  if (isCandidate) {
    if (screen.answers) return { redirect: quizHref({ kind: 'result', language, answers: null }) };
    const mine = await load(api<SavedQuiz | null>('/api/quiz/results/mine'), undefined, errorTexts);
    if (mine.ok && !mine.data) return { redirect: quizHref({ kind: 'step', language, step: 1, answers: {} }) };
    const result: Loaded<QuizResult> = mine.ok ? { ok: true, data: mine.data!.result } : mine;
    return { screen: 'result', language, answers: null, result, saved: url.searchParams.get('bewaard') === '1', contact: null };
  }
  if (!screen.answers) return { redirect: quizHref({ kind: 'step', language, step: 1, answers: {} }) };
  const answers = screen.answers;
  let contact = emptyContact();
  if (form && posted === 'contact') {
    contact = checkContact(form, t);
    if (Object.keys(contact.errors).length === 0) {
      const { name, email, phone } = contact.values;
      try {
        await api('/api/quiz/prospects', {
          method: 'POST',
          body: { language, answers, name, email, phone, consent: true },
        });
        return { redirect: quizHref({ kind: 'thanks', language }) };
      } catch (failure) {
        contact.failure = errorMessage(failure, undefined, errorTexts).text;
      }
    }
  }
  const result = await load(api<QuizResult>('/api/quiz/score', { method: 'POST', body: { language, answers } }), undefined, errorTexts);
  return { screen: 'result', language, answers, result, saved: false, contact };
}
