/**
 * The template form of /cp/rapportage-sjablonen/{id} (works without JavaScript): reading the posted fields and
 * section rows, the edits of the section list (add, move, remove), checking with the API's own rules before sending
 * (contract.ts `reportTemplateBody` and template-rules.ts, so the messages are the API's), and the values to show.
 * Pure and client-safe.
 *
 * Posted fields: `name`, `description`, `sections` (the number of rows) and per row n (from 1) `section-{n}-id`
 * (hidden; '' for a section not saved yet), `section-{n}-kind` (hidden), `section-{n}-title`, `section-{n}-hint`
 * (text) or `section-{n}-block` (block); `newBlock` (the block 'Gegevensblok toevoegen' adds); `action`: `save`,
 * `add-text`, `add-block`, `up:{n}`, `down:{n}` or `remove:{n}`. Only `save` sends anything; the other actions show
 * the form again, changed, with what was typed kept.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import { MAX_REPORT_SECTIONS, REPORT_BLOCK_LABELS, REPORT_BLOCKS, reportTemplateBody, type ReportBlockKind, type ReportTemplate, type ReportTemplateSave } from '#src/features/reports/contract';
import { sectionPlace, templateProblems } from '#src/features/reports/template-rules';
import { templateForm as t } from './strings';

/** One section row as shown. */
export interface SectionRow {
  /** The saved section's id; '' for a row not saved yet. */
  id: string;
  kind: 'text' | 'block';
  title: string;
  /** A text section's hint ('' for a block). */
  hint: string;
  /** A block section's block (the first block for a text row, never shown). */
  block: ReportBlockKind;
}

/** What the form shows. */
export interface TemplateValues {
  name: string;
  description: string;
  sections: SectionRow[];
}

/** The `{id}` of a new template's page. */
export const NEW_TEMPLATE = 'nieuw';

/** The list page of the report templates. */
export const TEMPLATES_PATH = '/cp/rapportage-sjablonen';
/** The edit page of a report template, `/cp/rapportage-sjablonen/{id}` (`nieuw` for a new one). */
export const templatePath = (id: string) => `${TEMPLATES_PATH}/${encodeURIComponent(id)}`;

/** What a post asks. */
export type TemplateAction = { kind: 'save' | 'add-text' | 'add-block' } | { kind: 'up' | 'down' | 'remove'; row: number };

/** The id (and name) of a row's field or button: `section-2-title`, `section-2-up`. */
export const sectionFieldId = (row: number, part: 'id' | 'kind' | 'title' | 'hint' | 'block' | 'up' | 'down' | 'remove'): string => `section-${row + 1}-${part}`;

/** The id of the section list, for the error summary and focus after removing. */
export const SECTIONS_ID = 'onderdelen';

const isBlock = (value: string): value is ReportBlockKind => (REPORT_BLOCKS as readonly string[]).includes(value);

/** A new template: no name, one empty text section to start from. */
export function emptyTemplateValues(): TemplateValues {
  return { name: '', description: '', sections: [{ id: '', kind: 'text', title: '', hint: '', block: REPORT_BLOCKS[0] }] };
}

/** The stored template's values. */
export function templateValues(template: Pick<ReportTemplate, 'name' | 'description' | 'sections'>): TemplateValues {
  return {
    name: template.name,
    description: template.description,
    sections: template.sections.map((s) =>
      s.kind === 'text' ? { id: s.id, kind: 'text', title: s.title, hint: s.hint, block: REPORT_BLOCKS[0] } : { id: s.id, kind: 'block', title: s.title, hint: '', block: s.block },
    ),
  };
}

/** The posted values as typed (at most MAX_REPORT_SECTIONS rows; a row of an unknown kind is left out). */
export function readTemplateForm(form: FormData): TemplateValues {
  const count = Math.min(Math.max(Number.parseInt(textOf(form, 'sections'), 10) || 0, 0), MAX_REPORT_SECTIONS);
  const sections: SectionRow[] = [];
  for (let row = 0; row < count; row++) {
    const kind = textOf(form, sectionFieldId(row, 'kind'));
    if (kind !== 'text' && kind !== 'block') continue;
    const block = textOf(form, sectionFieldId(row, 'block'));
    sections.push({
      id: textOf(form, sectionFieldId(row, 'id')),
      kind,
      title: textOf(form, sectionFieldId(row, 'title')),
      hint: kind === 'text' ? textOf(form, sectionFieldId(row, 'hint')) : '',
      block: isBlock(block) ? block : REPORT_BLOCKS[0],
    });
  }
  return { name: textOf(form, 'name'), description: textOf(form, 'description'), sections };
}

/** The block 'Gegevensblok toevoegen' adds: the posted `newBlock`, or the first block. */
export function newBlockOf(form: FormData): ReportBlockKind {
  const value = textOf(form, 'newBlock');
  return isBlock(value) ? value : REPORT_BLOCKS[0];
}

/** The posted `action`, or null for anything else. Rows are numbered from 1 in the form. */
export function templateActionOf(value: string): TemplateAction | null {
  if (value === 'save' || value === 'add-text' || value === 'add-block') return { kind: value };
  const match = /^(up|down|remove):(\d{1,2})$/.exec(value);
  if (!match) return null;
  return { kind: match[1] as 'up' | 'down' | 'remove', row: Number(match[2]) - 1 };
}

/** The form after an edit: its values, the element to focus (its id) and a note that nothing is saved yet. */
export interface Edited {
  values: TemplateValues;
  focus: string | null;
  note: string;
}

/**
 * The values after an edit of the section list:
 * - `add-text` adds an empty text section at the end, `add-block` a block section titled with the block's name
 *   (REPORT_BLOCK_LABELS), both only below MAX_REPORT_SECTIONS; focus goes to the new title;
 * - `up` and `down` move a row one place (at the ends nothing moves); focus stays on the moved row's button in the
 *   direction it went, or the other one when it reached the end, so pressing again keeps moving it;
 * - `remove` takes a row out; focus goes to the note.
 * `save` changes nothing.
 */
export function applyTemplateAction(values: TemplateValues, action: TemplateAction, newBlock: ReportBlockKind = REPORT_BLOCKS[0]): Edited {
  const sections = [...values.sections];
  const done = (focus: string | null, note: string): Edited => ({ values: { ...values, sections }, focus, note });
  switch (action.kind) {
    case 'save':
      return done(null, '');
    case 'add-text':
    case 'add-block': {
      if (sections.length >= MAX_REPORT_SECTIONS) return done(null, t.full(MAX_REPORT_SECTIONS));
      sections.push(
        action.kind === 'add-text'
          ? { id: '', kind: 'text', title: '', hint: '', block: REPORT_BLOCKS[0] }
          : { id: '', kind: 'block', title: REPORT_BLOCK_LABELS[newBlock], hint: '', block: newBlock },
      );
      return done(sectionFieldId(sections.length - 1, 'title'), t.added);
    }
    case 'remove': {
      const [removed] = action.row >= 0 && action.row < sections.length ? sections.splice(action.row, 1) : [];
      if (!removed) return done(null, '');
      return done(null, removed.title ? t.removed(removed.title) : t.removedUntitled);
    }
    case 'up':
    case 'down': {
      const to = action.kind === 'up' ? action.row - 1 : action.row + 1;
      if (action.row < 0 || action.row >= sections.length || to < 0 || to >= sections.length) return done(null, '');
      [sections[action.row], sections[to]] = [sections[to]!, sections[action.row]!];
      const atEnd = action.kind === 'up' ? to === 0 : to === sections.length - 1;
      const button = atEnd ? (action.kind === 'up' ? 'down' : 'up') : action.kind;
      const moved = sections[to]!;
      return done(sectionFieldId(to, button), t.moved(sectionPlace(to, moved.title)));
    }
  }
}

/** A message about section `row` that names it: 'Onderdeel 2 (Inleiding), titel: vul een titel in.'. */
function placed(message: string, row: number, title: string): string {
  if (message.startsWith('Onderdeel ')) return message;
  const place = sectionPlace(row, title);
  for (const [prefix, field] of [
    ['Titel van een onderdeel: ', 'titel'],
    ['Aanwijzing: ', 'aanwijzing'],
  ] as const) {
    if (message.startsWith(prefix)) return `${place}, ${field}: ${message.slice(prefix.length)}`;
  }
  return `${place}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/**
 * Checks the values with the API's rules (contract `reportTemplateBody`, then template-rules.ts).
 * @returns the body for `POST /api/report-templates` or `PUT …/{id}` (rows not saved yet without `id`), or the first
 *   message per field: `name`, `description`, a row's `sectionFieldId` (`section-2-title`, `section-2-hint`,
 *   `section-2-block`), and `sections` for the list as a whole. A row's messages name the row.
 */
export function checkTemplateForm(values: TemplateValues): { body: ReportTemplateSave } | { errors: Record<string, string> } {
  const parsed = reportTemplateBody.safeParse({
    name: values.name,
    description: values.description,
    sections: values.sections.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      kind: s.kind,
      title: s.title,
      ...(s.kind === 'text' ? { hint: s.hint } : { block: s.block }),
    })),
  });
  // The plain-text rules on the rows as typed, so that every problem shows at once.
  const problems = templateProblems({ ...values, sections: values.sections.map((s) => ({ ...s, id: s.id || undefined })) });
  if (parsed.success && problems.length === 0) return { body: parsed.data };
  const issues = [...(parsed.success ? [] : parsed.error.issues), ...problems];
  const errors = fieldErrors(issues, (path) => {
    const [first, index, field] = path;
    if (first !== 'sections') return typeof first === 'string' ? first : undefined;
    if (typeof index !== 'number' || !values.sections[index]) return 'sections';
    return sectionFieldId(index, field === 'hint' ? 'hint' : field === 'block' ? 'block' : 'title');
  });
  for (const [field, message] of Object.entries(errors)) {
    const match = /^section-(\d+)-/.exec(field);
    if (!match) continue;
    const row = Number(match[1]) - 1;
    errors[field] = placed(message, row, values.sections[row]?.title ?? '');
  }
  return { errors };
}

/** The order of the error summary: name, description, the list as a whole, then each row's fields. */
export function templateErrorOrder(values: TemplateValues): string[] {
  return ['name', 'description', 'sections', ...values.sections.flatMap((_, row) => [sectionFieldId(row, 'title'), sectionFieldId(row, 'hint'), sectionFieldId(row, 'block')])];
}

/** The element an error summary link points at: `field-name`, the section list, or the row's field itself. */
export function templateErrorTarget(field: string): string {
  if (field === 'sections') return SECTIONS_ID;
  return field.startsWith('section-') ? field : `field-${field}`;
}
