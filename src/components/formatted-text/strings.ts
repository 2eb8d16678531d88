/**
 * Dutch texts of the formatting toolbar (Toolbar.tsx) and the text its edits insert where nothing is selected
 * (markdown.ts), for the module editor and the report editor. Kept apart from src/lib/i18n/nl.ts so pages without a
 * formatted text box do not download them (docs/architecture.md budgets).
 */
export const formatToolbarTexts = {
  toolbar: (field: string) => `Opmaak voor ${field}`,
  tools: {
    heading: 'Kop',
    bold: 'Vet',
    italic: 'Cursief',
    bullets: 'Opsomming',
    numbered: 'Genummerde lijst',
    link: 'Link',
  },
  placeholders: {
    heading: 'Kop',
    bold: 'vette tekst',
    italic: 'cursieve tekst',
    item: 'punt',
    link: 'linktekst',
  },
} as const;
