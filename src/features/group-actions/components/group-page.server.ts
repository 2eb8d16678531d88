/**
 * The page /cp/users/candidate/groepsactie (staff; docs/decisions/056): the candidates chosen on /cp/users/candidate
 * (GroupActionForm.astro), then in three steps, each a plain form so it works without JavaScript:
 * 1. for a PAT, an education, a test or a licence: choose it (GET, with a search on its name; licences: the usable
 *    ones with a seat free, by organisation or code, with their product and free seats);
 * 2. the preview (`POST /api/group-actions/{action}/preview`): per candidate what will happen, with counts, and a
 *    confirm form (POST) that carries the ids the preview will change (`expected`) and an `Idempotency-Key`;
 * 3. on POST the action (`POST /api/group-actions/{action}`) and the summary; a refusal (409: something changed
 *    since the preview) shows its message above a fresh preview, so nothing was changed and the choice is clear.
 *
 * @example
 *   const state = await handleGroupPage(Astro);
 *   // <GroupActionPage state={state} />
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm } from '#src/components/forms';
import { load, type Loaded } from '#src/components/load.server';
import { errorMessage, errorStatus, titleOf, type ErrorTexts } from '#src/lib/errors';
import type { Page } from '#src/lib/contract';
import { dayText } from '#src/lib/calendar-day';
import type { LicenceListItem } from '#src/features/licences/contract';
import { GROUP_ACTIONS, MAX_GROUP, TARGETED, type GroupAction, type GroupResult } from '#src/features/group-actions/contract';
import { groupActions as t } from '#src/features/group-actions/strings';

/** The selection form's id on the list (the checkboxes name it) and the page it goes to. */
export const GROUP_FORM = 'groepsactie';
export const GROUP_PAGE = '/cp/users/candidate/groepsactie';
export const LIST_PAGE = '/cp/users/candidate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the candidates were chosen for, read from the query or the posted form. */
export interface Selection {
  action: GroupAction | null;
  ids: string[];
  targetId: string | null;
}

/** A target to choose: a PAT, education, test or licence with a line about it. */
export interface TargetOption {
  id: string;
  name: string;
}

/** What GroupActionPage.astro shows. */
export interface GroupPageState {
  selection: Selection;
  /** A message: no candidates, too many, no action, or the API's. */
  error?: string;
  /** Step 1: the targets to choose from (null when the action needs none or a target is chosen). */
  targets?: { items: TargetOption[]; q: string } | null;
  /** Step 2: the preview. */
  preview?: GroupResult;
  /** Step 3: what was done. */
  summary?: GroupResult;
}

/**
 * The selection in `params` (a URL's query or a posted form): `actie`; the ids `id` (ticked) or, with
 * `keuze=pagina`, `pagina` (every one on the list's page); `doel`. Ids that are no UUID are left out, doubles once.
 * @example selectionOf(new URLSearchParams('actie=pat&id=…&id=…')) // { action: 'pat', ids: ['…', '…'], targetId: null }
 */
export function selectionOf(params: URLSearchParams | FormData): Selection {
  const texts = (name: string) => params.getAll(name).filter((v): v is string => typeof v === 'string');
  const action = texts('actie')[0] ?? '';
  const field = texts('keuze')[0] === 'pagina' ? 'pagina' : 'id';
  const ids = [...new Set(texts(field).map((id) => id.trim().toLowerCase()).filter((id) => UUID.test(id)))];
  const target = (texts('doel')[0] ?? '').trim();
  return {
    action: (GROUP_ACTIONS as readonly string[]).includes(action) ? (action as GroupAction) : null,
    ids,
    targetId: UUID.test(target) ? target.toLowerCase() : null,
  };
}

/** The selection as query or hidden fields: the ids always as `id`. */
export function selectionFields(selection: Selection): [string, string][] {
  const fields: [string, string][] = [];
  if (selection.action) fields.push(['actie', selection.action]);
  for (const id of selection.ids) fields.push(['id', id]);
  if (selection.targetId) fields.push(['doel', selection.targetId]);
  return fields;
}

/**
 * The answer of a group action call, or its message: for 404 and 409 the API's own title (it names the candidates
 * and the reason, 'Er is sinds het voorbeeld iets veranderd, …'), where spec §8's default texts would not fit.
 */
async function loadShowingTitle<T>(call: Promise<T>, texts: ErrorTexts): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    const status = errorStatus(error);
    const own = status === 404 || status === 409 ? titleOf(error) : '';
    return { ok: false, error: own || errorMessage(error, {}, texts).text, status };
  }
}

/** The targets of `action` whose name matches `q` (the owning list calls, first page). */
async function targetsOf(astro: AstroGlobal, action: GroupAction, q: string): Promise<{ items: TargetOption[]; error?: string }> {
  const { api } = astro.locals;
  const query = q ? { q } : {};
  if (action === 'pat' || action === 'education') {
    const list = await load(api<Page<{ id: string; title: string; state: string }>>(action === 'pat' ? '/api/pat' : '/api/education', { query }));
    if (!list.ok) return { items: [], error: list.error };
    const open = list.data.items.filter((item) => item.state !== 'completed' && item.state !== 'archived');
    return { items: open.map((item) => ({ id: item.id, name: item.title })) };
  }
  if (action === 'licence') {
    const list = await load(api<Page<LicenceListItem>>('/api/licence', { query: { ...query, state: 'active' } }));
    if (!list.ok) return { items: [], error: list.error };
    return {
      items: list.data.items.map((l) => ({
        id: l.id,
        name: t.licenceOption({ productName: l.productName, organization: l.organization.name, free: l.seats - l.seatsUsed, validUntil: dayText(l.validUntil) }),
      })),
    };
  }
  const list = await load(api<Page<{ id: string; title: string }>>('/api/test'));
  if (!list.ok) return { items: [], error: list.error };
  const needle = q.toLowerCase();
  return { items: list.data.items.filter((item) => item.title.toLowerCase().includes(needle)).map((item) => ({ id: item.id, name: item.title })) };
}

/** The preview of `selection`, or its message. */
async function previewOf(astro: AstroGlobal, selection: Selection & { action: GroupAction }): Promise<{ preview?: GroupResult; error?: string }> {
  const body = { candidateIds: selection.ids, ...(selection.targetId ? { targetId: selection.targetId } : {}) };
  const seen = await loadShowingTitle(astro.locals.api<GroupResult>(`/api/group-actions/${selection.action}/preview`, { method: 'POST', body }), astro.locals.errorTexts);
  return seen.ok ? { preview: seen.data } : { error: seen.error };
}

/**
 * Handles the page (see the module comment): reads the selection from the query (GET) or the form (POST), and
 * answers what to show. Sets status 400 for a selection that cannot be acted on and 409 for a refused action.
 */
export async function handleGroupPage(astro: AstroGlobal): Promise<GroupPageState> {
  const posted = await readForm(astro.request);
  const selection = selectionOf(posted ?? astro.url.searchParams);
  const fail = (error: string, status = 400): GroupPageState => {
    astro.response.status = status;
    return { selection, error };
  };
  if (!selection.action) return fail(t.noAction);
  if (selection.ids.length === 0) return fail(t.noneChosen);
  if (selection.ids.length > MAX_GROUP) return fail(t.tooMany);
  const action = selection.action;
  const chosen = { ...selection, action };

  if (TARGETED.includes(action) && !selection.targetId) {
    const q = (astro.url.searchParams.get('q') ?? '').trim().slice(0, 100);
    const found = await targetsOf(astro, action, q);
    return { selection, targets: { items: found.items, q }, ...(found.error ? { error: found.error } : {}) };
  }

  if (posted) {
    const expected = [...new Set(posted.getAll('verwacht').filter((v): v is string => typeof v === 'string' && UUID.test(v)))];
    const body = { candidateIds: selection.ids, expected, ...(selection.targetId ? { targetId: selection.targetId } : {}) };
    const done = await loadShowingTitle(
      astro.locals.api<GroupResult>(`/api/group-actions/${action}`, { method: 'POST', body, headers: keyHeaders(posted) }),
      astro.locals.errorTexts,
    );
    if (done.ok) return { selection, summary: done.data };
    astro.response.status = done.status ?? 500;
    const again = await previewOf(astro, chosen);
    return { selection, error: done.error, ...(again.preview ? { preview: again.preview } : {}) };
  }

  const seen = await previewOf(astro, chosen);
  if (seen.error) return fail(seen.error);
  return { selection, ...seen };
}
