import { describe, expect, it } from 'vitest';
import { checkLocationForm, emptyLocationValues, locationValues, readLocationForm, roomFieldId } from './location-form';

const ROOM_A = '0b9c7d0e-4b55-4f0e-9a0b-1c2d3e4f5a6b';

/** A posted form from field pairs. */
function posted(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const address = { name: 'Opleidingscentrum', street: 'Europalaan 40', postcode: '3526ks', city: 'Utrecht' };

describe('the room editor', () => {
  it('reads numbered rows, skips empty new rows and leaves out rooms ticked for removal', () => {
    const values = readLocationForm(
      posted({
        ...address,
        stepFree: 'ja',
        roomRows: '4',
        'room-1-id': ROOM_A,
        'room-1-name': 'Lokaal 1',
        'room-1-capacity': '16',
        'room-1-remove': 'ja',
        'room-2-name': ' Praktijkhal ',
        'room-2-capacity': '24',
        'room-3-name': '',
        'room-3-capacity': '',
      }),
    );
    expect(values.rooms).toHaveLength(4);
    expect(values.rooms[0]).toEqual({ id: ROOM_A, name: 'Lokaal 1', capacity: '16', remove: true });
    expect(values).toMatchObject({ stepFree: true, lift: false });
    const checked = checkLocationForm(values);
    expect(checked).toEqual({
      body: expect.objectContaining({ postcode: '3526 KS', stepFree: true, rooms: [{ name: 'Praktijkhal', capacity: 24 }] }),
    });
  });

  it('sends the accessibility text, the directions and the internal notes, each under its own name', () => {
    const values = readLocationForm(
      posted({ ...address, accessibilityText: ' Lift bij de ingang.\n', directions: 'Tram 20.', internalNotes: 'Sleutel bij Martin.', roomRows: '0' }),
    );
    expect(values).toMatchObject({ accessibilityText: ' Lift bij de ingang.\n', directions: 'Tram 20.', internalNotes: 'Sleutel bij Martin.' });
    expect(checkLocationForm(values)).toEqual({
      body: expect.objectContaining({ accessibilityText: 'Lift bij de ingang.', directions: 'Tram 20.', internalNotes: 'Sleutel bij Martin.' }),
    });
    expect(checkLocationForm({ ...values, internalNotes: 'x'.repeat(5001) })).toEqual({ errors: { internalNotes: 'Interne notities: hoogstens 5000 tekens.' } });
  });

  it('keeps an existing room with its id', () => {
    const values = readLocationForm(posted({ ...address, roomRows: '1', 'room-1-id': ROOM_A, 'room-1-name': 'Lokaal 1', 'room-1-capacity': '12' }));
    expect(checkLocationForm(values)).toEqual({ body: expect.objectContaining({ rooms: [{ id: ROOM_A, name: 'Lokaal 1', capacity: 12 }] }) });
  });

  it('puts a room’s problem beside the row it was typed in, also after skipped rows', () => {
    const values = readLocationForm(
      posted({ ...address, roomRows: '3', 'room-1-name': '', 'room-1-capacity': '', 'room-2-name': 'Kast', 'room-2-capacity': '0', 'room-3-name': '', 'room-3-capacity': '5' }),
    );
    const checked = checkLocationForm(values);
    expect(checked).toEqual({
      errors: {
        [roomFieldId(1, 'capacity')]: 'Capaciteit van een lokaal: vul een heel getal in van 1 tot en met 500.',
        [roomFieldId(2, 'name')]: 'Naam van het lokaal: vul de naam van elk lokaal in.',
      },
    });
    expect(roomFieldId(1, 'capacity')).toBe('room-2-capacity');
  });

  it('names a capacity that is not a whole number and a wrong postcode', () => {
    const values = readLocationForm(posted({ ...address, postcode: '35 KS', roomRows: '1', 'room-1-name': 'Half', 'room-1-capacity': '2.5' }));
    expect(checkLocationForm(values)).toEqual({
      errors: { postcode: 'Postcode: vul een Nederlandse postcode in, zoals 1234 AB.', 'room-1-capacity': 'Capaciteit van een lokaal: vul een heel getal in van 1 tot en met 500.' },
    });
  });

  it('adds empty rows on request, up to the editor’s limit, and starts with three', () => {
    expect(emptyLocationValues().rooms).toHaveLength(3);
    expect(readLocationForm(posted({ ...address, roomRows: '2' }), 3).rooms).toHaveLength(5);
    expect(readLocationForm(posted({ ...address, roomRows: '59' }), 3).rooms).toHaveLength(60);
    expect(readLocationForm(posted({ ...address, roomRows: 'veel' })).rooms).toHaveLength(1);
  });

  it('shows a stored location’s rooms with two empty rows below', () => {
    const values = locationValues({
      id: 'x',
      ...address,
      postcode: '3526 KS',
      stepFree: true,
      lift: false,
      accessibilityText: null,
      directions: 'Tram 20.',
      internalNotes: 'Sleutel bij de receptie.',
      archived: false,
      archivedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      rooms: [{ id: ROOM_A, name: 'Lokaal 1', capacity: 16 }],
    });
    expect(values.rooms).toEqual([
      { id: ROOM_A, name: 'Lokaal 1', capacity: '16', remove: false },
      { id: '', name: '', capacity: '', remove: false },
      { id: '', name: '', capacity: '', remove: false },
    ]);
    expect(values).toMatchObject({ accessibilityText: '', directions: 'Tram 20.', internalNotes: 'Sleutel bij de receptie.' });
  });
});
