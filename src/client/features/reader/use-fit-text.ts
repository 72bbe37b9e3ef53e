import { useLayoutEffect, type RefObject } from 'react';
import { fitTextSize } from './fit-text-size';

const PHONE_QUERY = '(max-width: 767px)';

/**
 * On a phone, sets the page's word size (the font size of `words`) to the largest that
 * lets every word fit in `room` with the picture, which takes what is left. Measured again when the
 * page, its languages or the screen change, and once the fonts have loaded.
 */
export function useFitText(room: RefObject<HTMLElement | null>, words: RefObject<HTMLElement | null>, key: string) {
  useLayoutEffect(() => {
    const box = room.current;
    const text = words.current;
    if (!box || !text) return;
    const fit = () => {
      if (!window.matchMedia(PHONE_QUERY).matches) return text.style.removeProperty('font-size');
      const gap = parseFloat(getComputedStyle(box).rowGap) || 0;
      const size = fitTextSize(box.clientHeight - gap, (px) => {
        text.style.fontSize = `${px}px`;
        return text.scrollHeight;
      });
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
