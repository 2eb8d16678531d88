/**
 * Loading /cp/license/{id} and handling its forms (docs/api.md "Licence", "Invoice"; licence-actions.ts for the
 * posted `action` values):
 * - `give` → `POST /api/licence/{id}/seat`, `release:{seatId}` → `…/seat/{seatId}/release`, `move:{seatId}` →
 *   `…/seat/{seatId}/move`, `change` → `PUT /api/licence/{id}` (checked with the contract first), `revoke` →
 *   `POST …/revoke`, `pay:`/`credit:`/`send:{invoiceId}` → `POST /api/invoice/{id}/pay` / `credit` / `send`; the
 *   change (it may make an invoice), the credit note and the mail sent again go with the form's `Idempotency-Key`
 *   (docs/decisions/039-idempotent-creates.md);
 * - success → 303 to the page itself with `?klaar=` at the section; a refusal → the page again with the API's Dutch
 *   title beside the form it came from, what was chosen or typed kept, status 400 (409 and 404 say why).
 * The candidates to choose from are the licence organisation's active candidates (`GET /api/user/GetCandidates`
 * with `organizationId`, `status=active`, the search `kandidaat`; one page of 20) without an open seat on it.
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm, sendShowingTitle, textOf, type Submitted } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import type { CandidateItem } from '#src/features/accounts/contract';
import { runInvoiceAction } from '#src/features/invoices/actions';
import type { LicenceChanged, LicenceDetail } from '#src/features/licences/contract';
import { licenceDetail as t } from '#src/features/licences/strings';
import type { Page } from '#src/lib/contract';
import { doneUrl, licenceActionOf, licenceNotice, type LicenceSection } from './licence-actions';
import { CHANGE_FIELDS, changeValues, checkChangeForm, fieldOfTitle, readChangeForm, type ChangeValues } from './licence-form';

/** The candidates a seat can go to, with whether the search found more than one page. */
export interface SeatCandidates {
  items: CandidateItem[];
  more: boolean;
}

/** Everything the page renders. */
export interface LicencePageState {
  licence: LicenceDetail;
  pagePath: string;
  /** Candidates without a seat; null when no seat can be given or moved now (state not active or full). */
  candidates: Loaded<SeatCandidates> | null;
  /** The candidate search (`kandidaat`). */
  candidateQ: string;
  notice: { section: LicenceSection; text: string } | null;
  /** A refused post: where it belongs, its message, and for a seat form the seat and the candidate chosen. */
  failure: { section: LicenceSection; text: string; seatId?: string; candidateId?: string } | null;
  change: { values: ChangeValues; errors: Record<string, string> };
}

/** What `licencePage` answers: go on (after a successful post), not found (404), or the state to render. */
export type LicencePage = { redirect: string } | { notFound: true } | { error: string } | { state: LicencePageState };

/** Loads the licence `Astro.params.id` and handles a posted form (see the module comment). */
export async function licencePage(astro: AstroGlobal): Promise<LicencePage> {
  const { api } = astro.locals;
  const id = astro.params.id ?? '';
  const apiPath = `/api/licence/${encodeURIComponent(id)}`;
  const pagePath = `/cp/license/${encodeURIComponent(id)}`;
  const loaded = await load(api<LicenceDetail>(apiPath));
  if (!loaded.ok) return loaded.status === 404 ? { notFound: true } : { error: loaded.error };
  let licence = loaded.data;

  const form = await readForm(astro.request);
  let failure: LicencePageState['failure'] = null;
  let change = { values: changeValues(licence), errors: {} as Record<string, string> };
  if (form) {
    const action = licenceActionOf(textOf(form, 'action'));
    const candidateId = textOf(form, 'candidateId');
    let done: Submitted | null = null;
    let section: LicenceSection = 'top';
    if (action?.kind === 'give' || action?.kind === 'move') {
      section = 'plaatsen';
      const seatId = action.kind === 'move' ? action.seatId : undefined;
      if (!candidateId) failure = { section, text: t.candidateMissing, seatId, candidateId };
      else {
        const path = seatId ? `${apiPath}/seat/${encodeURIComponent(seatId)}/move` : `${apiPath}/seat`;
        done = await sendShowingTitle(() => api(path, { method: 'POST', body: { candidateId } }), doneUrl(pagePath, seatId ? 'verplaatst' : 'plaats'));
        if ('error' in done) failure = { section, text: done.error, seatId, candidateId };
      }
    } else if (action?.kind === 'release') {
      section = 'plaatsen';
      done = await sendShowingTitle(() => api(`${apiPath}/seat/${encodeURIComponent(action.seatId)}/release`, { method: 'POST' }), doneUrl(pagePath, 'teruggegeven'));
    } else if (action?.kind === 'change') {
      section = 'wijzigen';
      const values = readChangeForm(form);
      const checked = checkChangeForm(values);
      change = { values, errors: 'errors' in checked ? checked.errors : {} };
      if ('body' in checked) {
        done = await sendShowingTitle(
          () => api<LicenceChanged>(apiPath, { method: 'PUT', body: checked.body, headers: keyHeaders(form) }),
          (answer) => doneUrl(pagePath, answer.invoiceId ? 'gewijzigd-factuur' : 'gewijzigd'),
        );
        if ('error' in done) {
          const field = fieldOfTitle(done.error, CHANGE_FIELDS);
          if (field) change.errors = { [field]: done.error };
        }
      } else failure = { section, text: t.changeErrors };
    } else if (action?.kind === 'revoke') {
      section = 'intrekken';
      done = await sendShowingTitle(() => api(`${apiPath}/revoke`, { method: 'POST' }), doneUrl(pagePath, 'ingetrokken'));
    } else if (action?.kind === 'pay' || action?.kind === 'credit') {
      section = 'facturen';
      done = await runInvoiceAction(api, action, (key) => doneUrl(pagePath, key), keyHeaders(form));
    } else {
      failure = { section, text: t.unknownAction };
    }
    if (done && 'redirect' in done) return { redirect: done.redirect };
    if (done && 'error' in done && !failure) failure = { section, text: done.error };
    // The licence as it is now: a refused action may follow someone else's change.
    const again = await load(api<LicenceDetail>(apiPath));
    if (again.ok) licence = again.data;
  }

  const candidateQ = (astro.url.searchParams.get('kandidaat') ?? '').trim().slice(0, 100);
  const seatsMove = licence.state === 'active' || licence.state === 'full';
  const candidates = seatsMove ? await loadCandidates(astro, licence, candidateQ) : null;
  return {
    state: {
      licence,
      pagePath,
      candidates,
      candidateQ,
      notice: form ? null : licenceNotice(astro.url.searchParams),
      failure,
      change,
    },
  };
}

/** The organisation's active candidates matching `q`, without those who hold an open seat on `licence`. */
async function loadCandidates(astro: AstroGlobal, licence: LicenceDetail, q: string): Promise<Loaded<SeatCandidates>> {
  const query: Record<string, string | number> = { organizationId: licence.organization.id, status: 'active', page: 1 };
  if (q) query.q = q;
  const page = await load(astro.locals.api<Page<CandidateItem>>('/api/user/GetCandidates', { query }), { 404: t.candidatesUnavailable });
  if (!page.ok) return page;
  const holding = new Set(licence.seatLedger.filter((s) => !s.releasedAt).map((s) => s.holder.id));
  return { ok: true, data: { items: page.data.items.filter((c) => !holding.has(c.id)), more: page.data.total > page.data.items.length } };
}
