import { pyeongchangStoryStory } from './story';
import { chapters1to2 } from './chapters-1-2';
import { chapters3to4 } from './chapters-3-4';
import { chapters5to6 } from './chapters-5-6';
import { chapters7to8 } from './chapters-7-8';
import { characters } from './characters';
import { coverScene } from './cover';
import { parts } from './drawn-cast';
import { pictures } from './pictures';
import { wardrobe } from './wardrobe';
import { withPictures } from '../with-pictures';

/** A Korean neighbourhood-culture story: a third grader sure there is nothing to draw maps 평창동 at the foot of 북한산, loses the map to a stream and draws it again. */
export const pyeongchangStoryBook = withPictures(
  {
    format: 'side-bubbles',
    story: pyeongchangStoryStory,
    characters,
    coverScene,
    chapters: [...chapters1to2, ...chapters3to4, ...chapters5to6, ...chapters7to8],
  },
  pictures,
  wardrobe,
  parts,
);
