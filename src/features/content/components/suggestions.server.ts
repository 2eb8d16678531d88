/**
 * Teachers' suggestions on pages (docs/api.md "Suggestions"). Everything runs on the server, so the
 * forms work without JavaScript (post/redirect/get):
 * - the teacher's form on /docent/module/part/{id}: `handleSuggestionPost` sends `POST /api/suggestions`;
 * - the staff panel on /cp/modules/{id} (SuggestionsPanel.astro): `handleSuggestionAction` accepts or rejects
 *   one suggestion and redirects back with what happened in the query; the panel shows it (`readDecided`).
 * On an error the page renders again with the typed text and the Dutch error.
 */
import { SUGGESTION_COMMENT_MAX, SUGGESTION_REASON_MAX, type SuggestionAccepted, type SuggestionField } from '#src/features/content/contract';
import type { AstroGlobal } from 'astro';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_NAMES_NL, MODULE_LIMITS, isLanguage, type Language } from '#src/features/content/model';
import { errorMessage, errorStatus, titleOf } from '#src/lib/errors';
import { readForm, textOf, withParams } from '#src/components/forms';

/** Dutch texts of the suggestion screens. */
export const suggestionTexts = {
  // Teacher (/docent/module/part/{id})
  pageTitle: 'Suggestie doen',
  backToModule: 'Terug naar de module',
  suggestLink: 'Suggestie doen',
  suggestLinkHidden: (n: number) => ` voor onderdeel ${n}`,
  intro:
    'Zie je een fout of kan de tekst duidelijker? Stel een nieuwe tekst voor. Een coördinator beoordeelt je voorstel; je krijgt een melding als het is overgenomen of afgewezen.',
  partHeading: 'Zo leest de kandidaat dit onderdeel',
  missingLanguage: (language: string) => `Dit onderdeel heeft nog geen tekst in het ${language}. Je ziet hieronder het Nederlands.`,
  currentHeading: (field: string, language: string) => `Huidige ${field} in het ${language}`,
  noCurrent: (language: string) => `Er is nog geen tekst in het ${language}. Je kunt een vertaling voorstellen.`,
  formHeading: 'Je suggestie',
  language: 'Taal',
  languageHint: 'Het voorstel staat hieronder al ingevuld met de huidige tekst in de taal die je bovenaan koos.',
  proposal: 'Je voorstel',
  richHint: 'Opmaak: ### voor een kopje, - voor een lijst, **vet**, *cursief*, [tekst](https://…) voor een link. HTML is niet toegestaan.',
  plainHint: 'Gewone tekst, zonder HTML.',
  maxChars: (n: number) => `Hoogstens ${n} tekens.`,
  comment: 'Toelichting',
  commentHint: 'Optioneel: waarom stel je dit voor?',
  submit: 'Suggestie versturen',
  sent: 'Bedankt, je suggestie is verstuurd naar de coördinator.',
  proposalMissing: 'Vul je voorstel in.',
  partGone: 'Dit onderdeel staat niet meer in de huidige versie van de module. Open de module opnieuw.',
  fields: { text: 'tekst', prompt: 'vraag', instructions: 'instructies', alt: 'tekstalternatief van de afbeelding' },
  // Staff (SuggestionsPanel.astro)
  panelTitle: 'Suggesties van docenten',
  panelIntro: 'Open suggesties, de oudste eerst. Overnemen maakt een nieuwe versie van de module; tests met een oudere versie houden hun tekst.',
  empty: 'Er zijn geen open suggesties.',
  loadFailed: 'De suggesties konden niet worden geladen.',
  from: (teacher: string, date: string) => `Van ${teacher}, ${date}`,
  basedOn: (version: number) => `gelezen in versie ${version}`,
  current: 'Huidige tekst',
  proposed: 'Voorgestelde tekst',
  none: '(nog geen tekst)',
  teacherComment: 'Toelichting van de docent',
  partRemoved: 'Dit onderdeel staat niet meer in de huidige versie. Overnemen kan niet meer; wijs de suggestie af met een reden.',
  accept: 'Overnemen',
  reject: 'Afwijzen',
  reason: 'Reden van afwijzen',
  reasonHint: 'De docent krijgt deze reden in een melding.',
  reasonMissing: 'Geef een reden op waarom je de suggestie afwijst.',
  accepted: (version: number) => `De suggestie is overgenomen. Versie ${version} is nu de huidige versie van de module.`,
  rejected: 'De suggestie is afgewezen. De docent krijgt een melding met je reden.',
  suggestionGone: 'Deze suggestie bestaat niet meer. Laad de pagina opnieuw.',
  conflict: 'Over deze suggestie is al beslist. Laad de pagina opnieuw.',
} as const;

const t = suggestionTexts;

/** Longest proposal for `field` (features/content/model.ts MODULE_LIMITS). */
export function maxLengthOf(field: SuggestionField): number {
  if (field === 'prompt') return MODULE_LIMITS.promptMax;
  if (field === 'alt') return MODULE_LIMITS.altMax;
  return MODULE_LIMITS.textMax;
}

/** True for fields in the formatted-text subset (text parts and practical instructions). */
export const isRich = (field: SuggestionField): boolean => field === 'text' || field === 'instructions';

/** Each content language's Dutch name (src/features/content/model.ts). */
export { LANGUAGE_NAMES_NL };

/** The six languages for a select: 'Engels (English)', Dutch plainly. */
export const languageOptions = LANGUAGES.map((code) => ({
  code,
  label: code === 'nl' ? LANGUAGE_NAMES_NL[code] : `${LANGUAGE_NAMES_NL[code]} (${LANGUAGE_NAMES[code]})`,
}));

// ——— Teacher ———

/** What the teacher typed, kept when sending fails. */
export interface SuggestionDraft {
  language: Language;
  text: string;
  comment: string;
}

/** The outcome of the teacher's POST: a redirect after sending, or the draft with the Dutch error. */
export type SuggestionPostResult = { redirect: string } | { failed: SuggestionDraft & { error: string; field: 'text' | 'comment' | null } };

/**
 * Handles the teacher's form on /docent/module/part/{partId} (`intent=suggest`); anything else → null.
 * After sending it redirects to the page in the suggestion's language with `verstuurd=1`.
 */
export async function handleSuggestionPost(astro: AstroGlobal, partId: string, form: FormData | null): Promise<SuggestionPostResult | null> {
  if (!form || textOf(form, 'intent') !== 'suggest') return null;
  const asked = textOf(form, 'language');
  const draft: SuggestionDraft = {
    language: isLanguage(asked) ? asked : 'nl',
    text: textOf(form, 'text', false),
    comment: textOf(form, 'comment', false),
  };
  if (!draft.text.trim()) return { failed: { ...draft, error: t.proposalMissing, field: 'text' } };
  if (draft.comment.length > SUGGESTION_COMMENT_MAX) return { failed: { ...draft, error: `De toelichting is te lang (hoogstens ${SUGGESTION_COMMENT_MAX} tekens).`, field: 'comment' } };
  try {
    await astro.locals.api('/api/suggestions', {
      method: 'POST',
      body: { partId, language: draft.language, text: draft.text, comment: draft.comment },
    });
    return { redirect: withParams(astro.url, { lang: draft.language, verstuurd: '1' }, '#suggestie') };
  } catch (failure) {
    const status = errorStatus(failure);
    const error = status === 409 ? titleOf(failure) || t.conflict : errorMessage(failure, { 404: t.partGone }).text || t.partGone;
    const field = status !== 400 ? null : /toelichting/i.test(error) ? 'comment' : 'text';
    return { failed: { ...draft, error, field } };
  }
}

// ——— Staff ———

/** A reject that failed, with the typed reason, so the panel can show it at that suggestion. */
export interface FailedDecision {
  suggestionId: string;
  reason: string;
  error: string;
  /** The reason field is what is wrong (focus it). */
  reasonError: boolean;
}

/** The outcome of a staff decision: a redirect after success, or what failed. */
export type SuggestionActionResult = { redirect: string; notice: string } | { failed: FailedDecision };

/** Query parameters the panel reads after a decision; cleared from form actions and the next redirect. */
const DECIDED_PARAMS = { suggestie: null, versie: null } as const;

/**
 * Handles a decision posted from SuggestionsPanel.astro (`intent` = `suggestion-accept` or `suggestion-reject`,
 * `suggestionId`, and `reason` for a reject); any other request → null. Call it before the page loads its data,
 * and redirect when it says so:
 * @example
 *   const suggestionAction = await handleSuggestionAction(Astro);
 *   if (suggestionAction && 'redirect' in suggestionAction) return Astro.redirect(suggestionAction.redirect, 303);
 * @param form the posted form when the page has read the body already; otherwise it is read from a clone of the request.
 * @returns `{ redirect, notice }` after a decision (the notice is also shown after the redirect), `{ failed }`
 *   with the Dutch error, or null when the post was not about a suggestion.
 */
export async function handleSuggestionAction(astro: AstroGlobal, form?: FormData | null): Promise<SuggestionActionResult | null> {
  const request = astro.request;
  const posted = form !== undefined ? form : request.method === 'POST' && !request.bodyUsed ? await readForm(request.clone()) : null;
  if (!posted) return null;
  const intent = textOf(posted, 'intent');
  if (intent !== 'suggestion-accept' && intent !== 'suggestion-reject') return null;
  const suggestionId = textOf(posted, 'suggestionId');
  const reason = textOf(posted, 'reason', false);
  const fail = (error: string, reasonError = false): SuggestionActionResult => ({ failed: { suggestionId, reason, error, reasonError } });
  if (!suggestionId) return fail(t.suggestionGone);
  const path = `/api/suggestions/${encodeURIComponent(suggestionId)}`;
  try {
    if (intent === 'suggestion-accept') {
      const done = await astro.locals.api<SuggestionAccepted>(`${path}/accept`, { method: 'POST' });
      return {
        redirect: withParams(astro.url, { ...DECIDED_PARAMS, suggestie: 'overgenomen', versie: done.version }, '#suggesties'),
        notice: t.accepted(done.version),
      };
    }
    if (!reason.trim()) return fail(t.reasonMissing, true);
    if (reason.trim().length > SUGGESTION_REASON_MAX) return fail(`De reden is te lang (hoogstens ${SUGGESTION_REASON_MAX} tekens).`, true);
    await astro.locals.api(`${path}/reject`, { method: 'POST', body: { reason: reason.trim() } });
    return { redirect: withParams(astro.url, { ...DECIDED_PARAMS, suggestie: 'afgewezen' }, '#suggesties'), notice: t.rejected };
  } catch (failure) {
    const status = errorStatus(failure);
    if (status === 409) return fail(titleOf(failure) || t.conflict);
    return fail(errorMessage(failure, { 404: t.suggestionGone }).text || t.suggestionGone, status === 400 && intent === 'suggestion-reject');
  }
}

/** The notice after a decision's redirect (`?suggestie=overgenomen&versie=n` or `?suggestie=afgewezen`), or ''. */
export function readDecided(url: URL): string {
  const decided = url.searchParams.get('suggestie');
  const version = Number(url.searchParams.get('versie'));
  if (decided === 'overgenomen' && Number.isInteger(version) && version > 0) return t.accepted(version);
  if (decided === 'afgewezen') return t.rejected;
  return '';
}

/** Where the panel's forms post to: this page without the notice parameters. */
export function panelAction(url: URL): string {
  return withParams(url, DECIDED_PARAMS);
}
