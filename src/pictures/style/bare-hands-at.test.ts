import { describe, expect, it } from 'vitest';
import { bareHandsAt } from './bare-hands-at';

describe('bareHandsAt', () => {
  it('carries a palm out through every transform above it', () => {
    const markup =
      '<g transform="translate(100 200)"><g transform="scale(2)">' +
      '<g data-h="" transform="translate(10 -5) rotate(90)"><ellipse cx="4" cy="0" rx="3" ry="2"/></g>' +
      '</g></g>';
    const [hand] = bareHandsAt(markup);
    // The palm 4 along the forearm, turned to point down, at twice the size, from (120, 190).
    expect(hand!.x).toBeCloseTo(120);
    expect(hand!.y).toBeCloseTo(198);
    expect(hand!.r).toBeCloseTo(6);
  });

  it('counts a hand drawn in two parts once, and ignores mittens and groups closed before it', () => {
    const part = (rx: number) => `<g data-h="" transform="translate(50 60) rotate(0)"><ellipse cx="1" cy="0" rx="${rx}" ry="2"/></g>`;
    const mitten = '<g transform="translate(300 60) rotate(0)"><ellipse cx="1" cy="0" rx="5" ry="2"/></g>';
    const hands = bareHandsAt(`<g transform="translate(5 5)"></g>${part(5)}${mitten}${part(3)}`);
    expect(hands).toEqual([{ x: 51, y: 60, r: 5 }]);
  });

  it('keeps its place through an ellipse written with a closing tag', () => {
    const markup =
      '<g transform="translate(10 0)"><ellipse cx="0" cy="0" rx="9" ry="9"></ellipse></g>' +
      '<g data-h="" transform="translate(40 0)"><ellipse cx="2" cy="0" rx="4" ry="3"></ellipse></g>';
    expect(bareHandsAt(markup)).toEqual([{ x: 42, y: 0, r: 4 }]);
  });
});
