/**
 * DOM ids of the template editor's controls: the fields (the view, and the error summary's links in checks.ts)
 * and a criterion's buttons (focus after moving or deleting a criterion).
 */
import type { Language } from '#src/lib/i18n/locales';

/** Element ids of the editor's fields (shared by the view and the error summary). */
export const fieldIds = {
  name: 'template-name',
  criteria: 'template-add-criterion',
  criterion: (id: string, field: 'name' | 'description' | 'weight') => `criterion-${id}-${field}`,
  selfCheck: (id: string, language: Language) => `criterion-${id}-selfcheck-${language}`,
  label: (value: number) => `scale-label-${value}`,
};

/** The id of a criterion's 'Omhoog', 'Omlaag' or 'Verwijderen' button. */
export const buttonId = (id: string, button: 'up' | 'down' | 'remove') => `criterion-${id}-${button}`;
