import { describe, expect, it } from 'vitest';
import { mostlyInView } from './page-in-view';
import { pageInHash, pageAnchor } from '../../../lib/reading-place';

describe('a page of a scrolled book in view', () => {
  it('is mostly in view when most of a page shorter than the screen shows', () => {
    expect(mostlyInView(400, 600, 800)).toBe(true);
    expect(mostlyInView(300, 600, 800)).toBe(false);
  });

  it('is mostly in view when a page taller than the screen fills most of it', () => {
    expect(mostlyInView(700, 2000, 800)).toBe(true);
    expect(mostlyInView(400, 2000, 800)).toBe(false);
  });

  it('is not in view when nothing of it shows or nothing is measured', () => {
    expect(mostlyInView(0, 600, 800)).toBe(false);
    expect(mostlyInView(10, 0, 800)).toBe(false);
    expect(mostlyInView(10, 10, 0)).toBe(false);
  });
});

describe('a page named in the address', () => {
  it('counts from 1 in the address and from 0 in the reader', () => {
    expect(pageAnchor(12)).toBe('page-13');
    expect(pageInHash('#page-13', 27)).toBe(12);
  });

  it('is the end page at most, and nothing for another # or page 0', () => {
    expect(pageInHash('#page-99', 27)).toBe(27);
    expect(pageInHash('#page-0', 27)).toBeNull();
    expect(pageInHash('#chapter-3', 27)).toBeNull();
    expect(pageInHash('', 27)).toBeNull();
  });
});
