/**
 * Whether a candidate's pages read aloud (the test player, the PAT and education reader): on unless staff turned
 * the accommodation off in the candidate's profile (docs/api.md "Test", `GET /api/test/profile`). The header info of
 * the same request carries that setting (`readAloud`, loaded by src/middleware.ts for every candidate page), so
 * normally no call is made; when the header info failed to load, the profile is asked, and when that fails too,
 * read-aloud is on (the candidate can still choose not to press it). Server-only: it calls through `locals.api`.
 */

/** The part of `GET /api/test/profile`'s answer (profession-test/contract.ts `CandidateProfile`) read here. */
interface ReadAloudProfile {
  readAloud: boolean;
}

/** @returns true unless the candidate's profile says read-aloud is off. Never throws. */
export async function readAloudOf(locals: App.Locals): Promise<boolean> {
  const known = locals.headerInfo?.readAloud;
  if (typeof known === 'boolean') return known;
  try {
    const profile = await locals.api<ReadAloudProfile>('/api/test/profile');
    return profile.readAloud !== false;
  } catch {
    return true;
  }
}
