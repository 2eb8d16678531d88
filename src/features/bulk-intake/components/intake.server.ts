/**
 * The form handling of IntakeSection.astro on /cp/users/candidate (docs/api.md "Bulk intake"). Both forms post to
 * the page, multipart, so they work without JavaScript:
 * - `intent=kandidaten-controleren` with the file `bestand`: the file is read as UTF-8 (with or without BOM; a file
 *   that is not valid UTF-8, as older Excel versions write, as Windows-1252) and sent to
 *   `POST /api/user/intake/preview`; the page shows the preview, or the Dutch message (400);
 * - `intent=kandidaten-importeren` with the same text in the hidden field `csv`: sent to `POST /api/user/intake` with
 *   the form's `Idempotency-Key` (pressing the button twice imports once: docs/decisions/039-idempotent-creates.md);
 *   then 303 to the list, newest first, with the counts and the candidates whose mail failed in the query
 *   (Post/Redirect/Get). A failed import shows its message above a fresh preview of the same text.
 * On GET the query of that redirect becomes the result notice; the not-invited candidates are loaded by id
 * (`GET /api/user/{id}/account`) for their names and links.
 *
 * @example
 *   const intake = await handleIntake(Astro);
 *   if (intake instanceof Response) return intake;
 *   // <IntakeSection state={intake} />
 */
import type { AstroGlobal } from 'astro';
import { keyHeaders, readForm, submit, textOf } from '#src/components/forms';
import { load } from '#src/components/load.server';
import type { AccountDetail } from '#src/features/accounts/contract';
import type { IntakePreview, IntakeResult } from '#src/features/bulk-intake/contract';
import { intake as t } from '#src/features/bulk-intake/strings';
import { MAX_BODY_BYTES } from '#src/lib/body-limits';

/** The `intent` of the file form (preview) and of the import form. */
export const INTAKE_PREVIEW = 'kandidaten-controleren';
export const INTAKE_IMPORT = 'kandidaten-importeren';
/** The section's id: forms post to it and the result lands on it. */
export const INTAKE_ANCHOR = 'kandidaten-importeren';
/** Not-invited candidates named in the result's query (and so loaded and linked); the rest are counted. */
export const NOT_INVITED_SHOWN = 20;

const LIST_PATH = '/cp/users/candidate';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What IntakeSection.astro shows. */
export interface IntakeState {
  /** A message about the file or the call (spec §8), shown above the form or the preview. */
  error?: string;
  /** The checked file: its rows, and its text and name to post again for the import. */
  preview?: { data: IntakePreview; csv: string; fileName: string };
  /** After an import (from the redirect's query). */
  result?: { created: number; skipped: number; notInvited: number; people: { id: string; name: string }[] };
}

/**
 * The text of an uploaded file: UTF-8 (a BOM is dropped), or Windows-1252 when the bytes are not valid UTF-8.
 * @param bytes the file's content.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A whole number from the query within 0..max, else 0. */
function countParam(url: URL, name: string, max = 1000): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 0 && value <= max ? value : 0;
}

/** Where the page goes after an import: the list, newest first, with the result in the query. */
export function resultUrl(result: IntakeResult): string {
  const query = new URLSearchParams({ sortering: 'created-desc', aangemaakt: String(result.created) });
  if (result.skipped.length > 0) query.set('overgeslagen', String(result.skipped.length));
  if (result.notInvited.length > 0) {
    query.set('nietVerstuurd', String(result.notInvited.length));
    for (const { id } of result.notInvited.slice(0, NOT_INVITED_SHOWN)) query.append('kandidaat', id);
  }
  return `${LIST_PATH}?${query.toString()}#${INTAKE_ANCHOR}`;
}

/** True when `{ csv }` fits the API's 1 MB body limit (docs/api.md). */
const fitsBody = (csv: string) => new TextEncoder().encode(JSON.stringify({ csv })).length <= MAX_BODY_BYTES;

/** The preview of `csv`, or its message. */
async function previewOf(astro: AstroGlobal, csv: string, fileName: string): Promise<IntakeState> {
  const checked = await load(
    astro.locals.api<IntakePreview>('/api/user/intake/preview', { method: 'POST', body: { csv } }),
    {},
    astro.locals.errorTexts,
  );
  if (!checked.ok) return { error: checked.error };
  return { preview: { data: checked.data, csv, fileName } };
}

/** The result of an import as the redirect's query says it, with the not-invited candidates' names. */
async function resultOf(astro: AstroGlobal): Promise<IntakeState['result']> {
  const url = astro.url;
  if (!url.searchParams.has('aangemaakt')) return undefined;
  const ids = url.searchParams
    .getAll('kandidaat')
    .filter((id) => UUID.test(id))
    .slice(0, NOT_INVITED_SHOWN);
  const people = await Promise.all(
    ids.map(async (id) => {
      const account = await load(astro.locals.api<AccountDetail>(`/api/user/${id}/account`));
      return { id, name: account.ok ? account.data.name : t.unknownPerson };
    }),
  );
  return {
    created: countParam(url, 'aangemaakt'),
    skipped: countParam(url, 'overgeslagen'),
    notInvited: Math.max(countParam(url, 'nietVerstuurd'), people.length),
    people,
  };
}

/**
 * Handles the section's forms (see the module comment).
 * @param form the page's form when it read it already; undefined reads the request.
 * @returns a 303 Response after an import, else the section's state (the page answers 400 for a message).
 */
export async function handleIntake(astro: AstroGlobal, form?: FormData | null): Promise<Response | IntakeState> {
  const posted = form === undefined ? await readForm(astro.request) : form;
  const intent = posted ? textOf(posted, 'intent') : '';
  if (!posted || (intent !== INTAKE_PREVIEW && intent !== INTAKE_IMPORT)) return { result: await resultOf(astro) };

  let state: IntakeState;
  if (intent === INTAKE_PREVIEW) {
    const file = posted.get('bestand');
    if (!(file instanceof File) || file.size === 0) state = { error: t.noFile };
    else if (file.size > MAX_BODY_BYTES) state = { error: t.tooLarge };
    else {
      const csv = decodeCsv(new Uint8Array(await file.arrayBuffer()));
      state = fitsBody(csv) ? await previewOf(astro, csv, file.name.slice(0, 200)) : { error: t.tooLarge };
    }
  } else {
    const csv = textOf(posted, 'csv', false);
    const fileName = textOf(posted, 'bestandsnaam').slice(0, 200);
    if (!csv) state = { error: t.noFile };
    else if (!fitsBody(csv)) state = { error: t.tooLarge };
    else {
      const sent = await submit(
        () => astro.locals.api<IntakeResult>('/api/user/intake', { method: 'POST', body: { csv }, headers: keyHeaders(posted) }),
        resultUrl,
        {},
        astro.locals.errorTexts,
      );
      if ('redirect' in sent) return astro.redirect(sent.redirect, 303);
      const again = await previewOf(astro, csv, fileName);
      state = { ...again, error: sent.error };
    }
  }
  if (state.error) astro.response.status = 400;
  return state;
}
