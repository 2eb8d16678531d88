/**
 * The locations feature's calls (docs/api.md, "Location"): the request schemas the router validates with and what
 * the calls answer, declared once for the backend and the pages /cp/locations, /cp/locations/create and
 * /cp/locations/{id} (docs/decisions/017-feature-folders.md). Client-safe: zod and types only.
 *
 * Field rules (spec §2 /cp/locations; docs/domain.md glossary "location"): name, street, Dutch postcode (stored as
 * `1234 AB`) and city are required; step-free entrance and lift are yes or no; the accessibility text for visitors,
 * the directions and staff's internal notes are optional plain text, each with one audience
 * (src/lib/note-audiences.ts: candidates see the first two, only staff the internal notes); rooms have a name
 * (unique within the location) and seat 1–500 people.
 */
import { z } from 'zod';
import { pageQuery } from '#src/lib/contract';
import { optionalText, requiredPostcode, requiredText } from '#src/lib/text-fields';

/** Fewest and most seats of a room. */
export const ROOM_CAPACITY = { min: 1, max: 500 } as const;
/** Most rooms of one location. */
export const MAX_ROOMS = 50;

/** Dutch labels of the fields, used in the messages and by the form. */
export const LOCATION_LABELS = {
  name: 'Naam',
  street: 'Straat en huisnummer',
  postcode: 'Postcode',
  city: 'Plaats',
  stepFree: 'Drempelvrij',
  lift: 'Lift',
  accessibilityText: 'Toegankelijkheid voor bezoekers',
  directions: 'Routebeschrijving voor kandidaten',
  internalNotes: 'Interne notities',
  rooms: 'Lokalen',
  roomName: 'Naam van het lokaal',
  roomCapacity: 'Capaciteit',
} as const;

const L = LOCATION_LABELS;
const capacityMessage = `Capaciteit van een lokaal: vul een heel getal in van ${ROOM_CAPACITY.min} tot en met ${ROOM_CAPACITY.max}.`;

/** A yes-or-no field; absent → false. */
const yesNo = (label: string) => z.boolean({ message: `${label}: kies ja of nee.` }).default(false);

// ——— Requests ———

/** One room of a location body: an existing room keeps its `id`; a room without `id` is new. */
export const roomBody = z.object({
  id: z.uuid({ message: 'Lokalen: een van de lokalen bestaat niet (meer). Laad de pagina opnieuw.' }).optional(),
  name: requiredText(L.roomName, 100, 'Naam van het lokaal: vul de naam van elk lokaal in.'),
  capacity: z
    .number({ message: capacityMessage })
    .int(capacityMessage)
    .min(ROOM_CAPACITY.min, capacityMessage)
    .max(ROOM_CAPACITY.max, capacityMessage),
});

/**
 * `POST /api/location` and `PUT /api/location/{id}` body: the whole location with all its rooms. In a PUT, rooms with
 * an `id` are changed, rooms without one added, and the location's rooms absent from `rooms` removed.
 */
export const locationBody = z
  .object({
    name: requiredText(L.name, 200, 'Naam: vul de naam van de locatie in.'),
    street: requiredText(L.street, 200, 'Straat en huisnummer: vul het adres in.'),
    postcode: requiredPostcode(L.postcode),
    city: requiredText(L.city, 100, 'Plaats: vul de plaats in.'),
    stepFree: yesNo(L.stepFree),
    lift: yesNo(L.lift),
    accessibilityText: optionalText(L.accessibilityText, 2000, 'multi'),
    directions: optionalText(L.directions, 5000, 'multi'),
    internalNotes: optionalText(L.internalNotes, 5000, 'multi'),
    rooms: z
      .array(roomBody, { message: 'Lokalen: stuur een lijst van lokalen.' })
      .max(MAX_ROOMS, `Lokalen: een locatie heeft hoogstens ${MAX_ROOMS} lokalen.`)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    body.rooms.forEach((room, index) => {
      const key = room.name.toLocaleLowerCase('nl');
      if (names.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['rooms', index, 'name'], message: `Naam van het lokaal: ‘${room.name}’ staat er twee keer in. Geef elk lokaal een eigen naam.` });
      }
      names.add(key);
      if (room.id !== undefined) {
        if (ids.has(room.id)) ctx.addIssue({ code: 'custom', path: ['rooms', index, 'id'], message: 'Lokalen: hetzelfde lokaal staat er twee keer in.' });
        ids.add(room.id);
      }
    });
  });

/** The body a page sends to `POST /api/location` or `PUT /api/location/{id}`. */
export type LocationBody = z.input<typeof locationBody>;
/** A location's fields as stored: trimmed, normalised, null where empty, with its rooms. */
export type LocationFields = z.output<typeof locationBody>;

/**
 * `GET /api/location?page=&q=&archived=`: `q` (at most 100 characters) matches anywhere in the name or city,
 * case-insensitively; `archived=1` lists the archived locations instead of the current ones.
 */
export const locationListQuery = pageQuery.extend({
  q: z.string().max(100, 'De zoektekst is te lang (hoogstens 100 tekens).').optional(),
  archived: z.enum(['1', '0'], { message: 'Gearchiveerd is 1 (ja) of 0 (nee).' }).optional(),
});

// ——— Answers ———

/** A room of a location. */
export interface Room {
  id: string;
  name: string;
  /** Seats, 1–500. */
  capacity: number;
}

/** `GET /api/location/options`: a current (not archived) location with its rooms by name, for planning screens. */
export interface LocationOption {
  id: string;
  name: string;
  rooms: Room[];
}

/** `GET /api/location` item (paged, 20 a page, by name then id). */
export interface LocationListItem {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  stepFree: boolean;
  lift: boolean;
  archived: boolean;
  /** Number of rooms and their seats together. */
  rooms: number;
  seats: number;
}

/** `GET /api/location/{id}`: the whole location with its rooms by name. */
export interface LocationDetail extends Omit<LocationFields, 'rooms'> {
  id: string;
  archived: boolean;
  /** When it was archived (ISO), or null. */
  archivedAt: string | null;
  createdAt: string;
  rooms: Room[];
}

/** `POST /api/location` (201) and `PUT /api/location/{id}` (200). */
export interface LocationSaved {
  id: string;
}

/** `POST /api/location/{id}/archive` and `…/restore`: when it was archived, null after restoring. */
export interface LocationArchiveState {
  id: string;
  archivedAt: string | null;
}
