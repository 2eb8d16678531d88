/**
 * The form handling of PrivacyActions.astro on a staff page of a person (/cp/user/{id}, /cp/profile/{id}): the
 * erase form posts to the page itself with `intent=privacy-verwijderen`, the person's id and their name as
 * typed. The page calls `handlePrivacyAction` before its own form handling; it answers
 * - null: not this form (the page handles its own, or it is a GET);
 * - a 303 Response to return: the person was erased (`DELETE /api/user/deleteUser`); it leads to the list the
 *   person was in, with `?verwijderd=1`;
 * - a PrivacyActionState: what to show again (the typed name, the message next to the field or the API's
 *   message); the page answers 400 when `status` says so.
 * The typed name must name the person (rules.ts `confirmationMatches`): a slip on the wrong person's page erases
 * nobody. Works without JavaScript (Post/Redirect/Get).
 *
 * @example
 *   const form = await readForm(Astro.request);
 *   const privacy = user.ok ? await handlePrivacyAction(Astro, user.data, form) : null;
 *   if (privacy instanceof Response) return privacy;
 *   // …the page's own form only when `privacy === null`; <PrivacyActions person={user.data} state={privacy} />
 */
import type { AstroGlobal } from 'astro';
import { readForm, submit, textOf } from '#src/components/forms';
import { confirmationMatches } from '#src/features/privacy/rules';
import type { ErasureAnswer } from '#src/features/privacy/contract';
import { PRIVACY_TITLES, privacyActions as t } from '#src/features/privacy/strings';

/** The `intent` of the erase form. */
export const PRIVACY_INTENT = 'privacy-verwijderen';

/** The person a staff page is about, as PrivacyActions and its handler need them. */
export interface PrivacyPerson {
  id: string;
  name: string;
  /** One of the spec's roles (Admin, Coordinator, Teacher, ContactPerson, User). */
  role: string;
}

/** What the erase form shows again after a failed post. */
export interface PrivacyActionState {
  /** The name as typed. */
  typed: string;
  /** The message next to the field (empty or wrong name). */
  fieldError?: string;
  /** The API's message (spec §8), e.g. when the person may not be erased. */
  error?: string;
  /** The status the page answers with: 400. */
  status: number;
}

/** The staff list a person of `role` is in (spec §2, Users), where the page goes after erasing them. */
export function listAfterErasure(role: string): string {
  switch (role) {
    case 'User':
      return '/cp/users/candidate?verwijderd=1';
    case 'ContactPerson':
      return '/cp/users/contact-person?verwijderd=1';
    case 'Teacher':
      return '/cp/users/teacher?verwijderd=1';
    default:
      return '/cp/users/coordinators?verwijderd=1';
  }
}

/**
 * Handles the erase form (see the module comment).
 * @param astro the page's `Astro` (request, locals.api, redirect).
 * @param person the person as the page loaded them (`GET /api/user/get?userId=`), never as posted.
 * @param form the page's form when it read it already (`readForm`); undefined reads a copy of the request.
 */
export async function handlePrivacyAction(
  astro: Pick<AstroGlobal, 'request' | 'locals' | 'redirect'>,
  person: PrivacyPerson,
  form?: FormData | null,
): Promise<Response | PrivacyActionState | null> {
  const posted = form === undefined ? await readForm(astro.request.clone()) : form;
  if (!posted || textOf(posted, 'intent') !== PRIVACY_INTENT) return null;
  const typed = textOf(posted, 'confirmName');
  if (textOf(posted, 'userId') !== person.id) return { typed, error: t.notAllowed, status: 400 };
  if (!typed) return { typed, fieldError: t.confirmMissing, status: 400 };
  if (!confirmationMatches(typed, person.name)) return { typed, fieldError: t.confirmWrong(person.name), status: 400 };
  const sent = await submit(
    () => astro.locals.api<ErasureAnswer>('/api/user/deleteUser', { method: 'DELETE', query: { userId: person.id } }),
    listAfterErasure(person.role),
    { 404: PRIVACY_TITLES.personNotFound },
  );
  if ('redirect' in sent) return astro.redirect(sent.redirect, 303);
  return { typed, error: sent.error, status: 400 };
}
