/**
 * The evaluation form island (spec §2 /docent/evaluate/{patId}/{moduleId}/{candidateId},
 * /docent/opleiding/candidate/evaluate/{id}; docs/domain.md "Evaluation and report"; docs/api.md "PAT", "Education";
 * docs/decisions/035-education-evaluations.md): one candidate's evaluation of one module on a PAT or an education, for
 * a teacher with a tablet on the warehouse floor. Hydrated with `client:load`; the page renders the practical
 * instructions above it. The form says its context (evaluation-drafts.ts `keyOf`, `contextOf`): the calls go to that context's
 * API, the device keeps it under its own key.
 *
 * - Each criterion of the pinned template as a fieldset: its name, weight, knock-out mark and description, the
 *   scale as large radio buttons labelled from the template (WCAG 2.2 SC 2.5.8: targets well over 44 px), and a
 *   remark; then an overall remark and, once every criterion is scored, the result by rules.ts `moduleResult`.
 * - Saving is device-first, as the test player's (decision 007; `useDeviceSync`, src/lib/device-sync/): every change
 *   goes to the save queue, the device (IndexedDB, evaluation-device.ts) and then `PUT …/evaluation/…` as one draft with a
 *   rising seq (seconds, sync.ts `clockSeconds`), retried with backoff; the newest seq wins. Radio buttons save at once, typed remarks after a pause of 600 ms, on leaving the
 *   field and when the page is left. The `aria-live` status says 'Opgeslagen', 'Opslaan…' or 'Nog niet verstuurd —
 *   wordt verstuurd zodra er verbinding is'.
 * - Offline: the form on the device (kept by the day page, evaluation-device.ts) is used when it is newer than the page's copy
 *   (a page the service worker kept earlier), and unsent drafts on the device are merged in (higher seq wins).
 * - 'Definitief maken' checks every criterion is scored (naming the missing ones), sends what is unsent, then
 *   `POST …/finalize`. A final evaluation is read-only; 'Wijzigen' asks for a reason and `POST …/revise` starts the
 *   next version. Both need a connection and say so. Once the results are released (`resultsReleased`) a final
 *   evaluation stands and 'Wijzigen' is not offered (decision 030 §3, decision 035).
 * - Once both assessors are final, the other's scores are shown per criterion and differences of two points or
 *   more are marked with an icon and text (not colour alone, WCAG 2.2 SC 1.4.1); earlier versions are listed.
 * - Evidence photos (EvidencePhotos.tsx) below the overall remark, on a PAT only (decision 035 §2): added and deleted
 *   with a connection only; a form kept on the device before photos existed has none.
 * - Before its first day (`opensOn`: the PAT's first day; an education's first lesson or the enrolment day) the form
 *   is read-only with a notice saying from when, so a teacher can prepare; it opens by itself when that day comes
 *   by the device's clock. Should the server still refuse a save (409, e.g. a device clock ahead), its reason is
 *   shown and the draft stays on the device, to be sent when the form is opened again.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { errorMessage, errorStatus, titleOf } from '#src/lib/errors';
import { renderedByReact } from '#src/lib/react-island';
import { useHydrated } from '#src/lib/use-hydrated';
import { hasUnsent, values, type Entries, type SaveStatus } from '#src/lib/device-sync/save-queue';
import { clockSeconds, type Sync } from '#src/lib/device-sync/sync';
import { useDeviceSync } from '#src/lib/device-sync/use-device-sync';
import type { EducationEvaluationForm, EvaluationForm } from '#src/features/assessment/contract';
import { amsterdamInstant, longDayText } from '#src/lib/calendar-day';
import { moduleResult } from '#src/features/assessment/rules';
import { evaluationTexts as t, momentText } from '#src/features/assessment/teacher-strings';
import { fetchForm, finalizeForm, putDraft, reviseForm } from '#src/features/assessment/evaluation-calls';
import { createDraftStore, keepForms, keptForm } from '#src/features/assessment/evaluation-device';
import EvidencePhotos from './EvidencePhotos';
import { contextOf, DRAFT_ITEM, draftOf, keyOf, newerForm, serverEntries, unscored, withCriterion, type Draft, type IslandForm } from '#src/features/assessment/evaluation-drafts';

/** The props the evaluate page passes (serialisable). */
export interface EvaluationProps {
  /**
   * `GET /api/pat/{patId}/evaluation/{moduleId}/{candidateId}` or `GET /api/education/{id}/evaluation/{moduleId}/
   * {candidateId}` without the instructions (the page shows those).
   */
  form: IslandForm;
}

const STATUS_TEXT: Record<SaveStatus, string> = { saved: t.statusSaved, saving: t.statusSaving, offline: t.statusOffline };

type Message = { kind: 'danger' | 'success' | 'warning'; text: string };

/** A failed call as a Dutch sentence; the API's own reason for 400 and 409. */
const failure = (error: unknown) => errorMessage(error, { 409: titleOf(error) || undefined, 404: t.notFound }).text;

/** Without a navigator (server render) the device counts as online. */
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The form island. */
export default function Evaluation({ form: initial }: EvaluationProps) {
  const key = keyOf(initial);
  const onPat = contextOf(initial).kind === 'pat';
  const uid = useId();
  const [form, setForm] = useState<IslandForm>(initial);
  const formRef = useRef(form);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const draftRef = useRef(draft);
  const [server] = useState(() => serverEntries(initial));
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  // Nothing can be scored before React runs: it would be reset at hydration (src/lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const locked = busy || !hydrated;
  const [revising, setRevising] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  /** The form the save queue of this version started from (the page's or the device's, whichever is newer). */
  const baseRef = useRef(initial);
  const committed = useRef(JSON.stringify(draftOf(initial)));
  const messageRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const version = form.evaluation.version;
  const final = form.evaluation.status === 'final';
  const notYet = useNotYet(form.opensOn);
  const closedForNow = final || notYet !== null;

  /** Takes a form the server answered: shown, and kept on the device. */
  const adopt = useCallback((next: EvaluationForm | EducationEvaluationForm | IslandForm) => {
    const { instructions: _i, instructionsHtml: _h, ...slim } = next as EvaluationForm | EducationEvaluationForm;
    formRef.current = slim;
    setForm(slim);
    void keepForms([slim]);
  }, []);

  /** Shows a message and moves focus to it, so it is read and seen (WCAG 2.2 SC 4.1.3, 2.4.3). */
  const say = useCallback((next: Message | null) => {
    setMessage(next);
    if (next) requestAnimationFrame(() => messageRef.current?.focus());
  }, []);

  // The save queue of this version: the newer of the page's and the device's form, then the device's drafts. A new
  // version (after 'Wijzigen') starts a new queue, hence `version` among the dependencies.
  const load = useCallback(async (): Promise<Entries<Draft>> => {
    const kept = await keptForm(key);
    const base = newerForm(formRef.current, kept);
    if (base !== formRef.current) {
      formRef.current = base;
      setForm(base);
    }
    baseRef.current = base;
    return serverEntries(base);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  /** Hands the current draft to the save queue when it changed; resolves once it is on the device. */
  const commit = async (): Promise<void> => {
    const text = JSON.stringify(draftRef.current);
    if (text === committed.current) return;
    // Before the device's drafts are merged in, the draft waits (useDeviceSync `deferUntilReady`, `onReady`).
    if (saving.ready()) committed.current = text;
    await saving.put(DRAFT_ITEM, draftRef.current);
  };

  // Saving, and the save status: 'Opslaan…' only after a moment; nothing before the first save reaches the server.
  const saving = useDeviceSync<Draft>({
    scope: key,
    server,
    load,
    store: createDraftStore,
    send: putDraft,
    now: clockSeconds,
    statusTexts: STATUS_TEXT,
    commit,
    deferUntilReady: true,
    onReady: (sync: Sync<Draft>, waiting) => {
      if (waiting.has(DRAFT_ITEM)) {
        committed.current = JSON.stringify(draftRef.current);
        void saving.put(DRAFT_ITEM, draftRef.current);
      } else {
        const shown = values(sync.state())[DRAFT_ITEM] ?? draftOf(baseRef.current);
        draftRef.current = shown;
        committed.current = JSON.stringify(shown);
        setDraft(shown);
      }
    },
    // 409: made final elsewhere (another tab or tablet), the PAT or education was archived meanwhile, or its day
    // has not come (the server's title says which).
    onClosed: (error) => {
      const reason = titleOf(error);
      const closed = reason ? t.refused(reason) : onPat ? t.closedPat : t.closedEducation;
      fetchForm(key).then(
        (next) => {
          adopt(next);
          setMessage({ kind: 'warning', text: next.evaluation.status === 'final' ? t.closedElsewhere : closed });
        },
        () => setMessage({ kind: 'warning', text: closed }),
      );
    },
    onRejected: (_item, error) => setMessage({ kind: 'danger', text: t.rejected(failure(error)) }),
  });
  const { statusText, shown: shownStatus, settle, pause } = saving;

  const change = useCallback(
    (next: Draft, typed: boolean) => {
      draftRef.current = next;
      setDraft(next);
      if (typed) pause(DRAFT_ITEM);
      else void settle(DRAFT_ITEM);
    },
    [pause, settle],
  );

  async function onFinalize() {
    await settle(DRAFT_ITEM);
    const missing = unscored(form, draftRef.current);
    if (missing.length > 0) return say({ kind: 'danger', text: t.missing(missing) });
    if (!online()) return say({ kind: 'warning', text: t.needsConnection });
    setBusy(true);
    say(null);
    try {
      const sync = saving.sync();
      await sync?.idle();
      if (sync && hasUnsent(sync.state())) return say({ kind: 'warning', text: t.notSentYet });
      adopt(await finalizeForm(key));
      say({ kind: 'success', text: t.finalized });
    } catch (error) {
      say({ kind: 'danger', text: failure(error) });
    } finally {
      setBusy(false);
    }
  }

  async function onRevise(event: { preventDefault(): void }) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError(t.reasonMissing);
      reasonRef.current?.focus();
      return;
    }
    if (!online()) return say({ kind: 'warning', text: t.needsConnection });
    setBusy(true);
    try {
      const next = await reviseForm(key, reason.trim());
      adopt(next);
      setRevising(false);
      setReason('');
      say({ kind: 'success', text: t.revised(next.evaluation.version) });
    } catch (error) {
      say({ kind: 'danger', text: failure(error) });
      // 409: the results were released, or the form changed, meanwhile: show it as it is now (no 'Wijzigen' after a release).
      if (errorStatus(error) === 409) fetchForm(key).then(adopt, () => {});
    } finally {
      setBusy(false);
    }
  }

  const { criteria, scale } = form.template;
  const other = form.other;
  const divergent = new Set(form.divergent);
  const result = moduleResult(criteria, draft.scores, form.passPercent, criteria.filter((c) => c.knockOut).map((c) => c.id));
  const names = (ids: string[]) => ids.map((id) => criteria.find((c) => c.id === id)?.name ?? id);
  const stateText = final ? t.stateFinal(form.evaluation.finalizedAt ? momentText(form.evaluation.finalizedAt) : '', version) : t.stateDraft(version);

  return (
    <div className="evaluation">
      <div className="evaluation__bar">
        <p className={`evaluation__state is-${form.evaluation.status}`}>
          <StateIcon final={final} />
          <span>{stateText}</span>
        </p>
        <p className="evaluation__status" role="status" aria-live="polite">
          <span className={`evaluation__save is-${shownStatus}`}>{statusText}</span>
        </p>
      </div>

      {notYet && !final ? <div className="notification is-info evaluation__message">{notYet}</div> : null}
      {message ? (
        <div
          ref={messageRef}
          tabIndex={-1}
          className={`notification is-${message.kind} evaluation__message`}
          role={message.kind === 'danger' ? 'alert' : 'status'}
        >
          {message.text}
        </div>
      ) : null}

      <h2 className="title is-4">{t.criteriaTitle}</h2>
      {other && form.divergent.length > 0 ? (
        <p className="evaluation__divergent-summary">
          <DivergentIcon />
          <span>{t.divergentSummary(form.divergent.length)}</span>
        </p>
      ) : null}
      <ol className="evaluation__criteria">
        {criteria.map((c) => {
          const score = draft.scores[c.id] ?? { score: null, remark: '' };
          const otherScore = other?.scores[c.id]?.score ?? null;
          const otherLevel = scale.find((l) => l.value === otherScore);
          const described = `${uid}-d-${c.id}`;
          return (
            <li key={c.id} className={divergent.has(c.id) ? 'evaluation__criterion is-divergent' : 'evaluation__criterion'}>
              <fieldset disabled={closedForNow || locked} aria-describedby={c.description ? described : undefined}>
                <legend className="evaluation__legend">
                  <span className="evaluation__name">{c.name}</span>
                  <span className="evaluation__tags">
                    <span className="tag is-light">{t.weight(c.weight)}</span>
                    {c.knockOut ? <span className="tag is-warning">{t.knockOut}</span> : null}
                  </span>
                </legend>
                {c.description ? (
                  <p className="evaluation__description" id={described}>
                    {c.description}
                  </p>
                ) : null}
                <div className="evaluation__scale">
                  {scale.map((level) => (
                    <label key={level.value} className="evaluation__level">
                      <input
                        type="radio"
                        name={`${uid}-score-${c.id}`}
                        value={level.value}
                        checked={score.score === level.value}
                        onChange={() => change(withCriterion(draftRef.current, c.id, { score: level.value }), false)}
                      />
                      <span className="evaluation__value">{level.value}</span>{' '}
                      <span className="evaluation__label">{level.label}</span>
                    </label>
                  ))}
                </div>
                <label className="label evaluation__remark-label" htmlFor={`${uid}-r-${c.id}`}>
                  {t.remark}
                </label>
                <textarea
                  id={`${uid}-r-${c.id}`}
                  className="textarea"
                  rows={2}
                  maxLength={2000}
                  value={score.remark}
                  onChange={(e) => change(withCriterion(draftRef.current, c.id, { remark: e.target.value }), true)}
                  onBlur={() => void settle(DRAFT_ITEM)}
                />
                {other ? (
                  <p className="evaluation__other">
                    {otherLevel ? t.otherScore(otherLevel.label, otherLevel.value) : t.otherNotScored}
                    {other.scores[c.id]?.remark ? <span className="evaluation__other-remark"> — {other.scores[c.id]!.remark}</span> : null}
                    {divergent.has(c.id) ? (
                      <strong className="evaluation__divergent">
                        <DivergentIcon />
                        <span>{t.divergent}</span>
                      </strong>
                    ) : null}
                  </p>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>

      <div className="field">
        <label className="label" htmlFor={`${uid}-remark`}>
          {t.overallRemark}
        </label>
        <textarea
          id={`${uid}-remark`}
          className="textarea"
          rows={3}
          maxLength={5000}
          disabled={closedForNow || locked}
          value={draft.remark}
          onChange={(e) => change({ ...draftRef.current, remark: e.target.value }, true)}
          onBlur={() => void settle(DRAFT_ITEM)}
        />
      </div>
      {onPat && !notYet ? <EvidencePhotos formKey={key} photos={form.photos ?? []} final={final} onChange={(photos) => adopt({ ...formRef.current, photos })} /> : null}

      {other ? (
        <section className="evaluation__other-section" aria-label={t.otherTitle(other.assessor.name, other.role)}>
          <p className="label">{t.otherTitle(other.assessor.name, other.role)}</p>
          {other.remark ? (
            <p>
              {t.otherRemark}: {other.remark}
            </p>
          ) : null}
        </section>
      ) : null}

      {result.complete && result.scorePercent !== null ? (
        <p className="evaluation__result">{t.result(result.scorePercent, form.passPercent, result.passed === true, names(result.knockedOut))}</p>
      ) : null}

      <div className="evaluation__actions">
        {final && form.resultsReleased ? (
          <p>{t.releasedStands}</p>
        ) : final ? (
          <button
            type="button"
            className="button is-primary is-medium"
            aria-expanded={revising}
            onClick={() => {
              setRevising(true);
              requestAnimationFrame(() => reasonRef.current?.focus());
            }}
            disabled={locked}
          >
            {t.revise}
          </button>
        ) : notYet ? null : (
          <button type="button" className="button is-primary is-medium" onClick={() => void onFinalize()} disabled={locked} aria-busy={busy}>
            {busy ? t.finalizing : t.finalize}
          </button>
        )}
      </div>

      {final && revising && !form.resultsReleased ? (
        <form className="box evaluation__revise" onSubmit={(e) => void onRevise(e)} noValidate>
          <h3 className="title is-5">{t.reviseTitle}</h3>
          <p>{t.reviseIntro}</p>
          <div className="field">
            <label className="label" htmlFor={`${uid}-reason`}>
              {t.reason}
            </label>
            <textarea
              ref={reasonRef}
              id={`${uid}-reason`}
              className={reasonError ? 'textarea is-danger' : 'textarea'}
              rows={3}
              maxLength={1000}
              required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={`${uid}-reason-hint`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setReasonError('');
              }}
            />
            <p className={reasonError ? 'help is-danger' : 'help'} id={`${uid}-reason-hint`}>
              {reasonError || t.reasonHint}
            </p>
          </div>
          <div className="buttons">
            <button type="submit" className="button is-primary is-medium" disabled={busy} aria-busy={busy}>
              {busy ? t.revising : t.startRevision}
            </button>
            <button type="button" className="button is-medium" onClick={() => setRevising(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : null}

      {form.history.length > 0 ? (
        <section className="evaluation__history" aria-labelledby={`${uid}-history`}>
          <h3 className="title is-5" id={`${uid}-history`}>
            {t.historyTitle}
          </h3>
          <ul>
            {form.history.map((h) => (
              <li key={h.version}>{t.historyItem(h.version, momentText(h.finalizedAt), h.assessor.name, h.reason)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The notice while the form cannot be saved yet: `opensOn` (YYYY-MM-DD, Amsterdam) has not come by the device's clock;
 * null from that day on, also when it comes while the form is open. A form without `opensOn` (kept on the device
 * before it existed, or without days) is open.
 */
function useNotYet(opensOn: string | null | undefined): string | null {
  const opensAt = opensOn ? amsterdamInstant(opensOn, '00:00').getTime() : Number.NaN;
  const [open, setOpen] = useState(() => Number.isNaN(opensAt) || Date.now() >= opensAt);
  useEffect(() => {
    if (Number.isNaN(opensAt)) return;
    const wait = opensAt - Date.now();
    setOpen(wait <= 0);
    // setTimeout holds at most 2^31 − 1 ms (about 24 days): a later day waits for the form to be opened again.
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setOpen(true), wait);
    return () => clearTimeout(timer);
  }, [opensAt]);
  return open || !opensOn ? null : t.notYet(longDayText(opensOn));
}

/** The state's icon: a tick for final, a pencil for a draft (decorative; the text says it). */
function StateIcon({ final }: { final: boolean }) {
  return (
    <svg className="evaluation__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={final ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z' : 'M3 17.2V21h3.8l11-11-3.8-3.8zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8z'} />
    </svg>
  );
}

/** The divergence mark: a warning triangle (decorative; the text says it). */
function DivergentIcon() {
  return (
    <svg className="evaluation__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z" />
    </svg>
  );
}

if (import.meta.env.SSR) renderedByReact(Evaluation);
