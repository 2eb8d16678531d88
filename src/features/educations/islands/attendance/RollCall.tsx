/**
 * The roll call island (spec §2 /docent/opleiding/attendance/{id}; docs/api.md "Education", attendance): a teacher
 * takes a lesson's roll on a tablet in seconds. Hydrated with `client:load`.
 *
 * - Every candidate on the roll as a fieldset with the four statuses as large radio buttons (a native radio group:
 *   arrow keys move within it, Tab between candidates; targets of at least 48 px, WCAG 2.2 SC 2.5.8) and a remark,
 *   which can be typed once a status is chosen. 'Iedereen aanwezig' marks everyone without a status present, as a
 *   start; the exceptions are then tapped.
 * - Saving is device-first, as the evaluation form's and the test player's (decision 007; `useDeviceSync`,
 *   src/lib/device-sync/): each candidate's mark is one item of the save queue (marks.ts), kept on the device
 *   (IndexedDB, device.ts) and then sent with
 *   `PUT …/lesson/{id}/attendance` under a rising seq (seconds); the newest seq wins on the server. A status saves at
 *   once, a typed remark after a pause of 600 ms, on leaving the field and when the page is left. The `aria-live`
 *   line says whether it is on the server, on the device and being sent, or on the device waiting for a connection.
 * - Offline: the page is kept by the service worker (src/features/offline/policy.ts); unsent marks on the device are
 *   merged with the page's roll (higher seq wins) when it opens.
 * - A lesson that does not start soon (`notYet`: attendance opens ATTENDANCE_MINUTES_AHEAD minutes before the start)
 *   or an archived education shows the roll read-only with the reason. A roll not open yet opens itself at `opensAt`
 *   by the device's clock (a tablet left on the page, or a page the service worker kept); should the server still
 *   refuse a save then, its reason is shown and the marks stay on the device.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorMessage, titleOf } from '#src/lib/errors';
import { renderedByReact } from '#src/lib/react-island';
import { useHydrated } from '#src/lib/use-hydrated';
import { values, type SaveStatus } from '#src/lib/device-sync/save-queue';
import { useDeviceSync } from '#src/lib/device-sync/use-device-sync';
import { clockSeconds } from '#src/lib/device-sync/sync';
import { ATTENDANCE_STATUSES } from '#src/features/educations/attendance';
import type { LessonRoll } from '#src/features/educations/attendance-contract';
import { rollTexts as t, statusButtonText } from '#src/features/educations/attendance-strings';
import { putMark } from './calls';
import { createMarkStore } from './device';
import { filledCount, marksOf, serverEntries, unmarked, type Mark } from './marks';

/** The props the roll-call page passes (serialisable). */
export interface RollCallProps {
  /** `GET /api/education/lesson/{lessonId}/roll`. */
  roll: LessonRoll;
}

const STATUS_TEXT: Record<SaveStatus, string> = { saved: t.statusServer, saving: t.statusDevice, offline: t.statusOffline };

/** The roll call. */
export default function RollCall({ roll }: RollCallProps) {
  const lessonId = roll.lesson.id;
  const uid = useId();
  const [marks, setMarks] = useState<Record<string, Mark>>(() => marksOf(roll));
  const marksRef = useRef(marks);
  const server = useMemo(() => serverEntries(roll), [roll]);
  const [message, setMessage] = useState<{ kind: 'danger' | 'warning'; text: string } | null>(null);
  const [closed, setClosed] = useState(roll.education.archived);
  const notYet = useNotYet(roll);
  const readOnly = closed || notYet !== null;
  // No mark can be given before React runs: it would be reset at hydration (src/lib/use-hydrated.ts).
  const hydrated = useHydrated();

  /**
   * Hands a candidate's current mark to the save queue (when it has a status and changed); resolves once it is on the
   * device. Before the device's marks are merged in, the candidate waits (useDeviceSync `deferUntilReady`, `onReady`).
   */
  const commit = async (candidateId: string): Promise<void> => {
    const mark = marksRef.current[candidateId];
    if (!mark?.status) return;
    const sync = saving.ready() ? saving.sync() : null;
    const known = sync ? values(sync.state())[candidateId] : undefined;
    if (known && known.status === mark.status && known.remark === mark.remark) return;
    await saving.put(candidateId, mark);
  };

  // The save queue of this lesson: the page's roll, then the device's marks on top (higher seq wins).
  const saving = useDeviceSync<Mark>({
    scope: lessonId,
    server,
    store: createMarkStore,
    send: putMark,
    now: clockSeconds,
    statusTexts: STATUS_TEXT,
    commit,
    deferUntilReady: true,
    onReady: (sync, waiting) => {
      const restored = values(sync.state());
      const next = { ...marksRef.current };
      for (const [id, mark] of Object.entries(restored)) if (!waiting.has(id)) next[id] = mark;
      marksRef.current = next;
      setMarks(next);
      for (const id of waiting) void commit(id);
    },
    // 409: the education was archived meanwhile.
    onClosed: () => {
      setClosed(true);
      setMessage({ kind: 'warning', text: t.closed });
    },
    onRejected: (_candidateId, error) => setMessage({ kind: 'danger', text: t.rejected(errorMessage(error, { 400: titleOf(error) || undefined }).text) }),
  });
  const { shown, statusText, pause, settle } = saving;

  const change = useCallback(
    (candidateId: string, patch: Partial<Mark>, typed: boolean) => {
      const before = marksRef.current[candidateId] ?? { status: null, remark: '' };
      marksRef.current = { ...marksRef.current, [candidateId]: { ...before, ...patch } };
      setMarks(marksRef.current);
      if (typed) pause(candidateId);
      else void settle(candidateId);
    },
    [pause, settle],
  );

  const allPresent = () => {
    for (const id of unmarked(roll, marksRef.current)) change(id, { status: 'present' }, false);
  };

  const filled = filledCount(roll, marks);
  const total = roll.entries.length;

  return (
    <div className="roll">
      <div className="roll__bar">
        {!readOnly && total > 0 ? (
          <div className="roll__start">
            <button type="button" className="button is-primary is-medium roll__all" onClick={allPresent} disabled={filled === total || !hydrated} aria-describedby={`${uid}-all`}>
              {t.allPresent}
            </button>
            <p className="help" id={`${uid}-all`}>
              {t.allPresentHint}
            </p>
          </div>
        ) : null}
        <p className="roll__count">{t.filled(filled, total)}</p>
        <p className="roll__status" role="status" aria-live="polite">
          <span className={`roll__save is-${shown}`}>{statusText}</span>
        </p>
      </div>

      {notYet ? <div className="notification is-warning">{notYet}</div> : null}
      {closed && !message ? <div className="notification is-warning">{t.archived}</div> : null}
      {message ? (
        <div className={`notification is-${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </div>
      ) : null}

      {total === 0 ? <p>{t.empty}</p> : null}
      <ol className="roll__list">
        {roll.entries.map((entry) => {
          const id = entry.candidate.id;
          const mark = marks[id] ?? { status: null, remark: '' };
          const remarkId = `${uid}-r-${id}`;
          return (
            <li key={id} className={`roll__candidate${mark.status ? ` is-${mark.status}` : ''}`}>
              <fieldset disabled={readOnly || !hydrated}>
                <legend className="roll__name">{entry.candidate.name}</legend>
                <div className="roll__choices">
                  {ATTENDANCE_STATUSES.map((status) => (
                    <label key={status} className={`roll__choice is-${status}`}>
                      <input type="radio" name={`${uid}-s-${id}`} value={status} checked={mark.status === status} onChange={() => change(id, { status }, false)} />
                      <span>{statusButtonText[status]}</span>
                    </label>
                  ))}
                </div>
                <div className="roll__remark">
                  <label className="label" htmlFor={remarkId}>
                    {t.remark}
                    <span className="is-sr-only"> {entry.candidate.name}</span>
                  </label>
                  <input
                    id={remarkId}
                    className="input"
                    type="text"
                    maxLength={1000}
                    disabled={!mark.status}
                    value={mark.remark}
                    onChange={(e) => change(id, { remark: e.target.value }, true)}
                    onBlur={() => void settle(id)}
                  />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/**
 * The roll's `notYet` until its `opensAt` has come by the device's clock, then null: the roll opens without a reload.
 * A roll without `opensAt` (kept on the device before it existed) keeps the server's `notYet`.
 */
function useNotYet(roll: LessonRoll): string | null {
  const [open, setOpen] = useState(false);
  const opensAt = roll.notYet === null ? Number.NaN : Date.parse(roll.opensAt ?? '');
  useEffect(() => {
    if (Number.isNaN(opensAt)) return;
    const wait = opensAt - Date.now();
    if (wait <= 0) {
      setOpen(true);
      return;
    }
    // setTimeout holds at most 2^31 − 1 ms (about 24 days): a later opening waits for the page to be opened again.
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setOpen(true), wait);
    return () => clearTimeout(timer);
  }, [opensAt]);
  return open ? null : roll.notYet;
}

if (import.meta.env.SSR) renderedByReact(RollCall);
