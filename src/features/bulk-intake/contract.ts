/**
 * The bulk intake calls' shapes (docs/api.md "Bulk intake"), imported by the router and the page.
 */
import { z } from 'zod';

/** `POST /api/user/intake/preview` and `POST /api/user/intake`: the CSV file's text (within the 1 MB body limit). */
export const intakeBody = z.object({
  csv: z.string({ message: 'Kies een CSV-bestand.' }).min(1, 'Kies een CSV-bestand.'),
});

/** One row of the preview: what was read, and the Dutch problems that keep it out of the import (empty: it is imported). */
export interface IntakePreviewRow {
  line: number;
  name: string;
  email: string;
  organization: string;
  profession: string;
  /** The `taal` column as typed ('' when empty: Dutch; docs/decisions/055). */
  language: string;
  errors: string[];
}

/** The preview's answer: every row, and how many can be imported. */
export interface IntakePreview {
  rows: IntakePreviewRow[];
  good: number;
  bad: number;
}

/** A candidate the import created whose invitation mail could not be sent: still invited, to be sent again from their page. */
export interface IntakeNotInvited {
  line: number;
  email: string;
  /** The new account (`POST /api/user/{id}/invite` sends the invitation again). */
  id: string;
}

/**
 * The import's answer: how many candidates were created (each invited), the rows left out with their problems, and
 * the created candidates whose invitation mail failed.
 */
export interface IntakeResult {
  created: number;
  skipped: IntakePreviewRow[];
  notInvited: IntakeNotInvited[];
}
