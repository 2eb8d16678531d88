import { describe, expect, it } from 'vitest';
import { MAX_REPORT_SECTIONS } from '#src/features/reports/contract';
import { sectionIdFor, templateProblems, withSectionIds } from '#src/features/reports/template-rules';
import {
  applyTemplateAction,
  checkTemplateForm,
  readTemplateForm,
  templateActionOf,
  templateValues,
  type SectionRow,
  type TemplateValues,
} from './template-form';

const text = (title: string, id = '', hint = ''): SectionRow => ({ id, kind: 'text', title, hint, block: 'candidate' });
const block = (title: string, kind: SectionRow['block'], id = ''): SectionRow => ({ id, kind: 'block', title, hint: '', block: kind });
const values = (...sections: SectionRow[]): TemplateValues => ({ name: 'Rapportage', description: '', sections });

/** A form as the page posts it. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe('readTemplateForm', () => {
  it('reads the rows in order as typed, leaving out rows of an unknown kind and a hint on a block', () => {
    const form = posted({
      name: ' Rapport ',
      description: 'Kort.',
      sections: '3',
      'section-1-id': 'inleiding',
      'section-1-kind': 'text',
      'section-1-title': 'Inleiding',
      'section-1-hint': 'Waarom.',
      'section-2-kind': 'foto',
      'section-2-title': 'Weg',
      'section-3-kind': 'block',
      'section-3-title': 'Resultaten',
      'section-3-hint': 'genegeerd',
      'section-3-block': 'results',
    });
    expect(readTemplateForm(form)).toEqual({
      name: 'Rapport',
      description: 'Kort.',
      sections: [text('Inleiding', 'inleiding', 'Waarom.'), block('Resultaten', 'results')],
    });
  });

  it('reads no more rows than a template may have', () => {
    expect(readTemplateForm(posted({ sections: '999' })).sections).toEqual([]);
    const many: Record<string, string> = { sections: '999' };
    for (let n = 1; n <= MAX_REPORT_SECTIONS + 5; n++) Object.assign(many, { [`section-${n}-kind`]: 'text', [`section-${n}-title`]: `T${n}` });
    expect(readTemplateForm(posted(many)).sections).toHaveLength(MAX_REPORT_SECTIONS);
  });
});

describe('templateActionOf', () => {
  it('reads the buttons, rows numbered from 1', () => {
    expect(templateActionOf('save')).toEqual({ kind: 'save' });
    expect(templateActionOf('add-block')).toEqual({ kind: 'add-block' });
    expect(templateActionOf('up:3')).toEqual({ kind: 'up', row: 2 });
    expect(templateActionOf('remove:1')).toEqual({ kind: 'remove', row: 0 });
    expect(templateActionOf('drop:1')).toBeNull();
    expect(templateActionOf('up:x')).toBeNull();
  });
});

describe('applyTemplateAction', () => {
  const three = values(text('Inleiding', 'inleiding'), block('Resultaten', 'results', 'resultaten'), text('Advies', 'advies'));
  const titles = (v: TemplateValues) => v.sections.map((s) => s.title);

  it('moves a row and keeps focus on its button in the direction it went, the other one at the end', () => {
    const down = applyTemplateAction(three, { kind: 'down', row: 0 });
    expect(titles(down.values)).toEqual(['Resultaten', 'Inleiding', 'Advies']);
    expect(down.focus).toBe('section-2-down');
    expect(down.note).toBe('Onderdeel 2 (Inleiding) is verplaatst. Nog niet opgeslagen.');
    const toEnd = applyTemplateAction(three, { kind: 'down', row: 1 });
    expect(titles(toEnd.values)).toEqual(['Inleiding', 'Advies', 'Resultaten']);
    expect(toEnd.focus).toBe('section-3-up');
    const toTop = applyTemplateAction(three, { kind: 'up', row: 1 });
    expect(titles(toTop.values)).toEqual(['Resultaten', 'Inleiding', 'Advies']);
    expect(toTop.focus).toBe('section-1-down');
  });

  it('moves nothing past the ends and leaves the values it was given alone', () => {
    expect(titles(applyTemplateAction(three, { kind: 'up', row: 0 }).values)).toEqual(['Inleiding', 'Resultaten', 'Advies']);
    expect(titles(applyTemplateAction(three, { kind: 'down', row: 2 }).values)).toEqual(['Inleiding', 'Resultaten', 'Advies']);
    applyTemplateAction(three, { kind: 'remove', row: 0 });
    expect(titles(three)).toEqual(['Inleiding', 'Resultaten', 'Advies']);
  });

  it('removes a row and says which', () => {
    const removed = applyTemplateAction(three, { kind: 'remove', row: 1 });
    expect(titles(removed.values)).toEqual(['Inleiding', 'Advies']);
    expect(removed.note).toBe('Onderdeel ‘Resultaten’ is verwijderd. Nog niet opgeslagen.');
    expect(removed.focus).toBeNull();
  });

  it('adds an empty text row or a block titled with its name, focusing the new title', () => {
    const added = applyTemplateAction(three, { kind: 'add-text' });
    expect(added.values.sections[3]).toEqual(text(''));
    expect(added.focus).toBe('section-4-title');
    const withBlock = applyTemplateAction(three, { kind: 'add-block' }, 'reflection');
    expect(withBlock.values.sections[3]).toEqual(block('Reflectie van de kandidaat', 'reflection'));
  });

  it('adds nothing to a full template and says why', () => {
    const full = values(...Array.from({ length: MAX_REPORT_SECTIONS }, (_, i) => text(`T${i}`)));
    const tried = applyTemplateAction(full, { kind: 'add-text' });
    expect(tried.values.sections).toHaveLength(MAX_REPORT_SECTIONS);
    expect(tried.note).toBe(`Een sjabloon heeft hoogstens ${MAX_REPORT_SECTIONS} onderdelen. Verwijder er eerst een om een nieuw toe te voegen.`);
  });
});

describe('checkTemplateForm', () => {
  it('answers the body the API takes: saved rows with their id, new rows without', () => {
    expect(checkTemplateForm(values(text('Inleiding', 'inleiding', 'Waarom.'), block('Resultaten', 'results')))).toEqual({
      body: {
        name: 'Rapportage',
        description: '',
        sections: [
          { id: 'inleiding', kind: 'text', title: 'Inleiding', hint: 'Waarom.' },
          { kind: 'block', title: 'Resultaten', block: 'results' },
        ],
      },
    });
  });

  it('puts each problem at its field, naming the row', () => {
    const checked = checkTemplateForm({ name: '', description: '', sections: [block('Resultaten', 'results'), text('', '', '<b>x</b>')] });
    expect(checked).toEqual({
      errors: {
        name: 'Naam: vul een naam in.',
        'section-2-title': 'Onderdeel 2, titel: vul een titel in.',
        'section-2-hint':
          'Onderdeel 2, aanwijzing: gebruik geen HTML-code. De aanwijzing is gewone tekst. Bedoel je het teken <, zet er dan een spatie achter.',
      },
    });
    const tags = checkTemplateForm(values(text('Inleiding', '', 'Zie <a href="x">hier</a>')));
    expect(tags).toEqual({
      errors: {
        'section-1-hint':
          'Onderdeel 1 (Inleiding), aanwijzing: gebruik geen HTML-code. De aanwijzing is gewone tekst. Bedoel je het teken <, zet er dan een spatie achter.',
      },
    });
  });

  it('files a problem of the whole list under sections', () => {
    expect(checkTemplateForm(values(block('Resultaten', 'results')))).toEqual({
      errors: { sections: 'Voeg minstens één tekstonderdeel toe: een rapport zonder eigen tekst is geen rapport.' },
    });
    expect(checkTemplateForm(values())).toEqual({ errors: { sections: 'Voeg minstens één onderdeel toe.' } });
  });

  it('round-trips a stored template', () => {
    const stored = { name: 'A', description: 'B', sections: [{ id: 'a', kind: 'text' as const, title: 'A', hint: '' }, { id: 'b', kind: 'block' as const, title: 'B', block: 'pat' as const }] };
    expect(checkTemplateForm(templateValues(stored))).toEqual({ body: stored });
  });
});

describe('template rules', () => {
  it('makes short unique ids from titles', () => {
    expect(sectionIdFor('Reflectie van de kandidaat', new Set())).toBe('reflectie-van-de-kandidaat');
    expect(sectionIdFor('Conclusie', new Set(['conclusie', 'conclusie-2']))).toBe('conclusie-3');
    expect(sectionIdFor('   ', new Set())).toBe('onderdeel');
    expect(withSectionIds([{ title: 'Advies' }, { id: 'advies', title: 'Ander' }, { title: 'Advies' }]).map((s) => s.id)).toEqual(['advies-2', 'advies', 'advies-3']);
  });

  it('refuses tags, comments and declarations but not a lone <', () => {
    const check = (hint: string) => templateProblems({ name: 'N', description: '', sections: [{ kind: 'text', title: 'T', hint }] }).length;
    expect(check('<b>')).toBe(1);
    expect(check('< script>')).toBe(1);
    expect(check('</p>')).toBe(1);
    expect(check('<!-- x -->')).toBe(1);
    expect(check('<?xml?>')).toBe(1);
    expect(check('score < 3 en 2<3')).toBe(0);
  });
});
