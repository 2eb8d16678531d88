/**
 * The location form of /cp/locations/create and /cp/locations/{id}, with its room editor (works without JavaScript):
 * reading the posted fields and room rows, checking them with the contract's `locationBody` (the API's own rules and
 * Dutch messages), and the values to show. Pure and client-safe.
 *
 * Room rows are numbered fields: `room-{n}-id` (hidden, an existing room), `room-{n}-name`, `room-{n}-capacity` and
 * `room-{n}-remove` (a checkbox on existing rooms), with `roomRows` the number of rows. A new row left empty is
 * skipped; an existing row ticked for removal is left out, so the API removes that room.
 */
import { fieldErrors } from '#src/components/field-errors';
import { textOf } from '#src/components/forms';
import { locationBody, MAX_ROOMS, type LocationDetail, type LocationFields } from '#src/features/locations/contract';

/** Empty rows a new location starts with, and rows 'Meer lokaalregels' adds. */
export const EMPTY_ROOM_ROWS = 3;
/** Empty rows below an existing location's rooms. */
export const SPARE_ROOM_ROWS = 2;
/** Most rows the editor shows (the API takes at most MAX_ROOMS rooms; a few more so removed ones fit). */
export const MAX_ROOM_ROWS = MAX_ROOMS + 10;

/** The location's own text fields (not the rooms), in the order they appear. */
export const LOCATION_TEXT_FIELDS = ['name', 'street', 'postcode', 'city', 'accessibilityText', 'directions', 'internalNotes'] as const;
type TextField = (typeof LOCATION_TEXT_FIELDS)[number];

/** One row of the room editor as shown. */
export interface RoomRow {
  /** An existing room's id; '' for a new row. */
  id: string;
  name: string;
  capacity: string;
  remove: boolean;
}

/** What the form shows. */
export interface LocationValues extends Record<TextField, string> {
  stepFree: boolean;
  lift: boolean;
  rooms: RoomRow[];
}

/** The id of a room row's field, for labels and the error summary: `room-{n}-{part}` (n from 1). */
export const roomFieldId = (row: number, part: 'name' | 'capacity') => `room-${row + 1}-${part}`;

const emptyRow = (): RoomRow => ({ id: '', name: '', capacity: '', remove: false });

/** Values of a new location: no text, no accessibility, EMPTY_ROOM_ROWS empty rows. */
export function emptyLocationValues(): LocationValues {
  return {
    name: '',
    street: '',
    postcode: '',
    city: '',
    accessibilityText: '',
    directions: '',
    internalNotes: '',
    stepFree: false,
    lift: false,
    rooms: Array.from({ length: EMPTY_ROOM_ROWS }, emptyRow),
  };
}

/** The stored location's values, with SPARE_ROOM_ROWS empty rows below its rooms. */
export function locationValues(location: LocationDetail): LocationValues {
  return {
    name: location.name,
    street: location.street,
    postcode: location.postcode,
    city: location.city,
    accessibilityText: location.accessibilityText ?? '',
    directions: location.directions ?? '',
    internalNotes: location.internalNotes ?? '',
    stepFree: location.stepFree,
    lift: location.lift,
    rooms: [
      ...location.rooms.map((room) => ({ id: room.id, name: room.name, capacity: String(room.capacity), remove: false })),
      ...Array.from({ length: SPARE_ROOM_ROWS }, emptyRow),
    ],
  };
}

/**
 * The posted values as typed.
 * @param extraRows empty rows to add below the posted ones ('Meer lokaalregels'), up to MAX_ROOM_ROWS in all.
 */
export function readLocationForm(form: FormData, extraRows = 0): LocationValues {
  const count = Math.min(Math.max(0, Math.trunc(Number(textOf(form, 'roomRows'))) || 0), MAX_ROOM_ROWS);
  const rooms: RoomRow[] = [];
  for (let n = 1; n <= count; n++) {
    rooms.push({
      id: textOf(form, `room-${n}-id`),
      name: textOf(form, `room-${n}-name`),
      capacity: textOf(form, `room-${n}-capacity`),
      remove: form.has(`room-${n}-remove`),
    });
  }
  for (let i = 0; i < extraRows && rooms.length < MAX_ROOM_ROWS; i++) rooms.push(emptyRow());
  return {
    name: textOf(form, 'name'),
    street: textOf(form, 'street'),
    postcode: textOf(form, 'postcode'),
    city: textOf(form, 'city'),
    accessibilityText: textOf(form, 'accessibilityText', false),
    directions: textOf(form, 'directions', false),
    internalNotes: textOf(form, 'internalNotes', false),
    stepFree: form.has('stepFree'),
    lift: form.has('lift'),
    rooms: rooms.length > 0 ? rooms : [emptyRow()],
  };
}

/** A typed capacity as the API takes it: a whole number when it is one, else the text (the schema names it). */
function capacityOf(text: string): number | string {
  return /^[0-9]{1,6}$/.test(text) ? Number(text) : text;
}

/**
 * Checks posted values with the API's schema. Rows left empty and rows ticked for removal are not sent.
 * @returns the body to send (normalised), or the first message per field: the location's fields by name, a room's
 *   by `roomFieldId` of its row, and `rooms` for the list as a whole.
 */
export function checkLocationForm(values: LocationValues): { body: LocationFields } | { errors: Record<string, string> } {
  const sent = values.rooms
    .map((room, row) => ({ room, row }))
    .filter(({ room }) => !room.remove && (room.id !== '' || room.name !== '' || room.capacity !== ''));
  const body = {
    name: values.name,
    street: values.street,
    postcode: values.postcode,
    city: values.city,
    stepFree: values.stepFree,
    lift: values.lift,
    accessibilityText: values.accessibilityText,
    directions: values.directions,
    internalNotes: values.internalNotes,
    rooms: sent.map(({ room }) => ({ ...(room.id ? { id: room.id } : {}), name: room.name, capacity: capacityOf(room.capacity) })),
  };
  const parsed = locationBody.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  return {
    errors: fieldErrors(parsed.error.issues, (path) => {
      if (path[0] !== 'rooms') return path.length > 0 ? String(path[0]) : undefined;
      const at = sent[Number(path[1])];
      if (path.length < 2 || !at) return 'rooms';
      return roomFieldId(at.row, path[2] === 'capacity' ? 'capacity' : 'name');
    }),
  };
}

/** The order of the error summary: the location's fields, the room list, then each row's name and capacity. */
export function locationErrorOrder(values: LocationValues): string[] {
  return [...LOCATION_TEXT_FIELDS.slice(0, 4), 'stepFree', 'lift', ...LOCATION_TEXT_FIELDS.slice(4), 'rooms', ...values.rooms.flatMap((_, row) => [roomFieldId(row, 'name'), roomFieldId(row, 'capacity')])];
}
