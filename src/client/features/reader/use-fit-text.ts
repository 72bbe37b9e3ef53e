import { useLayoutEffect, type RefObject } from 'react';
import { DESK_FIT_STEPS, fitTextSize, FIT_STEPS } from './fit-text-size';

const PHONE_QUERY = '(max-width: 767px)';

/**
 * Sets the page's word size (the font size of `words`) to the largest that lets every word fit in `room`:
 * on a phone with the picture above, which takes what is left; on a desk beside the picture, in the
 * room's height. Measured again when the page, its languages or the screen change, and once the fonts
 * have loaded.
 */
export function useFitText(room: RefObject<HTMLElement | null>, words: RefObject<HTMLElement | null>, key: string) {
  useLayoutEffect(() => {
    const box = room.current;
    const text = words.current;
    if (!box || !text) return;
    const fit = () => {
      const phone = window.matchMedia(PHONE_QUERY).matches;
      // On a phone the picture and the words stack, with a gap between them.
      const gap = phone ? parseFloat(getComputedStyle(box).rowGap) || 0 : 0;
      const size = fitTextSize(
        box.clientHeight - gap,
        (px) => {
          text.style.fontSize = `${px}px`;
          return text.scrollHeight;
        },
        phone ? FIT_STEPS : DESK_FIT_STEPS,
      );
      text.style.fontSize = `${size}px`;
    };
    fit();
    let stopped = false;
    void document.fonts?.ready.then(() => !stopped && fit());
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [room, words, key]);
}
