import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import TemplateEditor, { type TemplateEditorProps } from './TemplateEditor';

const existing: TemplateEditorProps = {
  templateId: '0b9d7a40-2a4e-4c55-9b0e-3e2f7d1c8a11',
  version: 3,
  content: {
    name: 'Praktijkopdracht kapper',
    criteria: [
      { id: 'a', name: 'Veiligheid', description: 'Werkt veilig.', weight: 3 },
      { id: 'b', name: 'Resultaat', description: '', weight: 5 },
    ],
    scale: [
      { value: 1, label: 'onvoldoende' },
      { value: 2, label: 'matig' },
      { value: 3, label: 'voldoende' },
      { value: 4, label: 'uitstekend' },
    ],
  },
  history: [
    { version: 3, createdAt: '2025-07-01T08:30:00Z', createdBy: 'Carla Coördinator' },
    { version: 2, createdAt: '2025-01-15T12:00:00Z', createdBy: null },
  ],
  modules: [{ id: 'm1', title: 'Knippen' }],
  attachTo: null,
};

/** The server-rendered HTML, as the page sends it before any script runs. */
const html = (props: TemplateEditorProps) => renderToString(<TemplateEditor {...props} />);

describe('TemplateEditor (server render)', () => {
  it('shows the name, each criterion as a labelled group and the version', () => {
    const out = html(existing);
    expect(out).toContain('Huidige versie: 3');
    expect(out).toMatch(/<label class="label" for="template-name">Naam van het sjabloon<\/label>/);
    expect(out).toMatch(/value="Praktijkopdracht kapper"/);
    expect(out).toMatch(/<legend class="criterion__legend">Criterium 1<\/legend>/);
    expect(out).toMatch(/<label class="label" for="criterion-b-weight">Gewicht<\/label>/);
    expect(out).toMatch(/id="criterion-b-weight" type="number"[^>]*value="5"/);
  });

  it('offers Omhoog and Omlaag only where a criterion can move', () => {
    const out = html(existing);
    expect(out).toMatch(/id="criterion-a-up" aria-label="Criterium 1 omhoog" disabled=""/);
    expect(out).not.toMatch(/id="criterion-a-down"[^>]*disabled/);
    expect(out).toMatch(/id="criterion-b-down" aria-label="Criterium 2 omlaag" disabled=""/);
    expect(out).toMatch(/aria-label="Criterium 2 verwijderen" aria-haspopup="dialog"/);
  });

  it('shows the four scale labels and the reset button', () => {
    const out = html(existing);
    for (const value of [1, 2, 3, 4]) expect(out).toContain(`for="scale-label-${value}">Label bij score ${value}</label>`);
    expect(out).toMatch(/id="scale-label-4"[^>]*value="uitstekend"/);
    expect(out).toContain('Standaardlabels herstellen');
  });

  it('lists the history with Dutch dates in Dutch time and the modules that use it', () => {
    const out = html(existing);
    expect(out).toContain('1 jul 2025, 10:30');
    expect(out).toContain('Carla Coördinator');
    expect(out).toContain('Onbekend');
    expect(out).toMatch(/<a class="tap" href="\/cp\/modules\/m1">Knippen<\/a>/);
  });

  it('starts a new template empty, says what happens on save, and shows no history yet', () => {
    const out = html({ templateId: null, version: null, content: null, history: [], modules: [], attachTo: { id: 'm1', title: 'Knippen', replaces: 'Oud sjabloon' } });
    expect(out).toContain('Nog geen criteria. Voeg hieronder een criterium toe.');
    expect(out).toContain('Na opslaan wordt het sjabloon gekoppeld aan de module ‘Knippen’.');
    expect(out).toContain('De module gebruikt nu ‘Oud sjabloon’; die wordt vervangen. Lopende tests houden hun versie.');
    expect(out).toContain('Opslaan maakt versie 1 van het sjabloon.');
    expect(out).toMatch(/id="scale-label-1"[^>]*value="onvoldoende"/);
    expect(out).not.toContain('Geschiedenis');
  });
});

describe('TemplateEditor: the candidate’s sentence per criterion', () => {
  const withSentence: TemplateEditorProps = {
    ...existing,
    content: {
      ...existing.content!,
      criteria: [{ id: 'a', name: 'Veiligheid', description: 'Werkt veilig.', weight: 3, selfCheck: { nl: 'Ik werk veilig.', ar: 'أعمل بأمان.' } }, existing.content!.criteria[1]!],
    },
  };

  it('shows the Dutch sentence in view and the five translations folded away, each field in its language', () => {
    const out = html(withSentence);
    expect(out).toMatch(/<label class="label" for="criterion-a-selfcheck-nl">Zin voor de kandidaat \(niet verplicht\)<\/label>/);
    expect(out).toMatch(/id="criterion-a-selfcheck-nl"[^>]*value="Ik werk veilig."/);
    expect(out).toMatch(/<details class="criterion__translations"><summary>Vertalingen voor kandidaten <span class="muted">\(1 van 5 ingevuld\)<\/span><\/summary>/);
    expect(out).toMatch(/<label class="label" for="criterion-a-selfcheck-ar">Zin voor de kandidaat in het Arabisch<\/label>/);
    expect(out).toMatch(/id="criterion-a-selfcheck-ar"[^>]*lang="ar" dir="rtl"[^>]*value="أعمل بأمان."/);
    expect(out).toMatch(/id="criterion-a-selfcheck-pl"[^>]*lang="pl" dir="ltr"[^>]*value=""/);
    expect(out).toMatch(/id="criterion-b-selfcheck-nl"[^>]*value=""/);
    expect(out).toContain('(0 van 5 ingevuld)');
  });
});
