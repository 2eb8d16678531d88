/**
 * A Dutch count with the noun in the right number: '1 plaats', '12 plaatsen', '0 plaatsen' (Dutch takes the singular
 * for exactly one only; ANS §5.2). For server texts and Dutch-only strings files; candidate texts in six languages use
 * their catalogues' plural forms (lib/i18n). Client-safe.
 */
import { formatNumber } from './format';

/**
 * `n` written the Dutch way (formatNumber: '1.250') followed by `singular` when n is 1, else `plural`.
 * @example countNl(1, 'plaats', 'plaatsen') // '1 plaats'
 */
export function countNl(n: number, singular: string, plural: string): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}
