/**
 * Request pieces and answer shapes that the PAT and education planning calls share (docs/api.md "PAT",
 * "Education"; docs/decisions/017-feature-folders.md): a session (a PAT day, a lesson) at a location and room, and a
 * module pinned to a version and template. Each feature's contract builds its bodies from these, so both check a
 * time, a place and a pass mark with the same Dutch messages. Client-safe: zod and types only. Days `YYYY-MM-DD`
 * and times `HH:MM` are Europe/Amsterdam.
 */
import { z } from 'zod';
import { dayField, type Named } from '#src/lib/contract';

/** A time of day `HH:MM` (00:00–23:59): '{label}: vul een tijd in als uu:mm, bijvoorbeeld 09:00.' */
export const timeField = (label: string) =>
  z.string({ message: `${label}: vul een tijd in.` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}: vul een tijd in als uu:mm, bijvoorbeeld 09:00.`);

/** One session as a body sends it: `id` keeps an existing one; the room (optional) must be of the location. */
export const sessionBody = z
  .object({
    id: z.uuid().optional(),
    day: dayField('Datum'),
    startsAt: timeField('Begintijd'),
    endsAt: timeField('Eindtijd'),
    locationId: z.uuid({ message: 'Locatie: kies een locatie.' }),
    roomId: z.uuid({ message: 'Lokaal: kies een lokaal.' }).nullish(),
  })
  .refine((d) => d.endsAt > d.startsAt, { message: 'Eindtijd: moet na de begintijd liggen.', path: ['endsAt'] });

/** One module as a body sends it: the pass mark (0–100 %) and the knock-out criteria of its pinned template. */
export const pinnedModuleBody = z.object({
  moduleId: z.uuid({ message: 'Module: kies een module.' }),
  passPercent: z.coerce
    .number({ message: 'Cesuur: vul een getal in.' })
    .int('Cesuur: vul een heel getal in.')
    .min(0, 'Cesuur: tussen 0 en 100.')
    .max(100, 'Cesuur: tussen 0 en 100.'),
  knockOut: z.array(z.string().max(100)).max(30).default([]),
});

/** A session as the planning calls answer it, with its location and room. */
export interface PlacedSession {
  id: string;
  day: string;
  startsAt: string;
  endsAt: string;
  location: Named & { street: string; postcode: string; city: string };
  room: (Named & { capacity: number }) | null;
}

/** A module of a PAT or an education with its pinned version and template. */
export interface PinnedModule {
  moduleId: string;
  title: string;
  moduleVersion: number;
  templateName: string;
  criteria: { id: string; name: string; weight: number }[];
  position: number;
  passPercent: number;
  knockOut: string[];
}
