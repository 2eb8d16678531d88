/**
 * Limits of the profession test that the player enforces as the API does (docs/api.md, "Profession test"). Kept
 * apart from contract.ts so an island can import them without zod.
 */

/** Longest open answer, characters (docs/api.md: PUT …/answer). */
export const OPEN_ANSWER_MAX = 5000;
