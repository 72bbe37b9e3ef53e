import type { PhoneFit, PhoneLayout, PhoneRoom, PictureShape } from './fit-text-size';

/** The fitting rule (`fitPhonePage`), handed in so this stays self-contained. */
type FitPhonePage = (
  room: PhoneRoom,
  wordsHeight: (px: number) => number,
  steps: readonly PhoneFit[],
  shapeHeight: Readonly<Record<PictureShape, number>>,
) => PhoneLayout;

/**
 * Lays a phone page out in its room (`box`): measures the words (`text`) at each step's size, picks the
 * picture's composition and the words' size by `fit`, and leaves the words at that size. The least picture
 * width is `minShare` of the screen's. The room is the box's own size, not clientHeight's rounding (up by half
 * a pixel, which the words would overrun). Self-contained (only its arguments and the browser's globals): the
 * reader runs it, and so does the prerendered page before its scripts load (`first-page-layout.ts`).
 */
export function measurePhonePage(
  box: HTMLElement,
  text: HTMLElement,
  fit: FitPhonePage,
  steps: readonly PhoneFit[],
  shapeHeight: Readonly<Record<PictureShape, number>>,
  minShare: number,
): PhoneLayout {
  const measure = (px: number) => {
    text.style.fontSize = `${px}px`;
    return text.scrollHeight;
  };
  const picture = box.querySelector('[data-page-picture] img');
  const frame = picture ? getComputedStyle(picture) : null;
  const { height, width } = box.getBoundingClientRect();
  const chosen = fit(
    {
      height: Math.floor(height),
      width: Math.floor(width),
      minWidth: Math.ceil(document.documentElement.clientWidth * minShare),
      edge: frame ? parseFloat(frame.borderLeftWidth) + parseFloat(frame.borderRightWidth) : 0,
      gap: parseFloat(getComputedStyle(box).rowGap) || 0,
    },
    measure,
    steps,
    shapeHeight,
  );
  text.style.fontSize = `${chosen.px}px`;
  return chosen;
}

/**
 * A phone page's room as a key: its size, the screen's width and the fonts (their number and whether any is
 * loading). In a room of the same key, with no font loading, the same words get the same layout.
 */
export function roomKey(box: HTMLElement): string {
  const { height, width } = box.getBoundingClientRect();
  return `${width}x${height}x${document.documentElement.clientWidth} ${document.fonts.status} ${document.fonts.size}`;
}

/** Where the prerendered page's script leaves its first page's layout (`first-page-layout.ts`) for the reader. */
export const FIRST_LAYOUT_KEY = 'firstLayout';

/** What that script leaves: the room it measured and the layout it chose there. */
export interface FirstLayout {
  room: string;
  layout: PhoneLayout;
}

/**
 * The first page's layout as the prerendered page's script chose it, once: the reader takes it over instead
 * of measuring the words again at every size inside the hydration's commit, while the room is as it was.
 */
export function takeFirstLayout(box: HTMLElement): PhoneLayout | null {
  const left = box.dataset[FIRST_LAYOUT_KEY];
  if (left === undefined) return null;
  delete box.dataset[FIRST_LAYOUT_KEY];
  const { room, layout } = JSON.parse(left) as FirstLayout;
  return room === roomKey(box) && document.fonts.status === 'loaded' ? layout : null;
}
