/**
 * Turning a contract schema's problems into messages next to a form's fields (forms that work without JavaScript:
 * the page checks the posted form with the same zod schema the API uses, and shows each message beside its field
 * and in a summary that links to it). Pure and client-safe.
 */

/** One problem as zod reports it: where (`path`) and what (a Dutch message from the contract). */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The first message per field.
 * @param fieldOf the form field an issue's path belongs to (e.g. `['rooms', 2, 'capacity']` → 'room-4-capacity'),
 *   or undefined to file it under `general`.
 * @returns `{ [field]: message }`, and `general` for problems that belong to no field.
 */
export function fieldErrors(issues: readonly Issue[], fieldOf: (path: readonly PropertyKey[]) => string | undefined = (path) => (path.length > 0 ? String(path[0]) : undefined)): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path) ?? 'general';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The error summary of a form: one link per field with a problem, in the order of `fields`, to the field's input
 * (`#{idOf(field)}`), with its message.
 */
export function errorLinks(errors: Record<string, string>, fields: readonly string[], idOf: (field: string) => string = (field) => `field-${field}`): { href: string; text: string }[] {
  return fields.filter((field) => errors[field]).map((field) => ({ href: `#${idOf(field)}`, text: errors[field] as string }));
}
