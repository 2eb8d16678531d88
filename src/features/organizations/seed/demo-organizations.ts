/**
 * Demo organisations for a fresh installation (src/backend/seed.ts): the registration numbers and addresses of the
 * demo world's client organisations, and two more without people (one of them archived), so /cp/organizations shows
 * a list, the archived view and an organisation that can be deleted. Werkgroep Taal en Werk Enschede has no KvK-nummer
 * and no btw-id, so its invoice shows what a document that cannot go through Peppol looks like
 * (docs/decisions/050-peppol-valid-invoices.md). Every organisation has an invoice e-mail address. Numbers are made up but have the right format
 * (KvK-nummer 8 digits, btw-id NL + 9 digits + B + 2 digits).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '#src/server/db/client';
import { organizations } from '#src/server/db/schema';

type Details = Omit<typeof organizations.$inferInsert, 'id' | 'createdAt' | 'name'>;

/** Details of organisations the demo world creates elsewhere, by name. */
const DETAILS: Record<string, Details> = {
  'Logistiek Twente B.V.': {
    kvkNumber: '08123456',
    vatNumber: 'NL812345678B01',
    visitStreet: 'Havenstraat 14',
    visitPostcode: '7553 GA',
    visitCity: 'Hengelo',
    invoiceStreet: 'Postbus 312',
    invoicePostcode: '7550 AH',
    invoiceCity: 'Hengelo',
    invoiceEmail: 'crediteuren@logistiektwente.example',
    notes: 'Contactpersoon: Henk Bosman. Kandidaten starten in groepen van vier; praktijkdagen bij voorkeur op dinsdag.',
  },
};

/** Organisations without people that only the demo has. */
const MORE: (Details & { name: string; archived?: boolean })[] = [
  {
    name: 'Schoonmaakbedrijf De Glans B.V.',
    kvkNumber: '61234567',
    vatNumber: 'NL861234567B01',
    visitStreet: 'Kanaalweg 21',
    visitPostcode: '3526 KL',
    visitCity: 'Utrecht',
    invoiceStreet: 'Kanaalweg 21',
    invoicePostcode: '3526 KL',
    invoiceCity: 'Utrecht',
    invoiceEmail: 'facturen@deglans.example',
    notes: 'Nieuwe opdrachtgever; eerste kandidaten verwacht na de zomer.',
  },
  {
    name: 'Uitzendbureau Noordoost',
    kvkNumber: '70987654',
    visitStreet: 'Oude Markt 3',
    visitPostcode: '7511 GA',
    visitCity: 'Enschede',
    invoiceEmail: 'administratie@uitzendbureau-noordoost.example',
    notes: 'Samenwerking gestopt; gearchiveerd.',
    archived: true,
  },
  {
    name: 'Werkgroep Taal en Werk Enschede',
    visitStreet: 'Pijpenstraat 8',
    visitPostcode: '7511 GM',
    visitCity: 'Enschede',
    invoiceStreet: 'Pijpenstraat 8',
    invoicePostcode: '7511 GM',
    invoiceCity: 'Enschede',
    invoiceEmail: 'penningmeester@taalenwerk.example',
    notes: 'Vrijwilligersvereniging zonder inschrijving bij de KvK en zonder btw-id: facturen gaan per e-mail, niet via Peppol.',
  },
];

/**
 * Adds the registration numbers and addresses to the demo world's organisations (by name; an organisation not there
 * is skipped) and inserts the demo organisations without people.
 */
export async function seedDemoOrganizations(db: Db): Promise<void> {
  for (const [name, details] of Object.entries(DETAILS)) {
    await db.update(organizations).set(details).where(eq(organizations.name, name));
  }
  await db.insert(organizations).values(MORE.map(({ archived, ...o }) => ({ ...o, archivedAt: archived ? new Date() : null })));
}
