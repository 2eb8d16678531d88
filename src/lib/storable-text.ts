/**
 * Text the database can store. PostgreSQL refuses NUL (U+0000) in text and jsonb, and jsonb refuses an unpaired
 * UTF-16 surrogate (half of an emoji, e.g. cut off by a text box's `maxlength`). The API refuses such input with
 * a Dutch 400 (src/server/validation.ts); the test player cleans a typed open answer before saving it, so a
 * candidate's answer is never refused for a character they cannot see.
 */

/** NUL or a surrogate code point; with the `u` flag only unpaired surrogates are code points of their own. */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** True when `text` holds no NUL and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** `text` without NUL characters and with each lone surrogate replaced by U+FFFD (the replacement character). */
export function toStorableText(text: string): string {
  return text.replace(/\0/g, '').replace(/\p{Cs}/gu, '\ufffd');
}
