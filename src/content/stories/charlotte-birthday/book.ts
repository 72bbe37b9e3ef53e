import { withPictures } from '../with-pictures';
import { coverScene } from './pictures/cover';
import { parts } from './pictures/drawn-cast';
import { pictures } from './pictures/panels';
import { wardrobe } from './pictures/wardrobe';
import { charlotteBirthdayWords } from './words';

/** Charlotte turns eight; a spoiled surprise becomes a cake the whole family bakes together. */
export const charlotteBirthdayBook = withPictures(charlotteBirthdayWords, { coverScene, pictures, wardrobe, parts });
