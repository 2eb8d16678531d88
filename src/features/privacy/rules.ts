/**
 * The rules of the privacy feature (AVG) that the API and the pages share: who may erase whom, and when a typed
 * confirmation names the person. Client-safe and pure (docs/decisions/017-feature-folders.md); the texts are in
 * strings.ts; what an erased account keeps (name, status, address) is the account lifecycle's
 * (features/accounts/lifecycle.ts).
 *
 * Source: docs/api.md, "Privacy"; docs/decisions/027-privacy-registry.md.
 */
import type { Role } from '#src/lib/roles';

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
