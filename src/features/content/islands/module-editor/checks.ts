/**
 * The module editor's checks around a save: the few problems the browser names before asking the server, and
 * where a refused save's message (400 `{ title }`) points to in the editor. Pure; state.test.ts and
 * contract.test.ts test them.
 */
import { MODULE_LIMITS, type ModuleContent } from '#src/features/content/model';
import { partId } from './parts';
import type { EditorState } from './state';
import { moduleEditor as t } from './strings';
import { fieldId } from './texts';

/** A problem the editor can name before asking the server, with the control to focus (in Dutch). */
export interface Problem {
  text: string;
  /** DOM id of the control. */
  id: string;
}

/**
 * The first problem the browser can see for itself: a missing Dutch title, points that are not a whole number
 * from 1 to 100. Everything else the server checks and names (400 `{ title }`, e.g. 'Onderdeel 3 (vraag): kies
 * het goede antwoord.'), so there is one set of rules.
 */
export function firstProblem(state: EditorState): Problem | null {
  if (state.content.title.nl.trim() === '') return { text: t.titleMissing, id: fieldId({ field: 'title' }, 'nl') };
  const { pointsMin: min, pointsMax: max } = MODULE_LIMITS;
  for (const [index, part] of state.content.parts.entries()) {
    if (part.type === 'question' && !(Number.isInteger(part.points) && part.points >= min && part.points <= max)) {
      return { text: t.pointsInvalid(index + 1, min, max), id: partId(part.id, 'points') };
    }
  }
  return null;
}

/** Where a server message points to: the control to focus and, for a part, its number (1-based). */
export interface MessageTarget {
  id: string;
  part: number | null;
}

/**
 * The place a server message names (module-validation.ts: 'Titel: …', 'Beschrijving: …', 'Onderdeel 3
 * (vraag): …', 'Onderdeel 3 (vraag), keuze 2: …', 'Voeg minstens één onderdeel toe.'), as a control in the
 * Dutch editor; null when the message names no place the editor knows.
 * @param addId the id of the 'Onderdeel toevoegen' heading.
 */
export function messageTarget(message: string, content: ModuleContent, addId: string): MessageTarget | null {
  const part = /Onderdeel\s+(\d+)/i.exec(message);
  if (part) {
    const n = Number(part[1]);
    const found = content.parts[n - 1];
    if (!found) return null;
    const option = /keuze\s+(\d+)/i.exec(message);
    if (option && found.type === 'question' && (found.kind === 'single' || found.kind === 'multiple')) {
      const o = found.options[Number(option[1]) - 1];
      if (o) return { id: fieldId({ part: found.id, field: 'option', option: o.id }, 'nl'), part: n };
    }
    return { id: partId(found.id), part: n };
  }
  if (/^\s*Titel\b/.test(message)) return { id: fieldId({ field: 'title' }, 'nl'), part: null };
  if (/^\s*Beschrijving\b/.test(message)) return { id: fieldId({ field: 'description' }, 'nl'), part: null };
  if (/onderdeel toe/i.test(message)) return { id: addId, part: null };
  return null;
}
