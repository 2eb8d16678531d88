/**
 * Keeping the server's one event loop free during long work (docs/decisions/040): work that takes tens of
 * milliseconds per piece (parsing a report's sections, rendering them as HTML) awaits `nextTurn` between pieces, so
 * requests that arrived meanwhile are served in between instead of after the whole job.
 *
 * @example
 *   for (const part of parts) {
 *     await nextTurn();
 *     out.push(render(part));
 *   }
 */

/** Resolves after the I/O and timers waiting now have had their turn (`setImmediate`). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
