/**
 * The quiz's pictures as SVG text, inlined into the page (no extra requests on a slow connection): one per item
 * (`R1` … `C6`) and one per area (`area-R` …). Drawn for the platform, decorative (`aria-hidden`) next to the text
 * they illustrate, checked by pictures.test.ts for size and safe content. Server only.
 */
const files = import.meta.glob<string>('../pictures/*.svg', { query: '?raw', import: 'default', eager: true });

const byName = new Map(Object.entries(files).map(([path, svg]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), svg]));

/** The SVG text of picture `name` ('R1', 'area-S'), or '' when there is none. */
export function picture(name: string): string {
  return byName.get(name) ?? '';
}
