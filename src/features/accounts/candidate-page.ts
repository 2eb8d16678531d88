/**
 * The page about one candidate that a viewer may open, so every list of candidates links a name to the same
 * place for the same viewer. Client-safe and pure.
 *
 * - Admin and Coordinator: /cp/user/{id} (spec §2, the candidate profile; the API shows staff every candidate).
 * - Teacher: none. The teacher's routes about a candidate (spec §2) always name more than the candidate —
 *   /docent/evaluate/{patId}/{moduleId}/{candidateId} and /docent/user/{userId}/rapportage/{docId} — so there is no
 *   page about the candidate alone to link a name to.
 * - ContactPerson: none yet. The spec lists /contactperson/kandidaat/{id}, but that page does not exist, and a
 *   link to it would end on the not-found page.
 * - Candidates see no other candidates.
 */
import { isStaff, type Role } from '#src/lib/roles';

/**
 * @param viewer the role of whoever sees the list.
 * @returns the path of the candidate's page for that viewer, or null when the viewer has none (show the name
 *   as text).
 * @example candidatePageOf('Coordinator', id) // `/cp/user/${id}`
 */
export function candidatePageOf(viewer: Role, candidateId: string): string | null {
  return isStaff(viewer) ? `/cp/user/${encodeURIComponent(candidateId)}` : null;
}
