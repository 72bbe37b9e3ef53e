import { inlineScript } from '../../../lib/inline-script';
import { TALL_PICTURE, tallPictureUrl, WIDE_PICTURE } from '@/shared/picture-urls';
import { fitPhonePage, phoneFitSteps, SHAPE_HEIGHT, type PictureShape } from './fit-text-size';
import { RATIO_CLASS } from './page-picture';
import { FIRST_LAYOUT_KEY, measurePhonePage, roomKey, type FirstLayout } from './phone-page-layout';
import { MIN_PICTURE_SHARE, PHONE_QUERY } from './use-fit-text';

/** Each composition's drawing: its address and its size, as the page's <img> carries them. */
type Drawings = Readonly<Record<PictureShape, { url: string; width: number; height: number; ratioClass: string }>>;

/**
 * Runs in the prerendered book page right after its first page: on a phone, lays the page out as the
 * reader will (the picture's composition and the words' size) before the first paint, so nothing moves
 * when the scripts arrive. Lighthouse counted that move as a layout shift of 0.1 to 0.24. A hidden page
 * (scroll mode) or a larger screen is left as it is. The layout is left on the page's room for the reader
 * to take over (`takeFirstLayout`).
 */
function layOutFirstPage(
  measure: typeof measurePhonePage,
  roomOf: typeof roomKey,
  layoutKey: string,
  fit: typeof fitPhonePage,
  steps: ReturnType<typeof phoneFitSteps>,
  shapeHeight: typeof SHAPE_HEIGHT,
  minShare: number,
  phoneQuery: string,
  drawings: Drawings,
): void {
  const box = document.querySelector('[data-page-room]');
  const text = document.querySelector('[data-page-words]');
  const holder = document.querySelector('[data-page-picture]');
  // Until now the picture was hidden (app.css), so the drawing this replaces was not fetched.
  if (holder instanceof HTMLElement) holder.dataset.laidOut = '';
  const img = holder?.querySelector('img');
  if (!(box instanceof HTMLElement) || !(text instanceof HTMLElement) || !(holder instanceof HTMLElement) || !img) return;
  if (!window.matchMedia(phoneQuery).matches || box.getBoundingClientRect().height === 0) return;
  const chosen = measure(box, text, fit, steps, shapeHeight, minShare);
  const left: FirstLayout = { room: roomOf(box), layout: chosen };
  box.dataset[layoutKey] = JSON.stringify(left);
  let shown = img;
  if (holder.dataset.shape !== chosen.shape) {
    // A fresh element: the prerendered one may have its drawing loaded already, and while the new one
    // loads the browser would keep that drawing's ratio (the class's `auto`), moving the words twice.
    // Its src is set last, once it is lazy and in the page, so the drawing it replaces is never fetched.
    const drawing = drawings[chosen.shape];
    shown = document.createElement('img');
    for (const { name, value } of Array.from(img.attributes)) if (name !== 'src') shown.setAttribute(name, value);
    shown.width = drawing.width;
    shown.height = drawing.height;
    shown.classList.replace(drawings[holder.dataset.shape === 'tall' ? 'tall' : 'wide'].ratioClass, drawing.ratioClass);
    img.replaceWith(shown);
    shown.src = drawing.url;
    holder.dataset.shape = chosen.shape;
  }
  if (chosen.width !== null) shown.style.setProperty('--tall-width', `${chosen.width}px`);
}

/** The id of the mark right after the first page's layout script, which the book page's first paint waits for. */
export const FIRST_PAGE_LAID_OUT = 'first-page-laid-out';

/** The first page's layout as the inline script the prerendered book page carries after that page. */
export const firstPageLayoutScript = (imageUrl: string, languages: number) =>
  inlineScript(
    layOutFirstPage,
    measurePhonePage,
    roomKey,
    FIRST_LAYOUT_KEY,
    fitPhonePage,
    phoneFitSteps(languages),
    SHAPE_HEIGHT,
    MIN_PICTURE_SHARE,
    PHONE_QUERY,
    {
      tall: { url: tallPictureUrl(imageUrl), ...TALL_PICTURE, ratioClass: RATIO_CLASS.tall },
      wide: { url: imageUrl, ...WIDE_PICTURE, ratioClass: RATIO_CLASS.wide },
    },
  );
