import { describe, expect, it } from 'vitest';
import { renderPicture } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import './book-cast';

/**
 * Hands folded on a desk drawn in front of the one sitting at it (`handsRest`, pyeongchang c1-p1): the arms and hands
 * are drawn over the desk, cut at its top's front edge, so the hands lie on its top and the elbows stay behind it.
 */
const atTheDesk = (on?: string): Scene => ({
  background: 'classroom',
  time: 'day',
  items: [
    { prop: 'chair', x: 400, y: 470, size: 74 },
    {
      person: 'charlotte',
      x: 400,
      y: 466,
      pose: 'sit-chair',
      arms: 'hold',
      reachTo: { near: { x: 420, y: 362, ...(on ? { on } : {}) }, far: { x: 402, y: 364, ...(on ? { on } : {}) } },
      facing: 'three-quarter-right',
      expression: 'worried',
    },
    { prop: 'table', x: 430, y: 470, size: 150, part: 'desk' },
  ],
});

describe('hands resting on a top drawn in front', () => {
  it.each(['wide', 'tall'] as const)('are drawn after the desk, cut at its front edge, touching its top (%s)', (frame) => {
    const { svg, layout } = renderPicture(atTheDesk('desk'), { frame });
    const desk = svg.indexOf('data-part="desk"');
    const resting = svg.indexOf('clip-path="url(#kit-top');
    expect(desk).toBeGreaterThan(0);
    expect(resting).toBeGreaterThan(desk);
    expect(svg.slice(resting)).toContain('data-h=""');
    const charlotte = layout.things.find((thing) => thing.part === 'charlotte');
    expect(charlotte?.reaches?.filter((reach) => reach.on === 'desk' && reach.touches)).toHaveLength(2);
  });

  it('leave hands not sent onto the desk drawn with their person, behind it', () => {
    const { svg } = renderPicture(atTheDesk());
    expect(svg).not.toContain('kit-top');
    expect(svg.lastIndexOf('data-h=""')).toBeLessThan(svg.indexOf('data-part="desk"'));
  });
});
