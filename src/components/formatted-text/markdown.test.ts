import { describe, expect, it } from 'vitest';
import { applyFormat, shortcutTool, toolbarIndex, type FormatTool, type TextEdit } from './markdown';

/** `text` with the selection marked by [ and ] (or a single | for the cursor). */
function at(marked: string): TextEdit {
  if (marked.includes('|')) {
    const start = marked.indexOf('|');
    return { text: marked.replace('|', ''), start, end: start };
  }
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

/** The result with its selection marked, for readable expectations. */
function show(edit: TextEdit): string {
  return `${edit.text.slice(0, edit.start)}[${edit.text.slice(edit.start, edit.end)}]${edit.text.slice(edit.end)}`;
}

const apply = (marked: string, tool: FormatTool) => show(applyFormat(at(marked), tool));

describe('bold and italic', () => {
  it('wrap the selection and keep it selected', () => {
    expect(apply('Draag [altijd] een helm', 'bold')).toBe('Draag [**altijd**] een helm');
    expect(apply('Draag [altijd] een helm', 'italic')).toBe('Draag [*altijd*] een helm');
  });

  it('insert a placeholder to type over at the cursor', () => {
    expect(apply('Let op: |', 'bold')).toBe('Let op: **[vette tekst]**');
    expect(apply('|', 'italic')).toBe('*[cursieve tekst]*');
  });

  it('keep spaces of the selection outside the markers', () => {
    expect(apply('Draag[ altijd ]een helm', 'bold')).toBe('Draag [**altijd**] een helm');
  });

  it('take the formatting off when applied again', () => {
    const once = applyFormat(at('Draag [altijd] een helm'), 'bold');
    expect(show(applyFormat(once, 'bold'))).toBe('Draag [altijd] een helm');
    const inner = applyFormat({ text: 'a **b** c', start: 4, end: 5 }, 'bold');
    expect(show(inner)).toBe('a [b] c');
    expect(apply('a [*b*] c', 'italic')).toBe('a [b] c');
  });

  it('italic on bold text does not eat a bold marker', () => {
    expect(apply('a **[b]** c', 'italic')).toBe('a **[*b*]** c');
  });
});

describe('heading', () => {
  it('makes the line with the cursor a ### heading, and back', () => {
    expect(show(applyFormat(at('Eerste regel\nVeilig| werken\nDerde'), 'heading'))).toBe('Eerste regel\n### Veilig[] werken\nDerde');
    expect(show(applyFormat(at('### Veilig| werken'), 'heading'))).toBe('Veilig[] werken');
  });

  it('turns another heading level into ###', () => {
    expect(applyFormat(at('# Titel|'), 'heading').text).toBe('### Titel');
  });

  it('on an empty line inserts a placeholder heading', () => {
    expect(apply('Tekst\n|', 'heading')).toBe('Tekst\n### [Kop]');
  });
});

describe('lists', () => {
  it('makes every non-empty selected line an item', () => {
    expect(apply('[Helm\nHesje\n\nSchoenen]', 'bullets')).toBe('[- Helm\n- Hesje\n\n- Schoenen]');
    expect(apply('[Helm\nHesje\nSchoenen]', 'numbered')).toBe('[1. Helm\n2. Hesje\n3. Schoenen]');
  });

  it('works on the whole line around a partial selection', () => {
    expect(apply('Intro\nHe[lm\nHes]je', 'bullets')).toBe('Intro\n[- Helm\n- Hesje]');
  });

  it('applied again takes the items off; bullets become numbers', () => {
    expect(apply('[- Helm\n- Hesje]', 'bullets')).toBe('[Helm\nHesje]');
    expect(apply('[- Helm\n- Hesje]', 'numbered')).toBe('[1. Helm\n2. Hesje]');
    expect(apply('[1. Helm\n2. Hesje]', 'numbered')).toBe('[Helm\nHesje]');
  });

  it('on an empty line inserts an item to type', () => {
    expect(apply('Tekst\n\n|', 'bullets')).toBe('Tekst\n\n- [punt]');
    expect(apply('|', 'numbered')).toBe('1. [punt]');
  });

  it('a selection ending at a line break leaves the next line alone', () => {
    expect(apply('[Helm\n]Hesje', 'bullets')).toBe('[- Helm]\nHesje');
  });
});

describe('link', () => {
  it('makes the selection the link text and selects the address to type', () => {
    const edit = applyFormat(at('Zie [de website] voor meer'), 'link');
    expect(edit.text).toBe('Zie [de website](https://) voor meer');
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://');
  });

  it('a selected address becomes the target, with link text to type', () => {
    const edit = applyFormat(at('Zie [https://www.arbo.nl]'), 'link');
    expect(edit.text).toBe('Zie [linktekst](https://www.arbo.nl)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('linktekst');
  });

  it('never writes HTML', () => {
    for (const tool of ['heading', 'bold', 'italic', 'bullets', 'numbered', 'link'] as const) {
      expect(applyFormat(at('[Tekst]'), tool).text).not.toMatch(/</);
    }
  });
});

describe('keyboard', () => {
  const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });

  it('Ctrl/⌘ + B, I, K are bold, italic, link', () => {
    expect(shortcutTool(key('b', { ctrlKey: true }))).toBe('bold');
    expect(shortcutTool(key('I', { metaKey: true }))).toBe('italic');
    expect(shortcutTool(key('k', { ctrlKey: true }))).toBe('link');
    expect(shortcutTool(key('b'))).toBeNull();
    expect(shortcutTool(key('b', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('arrow keys move through the toolbar, wrapping, mirrored right to left', () => {
    expect(toolbarIndex('ArrowRight', 0, 6)).toBe(1);
    expect(toolbarIndex('ArrowRight', 5, 6)).toBe(0);
    expect(toolbarIndex('ArrowLeft', 0, 6)).toBe(5);
    expect(toolbarIndex('ArrowLeft', 0, 6, true)).toBe(1);
    expect(toolbarIndex('Home', 3, 6)).toBe(0);
    expect(toolbarIndex('End', 3, 6)).toBe(5);
    expect(toolbarIndex('a', 3, 6)).toBeNull();
  });
});
