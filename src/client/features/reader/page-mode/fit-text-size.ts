/** The two compositions every panel is drawn in: wide (16:10) and tall (4:5), as height over width. */
export type PictureShape = 'tall' | 'wide';
export const SHAPE_HEIGHT: Record<PictureShape, number> = { tall: 1.25, wide: 0.625 };

/** One way to lay a phone page out: the picture's composition and the words' font size (px). */
export interface PhoneFit {
  shape: PictureShape;
  px: number;
}

/** The phone page laid out: a step, the picture's width (px; null is the room's whole width), and whether the words fit. */
export type PhoneLayout = PhoneFit & { width: number | null; fits: boolean };

const sizes = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

/** With both languages on a phone, the words' one size on every page. */
export const BOTH_LANGUAGES_PX = 17;

/**
 * What a phone page tries, best first. The picture always spans the screen's width, so only its composition
 * gives: the tall one (twice the picture) while the words fit under it at 17 px or more, else the wide one.
 * One language must fit, at 20 px down to 17. With both, the words keep one size from page to page (a page of
 * long words at 16, the next at 20, was a jump a child saw at every turn): 17 px under the tall picture or the
 * wide one, and what does not fit scrolls under the picture.
 */
export function phoneFitSteps(languages: number): readonly PhoneFit[] {
  const [largest, smallest] = languages > 1 ? [BOTH_LANGUAGES_PX, BOTH_LANGUAGES_PX] : [20, 17];
  return [...sizes(largest, smallest).map((px) => ({ shape: 'tall' as const, px })), ...sizes(largest, smallest).map((px) => ({ shape: 'wide' as const, px }))];
}

/**
 * The room a phone page has: the height the picture and the words share, the room's width, the narrowest
 * the picture may be (92 % of the screen), its frame's width (both sides together: the drawing is inside
 * it) and the gap between picture and words.
 */
export interface PhoneRoom {
  height: number;
  width: number;
  minWidth: number;
  edge: number;
  gap: number;
}

/**
 * The first step at which the words fit under the picture; `wordsHeight(px)` lays the words out at that
 * size and says how tall they are, and `shapeHeight` is each composition's height over its width. The tall
 * picture spans the room at any size the words can take before it gives up a few pixels of width (never below
 * `minWidth`), so turning pages does not move its edges; only then does it turn wide, spanning the room. A
 * framed picture is its drawing, in its composition, plus the frame. When nothing fits, the last step (its
 * words then scroll). Each size's words are laid out once: a tall and a wide step share a size, and the tall steps
 * are tried twice. Self-contained (only its arguments), so the prerendered page can run it before its
 * scripts load (`first-page-layout.ts`).
 */
export function fitPhonePage(
  room: PhoneRoom,
  wordsHeight: (px: number) => number,
  steps: readonly PhoneFit[],
  shapeHeight: Readonly<Record<PictureShape, number>>,
): PhoneLayout {
  const heights: Record<number, number> = {};
  const heightAt = (px: number) => (heights[px] ??= wordsHeight(px));
  const left = (step: PhoneFit) => room.height - room.gap - heightAt(step.px);
  const spans = (step: PhoneFit) => Math.ceil((room.width - room.edge) * shapeHeight[step.shape] + room.edge) <= left(step);
  const tall = steps.filter((step) => step.shape === 'tall');
  for (const step of tall) if (spans(step)) return { ...step, width: null, fits: true };
  for (const step of tall) {
    const width = Math.floor((left(step) - room.edge) / shapeHeight.tall + room.edge);
    if (width >= room.minWidth) return { ...step, width, fits: true };
  }
  for (const step of steps) if (step.shape !== 'tall' && spans(step)) return { ...step, width: null, fits: true };
  return { ...steps[steps.length - 1]!, width: null, fits: false };
}

/**
 * On a desk the words stand beside the picture, so only their own size gives: the usual 16 px, down to 11 px
 * when a page with both languages and two bubbles would otherwise run past the bottom of its column. The
 * narration is 1.5 times this size and the bubbles 1.25 times, so even the smallest step reads as large as
 * a phone's words.
 */
export const DESK_FIT_STEPS: readonly number[] = [16, 15, 14, 13, 12, 11];

/** The largest desk size at which the words fit in `room` px of height; when nothing fits, the smallest. */
export function fitDeskText(room: number, wordsHeight: (px: number) => number): number {
  return DESK_FIT_STEPS.find((px) => wordsHeight(px) <= room) ?? DESK_FIT_STEPS[DESK_FIT_STEPS.length - 1]!;
}
