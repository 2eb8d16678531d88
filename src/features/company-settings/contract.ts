/**
 * The company-settings feature's calls (docs/api.md, "Settings"; docs/decisions/059-company-settings.md): the request
 * schemas the router validates with and what the calls answer, for the backend and the page /cp/instellingen.
 * Client-safe: zod, two validation libraries and types only.
 *
 * Every setting has an environment default (src/config.server.ts); a value stored here wins, and clearing it (null
 * or '') returns to the default. Field rules: KvK-nummer 8 digits; btw-id a Dutch btw-id whose check digits are
 * right (`jsvat`: the mod-11 test of legal entities and the mod-97 test of sole proprietors' btw-ids since 2020);
 * IBAN with a correct ISO 13616 checksum (`ibantools`), stored without spaces in capitals; BIC as ISO 9362
 * (`ibantools`); primary colour '#rrggbb' with contrast ≥ 4.5:1 against white (WCAG 2.2 SC 1.4.3, colour.ts);
 * reminder interval 1–365 days and at most 0–20 reminders (the ranges of the environment variables).
 * Professions: a name of 1–100 characters (unique, case-insensitively), a Holland code of 1–3 different RIASEC
 * letters or none (docs/decisions/036-profession-quiz.md), a Dutch description of at most 300 characters.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { checkVAT, netherlands } from 'jsvat';
import { z } from 'zod';
import { pageQuery } from '#src/lib/contract';
import { optionalText, requiredText, singleLine } from '#src/lib/text-fields';
import { contrastWithWhite, MIN_CONTRAST_WITH_WHITE, normaliseHexColour } from './colour';

/** The settings, in the order the page shows them; each with its Dutch label and the environment variable it overrides. */
export const SETTINGS = {
  sellerName: { label: 'Bedrijfsnaam', env: 'SELLER_NAME', group: 'seller' },
  sellerStreet: { label: 'Straat en huisnummer', env: 'SELLER_STREET', group: 'seller' },
  sellerPostcode: { label: 'Postcode', env: 'SELLER_POSTCODE', group: 'seller' },
  sellerCity: { label: 'Plaats', env: 'SELLER_CITY', group: 'seller' },
  sellerKvk: { label: 'KvK-nummer', env: 'SELLER_KVK', group: 'seller' },
  sellerVatNumber: { label: 'Btw-id', env: 'SELLER_VAT_NUMBER', group: 'seller' },
  sellerIban: { label: 'IBAN', env: 'SELLER_IBAN', group: 'seller' },
  sellerBic: { label: 'BIC', env: 'SELLER_BIC', group: 'seller' },
  sellerEmail: { label: 'E-mailadres voor facturen', env: 'SELLER_EMAIL', group: 'seller' },
  primaryColour: { label: 'Hoofdkleur', env: null, group: 'branding' },
  reminderIntervalDays: { label: 'Dagen tussen betalingsherinneringen', env: 'INVOICE_REMINDER_INTERVAL_DAYS', group: 'reminders' },
  reminderMax: { label: 'Hoogste aantal betalingsherinneringen', env: 'INVOICE_REMINDER_MAX', group: 'reminders' },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export type SettingGroup = (typeof SETTINGS)[SettingKey]['group'];

const L = (key: SettingKey) => SETTINGS[key].label;

/** A stored text setting: '', null → null (back to the default). */
const text = (key: SettingKey, max: number) => optionalText(L(key), max);

/** A text setting checked by `check` after trimming; `format` gives the stored form. */
function checked(key: SettingKey, wrong: string, check: (value: string) => boolean, format: (value: string) => string = (v) => v) {
  return z
    .string({ message: wrong })
    .max(100, wrong)
    .nullish()
    .transform((value, ctx) => {
      const typed = value?.trim() ?? '';
      if (!typed) return null;
      const stored = format(typed);
      if (!check(stored)) {
        ctx.addIssue({ code: 'custom', message: wrong });
        return null;
      }
      return stored;
    });
}

/** A whole-number setting in [min, max]; '', null → null. */
function wholeNumber(key: SettingKey, min: number, max: number) {
  const wrong = `${L(key)}: vul een heel getal in van ${min} tot en met ${max}, of laat het veld leeg voor de standaardwaarde.`;
  return z
    .union([z.number(), z.string()], { message: wrong })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const n = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: wrong });
        return null;
      }
      return n;
    });
}

/** A btw-id as typed: capitals, without spaces and dots. */
const compactVat = (value: string) => value.toUpperCase().replace(/[\s.]/g, '');

/** True for a Dutch btw-id (NL, 9 digits, B, 2 digits) whose check digits are right (jsvat). */
export function isDutchVatNumber(value: string): boolean {
  return /^NL\d{9}B\d{2}$/.test(value) && checkVAT(value, [netherlands]).isValid;
}

/** True for a '#rrggbb' colour that reads on white as text (WCAG 2.2 SC 1.4.3). */
export const readableOnWhite = (hex: string) => contrastWithWhite(hex) >= MIN_CONTRAST_WITH_WHITE;

/**
 * `PUT /api/settings`: the settings to change; a key left out stays as it is, null or '' clears the stored value
 * (the environment default applies again).
 */
export const settingsBody = z.strictObject(
  {
    sellerName: text('sellerName', 200),
    sellerStreet: text('sellerStreet', 200),
    sellerPostcode: text('sellerPostcode', 20),
    sellerCity: text('sellerCity', 100),
    sellerKvk: checked('sellerKvk', 'KvK-nummer: vul de 8 cijfers van het KvK-nummer in, zoals 12345678.', (v) => /^\d{8}$/.test(v), (v) => v.replace(/\s/g, '')),
    sellerVatNumber: checked(
      'sellerVatNumber',
      'Btw-id: vul een Nederlands btw-id in, zoals NL000099998B57; controleer de cijfers, want de controle klopt niet.',
      isDutchVatNumber,
      compactVat,
    ),
    sellerIban: checked(
      'sellerIban',
      'IBAN: dit rekeningnummer klopt niet (controlegetal); vul het IBAN in zoals NL91 ABNA 0417 1643 00.',
      (v) => isValidIBAN(v),
      (v) => electronicFormatIBAN(v) ?? v,
    ),
    sellerBic: checked('sellerBic', 'BIC: vul een BIC van 8 of 11 tekens in, zoals ABNANL2A, of laat het veld leeg.', (v) => isValidBIC(v), (v) => v.toUpperCase().replace(/\s/g, '')),
    sellerEmail: checked(
      'sellerEmail',
      'E-mailadres voor facturen: vul een geldig e-mailadres in, zoals facturen@voorbeeld.nl.',
      (v) => z.email().safeParse(v).success,
      (v) => v.toLowerCase(),
    ),
    primaryColour: z
      .string({ message: 'Hoofdkleur: vul een kleur in als #rrggbb, zoals #1f5f8b.' })
      .max(20, 'Hoofdkleur: vul een kleur in als #rrggbb, zoals #1f5f8b.')
      .nullish()
      .transform((value, ctx) => {
        if (!value?.trim()) return null;
        const hex = normaliseHexColour(value);
        if (!hex) ctx.addIssue({ code: 'custom', message: 'Hoofdkleur: vul een kleur in als #rrggbb, zoals #1f5f8b.' });
        else if (!readableOnWhite(hex)) {
          ctx.addIssue({
            code: 'custom',
            message: `Hoofdkleur: ${hex} is te licht voor tekst op wit (contrast ${contrastWithWhite(hex).toFixed(1).replace('.', ',')}:1, minstens 4,5:1 nodig). Kies een donkerdere kleur.`,
          });
        }
        return hex;
      }),
    reminderIntervalDays: wholeNumber('reminderIntervalDays', 1, 365),
    reminderMax: wholeNumber('reminderMax', 0, 20),
  },
  { message: 'Onbekende instelling.' },
).partial();

export type SettingsBody = z.input<typeof settingsBody>;
export type SettingsChange = z.output<typeof settingsBody>;

/** One setting as it applies now. */
export interface SettingState {
  /** The value of its own (stored), or null: the default applies. */
  stored: string | number | null;
  /** The environment default (null: none, e.g. no BIC). */
  defaultValue: string | number | null;
  /** What applies: `stored` when set, else `defaultValue`. */
  value: string | number | null;
}

/** The uploaded logo. */
export interface LogoInfo {
  id: string;
  width: number;
  height: number;
  bytes: number;
  uploadedAt: string;
}

/** `GET /api/settings` and what `PUT /api/settings` answers. */
export interface CompanySettings {
  settings: Record<SettingKey, SettingState>;
  logo: LogoInfo | null;
}

/** Logo limits (docs/decisions/059): the file ≤ 512 KB, the image at least 16 px high, stored at most 800 × 300 px. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MAX_WIDTH = 800;
export const LOGO_MAX_HEIGHT = 300;
export const LOGO_MIN_SIDE = 16;

/** A line of `GET /api/settings/history`. */
export interface SettingChange {
  id: string;
  changedAt: string;
  changedBy: { id: string; name: string } | null;
  /** A SettingKey, 'logo' (values: the logo's size, '480 × 120 px'), or a profession field (PROFESSION_FIELDS). */
  field: string;
  /** The profession's name for a profession field, else null. */
  subject: string | null;
  oldValue: string | null;
  newValue: string | null;
}

export const historyQuery = pageQuery;

// ——— Professions ———

/** The fields of a profession the history names. */
export const PROFESSION_FIELDS = {
  'profession.added': 'Beroep toegevoegd',
  'profession.deleted': 'Beroep verwijderd',
  'profession.name': 'Naam van het beroep',
  'profession.hollandCode': 'Hollandcode',
  'profession.description': 'Omschrijving',
} as const;

/** 1–3 different RIASEC letters in capitals, or null. */
export function hollandCodeOf(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[RIASEC]{1,3}$/.test(code) && new Set(code).size === code.length ? code : null;
}

const hollandCode = z
  .string({ message: 'Hollandcode: vul 1 tot 3 verschillende letters in uit R, I, A, S, E en C, zoals RC.' })
  .max(10, 'Hollandcode: vul 1 tot 3 verschillende letters in uit R, I, A, S, E en C, zoals RC.')
  .nullish()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const code = hollandCodeOf(value);
    if (!code) ctx.addIssue({ code: 'custom', message: 'Hollandcode: vul 1 tot 3 verschillende letters in uit R, I, A, S, E en C, zoals RC.' });
    return code;
  });

/** `POST /api/settings/professions` and `PUT /api/settings/professions/{id}`. */
export const professionBody = z.object({
  name: requiredText('Naam van het beroep', 100, 'Naam van het beroep: vul een naam in.').check(singleLine('Naam van het beroep')),
  hollandCode,
  description: optionalText('Omschrijving', 300, 'multi'),
});
export type ProfessionBody = z.input<typeof professionBody>;

export const professionListQuery = pageQuery.extend({ q: z.string().max(200).optional() });

/** A line of `GET /api/settings/professions`: the profession and what uses it. */
export interface ProfessionItem {
  id: string;
  name: string;
  hollandCode: string | null;
  /** The Dutch description, or null. */
  description: string | null;
  candidates: number;
  modules: number;
  /** The profession tests made for it, by title. */
  tests: { id: string; title: string }[];
}

/** What the profession calls answer on success. */
export interface ProfessionSaved {
  id: string;
}
