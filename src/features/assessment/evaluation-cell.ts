/**
 * An evaluation grid cell's look (spec §2 /docent/pat-dag/{id}, /docent/opleiding/candidate/evaluate/{id},
 * /cp/education/{id}): the state as text with an icon beside it, never colour alone (WCAG 2.2 SC 1.4.1). Shared by the
 * PAT day grid (pat/components/teacher/DayGrid.astro, server render; day-device.ts, updates from the tablet's storage)
 * and an education's evaluation grids. Client-safe.
 */
import { cellTexts } from './teacher-strings';

/** A cell's state (contract `DayCell.state`). */
export type CellState = keyof typeof cellTexts;

/** 24 × 24 icon paths: an empty circle (open), a pencil (concept), a tick in a circle (definitief). */
export const CELL_ICONS: Record<CellState, string> = {
  open: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16z',
  draft: 'M3 17.2V21h3.8l11-11-3.8-3.8zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8z',
  final: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 14.4-4.2-4.2 1.4-1.4 2.8 2.8 6.8-6.8 1.4 1.4z',
};

/** The order of states: an evaluation only moves forward within a version. */
export const CELL_RANK: Record<CellState, number> = { open: 0, draft: 1, final: 2 };
