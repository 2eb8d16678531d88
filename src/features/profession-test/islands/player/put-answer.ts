/**
 * The player's save call (decision 007; docs/api.md "Profession test"): `PUT /api/test/attempt/{attemptId}/answer`
 * with `{ questionId, value, seq }`, the save queue's `send` (src/lib/device-sync/sync.ts). Through the shared ofetch
 * instance `client`, without the busy overlay (`$loading`: saving is silent) and without retries: the save queue
 * retries saves itself.
 */
import { client } from '#src/lib/api';
import type { Pending } from '#src/lib/device-sync/save-queue';
import type { AnswerValue } from '#src/features/content/model';
import type { AnswerAck } from '#src/features/profession-test/contract';

/**
 * Sends one answer (`item.key`: the question) and answers what the server holds for the question.
 * @param keepalive let the request outlive the page (the last-chance sends when the page is left, `Sync.exit`).
 * @throws FetchError on failure (the queue decides: retry, 409 stop, other 4xx not again).
 */
export function putAnswer(attemptId: string, item: Pending<AnswerValue>, signal?: AbortSignal, keepalive = false): Promise<AnswerAck> {
  return client<AnswerAck>(`/api/test/attempt/${encodeURIComponent(attemptId)}/answer`, {
    method: 'PUT',
    body: { questionId: item.key, value: item.value, seq: item.seq },
    retry: 0,
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive: true } : {}),
  });
}
