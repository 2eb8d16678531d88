/**
 * The page about one candidate that a viewer may open, so every list of candidates links a name to the same
 * place for the same viewer. Client-safe and pure.
 *
 * - Admin and Coordinator: /cp/user/{id} (spec §2, the candidate profile; the API shows staff every candidate).
 * - Teacher: none. The teacher's routes about a candidate (spec §2) always name more than the candidate —
 *   /docent/evaluate/{patId}/{moduleId}/{candidateId} and /docent/user/{userId}/rapportage/{docId} — so there is no
 *   page about the candidate alone to link a name to.
 * - ContactPerson: /contactperson/kandidaat/{id} (spec §2, the contact person's page about a candidate; the API
 *   shows a contact person only their own organisation's candidates, access-scope.ts).
 * - Candidates see no other candidates.
 */
import { isStaff, type Role } from '#src/lib/roles';

/**
 * @param viewer the role of whoever sees the list.
 * @param candidateId the candidate's user id; encoded for the path.
 * @returns the path of the candidate's page for that viewer, or null when the viewer has none (show the name
 *   as text).
 * @example candidatePageOf('Coordinator', id) // `/cp/user/${id}`
 * @example candidatePageOf('ContactPerson', id) // `/contactperson/kandidaat/${id}`
 */
export function candidatePageOf(viewer: Role, candidateId: string): string | null {
  if (isStaff(viewer)) return `/cp/user/${encodeURIComponent(candidateId)}`;
  if (viewer === 'ContactPerson') return `/contactperson/kandidaat/${encodeURIComponent(candidateId)}`;
  return null;
}
