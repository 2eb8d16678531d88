/**
 * The room choices of a session's place (a PAT's day, an education's lesson, the weekly lesson plan), shared by the
 * sessions form (components/DaysForm.astro) and the weekly form (educations WeeklyForm.astro). Rooms of different
 * locations may share a name ('Lokaal 1.01'), so a select offers only the rooms of the chosen location; before a
 * location is chosen it offers every room, each named with its location. The API refuses a room of another location
 * all the same (api/sessions.ts `checkPlaces`: 400 'Lokaal: dit lokaal hoort niet bij de gekozen locatie.').
 * Client-safe: the server renders the choices, and `fillRoomSelect` redoes them in the browser when the location
 * changes.
 */
import type { LocationOption } from '#src/features/locations/contract';

/** The rooms of one location as a select shows them: `text` the option's text, e.g. 'Lokaal 1.01 (12 plaatsen)'. */
export interface RoomGroup {
  locationId: string;
  /** The location's name, the group's label. */
  label: string;
  rooms: { id: string; text: string }[];
}

/**
 * The room choices for a session at `locationId`.
 * @param optionText a room's text with its seats (strings.ts `roomOption`: 'Lokaal 1.01 (12 plaatsen)').
 * @returns only that location's rooms when `locationId` is one of `locations`; otherwise every location that has
 *   rooms, in the given order, each room's text naming its location too ('Lokaal 1.01 – Magazijn Hengelo (12 plaatsen)').
 */
export function roomChoices(locations: readonly LocationOption[], locationId: string, optionText: (name: string, capacity: number) => string): RoomGroup[] {
  const chosen = locations.find((l) => l.id === locationId);
  if (chosen) return [{ locationId: chosen.id, label: chosen.name, rooms: chosen.rooms.map((r) => ({ id: r.id, text: optionText(r.name, r.capacity) })) }];
  return locations
    .filter((l) => l.rooms.length > 0)
    .map((l) => ({ locationId: l.id, label: l.name, rooms: l.rooms.map((r) => ({ id: r.id, text: optionText(`${r.name} – ${l.name}`, r.capacity) })) }));
}

/**
 * The choices for every location and for none (key ''), for the browser to switch between (`fillRoomSelect`);
 * serialised into the form's `data-room-choices`.
 */
export function roomChoicesByLocation(locations: readonly LocationOption[], optionText: (name: string, capacity: number) => string): Record<string, RoomGroup[]> {
  return Object.fromEntries(['', ...locations.map((l) => l.id)].map((id) => [id, roomChoices(locations, id, optionText)]));
}

/**
 * Puts `groups` in a room select after its first option ('Geen lokaal'), keeping the chosen room when it is still
 * offered and choosing none otherwise. Browser only.
 */
export function fillRoomSelect(select: HTMLSelectElement, groups: readonly RoomGroup[]): void {
  const chosen = select.value;
  while (select.options.length > 1 || select.querySelector('optgroup')) select.lastElementChild?.remove();
  for (const group of groups) {
    const element = document.createElement('optgroup');
    element.label = group.label;
    element.dataset.locationId = group.locationId;
    for (const room of group.rooms) element.append(new Option(room.text, room.id));
    select.append(element);
  }
  select.value = groups.some((g) => g.rooms.some((r) => r.id === chosen)) ? chosen : '';
}
