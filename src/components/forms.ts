/**
 * Small helpers for server-handled forms (pages handle POST in their frontmatter, so forms work without
 * JavaScript). Pure functions; the Dutch texts come from lib/i18n.
 */
import { errorMessage, errorStatus, titleOf, type ErrorOverrides, type ErrorTexts } from '#src/lib/errors';
import { IDEMPOTENCY_FIELD, idempotencyHeaders } from '#src/lib/idempotency';
import { nl } from '#src/lib/i18n/nl';
import type { MessageKey } from '#src/lib/i18n/catalogues.server';
import type { Translate } from '#src/lib/i18n/translate';

/** Shortest and longest password the API accepts (backend validation: 12–128). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** The submitted form of a POST request, or null for any other method. A broken body reads as empty. */
export async function readForm(request: Request): Promise<FormData | null> {
  if (request.method !== 'POST') return null;
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * The `Idempotency-Key` header for the key the form was rendered with (IdempotencyKey.astro; docs/decisions/039), to
 * pass to the call that creates: `api(path, { method: 'POST', body, headers: keyHeaders(form) })`. No header when the
 * form has no valid key (the call is then made as an ordinary one).
 */
export function keyHeaders(form: FormData): Record<string, string> {
  return idempotencyHeaders(textOf(form, IDEMPOTENCY_FIELD));
}

/** A text field of a form; '' when missing. Trimmed unless `trim` is false (passwords, message bodies). */
export function textOf(form: FormData, name: string, trim = true): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The error of an e-mail field, or undefined when it looks like an address: in Dutch, or in the page's language
 * when `t` (Astro.locals.t) is given (the pages before sign-in, docs/decisions/055).
 */
export function emailError(email: string, t?: Translate<MessageKey>): string | undefined {
  if (!email) return t ? t('forms.emailMissing') : nl.forms.emailMissing;
  if (email.length > 254 || !EMAIL.test(email)) return t ? t('forms.emailInvalid') : nl.forms.emailInvalid;
  return undefined;
}

/**
 * Errors of a "new password, twice" pair, by field, in the page's language (`t`, Astro.locals.t). Empty object
 * when both are fine.
 */
export function newPasswordErrors(
  password: string,
  repeat: string,
  t: Translate<MessageKey>,
): { password?: string; repeat?: string } {
  const errors: { password?: string; repeat?: string } = {};
  if (password.length < PASSWORD_MIN) errors.password = t('forms.passwordTooShort');
  else if (password.length > PASSWORD_MAX) errors.password = t('forms.passwordTooLong');
  if (!repeat) errors.repeat = t('forms.passwordRepeatMissing');
  else if (!errors.password && repeat !== password) errors.repeat = t('forms.passwordMismatch');
  return errors;
}

/** The `name` query parameter as a page number from 1 (default 1; nonsense reads as 1). */
export function pageParam(url: URL, name = 'page'): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000 ? value : 1;
}

/**
 * A link to the current page with some query parameters changed; `null` or '' removes a parameter.
 * @example withParams(Astro.url, { page: 2 }) // '/mailbox?page=2'
 */
export function withParams(url: URL, changes: Record<string, string | number | null | undefined>, hash = ''): string {
  const params = new URLSearchParams(url.searchParams);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where a posted form goes next: on to `redirect` (answer 303), or back to the form showing `error`, with the
 * call's HTTP `status` (undefined without a response) for pages whose answer depends on it.
 */
export type Submitted = { redirect: string } | { error: string; status: number | undefined };

/**
 * The one way a server-handled form makes its call once its own checks passed (Post/Redirect/Get): awaits
 * `call`; on success the page answers 303 to `next` (a path, or a function of the call's answer), on failure it
 * shows the spec §8 message for the status, with the call's own texts in `overrides`. The form keeps what was
 * typed: the page renders its fields from the posted values.
 *
 * @example
 *   const sent = await submit(() => Astro.locals.api('/api/message', { method: 'POST', body }), '/mailbox/outbox?sent=1');
 *   if ('redirect' in sent) return Astro.redirect(sent.redirect, 303);
 *   error = sent.error;
 * @param texts the error catalogue in the page's language (`Astro.locals.errorTexts`); Dutch by default.
 */
export async function submit<T>(
  call: () => Promise<T>,
  next: string | ((answer: T) => string),
  overrides?: ErrorOverrides,
  texts?: ErrorTexts,
): Promise<Submitted> {
  try {
    const answer = await call();
    return { redirect: typeof next === 'string' ? next : next(answer) };
  } catch (failure) {
    return { error: errorMessage(failure, overrides, texts).text, status: errorStatus(failure) };
  }
}

/**
 * Like `submit` (303 to `next` on success, else the spec §8 message), but a 404 or 409 shows the API's own title
 * when it has one: for calls whose refusals name the record ('Licentie … is vol: …'), where spec §8's default 409
 * text, about e-mail addresses, would not fit (the invoice, licence, PAT, education and report pages).
 */
export async function sendShowingTitle<T>(call: () => Promise<T>, next: string | ((answer: T) => string)): Promise<Submitted> {
  let failure: unknown = null;
  const done = await submit(async () => {
    try {
      return await call();
    } catch (error) {
      failure = error;
      throw error;
    }
  }, next);
  if ('error' in done && (done.status === 404 || done.status === 409)) return { error: titleOf(failure) || done.error, status: done.status };
  return done;
}
