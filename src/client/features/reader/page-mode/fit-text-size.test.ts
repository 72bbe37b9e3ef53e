import { expect, test } from 'vitest';
import { DESK_FIT_STEPS, fitDeskText, fitPhonePage as fitWith, phoneFitSteps, SHAPE_HEIGHT, type PhoneFit, type PhoneRoom } from './fit-text-size';

const fitPhonePage = (room: PhoneRoom, words: (px: number) => number, steps: readonly PhoneFit[]) => fitWith(room, words, steps, SHAPE_HEIGHT);

/** A 360 px wide phone page with an 8 px gap under an unframed picture. */
const room = (height: number) => ({ height, width: 360, minWidth: 360, edge: 0, gap: 8 });
// Words that take `lines` lines of 1.5 × the font size.
const linesOf = (lines: number) => (px: number) => lines * 1.5 * px;

test('short words keep the tall picture at full width and the largest size', () => {
  // 360 px wide: the tall picture is 450 px high, leaving 300 − 8 px for 5 lines of 30 px.
  expect(fitPhonePage(room(750), linesOf(5), phoneFitSteps(1))).toEqual({ shape: 'tall', px: 20, width: null, fits: true });
});

test('the tall picture stays while the words fit under it at 17 px or more', () => {
  // Room for 200 px of words: 8 lines fit at 16 px only, 7 lines at 19 px.
  expect(fitPhonePage(room(658), linesOf(7), phoneFitSteps(1))).toEqual({ shape: 'tall', px: 19, width: null, fits: true });
});

test('longer words turn the picture to its wide composition, still at full width, before the words get small', () => {
  expect(fitPhonePage(room(658), linesOf(8), phoneFitSteps(1))).toEqual({ shape: 'wide', px: 20, width: null, fits: true });
});

test('one language goes from 20 px down to 17; both languages keep 17 px on every page, the rest scrolling', () => {
  const oneSteps = phoneFitSteps(1);
  const bothSteps = phoneFitSteps(2);
  expect(Math.min(...oneSteps.map((s) => s.px))).toBe(17);
  expect(Math.max(...oneSteps.map((s) => s.px))).toBe(20);
  expect(new Set(bothSteps.map((s) => s.px))).toEqual(new Set([17]));
  expect(fitPhonePage(room(750), linesOf(5), bothSteps)).toEqual({ shape: 'tall', px: 17, width: null, fits: true });
  expect(fitPhonePage(room(658), linesOf(9), bothSteps)).toEqual({ shape: 'wide', px: 17, width: null, fits: true });
  expect(fitPhonePage(room(500), linesOf(40), bothSteps)).toEqual({ shape: 'wide', px: 17, width: null, fits: false });
});

test('the steps try every tall size before any wide one, each largest first', () => {
  const steps = phoneFitSteps(2);
  const firstWide = steps.findIndex((s) => s.shape === 'wide');
  expect(steps.slice(firstWide).every((s) => s.shape === 'wide')).toBe(true);
  for (const part of [steps.slice(0, firstWide), steps.slice(firstWide)]) {
    const px = part.map((s) => s.px);
    expect([...px].sort((a, b) => b - a)).toEqual(px);
  }
});

test('a framed picture is as tall as its drawing inside the frame plus the frame', () => {
  // 340 px wide with a 10 px frame: the tall drawing is 330 × 412.5, so the picture stands 423 px.
  const framed = { height: 423 + 8 + 30, width: 340, minWidth: 340, edge: 10, gap: 8 };
  expect(fitPhonePage(framed, () => 30, phoneFitSteps(1))).toEqual({ shape: 'tall', px: 20, width: null, fits: true });
  expect(fitPhonePage({ ...framed, height: framed.height - 1 }, () => 30, phoneFitSteps(1))).toMatchObject({ shape: 'wide', width: null });
});

test('the tall picture gives up a little width, never below the least, rather than turn wide', () => {
  // 8 lines at 20 px (240 px) would leave a tall picture 328 px wide, under the least of 331 (92 % of 360);
  // at 19 px (228 px) they leave 422 px: a tall picture 337 px wide.
  expect(fitPhonePage({ ...room(658), minWidth: 331 }, linesOf(8), phoneFitSteps(1))).toEqual({ shape: 'tall', px: 19, width: 337, fits: true });
  // 10 lines at 17 px leave 395 px: 316 px wide would be too narrow, so the wide picture spans the room.
  expect(fitPhonePage({ ...room(658), minWidth: 331 }, linesOf(10), phoneFitSteps(1))).toMatchObject({ shape: 'wide', width: null });
});

test('the tall picture keeps the full width while a smaller size lets the words fit, so its edges stay put from page to page', () => {
  // 7 lines at 20 px (210 px) would need the picture 352 px wide; at 19 px (199.5 px) they fit under it at 360.
  expect(fitPhonePage({ ...room(658), minWidth: 331 }, linesOf(7), phoneFitSteps(1))).toEqual({ shape: 'tall', px: 19, width: null, fits: true });
});

test('each size of words is laid out once, however many steps try it', () => {
  const measured: number[] = [];
  const words = (px: number) => {
    measured.push(px);
    return 40 * 1.5 * px;
  };
  fitPhonePage({ ...room(658), minWidth: 331 }, words, phoneFitSteps(1));
  expect(measured.length).toBeGreaterThan(0);
  expect(new Set(measured).size).toBe(measured.length);
});

test('on a desk the words take their whole column, shrinking from 16 px until they fit', () => {
  expect(fitDeskText(400, linesOf(10))).toBe(16);
  expect(fitDeskText(200, linesOf(10))).toBe(13);
  expect(fitDeskText(100, linesOf(10))).toBe(DESK_FIT_STEPS.at(-1));
});
