import { useLayoutEffect, useState, type RefObject } from 'react';
import { useCatchUp } from '../../../lib/use-catch-up';
import { fitDeskText, fitPhonePage, phoneFitSteps, SHAPE_HEIGHT, type PhoneFit, type PhoneLayout } from './fit-text-size';
import { measurePhonePage, takeFirstLayout } from './phone-page-layout';

export const PHONE_QUERY = '(max-width: 767px)';
/** The picture spans at least this share of a phone's width on every page. */
export const MIN_PICTURE_SHARE = 0.92;

/**
 * Lays a page out to fit its room. On a phone the picture spans the width above the words, so the page
 * picks its composition (tall while the words fit under it, else wide) and the words' size; on a desk the
 * words beside the picture take the largest size that fits their column. Measured again when the page, its
 * languages or the screen change, and when a font has loaded. Returns the phone's choice: `guess` until
 * measured (the prerendered page's), and whether the words fit without scrolling.
 */
export function useFitText(room: RefObject<HTMLElement | null>, words: RefObject<HTMLElement | null>, languages: number, key: string, guess: PhoneFit) {
  const [fit, setFit] = useState<PhoneLayout>({ ...guess, width: null, fits: true });
  // While React takes the prerendered page over, its first page is laid out already (the page's own script,
  // `first-page-layout.ts`, chose the same): the reader catches up in a transition, rendered in slices, not as
  // a synchronous re-render of the whole reader inside the hydration's commit, one long task a tap waited
  // behind. The page is marked ready once that render is on screen.
  const catchUp = useCatchUp();
  useLayoutEffect(() => {
    const box = room.current;
    const text = words.current;
    if (!box || !text) return;
    const measure = (px: number) => {
      text.style.fontSize = `${px}px`;
      return text.scrollHeight;
    };
    // The room's size at the last measure: a resize observer reports the size it starts at, and measuring
    // every size again for that was a task of its own right after the hydration's.
    let measuredIn = '';
    const run = () => {
      const { width, height } = box.getBoundingClientRect();
      measuredIn = `${width}x${height}`;
      if (!window.matchMedia(PHONE_QUERY).matches) {
        text.style.fontSize = `${fitDeskText(box.clientHeight, measure)}px`;
        return;
      }
      const chosen = takeFirstLayout(box) ?? measurePhonePage(box, text, fitPhonePage, phoneFitSteps(languages), SHAPE_HEIGHT, MIN_PICTURE_SHARE);
      const apply = () =>
        setFit((current) =>
          current.shape === chosen.shape && current.px === chosen.px && current.width === chosen.width && current.fits === chosen.fits ? current : chosen,
        );
      catchUp(apply);
    };
    run();
    // Again when a font has loaded (the Korean web font on a device without Korean), not at once when none
    // is loading: `fonts.ready` resolved then too, and measured every size again inside the hydration's task.
    document.fonts.addEventListener('loadingdone', run);
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize[0];
      if (!size || `${size.inlineSize}x${size.blockSize}` !== measuredIn) run();
    });
    observer.observe(box);
    return () => {
      document.fonts.removeEventListener('loadingdone', run);
      observer.disconnect();
    };
  }, [room, words, languages, key, catchUp]);
  return fit;
}
