/**
 * Demo locations for a fresh installation (src/backend/seed.ts), so /cp/locations and the planning screens have real
 * places: a training centre in Utrecht with three rooms (step-free, with a lift), a practice warehouse in Hengelo and
 * a community centre in Enschede with steps at the door, each with an accessibility text for visitors and (two of
 * them) staff's internal notes (src/lib/note-audiences.ts). The addresses are made up but Dutch in form.
 */
import type { Db } from '#src/server/db/client';
import { locations, rooms } from '#src/server/db/schema';


const DEMO_LOCATIONS: (typeof locations.$inferInsert & { rooms: { name: string; capacity: number }[] })[] = [
  {
    name: 'Opleidingscentrum Utrecht',
    street: 'Europalaan 40',
    postcode: '3526 KS',
    city: 'Utrecht',
    stepFree: true,
    lift: true,
    accessibilityText: 'Invalidenparkeerplaats naast de hoofdingang. Invalidentoilet op elke verdieping. Ringleiding in lokaal 1.01.',
    internalNotes: 'Op dinsdag gebruikt de verhuurder lokaal 1.02; overleg eerst met de receptie.',
    directions:
      'Vanaf station Utrecht Centraal: tram 20 richting Nieuwegein, uitstappen bij halte Westraven (10 minuten), dan 3 minuten lopen. Parkeren kan gratis op het eigen terrein. Meld je bij de receptie op de begane grond.',
    rooms: [
      { name: 'Lokaal 1.01', capacity: 16 },
      { name: 'Lokaal 1.02', capacity: 12 },
      { name: 'Praktijkhal', capacity: 24 },
    ],
  },
  {
    name: 'Praktijkmagazijn Hengelo',
    street: 'Industriestraat 8',
    postcode: '7553 CN',
    city: 'Hengelo',
    stepFree: true,
    lift: false,
    accessibilityText: 'Alles op de begane grond. Invalidentoilet naast de kantine. Veiligheidsschoenen verplicht in de magazijnhal.',
    internalNotes: 'Sleutel en alarmcode bij Martin Jansen van het gebouwbeheer. De hal is vanaf 8.00 uur open.',
    directions: 'Vanaf station Hengelo 15 minuten lopen of bus 9 tot halte Industriestraat. Ingang aan de achterkant, bij de laadperrons.',
    rooms: [
      { name: 'Magazijnhal', capacity: 20 },
      { name: 'Kantine', capacity: 30 },
    ],
  },
  {
    name: 'Buurthuis De Esch',
    street: 'Eschweg 55',
    postcode: '7531 BE',
    city: 'Enschede',
    stepFree: false,
    lift: false,
    accessibilityText: 'Twee treden bij de voordeur; een oprijplaat is op aanvraag beschikbaar.',
    directions: 'Bus 2 tot halte Eschweg. Fietsenstalling naast de ingang.',
    rooms: [{ name: 'Grote zaal', capacity: 12 }],
  },
];

/** Inserts the demo locations with their rooms. */
export async function seedDemoLocations(db: Db): Promise<void> {
  for (const { rooms: demoRooms, ...location } of DEMO_LOCATIONS) {
    const [row] = await db.insert(locations).values(location).returning({ id: locations.id });
    if (!row) throw new Error('locatie niet aangemaakt');
    await db.insert(rooms).values(demoRooms.map((room) => ({ locationId: row.id, ...room })));
  }
}
