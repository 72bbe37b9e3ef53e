import type { Wardrobe } from '../../with-pictures';

/** An autumn week in 평창동: what the shot lists say each person wears, drawn by the kit. */
export const wardrobe: Wardrobe = {
  seojun: { kind: 'top-trousers', top: '#4f9de0', bottom: '#2f3a63', shoes: '#f5f5f5', sleeves: 'long' },
  'seojun-grandpa': {
    kind: 'top-trousers',
    top: '#f1e8d6',
    // Charcoal, not a mid grey: sitting on the pale rocks of Bukhansan, mid-grey trousers melted into the stone (blind
    // critic r57).
    bottom: '#3e3f47',
    shoes: '#3d2f2a',
    sleeves: 'long',
    layer: { kind: 'cardigan', colour: '#7f8f55' },
  },
  'neighbour-grandma': { kind: 'top-trousers', top: '#ee7f9f', bottom: '#7f58be', shoes: '#6b4a3a', sleeves: 'long' },
  baker: { kind: 'apron', top: '#5aa9ea', bottom: '#4a4f63', shoes: '#f0f0f0', sleeves: 'long' },
  teacher: { kind: 'top-skirt', top: '#ffffff', bottom: '#4fbfb0', shoes: '#6b4229', sleeves: 'long', layer: { kind: 'cardigan', colour: '#4fbfb0' } },
  harin: { kind: 'top-trousers', top: '#a27be0', bottom: '#f2f2f2', shoes: '#f59ab5', sleeves: 'short' },
  'kid-a': { kind: 'top-trousers', top: '#ffd25a', bottom: '#4a6fa5', shoes: '#333845', sleeves: 'short' },
  'kid-b': { kind: 'dress', top: '#6cbf5f', bottom: '#6cbf5f', shoes: '#7a5236', sleeves: 'short' },
};
