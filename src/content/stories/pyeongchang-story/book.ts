import { withPictures } from '../with-pictures';
import { coverScene } from './pictures/cover';
import { parts } from './pictures/drawn-cast';
import { pictures } from './pictures/panels';
import { wardrobe } from './pictures/wardrobe';
import { pyeongchangStoryWords } from './words';

/** A Korean neighbourhood-culture story: a third grader sure there is nothing to draw maps 평창동 at the foot of 북한산, loses the map to a stream and draws it again. */
export const pyeongchangStoryBook = withPictures(pyeongchangStoryWords, { coverScene, pictures, wardrobe, parts });
