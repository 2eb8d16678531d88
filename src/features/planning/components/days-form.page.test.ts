/**
 * The sessions form as the server renders it (DaysForm.astro, planning/room-choices.ts): a day's room select offers
 * only the rooms of its location, and a day without a location offers every room named with its location, so two
 * rooms called 'Lokaal 1.01' can be told apart.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocationOption } from '#src/features/locations/contract';
import { emptyDay } from '#src/features/planning/days-form';
import type { PlanningKind } from '#src/features/planning/kind';
import { planningDaysTexts } from '#src/features/planning/strings';
import { roomChoices } from '#src/features/planning/room-choices';
import DaysForm from './DaysForm.astro';

const LOCATIONS: LocationOption[] = [
  { id: 'loc-a', name: 'Magazijn Hengelo', rooms: [{ id: 'room-a1', name: 'Lokaal 1.01', capacity: 12 }] },
  { id: 'loc-b', name: 'Leercentrum Enschede', rooms: [{ id: 'room-b1', name: 'Lokaal 1.01', capacity: 1 }, { id: 'room-b2', name: 'Lokaal 2.04', capacity: 8 }] },
  { id: 'loc-c', name: 'Buitenterrein', rooms: [] },
];

const kind = {
  maxSessions: 10,
  texts: { days: { ...planningDaysTexts, added: 'Toegevoegd', dayLegend: (n: number) => `Dag ${n}`, remove: 'Verwijder', removeHint: '', save: 'Opslaan', add: 'Dag toevoegen', addHint: '' } },
} as unknown as PlanningKind;

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

/** The option texts of the room select of row `n` (from 1). */
function roomOptions(html: string, n: number): string[] {
  const select = html.match(new RegExp(`<select id="day-${n}-room"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`);
}

describe('DaysForm room select', () => {
  it('offers only the rooms of the row’s location, and every room named with its location when none is chosen', async () => {
    const rows = [
      { ...emptyDay(), date: '2026-12-14', locationId: 'loc-b', roomId: 'room-b1' },
      { ...emptyDay(), date: '2026-12-15', locationId: 'loc-c' },
      emptyDay(),
    ];
    const html = await container.renderToString(DaysForm, { props: { action: '/x', rows, errors: {}, failure: null, added: false, locations: LOCATIONS, kind } });
    expect(roomOptions(html, 1)).toEqual(['=Geen lokaal', 'room-b1=Lokaal 1.01 (1 plaats)', 'room-b2=Lokaal 2.04 (8 plaatsen)']);
    expect(html).toMatch(/<option value="room-b1" selected/);
    expect(roomOptions(html, 2)).toEqual(['=Geen lokaal']);
    expect(roomOptions(html, 3)).toEqual([
      '=Geen lokaal',
      'room-a1=Lokaal 1.01 – Magazijn Hengelo (12 plaatsen)',
      'room-b1=Lokaal 1.01 – Leercentrum Enschede (1 plaats)',
      'room-b2=Lokaal 2.04 – Leercentrum Enschede (8 plaatsen)',
    ]);
  });

  it('hands the browser the same choices per location', () => {
    expect(roomChoices(LOCATIONS, 'loc-a', planningDaysTexts.roomOption)).toEqual([{ locationId: 'loc-a', label: 'Magazijn Hengelo', rooms: [{ id: 'room-a1', text: 'Lokaal 1.01 (12 plaatsen)' }] }]);
    expect(roomChoices(LOCATIONS, 'unknown', planningDaysTexts.roomOption).map((g) => g.locationId)).toEqual(['loc-a', 'loc-b']);
  });
});
