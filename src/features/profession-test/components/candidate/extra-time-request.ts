/**
 * Asking for extra time on /dashboard/profile: extra time is an accommodation that staff grant (docs/api.md PUT
 * /api/test/profile), so the candidate asks a coordinator for it with a message through the mailbox
 * (`POST /api/message`; docs/domain.md, Messages: candidates may write to every coordinator). Pure helpers: who the
 * message can go to, the prefilled text, and reading the posted form into the message. The form's messages are in
 * the page's language (`t`, the catalogue's `accommodations.*`); the message itself is Dutch, since the
 * coordinator reads it (the feature's strings.ts, `extraTimeRequestMessage`).
 */
import { BODY_MAX, type Contact, type NewMessageBody } from '#src/features/mailbox/contract';
import { extraTimeRequestMessage } from '#src/features/profession-test/strings';

/** The coordinators among the caller's contacts (`GET /api/user/contactlist`), in the list's order (by name). */
export function coordinatorsOf(contacts: readonly Contact[]): Contact[] {
  return contacts.filter((c) => c.role === 'Coordinator');
}

/**
 * The message the form starts with: a Dutch request signed with the candidate's name, naming the extra time they
 * have now. Dutch in every page language: the coordinator who reads it works in Dutch (spec §9).
 */
export function prefilledRequest(candidateName: string, extraTimePercent: number): string {
  return extraTimeRequestMessage.body(candidateName, extraTimePercent);
}

/**
 * Reads the posted request form into the body of `POST /api/message`: to the chosen coordinator (the only one,
 * when there is one), subject 'Vraag om extra tijd bij de test', the message as typed.
 * @param fields `coordinatorId` (the select's or hidden field's value) and `message` (the text area, untrimmed).
 * @param coordinators the coordinators the candidate may write to (`coordinatorsOf`).
 * @param t the page's translator (`Astro.locals.t`).
 * @returns the message (with the Dutch subject) and its recipient, or an error per field in the page's language:
 *   no or an unknown coordinator, an empty or too long message (BODY_MAX characters, the API's limit).
 */
export function extraTimeRequest(
  fields: { coordinatorId: string; message: string },
  coordinators: readonly Contact[],
  t: App.Locals['t'],
): { ok: true; body: NewMessageBody; to: Contact } | { ok: false; errors: { coordinator?: string; message?: string } } {
  const to = coordinators.find((c) => c.id === fields.coordinatorId);
  const errors: { coordinator?: string; message?: string } = {};
  if (!to) errors.coordinator = t('accommodations.coordinatorMissing');
  if (fields.message.trim() === '') errors.message = t('accommodations.requestMessageMissing');
  else if (fields.message.length > BODY_MAX) errors.message = t('accommodations.requestMessageTooLong', { max: BODY_MAX });
  if (!to || errors.message) return { ok: false, errors };
  return { ok: true, to, body: { to: [to.id], subject: extraTimeRequestMessage.subject, body: fields.message } };
}
