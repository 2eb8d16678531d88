/**
 * The form of /cp/instellingen (docs/decisions/059-company-settings.md): from posted fields to the body of
 * `PUT /api/settings`, and from the API's Dutch message to the field it is about. Pure, for the page and tests.
 */
import { SETTING_KEYS, SETTINGS, type SettingKey, type SettingsBody } from '#src/features/company-settings/contract';

/** Every setting's posted text (empty: back to the default), as the body of `PUT /api/settings`. */
export function settingsBodyOf(form: FormData): SettingsBody {
  const body: Record<string, string> = {};
  for (const key of SETTING_KEYS) {
    const value = form.get(key);
    body[key] = typeof value === 'string' ? value.trim() : '';
  }
  return body as SettingsBody;
}

/** The setting a message starting with its label ('IBAN: …') is about, or null. */
export function fieldOfMessage(message: string): SettingKey | null {
  return SETTING_KEYS.find((key) => message.startsWith(`${SETTINGS[key].label}:`)) ?? null;
}

/** The professions form's message ('Hollandcode: …') → its field, or null. */
export function professionFieldOf(message: string): 'name' | 'hollandCode' | 'description' | null {
  if (message.startsWith('Naam van het beroep:')) return 'name';
  if (message.startsWith('Hollandcode:')) return 'hollandCode';
  if (message.startsWith('Omschrijving:')) return 'description';
  return null;
}
