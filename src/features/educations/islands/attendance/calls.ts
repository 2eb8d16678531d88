/**
 * The roll call's calls (docs/api.md "Education", attendance), through the shared ofetch instance `client` without
 * the busy overlay and without retries: the save queue retries saves itself (src/lib/device-sync/sync.ts).
 */
import { client } from '#src/lib/api';
import type { Pending } from '#src/lib/device-sync/save-queue';
import type { AttendanceSaved } from '#src/features/educations/attendance-contract';
import type { Mark } from './marks';

/**
 * Sends one candidate's mark (`PUT /api/education/lesson/{lessonId}/attendance` with one entry under the mark's
 * seq): the save queue's `send`. Answers the seq the server holds for that candidate.
 * @throws FetchError on failure (the queue decides: retry, 409 stop, other 4xx not again).
 */
export async function putMark(lessonId: string, item: Pending<Mark>, signal?: AbortSignal, keepalive = false): Promise<{ seq: number }> {
  const saved = await client<AttendanceSaved>(`/api/education/lesson/${encodeURIComponent(lessonId)}/attendance`, {
    method: 'PUT',
    body: { seq: item.seq, entries: [{ candidateId: item.key, status: item.value.status, remark: item.value.remark }] },
    retry: 0,
    ...(signal ? { signal } : {}),
    ...(keepalive ? { keepalive: true } : {}),
  });
  return { seq: saved.entries.find((e) => e.candidate.id === item.key)?.seq ?? 0 };
}
