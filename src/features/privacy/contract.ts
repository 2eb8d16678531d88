/**
 * The privacy calls' request schemas and answers (docs/api.md, "Privacy"; docs/decisions/017-feature-folders.md):
 * `GET /api/user/DownloadCandidateData?userId=` answers a ZIP file (no JSON shape), `DELETE
 * /api/user/deleteUser?userId=` answers `{ title }`.
 */
import { z } from 'zod';
import type { TitleAnswer } from '#src/lib/contract';

/**
 * The query of both calls: `userId`, the person. Optional in the schema: a candidate downloading their own data
 * may leave it out; the services answer 400 where it is needed and 404 for an id that is not a UUID.
 */
export const personQuery = z.object({
  userId: z.string().max(100, 'Gebruiker is niet (goed) ingevuld.').optional(),
});

/** `DELETE /api/user/deleteUser`: 200, a Dutch sentence naming who was erased. */
export type ErasureAnswer = TitleAnswer;

/** The media type and the name pattern of the data export (`gegevens-{name}-{yyyy-mm-dd}.zip`). */
export const EXPORT_MEDIA_TYPE = 'application/zip';
