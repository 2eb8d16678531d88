/**
 * The server side of a prospect's page (spec §2 /cp/beroepen-quiz/prospects/{id}, /docent/beroepen-quiz/prospects/{id};
 * docs/api.md "Beroepen-quiz"): loads the prospect (`GET /api/quiz/prospects/{id}`) and, for staff, handles the two
 * forms posted to the page (no JavaScript needed):
 * - `action=invite` → `POST /api/quiz/prospects/{id}/invite` with the form's `Idempotency-Key` (sent twice: one account
 *   and one mail; docs/decisions/039-idempotent-creates.md), checked in Dutch first (invite-form.ts); done → the new
 *   candidate's quiz with its notice, `/cp/beroepen-quiz/candidates/{resultId}?uitgenodigd=1#melding`; a problem stays
 *   on the form with what was typed, at the field an API title names (a 409 at the e-mail address);
 * - `action=delete` (after the confirmation step of ConfirmActions.astro) → `DELETE /api/quiz/prospects/{id}`; done →
 *   the list with `?verwijderd=1`.
 * Teachers read the page only: a POST from them changes nothing (the API would answer 401 anyway).
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm, submit, textOf } from '#src/components/forms';
import { IDEMPOTENCY_TITLES } from '#src/lib/idempotency';
import { load, type Loaded } from '#src/components/load.server';
import type { Named } from '#src/lib/contract';
import type { ProspectInvited, QuizProspectDetail } from '#src/features/profession-quiz/contract';
import { fieldOfInviteTitle, inviteValues, readInviteForm, type InviteErrors, type InviteValues } from './invite-form';
import { quizDetailPath, quizListPath, suggestedProfession, type QuizPortal } from './quiz-list';
import { prospectActions as t } from './strings';

/** What the invite form renders. */
export interface InviteFormState {
  values: InviteValues;
  errors: InviteErrors;
  /** The message above the form ('' for none). */
  error: string;
  /** The organisation choices (`GET /api/organization/options`). */
  organizations: Loaded<Named[]>;
  /** The profession choices (`GET /api/test/professions`). */
  professions: Loaded<Named[]>;
}

/** What a prospect's page renders. */
export interface ProspectPageState {
  prospect: Loaded<QuizProspectDetail>;
  /** Staff only: the invite form. */
  invite: InviteFormState | null;
  /** A failed delete ('' for none). */
  actionError: string;
}

/**
 * Loads a prospect's page and handles its forms (see the module comment).
 * @returns `{ redirect }` after a done action, else the page's state; the answer status is 404 for an unknown
 *   prospect and 400 after a failed form.
 */
export async function prospectPage(astro: AstroGlobal, portal: QuizPortal): Promise<{ redirect: string } | ProspectPageState> {
  const { api } = astro.locals;
  const id = astro.params.id ?? '';
  const apiPath = `/api/quiz/prospects/${encodeURIComponent(id)}`;
  const prospect = await load(api<QuizProspectDetail>(apiPath), {}, astro.locals.errorTexts);
  if (!prospect.ok) {
    if (prospect.status === 404) {
      astro.response.status = 404;
      astro.response.statusText = 'Not Found';
    }
    return { prospect, invite: null, actionError: '' };
  }
  if (portal !== 'cp') return { prospect, invite: null, actionError: '' };

  const form = await readForm(astro.request);
  const action = form ? textOf(form, 'action') : '';
  let actionError = '';
  if (form && action === 'delete') {
    const done = await submit(() => api(apiPath, { method: 'DELETE' }), `${quizListPath(portal, 'prospects')}?verwijderd=1`, {}, astro.locals.errorTexts);
    if ('redirect' in done) return done;
    actionError = done.error;
    astro.response.status = 400;
  }

  const [organizations, professions] = await Promise.all([
    load(api<Named[]>('/api/organization/options'), { 404: t.organizationsUnavailable }, astro.locals.errorTexts),
    load(api<Named[]>('/api/test/professions'), { 404: t.professionsUnavailable }, astro.locals.errorTexts),
  ]);
  const offered = professions.ok ? professions.data.map((p) => p.id) : [];
  const invite: InviteFormState = {
    values: inviteValues(prospect.data.email, suggestedProfession(prospect.data.result.professions, offered)),
    errors: {},
    error: '',
    organizations,
    professions,
  };
  if (form && action === 'invite') {
    const read = readInviteForm(form);
    invite.values = read.values;
    invite.errors = read.errors;
    if (!read.body) {
      invite.error = t.errorSummary;
    } else {
      const body = read.body;
      const sent = await submit(
        () => api<ProspectInvited>(`${apiPath}/invite`, { method: 'POST', body, headers: keyHeaders(form) }),
        (answer) => `${quizDetailPath(portal, 'candidates', answer.resultId)}?uitgenodigd=1#melding`,
        {},
        astro.locals.errorTexts,
      );
      if ('redirect' in sent) return sent;
      invite.error = sent.error;
      const field = sent.status === 409 && sent.error !== IDEMPOTENCY_TITLES.inProgress ? 'email' : fieldOfInviteTitle(sent.error);
      if (field) invite.errors[field] = sent.error;
    }
    astro.response.status = 400;
  }
  return { prospect, invite, actionError };
}
