import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ModuleEditView } from '#src/features/content/contract';
import ModuleEditor, { type ModuleEditorProps } from './ModuleEditor';
import PartEditor from './PartEditor';
import type { Part } from '#src/features/content/model';

const q = 'a1b2c3d4-0000-4000-8000-000000000001';

/** What GET /api/modules/{id}/edit answers (docs/api.md "Modules"). */
const view: ModuleEditView = {
  id: 'm1',
  professionId: 'p2',
  version: 4,
  updatedAt: '2026-11-20T10:00:00Z',
  content: {
    title: { nl: 'Heftruck', en: 'Forklift' },
    description: { nl: 'Veilig rijden.' },
    parts: [
      { id: 't1', type: 'text', text: { nl: '### Let op\n\nKijk **altijd** om.' } },
      {
        id: q,
        type: 'question',
        kind: 'single',
        prompt: { nl: 'Wie heeft voorrang?' },
        points: 2,
        options: [
          { id: 'a', text: { nl: 'Voetganger' } },
          { id: 'b', text: { nl: 'Heftruck' } },
        ],
        correct: 'a',
      },
      { id: 'pr', type: 'practical', instructions: { nl: 'Rijd een rondje.' } },
    ],
  },
  languages: ['nl'],
  completeness: { nl: { done: 7, total: 7 }, en: { done: 1, total: 7 }, pl: { done: 0, total: 7 }, tr: { done: 0, total: 7 }, uk: { done: 0, total: 7 }, ar: { done: 0, total: 7 } },
  inUse: true,
  template: null,
  history: [
    { version: 4, createdAt: '2026-11-20T10:00:00Z', createdBy: 'Coördinator Cor', note: null, inUse: false },
    { version: 3, createdAt: '2026-11-19T09:00:00Z', createdBy: null, note: 'Sjabloon gekoppeld', inUse: true },
  ],
};

const props: ModuleEditorProps = {
  module: view,
  professions: [
    { id: 'p1', name: 'Logistiek' },
    { id: 'p2', name: 'Heftruckchauffeur' },
  ],
  userName: 'Coördinator Cor',
};

const html = (overrides: Partial<ModuleEditorProps> = {}) => renderToString(<ModuleEditor {...props} {...overrides} />);
const tag = (out: string, pattern: RegExp) => out.match(pattern)?.[0] ?? '';

/** Every input, text box and select has a label: `<label for=id>`, or an aria-label. */
function unlabelled(out: string): string[] {
  const missing: string[] = [];
  for (const match of out.matchAll(/<(input|textarea|select)\b[^>]*>/g)) {
    const element = match[0];
    if (/aria-label="[^"]+"/.test(element)) continue;
    const id = /\bid="([^"]+)"/.exec(element)?.[1];
    if (!id || !out.includes(`for="${id}"`)) missing.push(element);
  }
  return missing;
}

describe('ModuleEditor (server render)', () => {
  it('shows the module in Dutch with every field labelled', () => {
    const out = html();
    expect(tag(out, /<input[^>]*id="me-title-nl"[^>]*>/)).toContain('value="Heftruck"');
    expect(out).toMatch(/<textarea[^>]*id="me-description-nl"[^>]*>Veilig rijden.<\/textarea>/);
    expect(tag(out, /<option[^>]*value="p2"[^>]*>/)).toContain('selected=""');
    expect(unlabelled(out)).toEqual([]);
  });

  it('renders each part as a fieldset with a legend naming number and type', () => {
    const out = html();
    expect(out).toContain('<legend class="me-part__legend">Onderdeel 1: Tekst</legend>');
    expect(out).toContain('<legend class="me-part__legend">Onderdeel 2: Vraag (meerkeuze)</legend>');
    expect(out).toContain('<legend class="me-part__legend">Onderdeel 3: Praktijkopdracht</legend>');
  });

  it('offers Omhoog/Omlaag and Verwijderen per part; the ends stay focusable but inactive', () => {
    const out = html();
    expect(tag(out, /<button[^>]*id="me-part-t1-up"[^>]*>/)).toContain('aria-disabled="true"');
    expect(tag(out, /<button[^>]*id="me-part-t1-down"[^>]*>/)).not.toContain('aria-disabled');
    expect(tag(out, /<button[^>]*id="me-part-pr-down"[^>]*>/)).toContain('aria-disabled="true"');
    expect(tag(out, /<button[^>]*id="me-part-t1-down"[^>]*>/)).toContain('aria-label="Onderdeel 1 omlaag"');
    expect(tag(out, /<button[^>]*id="me-part-pr-remove"[^>]*>/)).toContain('aria-label="Onderdeel 3 verwijderen"');
  });

  it('gives text parts and practical instructions the formatting toolbar', () => {
    const out = html();
    const toolbars = out.match(/<div class="me-toolbar" role="toolbar"[^>]*>/g) ?? [];
    expect(toolbars).toHaveLength(2);
    // Each tool is named by its visible text (WCAG 2.2 SC 2.5.3): no aria-label that could differ from it; the glyph is hidden.
    const buttons = out.match(/<button[^>]*me-toolbar__button[^>]*>[\s\S]*?<\/button>/g) ?? [];
    expect(buttons).toHaveLength(12);
    for (const button of buttons) expect(button).not.toContain('aria-label');
    for (const name of ['Kop', 'Vet', 'Cursief', 'Opsomming', 'Genummerde lijst', 'Link']) {
      expect(out).toContain(`<span class="me-toolbar__name">${name}</span>`);
    }
    expect(out).toMatch(/<span class="me-toolbar__glyph" aria-hidden="true">B<\/span>/);
    // One tab stop per toolbar.
    expect(out.match(/me-toolbar__button[^"]*" tabindex="0"/g)).toHaveLength(2);
  });

  it('names every button with its visible words in it (WCAG 2.2 SC 2.5.3 Label in Name)', () => {
    // Three options, so each has its 'Verwijderen' button.
    const [text, question, practical] = view.content.parts as [Part, Extract<Part, { kind: 'single' }>, Part];
    const withThree = { ...question, options: [...question.options, { id: 'c', text: { nl: 'Fietser' } }] };
    const out = html({ module: { ...view, content: { ...view.content, parts: [text, withThree, practical] } } });
    const labelled = [...out.matchAll(/<button[^>]*aria-label="([^"]*)"[^>]*>([\s\S]*?)<\/button>/g)];
    expect(labelled.some(([, label]) => label === 'Antwoord c verwijderen')).toBe(true);
    for (const [, label = '', content = ''] of labelled) {
      const visible = content
        .replace(/<span[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/span>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (/\p{L}/u.test(visible)) expect(label.toLowerCase(), `visible ‘${visible}’`).toContain(visible.toLowerCase());
    }
  });

  it('marks the correct option and shows points', () => {
    const out = html();
    expect(tag(out, new RegExp(`<input[^>]*id="me-part-${q}-correct-a"[^>]*>`))).toContain('checked=""');
    expect(tag(out, new RegExp(`<input[^>]*id="me-part-${q}-correct-b"[^>]*>`))).not.toContain('checked');
    expect(tag(out, new RegExp(`<input[^>]*id="me-part-${q}-points"[^>]*>`))).toContain('value="2"');
  });

  it('shows completeness per language with progress bars', () => {
    const out = html();
    expect(out).toContain('7 van 7 teksten');
    expect(out).toContain('1 van 7 teksten');
    expect(out.match(/<progress class="progress/g)).toHaveLength(6);
    expect(out).toContain('Compleet: wordt aangeboden');
    expect(out).toContain('De opgeslagen versie wordt aangeboden in: Nederlands.');
    expect(out).toContain('aria-label="Naar eerste ontbrekende tekst: English, Beschrijving"');
  });

  it('shows the history newest first with the current version marked, and the in-use hint', () => {
    const out = html();
    const rows = out.match(/<tr[^>]*>.*?<\/tr>/g) ?? [];
    expect(rows[1]).toContain('aria-current="true"');
    expect(rows[1]).toContain('Coördinator Cor');
    expect(rows[2]).toContain('Sjabloon gekoppeld');
    expect(rows[2]).toContain('Ingeladen');
    expect(out).toContain('Een beroepentest gebruikt een versie van deze module; die test houdt zijn eigen versie.');
  });

  it('says which version was just made after creating', () => {
    expect(html({ savedVersion: 1 })).toMatch(/<p class="me-savebar__status" role="status">Opgeslagen als versie 1.<\/p>/);
  });

  it('on the create page: empty Dutch fields, the add buttons, no history', () => {
    const out = html({ module: null });
    expect(tag(out, /<input[^>]*id="me-title-nl"[^>]*>/)).toContain('value=""');
    expect(out).toContain('Deze module heeft nog geen onderdelen.');
    for (const name of ['Tekst', 'Afbeelding', 'Meerkeuzevraag', 'Waar of niet waar', 'Open vraag', 'Praktijkopdracht']) expect(out).toContain(name);
    expect(out).not.toContain('Geschiedenis');
    expect(unlabelled(out)).toEqual([]);
  });

  it('says when the professions could not be loaded', () => {
    expect(html({ professions: [], professionsError: 'Geen verbinding met de server.' })).toContain('De beroepen konden niet geladen worden. Geen verbinding met de server.');
  });
});

describe('PartEditor while translating', () => {
  const noop = () => {};
  const drag = { dragging: false, dropTarget: false, onHandleDragStart: noop, onDragEnd: noop, onDragOver: noop, onDrop: noop };
  const render = (part: Part, language: 'en' | 'ar') =>
    renderToString(
      <PartEditor part={part} index={1} count={3} language={language} fieldErrors={{}} dispatch={noop} onText={noop} onMove={noop} onRemove={noop} drag={drag} />,
    );
  const question = view.content.parts[1]!;

  it('shows the Dutch beside the input for the language, and no structure controls', () => {
    const out = render(question, 'en');
    expect(out).toContain('Wie heeft voorrang?');
    expect(out).toMatch(/<textarea[^>]*id="me-[^"]*-prompt-en"[^>]*lang="en"[^>]*dir="ltr"/);
    expect(out).toMatch(/aria-describedby="me-[^"]*-prompt-en-source"/);
    expect(out).not.toContain('Omhoog');
    expect(out).not.toContain('type="radio"');
    expect(out).not.toContain('Punten');
  });

  it('writes Arabic right to left', () => {
    const out = render(question, 'ar');
    expect(tag(out, /<textarea[^>]*id="me-[^"]*-prompt-ar"[^>]*>/)).toContain('dir="rtl"');
    expect(tag(out, /<input[^>]*id="me-[^"]*-option-a-ar"[^>]*>/)).toContain('lang="ar"');
  });
});
