/**
 * The rules of the privacy feature (AVG) that the API and the pages share: what an erased person is called, who
 * may erase whom, and when a typed confirmation names the person. Client-safe and pure
 * (docs/decisions/017-feature-folders.md); the texts are in strings.ts.
 *
 * Source: docs/api.md, "Privacy"; docs/decisions/027-privacy-registry.md.
 */
import type { Role } from '#src/lib/roles';

/**
 * The name an erased person's account keeps (`users.name`): every list, message and history that shows a person's
 * name shows this instead of the old name, because the old name is no longer stored anywhere.
 */
export const ERASED_NAME = 'Verwijderde gebruiker';

/** The account status of an erased person (domain.md, account lifecycle: … → erased). */
export const ERASED_STATUS = 'erased';

/**
 * The e-mail address an erased account keeps: unique (the column is), not an address anyone can receive mail on
 * (`.invalid` is reserved, RFC 2606), and without anything of the old address.
 * @param userId the account's id (a UUID).
 */
export function erasedEmail(userId: string): string {
  return `verwijderd-${userId}@invalid`;
}

/**
 * Whether a caller may erase a person (docs/api.md, `DELETE /api/user/deleteUser`):
 * - nobody erases themselves → 'self' (the API answers 400);
 * - Admin: anyone else → 'allowed';
 * - Coordinator: candidates (User) and contact persons → 'allowed'; admins, coordinators and teachers →
 *   'not-allowed' (the API answers 404, as for a person outside the caller's reach, decision 003);
 * - any other role → 'not-allowed' (the API refuses the role itself with 401 before asking this).
 */
export function erasureVerdict(
  caller: { id: string; role: Role },
  person: { id: string; role: string },
): 'allowed' | 'self' | 'not-allowed' {
  if (caller.id === person.id) return 'self';
  if (caller.role === 'Admin') return 'allowed';
  if (caller.role === 'Coordinator') return person.role === 'User' || person.role === 'ContactPerson' ? 'allowed' : 'not-allowed';
  return 'not-allowed';
}

/** A name compared as people type it: trimmed, runs of white space as one space, case and accents ignored. */
function comparable(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('nl');
}

/**
 * True when `typed` names the person: the confirmation before erasing asks to type the person's name, so a
 * slip of the mouse on the wrong person's page cannot erase anyone. Case, accents and extra spaces do not
 * matter ('jose  garcia' confirms 'José García'); an empty text never matches.
 */
export function confirmationMatches(typed: string, name: string): boolean {
  const want = comparable(name);
  return want !== '' && comparable(typed) === want;
}
