import { withPictures } from '../with-pictures';
import { coverScene } from './pictures/cover';
import { parts } from './pictures/drawn-cast';
import { pictures } from './pictures/panels';
import { wardrobe } from './pictures/wardrobe';
import { charlotteChristmasWords } from './words';

/** Charlotte spends her three dollars on one present and makes the rest; when the snow keeps Grandpa home, she takes Christmas to him. */
export const charlotteChristmasBook = withPictures(charlotteChristmasWords, { coverScene, pictures, wardrobe, parts });
