/**
 * The report editor as the server renders it (before any script): a draft the caller may change has a labelled text
 * box per text part, described by its hint, with the formatting toolbar, disabled until the script has taken over;
 * the blocks as they will print; the status line and 'Nu opslaan'. A final report, or one the caller may not change,
 * shows the text without text boxes. Saving itself is saver.test.ts.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ReportEditor, { type EditorReport } from './ReportEditor';

const report = (over: Partial<EditorReport> = {}): EditorReport => ({
  id: 'r-1',
  status: 'draft',
  revision: 6,
  canEdit: true,
  parts: [
    { id: 'kandidaat', kind: 'block', title: 'Over de kandidaat', block: { kind: 'candidate', rows: [['Naam', 'Lotte Visser']] } },
    { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: 'Schrijf kort waarom de kandidaat de PAT deed.', text: 'Lotte deed de PAT.\n\nZe was goed voorbereid.' },
    { id: 'advies', kind: 'text', title: 'Advies', hint: '', text: '' },
  ],
  ...over,
});

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe('the report editor', () => {
  it('gives each text part a text box labelled by its title, described by its hint, with the formatting toolbar', () => {
    const html = renderToString(<ReportEditor report={report()} />);
    expect(count(html, /<textarea/g)).toBe(2);
    const label = /<h2 class="[^"]*" id="([^"]+)"><label for="([^"]+)">Inleiding<\/label><\/h2>/.exec(html);
    expect(label).not.toBeNull();
    const field = new RegExp(`<textarea[^>]*id="${label![2]}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(field).toContain('maxLength="20000"');
    const hintId = /aria-describedby="([^"]+)"/.exec(field)?.[1];
    expect(html).toContain(`id="${hintId}">Schrijf kort waarom de kandidaat de PAT deed.</p>`);
    expect(html).toContain('Lotte deed de PAT.\n\nZe was goed voorbereid.</textarea>');
    // A part without a hint is described by nothing.
    const advies = /<label for="([^"]+)">Advies<\/label>/.exec(html)![1];
    expect(new RegExp(`<textarea[^>]*id="${advies}"[^>]*>`).exec(html)?.[0]).not.toContain('aria-describedby');
    expect(count(html, /role="toolbar"/g)).toBe(2);
    expect(html).toContain('aria-label="Opmaak voor Inleiding"');
    expect(html).toContain('>Vet</span>');
  });

  it('shows a block part as it will print, with a note that the platform fills it in', () => {
    const html = renderToString(<ReportEditor report={report()} />);
    expect(html).toMatch(/<h2 class="[^"]*" id="[^"]+">Over de kandidaat<\/h2>/);
    expect(html).toContain('Dit onderdeel vult het platform in met de gegevens van de PAT.');
    expect(html).toContain('<dt>Naam</dt><dd>Lotte Visser</dd>');
  });

  it('has a polite status line, empty before anything changed, and "Nu opslaan"; fields wait for the script', () => {
    const html = renderToString(<ReportEditor report={report()} />);
    expect(html).toMatch(/<p class="report-editor__status" role="status" aria-live="polite"><span class="report-editor__save is-idle"><\/span><\/p>/);
    expect(html).toMatch(/<button type="button" class="[^"]*" disabled="">Nu opslaan<\/button>/);
    expect(html).toMatch(/<fieldset class="report-editor__parts" disabled="">/);
    expect(html).toContain('Je tekst wordt vanzelf opgeslagen terwijl je schrijft.');
  });

  it('a final report, or one the caller may not change, is shown as text without text boxes', () => {
    for (const over of [{ status: 'final' as const }, { canEdit: false }]) {
      const html = renderToString(<ReportEditor report={report(over)} />);
      expect(html).not.toContain('<textarea');
      expect(html).not.toContain('role="toolbar"');
      expect(html).not.toContain('Nu opslaan');
      expect(html).toContain('<p>Lotte deed de PAT.</p><p>Ze was goed voorbereid.</p>');
      expect(html).toMatch(/<h2 class="[^"]*" id="[^"]+">Advies<\/h2><p class="muted">Hier is \(nog\) niets geschreven.<\/p>/);
      expect(html).toContain('<dt>Naam</dt><dd>Lotte Visser</dd>');
    }
  });
});
