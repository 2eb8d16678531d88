/**
 * Limits of the profession test that the player enforces as the API does (docs/api.md, "Profession test"). Kept
 * apart from contract.ts so an island can import them without zod.
 */

/** Longest open answer, characters (docs/api.md: PUT …/answer). */
export const OPEN_ANSWER_MAX = 5000;

/** Longest name of a profession test, characters (docs/api.md: POST /api/test). */
export const TITLE_MAX = 200;

/** Longest time limit of a profession test, minutes (10 hours; docs/api.md: POST /api/test). */
export const TIME_LIMIT_MAX = 600;
