/**
 * Loading a page's data on the server without crashing the page: a failed call becomes a Dutch message
 * from the one error helper (spec §8) that the page shows in place of that part.
 */
import { errorMessage, errorStatus, type ErrorOverrides, type ErrorTexts } from '#src/lib/errors';

/** The outcome of one server-side call. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: string; status: number | undefined };

/**
 * Awaits `call`; on failure returns the catalogue's text (with `overrides`, in the language of `texts`, Dutch by
 * default) instead of throwing.
 * @example const inbox = await load(Astro.locals.api<Page<InboxItem>>('/api/message/inbox'), {}, Astro.locals.errorTexts);
 */
export async function load<T>(call: Promise<T>, overrides?: ErrorOverrides, texts?: ErrorTexts): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, error: errorMessage(error, overrides, texts).text, status: errorStatus(error) };
  }
}
