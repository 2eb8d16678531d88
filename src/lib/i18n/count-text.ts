/**
 * Count texts in a script or island that carries no catalogue (the sign-out guard, the notifications menu): the
 * server renders a message once per plural category (plural-templates.server.ts), the browser picks the category
 * with `Intl.PluralRules` and fills in the number. Tiny and browser-safe.
 */

/** A count text per CLDR plural category ('one', 'few', 'many', 'other', …), with `{n}` for the number. */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The text for count `n` in `locale` (an `Intl` tag): the template of n's plural category, number filled in. */
export function countText(forms: PluralTemplates, n: number, locale: string): string {
  // Making Intl.PluralRules costs more than using it; a page uses one locale (toLocaleString is cached by V8).
  if (locale !== rulesLocale) [rules, rulesLocale] = [new Intl.PluralRules(locale), locale];
  const template = forms[rules!.select(n)] ?? forms.other ?? '';
  return template.replace('{n}', n.toLocaleString(locale));
}

let rules: Intl.PluralRules | undefined;
let rulesLocale = '';
