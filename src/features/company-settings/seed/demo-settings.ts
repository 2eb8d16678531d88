/**
 * Demo data of the company settings (docs/decisions/059-company-settings.md): the demo admin finds /cp/instellingen
 * filled in — the seller's details as the environment defaults have them (the btw-id left to its default), a demo
 * logo, the primary colour, the reminder schedule — and one profession added by hand, Heftruckchauffeur, with its
 * lines in the history. Written through the feature's own services, so the history is what a real admin leaves.
 */
import sharp from 'sharp';
import type { Db } from '#src/server/db/client';
import { addProfession } from '#src/features/company-settings/api/professions';
import { settingDefaults, storeLogo, updateSettings } from '#src/features/company-settings/api/settings';
import { DEFAULT_PRIMARY_COLOUR } from '#src/features/company-settings/colour';

/** The profession the demo admin added: forklift drivers, asked for by logistics clients. */
export const DEMO_ADDED_PROFESSION = {
  name: 'Heftruckchauffeur',
  hollandCode: 'RC',
  description: 'Je rijdt met een heftruck, laadt en lost vrachtwagens en zet pallets veilig op de goede plek.',
} as const;

/** A 480 × 120 px demo logo: a blue badge with a white check mark and three bars as a word mark. */
export async function demoLogoPng(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">
    <rect x="4" y="4" width="112" height="112" rx="20" fill="${DEFAULT_PRIMARY_COLOUR}"/>
    <path d="M30 62 L52 84 L92 36" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="140" y="26" width="300" height="20" rx="6" fill="${DEFAULT_PRIMARY_COLOUR}"/>
    <rect x="140" y="56" width="220" height="14" rx="5" fill="#2b6f4e"/>
    <rect x="140" y="80" width="260" height="14" rx="5" fill="#5a5a5a"/>
  </svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** Fills in the demo settings as `adminId`, inside the seed's transaction. */
export async function seedCompanySettings(db: Db, adminId: string): Promise<void> {
  const d = settingDefaults();
  await updateSettings(db, adminId, {
    sellerName: String(d.sellerName),
    sellerStreet: String(d.sellerStreet),
    sellerPostcode: String(d.sellerPostcode),
    sellerCity: String(d.sellerCity),
    sellerKvk: String(d.sellerKvk),
    sellerIban: String(d.sellerIban),
    sellerEmail: String(d.sellerEmail),
    primaryColour: DEFAULT_PRIMARY_COLOUR,
    reminderIntervalDays: Number(d.reminderIntervalDays),
    reminderMax: Number(d.reminderMax),
  });
  await storeLogo(db, adminId, await demoLogoPng());
  await addProfession(db, adminId, { ...DEMO_ADDED_PROFESSION });
}
