/**
 * The pictures of the six interest areas (pictures/area-*.svg, checked by pictures.test.ts: small, no scripts, no
 * text, `aria-hidden`) as SVG text, for inlining beside the area's name on the staff's and teachers' screens: no
 * extra request, and the picture keeps its colours without a stylesheet. Server-side use only (Astro components).
 */
import type { Area } from '#src/features/profession-quiz/content/areas';
import R from '#src/features/profession-quiz/pictures/area-R.svg?raw';
import I from '#src/features/profession-quiz/pictures/area-I.svg?raw';
import A from '#src/features/profession-quiz/pictures/area-A.svg?raw';
import S from '#src/features/profession-quiz/pictures/area-S.svg?raw';
import E from '#src/features/profession-quiz/pictures/area-E.svg?raw';
import C from '#src/features/profession-quiz/pictures/area-C.svg?raw';

/** Each area's picture as SVG markup (decorative: the area's name is always written beside it). */
export const AREA_PICTURES: Record<Area, string> = { R, I, A, S, E, C };
