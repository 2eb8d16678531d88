/**
 * How the PAT reader cuts a module into steps, and what read-aloud speaks on a step (spec §2 /candidate/pat/{id}).
 * Pure; the view is Reader.tsx.
 *
 * The test player cuts at questions (its parts.ts `buildSteps`); a PAT module has none for the candidate, so the
 * reader cuts section by section: every text part and every practical assignment begins a step, and an image stays
 * with the text before it (images before the first text go with the first step). Practical instructions are shown
 * and read exactly like a text part (the module part view's `ContextParts` and `contextSegments`,
 * src/features/content/): both are the server's sanitised HTML with their plain text beside it.
 */
import { contextSegments, type ContextPart } from '#src/features/content/context-parts';
import type { Segment } from '#src/lib/read-aloud/read-aloud';
import type { ReaderPart } from '#src/features/assessment/contract';

/** One screen of the reader. */
export interface ReaderStep {
  /** Its parts in order; practical instructions as a text part. */
  parts: ContextPart[];
  /** True when the step is a practical assignment: what the candidate does on the PAT day. */
  practical: boolean;
}

/** Cuts a module's parts into steps (see the module comment). No parts, no steps. */
export function readerSteps(parts: readonly ReaderPart[]): ReaderStep[] {
  const steps: ReaderStep[] = [];
  let leadingImages: ContextPart[] = [];
  for (const part of parts) {
    const current = steps.at(-1);
    if (part.type === 'image') {
      if (current) current.parts.push(part);
      else leadingImages.push(part);
      continue;
    }
    const shown: ContextPart = part.type === 'practical' ? { id: part.id, type: 'text', html: part.html, text: part.text } : part;
    steps.push({ parts: [...leadingImages, shown], practical: part.type === 'practical' });
    leadingImages = [];
  }
  // A module of images only: one step with all of them.
  if (leadingImages.length > 0) steps.push({ parts: leadingImages, practical: false });
  return steps;
}

/** Everything read aloud on a step, in reading order: each paragraph, image description and caption. */
export function stepSegments(step: ReaderStep | undefined): Segment[] {
  return step ? step.parts.flatMap((part) => contextSegments(part)) : [];
}

/**
 * The step index (0-based) to open for the `?stap=` value (from 1), clamped to the steps there are; the first step
 * for a missing or broken value.
 */
export function stepIndex(value: string | number | null | undefined, total: number): number {
  const n = typeof value === 'number' ? value : /^\d{1,3}$/.test((value ?? '').trim()) ? Number((value ?? '').trim()) : 1;
  if (!Number.isInteger(n) || total <= 0) return 0;
  return Math.min(Math.max(n, 1), total) - 1;
}

/** The address of step `index` (0-based) of the module at `moduleHref` (which has a query already: `?module=2`). */
export function stepHref(moduleHref: string, index: number): string {
  return `${moduleHref}&stap=${index + 1}`;
}
