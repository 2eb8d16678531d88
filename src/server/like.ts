/**
 * Search text in SQL `LIKE`/`ILIKE` patterns.
 */

/**
 * Escapes `%`, `_` and `\` so a user's text matches literally inside a (I)LIKE pattern (PostgreSQL's default
 * escape character is the backslash).
 * @example ilike(users.name, `%${likeEscape(q)}%`)
 */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
