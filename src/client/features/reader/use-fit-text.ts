import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitDeskText, fitPhonePage, phoneFitSteps, type PhoneFit, type PhoneLayout } from './fit-text-size';

const PHONE_QUERY = '(max-width: 767px)';
/** The picture spans at least this share of a phone's width on every page. */
export const MIN_PICTURE_SHARE = 0.92;

/**
 * Lays a page out to fit its room. On a phone the picture spans the width above the words, so the page
 * picks its composition (tall while the words fit under it, else wide) and the words' size; on a desk the
 * words beside the picture take the largest size that fits their column. Measured again when the page, its
 * languages or the screen change, and once the fonts have loaded. Returns the phone's choice: `guess` until
 * measured (the prerendered page's), and whether the words fit without scrolling.
 */
export function useFitText(room: RefObject<HTMLElement | null>, words: RefObject<HTMLElement | null>, languages: number, key: string, guess: PhoneFit) {
  const [fit, setFit] = useState<PhoneLayout>({ ...guess, width: null, fits: true });
  useLayoutEffect(() => {
    const box = room.current;
    const text = words.current;
    if (!box || !text) return;
    const measure = (px: number) => {
      text.style.fontSize = `${px}px`;
      return text.scrollHeight;
    };
    const run = () => {
      if (!window.matchMedia(PHONE_QUERY).matches) {
        text.style.fontSize = `${fitDeskText(box.clientHeight, measure)}px`;
        return;
      }
      const picture = box.querySelector('[data-page-picture] img');
      const frame = picture ? getComputedStyle(picture) : null;
      // The box's own size, not clientHeight's rounding (up by half a pixel, which the words would overrun).
      const { height, width } = box.getBoundingClientRect();
      const chosen = fitPhonePage(
        {
          height: Math.floor(height),
          width: Math.floor(width),
          minWidth: Math.ceil(document.documentElement.clientWidth * MIN_PICTURE_SHARE),
          edge: frame ? parseFloat(frame.borderLeftWidth) + parseFloat(frame.borderRightWidth) : 0,
          gap: parseFloat(getComputedStyle(box).rowGap) || 0,
        },
        measure,
        phoneFitSteps(languages),
      );
      text.style.fontSize = `${chosen.px}px`;
      setFit((current) =>
        current.shape === chosen.shape && current.px === chosen.px && current.width === chosen.width && current.fits === chosen.fits ? current : chosen,
      );
    };
    run();
    let stopped = false;
    void document.fonts?.ready.then(() => !stopped && run());
    const observer = new ResizeObserver(run);
    observer.observe(box);
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [room, words, languages, key]);
  return fit;
}
