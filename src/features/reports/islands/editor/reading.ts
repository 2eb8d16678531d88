/**
 * A report's written text for reading without the editor (a final report, or a reader who may not change it):
 * the Markdown subset (docs/formatted-text.md, decision 011) shown as typed, one paragraph per block of lines
 * separated by an empty line; line breaks inside a paragraph stay (reports.scss `white-space: pre-line`). Nothing is
 * parsed into markup in the browser (decision 011: only the server turns the subset into HTML). Pure.
 */

/** The paragraphs of `text`: blocks separated by one or more empty lines, trimmed, empty ones left out. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
}
