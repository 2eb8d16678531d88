/**
 * Where focus goes in the module and template editors, without the DOM (so it can be tested): after a delete,
 * focus stays next to where the user was instead of falling back to the start of the page (WCAG 2.2 SC 2.4.3
 * Focus Order). use-focus-after.ts moves it there.
 */

/**
 * The item that gets focus when `list[index]` is deleted: the one after it, else the one before it; undefined
 * when it was the only one (the editor then focuses its 'add' control).
 * @param index 0-based position of the deleted item in `list` as it was before the delete.
 */
export function afterRemoval<T>(list: readonly T[], index: number): T | undefined {
  return list[index + 1] ?? list[index - 1];
}
