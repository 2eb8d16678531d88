/**
 * The editor against the server's own rules (src/features/content/api/module-validation.ts): content built the
 * way a coordinator builds it in the editor is accepted, and the server's messages for common mistakes lead the
 * editor to the right control. Test-only import of server code (the lint rule allows it in tests).
 */
import { describe, expect, it } from 'vitest';
import { parseModuleContent } from '#src/features/content/api/module-validation';
import { completeLanguages } from '#src/features/content/model';
import { messageTarget } from './checks';
import { newPart, partId } from './parts';
import { editorReducer, emptyContent, type EditorAction, type EditorState } from './state';
import { fieldId } from './texts';
import { applyFormat } from '#src/components/formatted-text/markdown';

const upload = '0b5d6f7a-8c90-4c7a-9e21-3f6c1a2e8d4b';
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const text = (ref: Parameters<typeof fieldId>[0], value: string, language: 'nl' | 'en' = 'nl'): EditorAction => ({ type: 'setText', ref, language, value });

/** Throws like the server: the 400 title is the error's message. */
function serverMessage(state: EditorState): string | null {
  try {
    parseModuleContent(state.content);
    return null;
  } catch (error) {
    return (error as { message?: string }).message ?? String(error);
  }
}

function built(): EditorState {
  const bold = applyFormat({ text: 'Kijk altijd om.', start: 5, end: 11 }, 'bold').text;
  return run(
    { professionId: null, content: emptyContent() },
    text({ field: 'title' }, 'Heftruck'),
    text({ field: 'description' }, 'Veilig rijden.'),
    { type: 'addPart', part: newPart('text', 't1') },
    text({ part: 't1', field: 'text' }, `### Let op\n\n${bold}\n\n- Helm\n- Hesje\n\n[Meer](https://www.arbo.nl)`),
    { type: 'addPart', part: newPart('image', 'i1') },
    { type: 'setImage', part: 'i1', image: { src: `/api/media/${upload}`, upload, width: 640, height: 480 } },
    text({ part: 'i1', field: 'alt' }, 'Een heftruck in een magazijn'),
    { type: 'addPart', part: newPart('single', 'q1') },
    text({ part: 'q1', field: 'prompt' }, 'Wie heeft voorrang?'),
    text({ part: 'q1', field: 'option', option: 'a' }, 'De voetganger'),
    text({ part: 'q1', field: 'option', option: 'b' }, 'De heftruck'),
    { type: 'setCorrect', part: 'q1', option: 'a', checked: true },
    { type: 'addPart', part: newPart('multiple', 'q2') },
    text({ part: 'q2', field: 'prompt' }, 'Wat draag je?'),
    text({ part: 'q2', field: 'option', option: 'a' }, 'Helm'),
    text({ part: 'q2', field: 'option', option: 'b' }, 'Slippers'),
    { type: 'addOption', part: 'q2' },
    text({ part: 'q2', field: 'option', option: 'c' }, 'Hesje'),
    { type: 'setCorrect', part: 'q2', option: 'a', checked: true },
    { type: 'setCorrect', part: 'q2', option: 'c', checked: true },
    { type: 'addPart', part: newPart('truefalse', 'q3') },
    text({ part: 'q3', field: 'prompt' }, 'Een heftruck heeft altijd voorrang.'),
    { type: 'setTrueFalse', part: 'q3', value: false },
    { type: 'addPart', part: newPart('open', 'q4') },
    text({ part: 'q4', field: 'prompt' }, 'Hoe til je een zware doos?'),
    text({ part: 'q4', field: 'guidance' }, 'Door de knieën.'),
    { type: 'setPoints', part: 'q4', points: 3 },
    { type: 'addPart', part: newPart('practical', 'p1') },
    text({ part: 'p1', field: 'instructions' }, '1. Rijd een rondje.\n2. Parkeer.'),
  );
}

describe('content made in the editor', () => {
  it('is accepted by the server as it is', () => {
    expect(serverMessage(built())).toBeNull();
    expect(completeLanguages(parseModuleContent(built().content).content)).toEqual(['nl']);
  });

  it('keeps translations the server counts', () => {
    const state = run(built(), text({ field: 'title' }, 'Forklift', 'en'));
    expect(parseModuleContent(state.content).content.title).toEqual({ nl: 'Heftruck', en: 'Forklift' });
  });
});

describe('server messages lead to the control', () => {
  const target = (state: EditorState) => {
    const message = serverMessage(state);
    expect(message).not.toBeNull();
    return messageTarget(message as string, state.content, 'me-add-title');
  };

  it('a question without its correct answer → that part', () => {
    expect(target(run(built(), { type: 'setCorrect', part: 'q1', option: 'a', checked: false }))).toEqual({ id: partId('q1'), part: 3 });
  });

  it('an option without Dutch text → that option', () => {
    expect(target(run(built(), text({ part: 'q2', field: 'option', option: 'b' }, '')))).toEqual({
      id: fieldId({ part: 'q2', field: 'option', option: 'b' }, 'nl'),
      part: 4,
    });
  });

  it('an image part without an upload → that part', () => {
    expect(target(run(built(), { type: 'addPart', part: newPart('image', 'i2') }))?.id).toBe(partId('i2'));
  });

  it('no description → the description; no parts → "Onderdeel toevoegen"', () => {
    expect(target(run(built(), text({ field: 'description' }, '')))?.id).toBe('me-description-nl');
    const noParts = run({ professionId: null, content: emptyContent() }, text({ field: 'title' }, 'X'), text({ field: 'description' }, 'Y'));
    expect(target(noParts)?.id).toBe('me-add-title');
  });

  it('HTML in a text part is refused and points at the part', () => {
    expect(target(run(built(), text({ part: 't1', field: 'text' }, 'Hallo <script>alert(1)</script>')))?.id).toBe(partId('t1'));
  });
});
