import type { Wardrobe } from '../../with-pictures';

/**
 * A summer day in the woods: T-shirts, shorts and rain boots for the children, hiking clothes for Theo's dad, his
 * trousers a warm brown that stays solid in the lantern-lit night (slate grey sank into the night's blue, and his legs
 * read as see-through).
 */
export const wardrobe: Wardrobe = {
  charlotte: { kind: 'top-shorts', top: '#f2706a', bottom: '#8a7a50', shoes: '#ffcf3f', sleeves: 'short', boots: true, backpack: '#5aa9ea' },
  theo: { kind: 'top-shorts', top: '#f5a04a', bottom: '#37476b', shoes: '#e8574f', sleeves: 'short', boots: true },
  'theo-dad': { kind: 'top-trousers', top: '#4a9a45', bottom: '#7d6247', shoes: '#3d2f2a', sleeves: 'short', boots: true },
};
