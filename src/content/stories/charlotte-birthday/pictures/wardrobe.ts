import type { Wardrobe } from '../../with-pictures';

/** A summer birthday at home: what the shot lists say each person wears, drawn by the kit. Aprons go on with `clothes: 'apron'`. */
export const wardrobe: Wardrobe = {
  // A pink apron, so the flour on it shows.
  charlotte: { kind: 'top-trousers', top: '#ffd25a', bottom: '#4a6fa5', shoes: '#6f4fa3', sleeves: 'short', apron: '#f59ab5' },
  leo: { kind: 'top-shorts', top: '#6cbf5f', bottom: '#3f6fb5', shoes: '#e8574f', sleeves: 'short', pattern: 'stripes' },
  mom: { kind: 'top-trousers', top: '#5aa9ea', bottom: '#44608f', shoes: '#7a3d52', sleeves: 'long' },
  dad: { kind: 'top-trousers', top: '#4a9a45', bottom: '#44608f', shoes: '#3d2f2a', sleeves: 'long' },
  grandma: { kind: 'top-skirt', top: '#fbf1dc', bottom: '#6d5a8c', shoes: '#6b4229', layer: { kind: 'cardigan', colour: '#8e6cc9' } },
  grandpa: {
    kind: 'top-trousers',
    top: '#9cc0e0',
    // Slate trousers, apart from the park's grass (grey-green, his legs sank into the grass of p9 as one lump).
    bottom: '#5a6272',
    shoes: '#4a3225',
    sleeves: 'long',
    pattern: 'checks',
    layer: { kind: 'vest', colour: '#8d5b3a' },
    hat: { kind: 'flat-cap', colour: '#7d6a55' },
  },
  mina: { kind: 'dress', top: '#e8574f', bottom: '#e8574f', shoes: '#f5f5f5', sleeves: 'short' },
};
