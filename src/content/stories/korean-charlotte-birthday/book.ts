import { withPictures } from '../with-pictures';
import { koreanCharlotteBirthdayStory } from './story';
import { chapters1to3 } from './chapters-1-3';
import { chapters4to6 } from './chapters-4-6';
import { chapters7to9 } from './chapters-7-9';
import { characters } from './characters';
import { coverScene } from './cover';
import { parts } from './drawn-cast';
import { pictures } from './pictures';
import { wardrobe } from './wardrobe';

/** Charlotte's ninth birthday in Korean: rain spoils the park picnic, and Charlotte, with Mina's help, brings it into the living room. */
export const koreanCharlotteBirthdayBook = withPictures(
  {
    format: 'point-bubbles',
    story: koreanCharlotteBirthdayStory,
    characters,
    coverScene,
    chapters: [...chapters1to3, ...chapters4to6, ...chapters7to9],
  },
  pictures,
  wardrobe,
  parts,
);
