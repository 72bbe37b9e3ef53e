import type { Wardrobe } from '../../with-pictures';

/**
 * Christmas in the snow: sweaters indoors, and the coats the shot lists name outdoors (`clothes: 'winter'`).
 * The children's sweaters are deep blue and teal because their pajamas are drawn as a pale tint of them:
 * pale blue and pale teal read as cloth at night, where a tint of red or yellow read as bare skin.
 * Nobody's hat, scarf and mittens are red: the red scarf is Charlotte's present for Grandpa, the only one in the book.
 * Charlotte's knit is a deep raspberry pink: in a pale pink, her counting mitten's fingers read as a bare hand.
 * Dad's coat is olive, not brown: in a brown near his skin, his face read browner outdoors than indoors (one man, two skins).
 */
export const wardrobe: Wardrobe = {
  charlotte: { kind: 'top-trousers', top: '#3c83c4', bottom: '#4a6fa5', shoes: '#6f4fa3', sleeves: 'long', coat: '#7f58be', knit: '#d64f86' },
  leo: { kind: 'overalls', top: '#35988c', bottom: '#4a6fa5', shoes: '#e8574f', sleeves: 'long', pattern: 'stripes', coat: '#4a9a45', knit: '#7cc4ee' },
  mom: { kind: 'top-trousers', top: '#9b7bdc', bottom: '#44608f', shoes: '#7a3d52', sleeves: 'long', coat: '#3d5a8a', knit: '#f0c75a' },
  dad: { kind: 'top-trousers', top: '#4a9a45', bottom: '#55596b', shoes: '#3d2f2a', sleeves: 'long', coat: '#5f6e34', knit: '#3f8f8a' },
  grandma: { kind: 'top-skirt', top: '#e88a9c', bottom: '#6d5a8c', shoes: '#6b4229', sleeves: 'long', layer: { kind: 'cardigan', colour: '#a8456a' } },
  grandpa: { kind: 'top-trousers', top: '#c68b59', bottom: '#5d6b58', shoes: '#4a3225', sleeves: 'long', layer: { kind: 'cardigan', colour: '#8a9a6a' } },
  mina: { kind: 'top-trousers', top: '#ffd25a', bottom: '#f59ab5', shoes: '#5aa9ea', sleeves: 'long' },
};
