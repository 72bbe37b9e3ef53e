import { describe, expect, it } from 'vitest';
import { stretchMarkup } from './stretch';

const about = { x0: 10, y0: 10, sx: 2, sy: 0.5 };

describe('stretching markup about a point', () => {
  it('moves absolute points from the point, relative steps and radii by the stretch, and keeps arc flags', () => {
    const path = '<path d="M10 0L20 10l5 4A5 5 0 0 1 30 10Z" fill="#123456"/>';
    expect(stretchMarkup(path, about)).toBe('<path d="M10 5L30 10l10 2A10 2.5 0 0 1 50 10Z" fill="#123456"/>');
  });

  it('turns a circle into the ellipse it becomes, keeping its fill', () => {
    expect(stretchMarkup('<circle cx="12" cy="14" r="3" fill="#fff"/>', about)).toBe('<ellipse cx="14" cy="12" rx="6" ry="1.5" fill="#fff"/>');
  });

  it('keeps a shape turned on its own, or a turned arc, whole in a stretched group', () => {
    const turned = '<rect x="0" y="0" width="4" height="1" fill="#000" transform="rotate(-20 2 0)"/>';
    expect(stretchMarkup(turned, about)).toBe(`<g transform="matrix(2 0 0 0.5 -10 5)">${turned}</g>`);
    const arc = '<path d="M0 0A5 3 30 0 1 10 0Z" fill="#000"/>';
    expect(stretchMarkup(arc, about)).toBe(`<g transform="matrix(2 0 0 0.5 -10 5)">${arc}</g>`);
  });

  it('leaves markup alone when there is no stretch', () => {
    const path = '<path d="M1 2L3 4Z" fill="#000"/>';
    expect(stretchMarkup(path, { x0: 0, y0: 0, sx: 1, sy: 1 })).toBe(path);
  });
});
