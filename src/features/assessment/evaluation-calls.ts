/**
 * The evaluation calls of the teacher's PAT and education pages (docs/api.md "PAT", "Education"), through the shared
 * ofetch instance `client` without the busy overlay (teacher pages have none; the form shows its own progress) and
 * without retries: the save queue retries saves itself (src/lib/device-sync/sync.ts). The
 * form key (evaluation-drafts.ts) says whether a call goes to a PAT or an education.
 */
import { client } from '#src/lib/api';
import type { Pending } from '#src/lib/device-sync/save-queue';
import type { EducationEvaluationForm, EvaluationForm, EvaluationSaved } from '#src/features/assessment/contract';
import { evaluationPath, type Draft } from './evaluation-drafts';

/** A form as either evaluation call answers it. */
type AnyForm = EvaluationForm | EducationEvaluationForm;

/**
 * Sends a draft (`PUT …/evaluation/…` with `{ scores, remark, seq }`): the save queue's `send`. Answers the seq the
 * server holds. @throws FetchError on failure (the queue decides: retry, 409 stop, other 4xx not again).
 */
export function putDraft(key: string, item: Pending<Draft>, signal?: AbortSignal, keepalive = false): Promise<EvaluationSaved> {
  return client<EvaluationSaved>(evaluationPath(key), {
    method: 'PUT',
    body: { scores: item.value.scores, remark: item.value.remark, seq: item.seq },
    retry: 0,
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive: true } : {}),
  });
}

/** `GET …/evaluation/…`: the form as the server has it. @throws FetchError. */
export const fetchForm = (key: string) => client<AnyForm>(evaluationPath(key), { retry: 0 });

/** `POST …/finalize`: the form, now final. @throws FetchError (400 names the unscored criteria). */
export const finalizeForm = (key: string) => client<AnyForm>(evaluationPath(key, '/finalize'), { method: 'POST', retry: 0 });

/** `POST …/revise` with the reason: the form, now the next version as a draft. @throws FetchError. */
export const reviseForm = (key: string, reason: string) => client<AnyForm>(evaluationPath(key, '/revise'), { method: 'POST', body: { reason }, retry: 0 });
