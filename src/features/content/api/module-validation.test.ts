/**
 * Checking module content (decisions 010 and 011: bad input gets a clear error; text with script in it is
 * refused with a Dutch message): each broken rule is refused with a message that names the place, and good content comes
 * back tidied.
 */
import { describe, expect, it } from 'vitest';
import type { ModuleContent, Part } from '#src/features/content/model';
import { sampleModule } from './fixtures';
import { parseModuleContent } from './module-validation';

/** The Dutch title `parseModuleContent` refuses `content` with (fails the test when it is accepted). */
function refusal(content: unknown): string {
  try {
    parseModuleContent(content);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the content to be refused');
}

/** The sample module with part `index` replaced by `part`. */
function withPart(index: number, part: Part | Record<string, unknown>): ModuleContent {
  const content = sampleModule();
  content.parts[index] = part as Part;
  return content;
}

const single = (overrides: Record<string, unknown> = {}) => ({
  id: 'q1',
  type: 'question',
  kind: 'single',
  prompt: { nl: 'Welke kleur heeft een nooduitgangsbord?' },
  points: 1,
  options: [
    { id: 'a', text: { nl: 'Groen' } },
    { id: 'b', text: { nl: 'Rood' } },
  ],
  correct: 'a',
  ...overrides,
});

describe('parseModuleContent', () => {
  it('accepts good content and tidies it: trimmed texts, empty translations left out', () => {
    const content = withPart(0, { id: 'intro', type: 'text', text: { nl: '  Lees dit.  ', en: '   ', ar: 'اقرأ هذا' } });
    const { content: tidy, uploads } = parseModuleContent(content);
    expect(tidy.parts[0]).toEqual({ id: 'intro', type: 'text', text: { nl: 'Lees dit.', ar: 'اقرأ هذا' } });
    expect(uploads).toEqual([]);
  });

  it('removes fields it does not know', () => {
    const content = { ...sampleModule(), secret: 'x', parts: [{ ...single(), extra: true }] };
    const { content: tidy } = parseModuleContent(content);
    expect(tidy).not.toHaveProperty('secret');
    expect(tidy.parts[0]).not.toHaveProperty('extra');
  });

  it('refuses control and bidi-override characters: one line for titles and options, line breaks allowed in questions', () => {
    expect(refusal({ ...sampleModule(), title: { nl: 'Veilig\u000Bwerken' } })).toBe(
      'Titel: schrijf de titel op één regel, zonder tabs, regeleinden of onzichtbare tekens.',
    );
    expect(refusal({ ...sampleModule(), title: { nl: 'Veilig werken', ar: 'العمل \u202Eبأمان' } })).toBe(
      'Titel (Arabisch): schrijf de titel op één regel, zonder tabs, regeleinden of onzichtbare tekens.',
    );
    expect(refusal(withPart(0, single({ options: [{ id: 'a', text: { nl: 'Groen\nof blauw' } }, { id: 'b', text: { nl: 'Rood' } }] })))).toBe(
      'Onderdeel 1 (vraag), keuze 1: schrijf de tekst op één regel, zonder tabs, regeleinden of onzichtbare tekens.',
    );
    expect(refusal(withPart(0, single({ prompt: { nl: 'Welke kleur\u2066?' } })))).toMatch(/^Onderdeel 1 \(vraag\): haal de onzichtbare tekens uit de vraag/);
    const { content } = parseModuleContent(withPart(0, single({ prompt: { nl: 'Kijk naar het bord.\nWelke kleur heeft het?' } })));
    expect(content.parts[0]).toMatchObject({ prompt: { nl: 'Kijk naar het bord.\nWelke kleur heeft het?' } });
  });

  it('needs a Dutch title and at least one part', () => {
    expect(refusal({ ...sampleModule(), title: { nl: ' ', en: 'Safety' } })).toBe('Titel: vul de titel in het Nederlands in.');
    expect(refusal({ ...sampleModule(), parts: [] })).toBe('Voeg minstens één onderdeel toe.');
  });

  it('names the part and the option that is wrong', () => {
    const content = withPart(2, single({ options: [{ id: 'a', text: { nl: 'Groen' } }, { id: 'b', text: { nl: '' } }] }));
    expect(refusal(content)).toBe('Onderdeel 3 (vraag), keuze 2: vul de tekst in het Nederlands in.');
  });

  it('needs a correct answer that is one of the options', () => {
    expect(refusal(withPart(2, single({ correct: 'z' })))).toBe('Onderdeel 3 (vraag): kies het goede antwoord.');
    expect(refusal(withPart(2, single({ kind: 'multiple', correct: [] })))).toBe('Onderdeel 3 (vraag): kies minstens één goed antwoord.');
    expect(refusal(withPart(2, single({ options: [{ id: 'a', text: { nl: 'Groen' } }] })))).toBe('Onderdeel 3 (vraag): geef minstens 2 keuzes.');
  });

  it('refuses points outside 1–100 and unknown part types', () => {
    expect(refusal(withPart(2, single({ points: 0 })))).toBe('Onderdeel 3 (vraag): het aantal punten is een heel getal van 1 tot en met 100.');
    expect(refusal(withPart(2, single({ points: 2.5 })))).toMatch(/^Onderdeel 3 \(vraag\): het aantal punten/);
    expect(refusal(withPart(0, { id: 'x', type: 'video' }))).toBe('Onderdeel 1: onbekend soort onderdeel.');
  });

  it('refuses the same part twice', () => {
    const content = sampleModule();
    content.parts.push({ ...(content.parts[0] as Part) });
    expect(refusal(content)).toMatch(/^Onderdeel 8 \(tekst\): dit onderdeel staat twee keer in de module\.$/);
  });

  it('refuses HTML and script in plain texts, in any language', () => {
    expect(refusal(withPart(2, single({ prompt: { nl: 'Kies <script>alert(1)</script>' } })))).toBe(
      'Onderdeel 3 (vraag): de vraag mag geen HTML-code of script bevatten.',
    );
    expect(refusal({ ...sampleModule(), title: { nl: 'Veilig', en: '<img src=x onerror=alert(1)>' } })).toBe(
      'Titel (Engels): de titel mag geen HTML-code of script bevatten.',
    );
    // A lone "<" followed by a number is ordinary text.
    expect(() => parseModuleContent(withPart(2, single({ prompt: { nl: 'Is 3 < 5?' } })))).not.toThrow();
  });

  it('refuses HTML in formatted text parts', () => {
    expect(refusal(withPart(0, { id: 'intro', type: 'text', text: { nl: 'Hallo <script>alert(1)</script>' } }))).toMatch(/^Onderdeel 1 \(tekst\): /);
    expect(refusal(withPart(0, { id: 'p', type: 'practical', instructions: { nl: '[klik](javascript:alert(1))' } }))).toMatch(
      /^Onderdeel 1 \(praktijkopdracht\): /,
    );
  });

  it('needs a text alternative for every image and an image that was uploaded or shipped', () => {
    const image = (img: Record<string, unknown>) => withPart(1, { id: 'pic', type: 'image', image: { width: 10, height: 10, alt: { nl: 'Een bord' }, ...img } });
    expect(refusal(image({ src: '/content/bord.svg', alt: { nl: '' } }))).toBe('Onderdeel 2 (afbeelding): vul het tekstalternatief in het Nederlands in.');
    expect(refusal(image({ src: 'https://elders.example/bord.png' }))).toBe('Onderdeel 2 (afbeelding): upload een afbeelding.');
    expect(refusal(image({ src: 'javascript:alert(1)' }))).toBe('Onderdeel 2 (afbeelding): upload een afbeelding.');
    const id = '7d3c3f7e-6c1d-4b55-9a38-3f0a3a3a3a3a';
    expect(refusal(image({ src: `/api/media/${id}` }))).toBe('Onderdeel 2 (afbeelding): de afbeelding hoort niet bij dit bestand. Upload de afbeelding opnieuw.');
    expect(parseModuleContent(image({ src: `/api/media/${id}`, upload: id })).uploads).toEqual([id]);
  });

  it('names the language of a text that is too long', () => {
    const long = 'x'.repeat(2001);
    expect(refusal(withPart(2, single({ prompt: { nl: 'Vraag', pl: long } })))).toBe(
      'Onderdeel 3 (vraag): de vraag in het Pools is te lang (hoogstens 2000 tekens).',
    );
  });

  it('drops an empty caption and empty guidance instead of refusing them', () => {
    const content = withPart(1, { id: 'pic', type: 'image', image: { src: '/content/a.svg', width: 1, height: 1, alt: { nl: 'Iets' } }, caption: { nl: ' ', en: '' } });
    const { content: tidy } = parseModuleContent(content);
    expect(tidy.parts[1]).not.toHaveProperty('caption');
  });
});
