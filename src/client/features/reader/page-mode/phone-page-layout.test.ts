import { afterEach, expect, test, vi } from 'vitest';
import type { PhoneLayout } from './fit-text-size';
import { FIRST_LAYOUT_KEY, roomKey, takeFirstLayout } from './phone-page-layout';

const chosen: PhoneLayout = { shape: 'tall', px: 19, width: null, fits: true };

/** The page's room as the reader finds it: its size, the screen's width, the fonts' state. */
function pageWith(size: { width: number; height: number }, fonts: { status: 'loaded' | 'loading'; size: number }) {
  vi.stubGlobal('document', { documentElement: { clientWidth: 390 }, fonts });
  return { dataset: {} as Record<string, string>, getBoundingClientRect: () => size } as unknown as HTMLElement;
}

/** What the prerendered page's script leaves on the room, measured as the room is now. */
const leaveLayout = (box: HTMLElement) => (box.dataset[FIRST_LAYOUT_KEY] = JSON.stringify({ room: roomKey(box), layout: chosen }));

afterEach(() => void vi.unstubAllGlobals());

test('the reader takes the first page’s layout over once, in the room it was measured in', () => {
  const box = pageWith({ width: 374, height: 708 }, { status: 'loaded', size: 0 });
  leaveLayout(box);
  expect(takeFirstLayout(box)).toEqual(chosen);
  // Taken: the next measure (a font, a resize, a turned page) measures the words again.
  expect(takeFirstLayout(box)).toBeNull();
});

test('a room that changed size since is measured again', () => {
  const box = pageWith({ width: 374, height: 708 }, { status: 'loaded', size: 0 });
  leaveLayout(box);
  (box as unknown as { getBoundingClientRect: () => object }).getBoundingClientRect = () => ({ width: 374, height: 640 });
  expect(takeFirstLayout(box)).toBeNull();
  expect(box.dataset[FIRST_LAYOUT_KEY]).toBeUndefined();
});

test('a font added or still loading since means the words are measured again', () => {
  const added = pageWith({ width: 374, height: 708 }, { status: 'loaded', size: 0 });
  leaveLayout(added);
  vi.stubGlobal('document', { documentElement: { clientWidth: 390 }, fonts: { status: 'loaded', size: 4 } });
  expect(takeFirstLayout(added)).toBeNull();

  const loading = pageWith({ width: 374, height: 708 }, { status: 'loading', size: 4 });
  leaveLayout(loading);
  expect(takeFirstLayout(loading)).toBeNull();
});

test('a page the script did not lay out (a desk, scroll mode, a page opened from the shelf) is measured', () => {
  expect(takeFirstLayout(pageWith({ width: 374, height: 708 }, { status: 'loaded', size: 0 }))).toBeNull();
});
