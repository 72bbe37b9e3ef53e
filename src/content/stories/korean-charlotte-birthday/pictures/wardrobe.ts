import type { Wardrobe } from '../../with-pictures';

/** A rainy birthday at Grandma's in Korea: what the shot lists say each person wears, drawn by the kit. */
export const wardrobe: Wardrobe = {
  charlotte: { kind: 'overalls', top: '#d2403a', bottom: '#4a6fa5', shoes: '#6f4fa3', sleeves: 'short', pattern: 'stripes' },
  leo: { kind: 'top-shorts', top: '#6cbf5f', bottom: '#3f6fb5', shoes: '#e8574f', sleeves: 'short' },
  mom: { kind: 'top-trousers', top: '#fbf1dc', bottom: '#44608f', shoes: '#7a3d52', sleeves: 'long', layer: { kind: 'cardigan', colour: '#f0c75a' } },
  dad: { kind: 'top-trousers', top: '#3f6fb5', bottom: '#55596b', shoes: '#3d2f2a', sleeves: 'long' },
  grandma: { kind: 'top-skirt', top: '#fbf1dc', bottom: '#6d5a8c', shoes: '#6b4229', sleeves: 'long', layer: { kind: 'cardigan', colour: '#e88a9c' } },
  grandpa: {
    kind: 'top-trousers',
    top: '#eef2f8',
    bottom: '#5d6b58',
    shoes: '#4a3225',
    sleeves: 'long',
    layer: { kind: 'vest', colour: '#8d5b3a' },
    hat: { kind: 'flat-cap', colour: '#7d6a55' },
  },
  // A plain pink skirt, to go with her bow: the navy checks read as a box or a '#' in her lap. A lilac hoodie, not
  // yellow: beside Mom's yellow cardigan the two ran together into one shape where they overlap (c4, c5, c7, c8).
  mina: { kind: 'top-skirt', top: '#a27be0', bottom: '#ec8fae', shoes: '#5aa9ea', sleeves: 'long' },
};
