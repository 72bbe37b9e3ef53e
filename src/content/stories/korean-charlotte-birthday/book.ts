import { withPictures } from '../with-pictures';
import { coverScene } from './pictures/cover';
import { parts } from './pictures/drawn-cast';
import { pictures } from './pictures/panels';
import { wardrobe } from './pictures/wardrobe';
import { koreanCharlotteBirthdayWords } from './words';

/** Charlotte's ninth birthday in Korean: rain spoils the park picnic, and Charlotte, with Mina's help, brings it into the living room. */
export const koreanCharlotteBirthdayBook = withPictures(koreanCharlotteBirthdayWords, { coverScene, pictures, wardrobe, parts });
