import { describe, expect, it } from 'vitest';
import { completeLanguages, textIn, type ModuleContent } from './model';

const base: ModuleContent = {
  title: { nl: 'Veiligheid', en: 'Safety', ar: 'السلامة' },
  description: { nl: 'Borden en tillen', en: 'Signs and lifting', ar: 'اللافتات والرفع' },
  parts: [
    {
      id: 'q1',
      type: 'question',
      kind: 'single',
      prompt: { nl: 'Wat betekent dit bord?', en: 'What does this sign mean?', ar: 'ماذا تعني هذه اللافتة؟' },
      points: 1,
      options: [
        { id: 'a', text: { nl: 'Verboden', en: 'Prohibited', ar: 'ممنوع' } },
        { id: 'b', text: { nl: 'Verplicht', en: 'Mandatory', ar: 'إلزامي' } },
      ],
      correct: 'a',
    },
  ],
};

describe('completeLanguages', () => {
  it('lists the languages in which every text is present', () => {
    expect(completeLanguages(base)).toEqual(['nl', 'en', 'ar']);
  });

  it('drops a language as soon as one option lacks it', () => {
    const content = structuredClone(base);
    const q = content.parts[0];
    if (q?.type === 'question' && q.kind === 'single') q.options[1] = { id: 'b', text: { nl: 'Verplicht', en: 'Mandatory' } };
    expect(completeLanguages(content)).toEqual(['nl', 'en']);
  });

  it('counts an empty or blank text as missing', () => {
    const content = structuredClone(base);
    content.title.en = '  ';
    expect(completeLanguages(content)).toEqual(['nl', 'ar']);
    expect(textIn({ nl: 'x', en: '' }, 'en')).toBeNull();
  });
});
