import { withPictures } from '../with-pictures';
import { coverScene } from './pictures/cover';
import { parts } from './pictures/drawn-cast';
import { pictures } from './pictures/panels';
import { wardrobe } from './pictures/wardrobe';
import { forestAdventureWords } from './words';

/** Theo is the hero and his map finds the way; Charlotte comes along, which makes this a Charlotte Adventures book. */
export const forestAdventureBook = withPictures(forestAdventureWords, { coverScene, pictures, wardrobe, parts });
