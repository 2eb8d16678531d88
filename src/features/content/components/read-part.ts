/**
 * A module part as a teacher reads it, in one language and without correct answers: the shape of
 * `GET /api/modules/{id}` parts and of `GET /api/suggestions/part/{id}`'s `part` (docs/api.md). Rendered by
 * PartReading.astro.
 */

/** An image of a part as the teacher reads it. */
export interface ReadImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A part in one language (`GET /api/modules/{id}`, `GET /api/suggestions/part/{id}`). */
export type ReadPart =
  | { id: string; type: 'text'; html: string; text?: string }
  | { id: string; type: 'image'; image: ReadImage; caption: string | null }
  | {
      id: string;
      type: 'question';
      kind: 'single' | 'multiple' | 'truefalse' | 'open';
      prompt: string;
      image: ReadImage | null;
      points: number;
      options: { id: string; text: string }[];
    }
  | { id: string; type: 'practical'; html: string };
