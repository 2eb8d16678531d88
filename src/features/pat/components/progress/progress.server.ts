/**
 * Loading the staff's progress page (spec §2 /cp/user/{candidateId}/pat/{patId}/progress; `GET
 * /api/pat/{patId}/progress/{candidateId}`) and handling its forms (docs/api.md "PAT"; docs/decisions/030): per module
 * with two final evaluations, `agree` → `PUT /api/pat/{patId}/agreement/{moduleId}/{candidateId}` and `third` → `PUT
 * …/third-assessor`. Every form posts to the page itself (works without JavaScript): success → 303 back with
 * `?klaar=afspraak|derde` and the module's fragment; a refusal → the page again, status 400, with the API's Dutch title
 * beside the form it came from and what was chosen kept. Replacing an agreed score or a third assessor shows a
 * confirmation question first (agreement-form.ts). The teachers to choose from are loaded only when a module needs them.
 */
import type { AstroGlobal } from 'astro';
import { readForm, sendShowingTitle, textOf } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { UserListItem } from '#src/features/accounts/contract';
import type { CandidateProgress } from '#src/features/pat/contract';
import { teacherChoices, type Choices } from '#src/features/planning/options.server';
import { AGREEMENT_ACTIONS, agreementValues, checkAgreementForm, isConfirmed, readAgreementForm, type AgreementValues } from './agreement-form';
import { agreementTexts as t } from './strings';

/** What one module's forms show. */
export interface ModuleForms {
  agree: { values: AgreementValues; errors: Record<string, string>; failure: string | null; confirm: boolean };
  third: { teacherId: string; error: string | null; failure: string | null; confirm: boolean };
}

/** Everything the progress page renders. */
export interface ProgressState {
  progress: CandidateProgress;
  /** After a successful post. */
  notice: string | null;
  /** A post for a module that is not on the PAT. */
  failure: string | null;
  /** Active teachers, when some module can ask a third assessor. */
  teachers: Loaded<Choices<UserListItem>> | null;
  /** Per module id. */
  forms: Record<string, ModuleForms>;
}

export type ProgressPage = { redirect: string } | { notFound: true } | { error: string } | { state: ProgressState };

/** The `klaar` keys with their notices. */
const DONE = { afspraak: t.savedAgreement, derde: t.savedThird } as const;

/** Loads the page and handles its posts (see the module comment). */
export async function progressPage(astro: AstroGlobal): Promise<ProgressPage> {
  const { api } = astro.locals;
  const { id = '', patId = '' } = astro.params;
  const apiPath = `/api/pat/${encodeURIComponent(patId)}/progress/${encodeURIComponent(id)}`;
  const read = () => load(api<CandidateProgress>(apiPath));
  let loaded = await read();
  if (!loaded.ok) return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
  let progress = loaded.data;
  const forms: Record<string, ModuleForms> = Object.fromEntries(
    progress.modules.map((m) => [
      m.moduleId,
      { agree: { values: agreementValues(m), errors: {}, failure: null, confirm: false }, third: { teacherId: '', error: null, failure: null, confirm: false } },
    ]),
  );
  let failure: string | null = null;

  const form = await readForm(astro.request);
  if (form) {
    const action = textOf(form, 'action');
    const module = progress.modules.find((m) => m.moduleId === textOf(form, 'module'));
    const pagePath = `/cp/user/${encodeURIComponent(progress.candidate.id)}/pat/${encodeURIComponent(progress.pat.id)}/progress`;
    const slotPath = module ? `/api/pat/${encodeURIComponent(progress.pat.id)}/agreement/${encodeURIComponent(module.moduleId)}/${encodeURIComponent(progress.candidate.id)}` : '';
    const back = (key: keyof typeof DONE) => `${pagePath}?klaar=${key}#module-${module?.moduleId}`;
    if (!module) {
      failure = t.unknownModule;
    } else if (action === AGREEMENT_ACTIONS.agree) {
      const state = forms[module.moduleId]!.agree;
      state.values = readAgreementForm(form, module.criteria);
      const checked = checkAgreementForm(state.values, module.criteria);
      if ('errors' in checked) {
        state.errors = checked.errors;
        state.failure = t.errorSummary;
      } else if (module.agreement?.scores && !isConfirmed(form)) {
        state.confirm = true;
      } else {
        const done = await sendShowingTitle(() => api(slotPath, { method: 'PUT', body: checked.body }), back('afspraak'));
        if ('redirect' in done) return done;
        state.failure = done.error;
      }
    } else if (action === AGREEMENT_ACTIONS.third) {
      const state = forms[module.moduleId]!.third;
      state.teacherId = textOf(form, 'docent');
      if (!state.teacherId) {
        state.error = t.missingTeacher;
        state.failure = t.errorSummary;
      } else if (module.agreement?.thirdAssessor && module.agreement.thirdAssessor.id !== state.teacherId && !isConfirmed(form)) {
        state.confirm = true;
      } else {
        const done = await sendShowingTitle(() => api(`${slotPath}/third-assessor`, { method: 'PUT', body: { teacherId: state.teacherId } }), back('derde'));
        if ('redirect' in done) return done;
        state.failure = done.error;
      }
    } else {
      failure = t.unknownModule;
    }
    loaded = await read();
    if (loaded.ok) progress = loaded.data;
  }
  const key = astro.url.searchParams.get('klaar') ?? '';
  const notice = !form && Object.hasOwn(DONE, key) ? DONE[key as keyof typeof DONE] : null;
  const teachers = progress.modules.some((m) => m.canAgree) ? await teacherChoices(api) : null;
  return { state: { progress, notice, failure, teachers, forms } };
}

/** True when a form of the page was refused (the page then answers 400). */
export const wasRefused = (state: ProgressState): boolean =>
  state.failure !== null || Object.values(state.forms).some((f) => f.agree.failure !== null || f.third.failure !== null);
